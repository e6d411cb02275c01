/**
 * The content rules on a broken fixture: the pages under tests/fixtures/content-checks/content/
 * break every rule on purpose (blog/2018/untrue.md the writing rules of true-to-date.ts, outputs
 * only newer systems print among them; blog/2018/short-b.md is one short note more than 2018's
 * share, which short-a.md fills, and has fewer sections than a note needs;
 * blog/2018/good.md, short-a.md and book/100-gcc-tips/001-good.md break none), and the site loaded
 * from them, with the real site's config, must report exactly the problems in expected.txt, each
 * with its file, line and column. The compiler runs for real here (no cache).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../build/site/config.ts'
import { loadSite } from '../../build/site/loader.ts'
import { siteDiagnostics } from '../../build/site/checks.ts'
import { lintPrograms } from '../../build/lint/programs.ts'
import type { Diagnostic } from '../../build/diagnostics.ts'

const repo = join(import.meta.dirname, '../..')
const fixture = join(import.meta.dirname, '../fixtures/content-checks')
const site = await loadSite({ root: fixture, config: await loadConfig(repo), contentDir: join(fixture, 'content'), publicDir: join(fixture, 'public') })
const diagnostics = [...siteDiagnostics(site), ...(await lintPrograms(site.pages.values()))].sort(
  (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
)
const head = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}  ${d.reason}  (${d.rule})`
const of = (file: string) => diagnostics.filter((d) => d.file === file)

describe('the content rules on a broken fixture', () => {
  it('read every page and nothing else (not `_draft.md`)', () => {
    expect([...site.pages.values()].map((p) => p.projectPath).sort()).toEqual([
      'content/blog/2017/broken.md',
      'content/blog/2018/bad-frontmatter.md',
      'content/blog/2018/bad-yaml.md',
      'content/blog/2018/broken.md',
      'content/blog/2018/good.md',
      'content/blog/2018/no-frontmatter.md',
      'content/blog/2018/short-a.md',
      'content/blog/2018/short-b.md',
      'content/blog/2018/untrue.md',
      'content/book/100-gcc-tips/001-good.md',
      'content/book/100-gcc-tips/002-broken.md',
      'content/book/100-gcc-tips/003-order.md',
      'content/book/100-gcc-tips/004-no-frontmatter.md',
      'content/book/100-gcc-tips/005-missing.md',
    ])
  })

  it('report exactly the expected problems, with path, line and column', () => {
    const expected = readFileSync(join(fixture, 'expected.txt'), 'utf8').trimEnd().split('\n')
    expect(diagnostics.map(head)).toEqual(expected)
  })

  it('make every rule fail on content/blog/2017/broken.md and the other broken files', () => {
    const rules = new Set(diagnostics.map((d) => d.rule))
    expect([...rules].sort()).toEqual(
      [
        'articles/description',
        'articles/frontmatter',
        'articles/program',
        'articles/prose',
        'articles/sections',
        'articles/short-notes',
        'articles/tags',
        'articles/unique-slug',
        'articles/unique-title',
        'book/example',
        'book/sections',
        'book/title',
        'content/anachronism',
        'content/excuse',
        'content/root-prompt',
        'content/scratch-path',
        'content/shell-noise',
        'contributors/last',
        'frontmatter/comment',
        'frontmatter/date',
        'frontmatter/type',
        'frontmatter/yaml',
        'links/anchor',
        'links/dead',
        'markdown/code-fence',
        'markdown/code-lang',
        'markdown/diagram',
      ].sort(),
    )
  })

  it('pass a good article, a short note within its year\'s share and a good book page', () => {
    expect(of('content/blog/2018/good.md').map(head)).toEqual([])
    expect(of('content/blog/2018/short-a.md').map(head)).toEqual([])
    expect(of('content/book/100-gcc-tips/001-good.md').map(head)).toEqual([])
  })

  it('point a compiler message at the line of the article, with the compiler output in the hint', () => {
    const [c, cpp] = of('content/blog/2017/broken.md').filter((d) => d.rule === 'articles/program')
    // The C block opens on line 20: its line 3 is line 23 of the article.
    expect(readFileSync(join(fixture, 'content/blog/2017/broken.md'), 'utf8').split('\n')[22]).toBe('    return undeclared_name;')
    expect([c.line, c.column]).toEqual([23, 12])
    expect(c.hint).toContain("content/blog/2017/broken.md (block at line 20):3:12: error: 'undeclared_name' undeclared")
    // A warning fails too: -Wall without -Werror would otherwise change nothing.
    expect(cpp.reason).toContain("warning: unused variable 'unused'")
  })

  it('suggest a fix where one is near', () => {
    const hints = of('content/blog/2017/broken.md').map((d) => d.hint)
    expect(hints).toContain('The page\'s route is "/blog/2018/good". Write the link in that form.')
    expect(hints).toContain('Fix the date or move the file to content/blog/2018/.')
  })
})
