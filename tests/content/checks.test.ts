/**
 * A test of the content checks: the articles under tests/fixtures/content-checks/content/ break
 * every rule on purpose (one of them, blog/2018/good.md, breaks none), and the checks must report
 * exactly the problems in expected.txt, each with its file, line and column. The compiler runs
 * for real here (no cache).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkArticles } from './check-articles'

const fixture = join(import.meta.dirname, '../fixtures/content-checks')
const report = await checkArticles({ root: fixture, contentDir: join(fixture, 'content'), publicDir: join(fixture, 'public') })
const head = (d: (typeof report.diagnostics)[number]) => `${d.file}:${d.line}:${d.column}  ${d.reason}  (${d.rule})`
const of = (file: string) => report.diagnostics.filter((d) => d.file === file)

describe('the content checks on a broken fixture', () => {
  it('check every article and nothing else (not `_draft.md`)', () => {
    expect(report.articles).toEqual([
      'content/blog/2017/broken.md',
      'content/blog/2018/bad-frontmatter.md',
      'content/blog/2018/bad-yaml.md',
      'content/blog/2018/broken.md',
      'content/blog/2018/good.md',
      'content/blog/2018/no-frontmatter.md',
    ])
  })

  it('report exactly the expected problems, with path, line and column', () => {
    const expected = readFileSync(join(fixture, 'expected.txt'), 'utf8').trimEnd().split('\n')
    expect(report.diagnostics.map(head)).toEqual(expected)
  })

  it('make every check fail on content/blog/2017/broken.md and the other broken files', () => {
    const rules = new Set(report.diagnostics.map((d) => d.rule))
    expect([...rules].sort()).toEqual(
      [
        'articles/code-lang',
        'articles/date',
        'articles/description',
        'articles/frontmatter',
        'articles/links',
        'articles/program',
        'articles/prose',
        'articles/sections',
        'articles/tags',
        'articles/unique-slug',
        'articles/unique-title',
      ].sort(),
    )
    expect(new Set(of('content/blog/2017/broken.md').map((d) => d.rule)).size).toBe(rules.size - 1)
  })

  it('pass a good article', () => {
    expect(of('content/blog/2018/good.md').map(head)).toEqual([])
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
