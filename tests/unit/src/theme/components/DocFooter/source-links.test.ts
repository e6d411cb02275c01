import { describe, expect, it } from 'vitest'
import { sourceLinks } from '../../../../../../src/theme/components/DocFooter/source-links'

describe('sourceLinks', () => {
  it('with a repository: a GitHub-style blob URL, and the mirror when set', () => {
    expect(sourceLinks('blog/2019/理解.md', 'Source', { url: 'https://github.com/o/r/', branch: 'dev' })).toEqual([
      { href: 'https://github.com/o/r/blob/dev/content/blog/2019/%E7%90%86%E8%A7%A3.md', text: 'Source' },
    ])
    expect(
      sourceLinks('a.md', 'S', { url: 'https://github.com/o/r', dir: 'docs', mirror: { url: 'https://gitee.com/o/r', text: 'Gitee' } }),
    ).toEqual([
      { href: 'https://github.com/o/r/blob/main/docs/a.md', text: 'S' },
      { href: 'https://gitee.com/o/r/blob/main/docs/a.md', text: 'Gitee' },
    ])
  })
  it("each host's file URL shape, for the repository and its mirror (with its own branch)", () => {
    expect(
      sourceLinks('a b.md', 'S', {
        url: 'https://gitlab.com/o/r',
        host: 'gitlab',
        branch: 'dev',
        mirror: { url: 'https://codeberg.org/o/r/', host: 'gitea', text: 'Codeberg', branch: 'pages' },
      }),
    ).toEqual([
      { href: 'https://gitlab.com/o/r/-/blob/dev/content/a%20b.md', text: 'S' },
      { href: 'https://codeberg.org/o/r/src/branch/pages/content/a%20b.md', text: 'Codeberg' },
    ])
  })
  it('without one: the markdown shipped under /public/source/; nothing for a .tsx page or no file', () => {
    expect(sourceLinks('book/x/001-a.md', 'S')).toEqual([{ href: '/public/source/book/x/001-a.md', text: 'S' }])
    expect(sourceLinks('tool/binary-converter.tsx', 'S')).toEqual([])
    expect(sourceLinks('', 'S')).toEqual([])
  })
})
