import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'
import { tsxFrontmatter } from '../../../../build/markdown/frontmatter'

describe('frontmatter', () => {
  it('parses the known keys and passes unknown ones through', async () => {
    const out = await compile(
      '---\ntitle: 互斥锁\ndate: 2025-03-02T10:00:00+08:00\ntags: [FreeRTOS, 并发]\noutline: true\nseries: rtos\n---\n\n正文\n',
    )
    expect(out.messages).toEqual([])
    expect(out.frontmatter).toEqual({
      title: '互斥锁',
      date: '2025-03-02T10:00:00+08:00',
      tags: ['FreeRTOS', '并发'],
      outline: true,
      series: 'rtos',
    })
  })

  it('names the file, line, column and key of a misspelt key', async () => {
    const out = await compile('---\ntitle: a\ntilte: b\n---\n')
    expect(out.messages).toEqual([
      {
        file: 'content/blog/2025/page.md',
        line: 3,
        column: 1,
        reason: 'unknown frontmatter key "tilte"',
        hint: 'Did you mean "title"? Rename the key; other unknown keys are kept as they are.',
        rule: 'frontmatter/unknown-key',
        fatal: true,
      },
    ])
  })

  it('reports a value of the wrong type at the value', async () => {
    const out = await compile('---\ntitle: a\noutline: yes please\n---\n')
    expect(out.messages.map((m) => [m.line, m.column, m.reason])).toEqual([
      [3, 10, 'frontmatter "outline" must be true or false: got "yes please"'],
    ])
  })

  it('warns about an unknown page type at its value, and leaves the page a document', async () => {
    const out = await compile('---\ntitle: a\npageType: article\n---\n')
    expect(out.messages).toEqual([
      expect.objectContaining({
        line: 3,
        column: 11,
        reason: 'frontmatter "pageType" is not a known page type: got "article"; the page is shown as "doc"',
        rule: 'frontmatter/page-type',
        fatal: false,
      }),
    ])
    expect(out.messages[0].hint).toContain('home, doc, custom, blank, overview, 404')
    expect(out.frontmatter.pageType).toBeUndefined()
  })

  it('checks each of the home page features', async () => {
    const ok = await compile('---\nfeatures:\n  - title: 博客\n    details: 文章\n    link: /blog/\n    icon: 📝\n---\n')
    expect(ok.messages).toEqual([])
    expect(ok.frontmatter.features).toEqual([{ title: '博客', details: '文章', link: '/blog/', icon: '📝' }])
    const missing = await compile(
      '---\nfeatures:\n  - title: 博客\n    details: 文章\n    link: /blog/\n  - title: 书\n    details: 书\n---\n',
    )
    expect(missing.messages.map((m) => [m.line, m.column, m.reason, m.fatal])).toEqual([
      [
        6,
        5,
        'frontmatter "features" item 2 needs a text "link": got [{"title":"博客","details":"文章","link":"/blog/"},{"title":"书","details":"书"}]',
        true,
      ],
    ])
    const odd = await compile('---\nfeatures:\n  - title: 博客\n    details: 文章\n    link: /blog/\n    linkText: 去看看\n---\n')
    expect(odd.messages[0].reason).toContain('item 1 has an unknown key "linkText"')
  })

  it('reports broken YAML at its line in the page', async () => {
    const out = await compile('---\ntitle: a\ndate: [2025\n---\n')
    expect(out.messages[0]).toMatchObject({ line: 3, rule: 'frontmatter/yaml', fatal: true })
  })

  it('rejects a date that is not ISO', async () => {
    const out = await compile('---\ndate: 2025/03/02\n---\n')
    expect(out.messages[0].reason).toBe('frontmatter "date" must be an ISO timestamp: got "2025/03/02"')
  })

  it('reads the frontmatter comment of a .tsx page', () => {
    expect(tsxFrontmatter('/*---\ntitle: 工具\npageType: custom\n---*/\nexport default 1')).toEqual({
      yaml: 'title: 工具\npageType: custom',
      startLine: 2,
    })
    expect(tsxFrontmatter('export default 1')).toBeUndefined()
  })
})
