/**
 * Every content rule over the real site, as `npm run build` runs them (the site's diagnostics:
 * frontmatter, markdown, links, the article rules of src/site.config.ts) plus the one the build
 * leaves to the tests because it runs the compiler: `program` blocks compile cleanly
 * (build/lint/programs.ts). One test per page with problems to show; a failure prints each as
 * `path:line:col  reason  (rule)` with its hint.
 *
 *   npx vitest run --project unit tests/content
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../build/diagnostics.ts'
import { loadConfig } from '../../build/site/config.ts'
import { loadSite } from '../../build/site/loader.ts'
import { siteDiagnostics } from '../../build/site/checks.ts'
import { lintPrograms } from '../../build/lint/programs.ts'

const root = join(import.meta.dirname, '../..')
const site = await loadSite({ root, config: await loadConfig(root) })
const pages = [...site.pages.values()].sort((a, b) => (a.projectPath < b.projectPath ? -1 : 1))
// Compiler results are kept in .site-build/ between runs (keyed by compiler version and code).
const diagnostics = [...siteDiagnostics(site), ...(await lintPrograms(pages, { cacheDir: join(root, '.site-build', 'cache', 'article-programs') }))]

describe('the content of the site', () => {
  it('has articles, and program blocks to compile', () => {
    expect(pages.filter((p) => p.kind === 'article').length).toBeGreaterThan(100)
    expect(pages.flatMap((p) => p.body?.programs ?? []).length).toBeGreaterThan(10)
  })

  it.each(pages.map((p) => p.projectPath))('%s', (file) => {
    const problems = diagnostics.filter((d) => d.file === file).map(formatDiagnostic)
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
  })

  it('has no problem outside the pages (the tags file, _meta.json)', () => {
    const files = new Set(pages.map((p) => p.projectPath))
    expect(diagnostics.filter((d) => !files.has(d.file)).map(formatDiagnostic)).toEqual([])
  })
})

/**
 * The blog reads like one person's notes over nine years, not one template: these hold the
 * variety the articles were given, so that a batch of new ones in one shape shows up here.
 */
describe('the shape of the blog', () => {
  const articles = pages.filter((p) => p.kind === 'article')
  const share = (n: number) => n / articles.length
  const body = (p: (typeof articles)[number]) => p.source.split('\n').slice(p.bodyLine - 1).join('\n')
  const paragraphs = (p: (typeof articles)[number]) =>
    body(p)
      .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '')
      .split(/\n\s*\n/)
      .map((t) => t.trim())
      .filter(Boolean)

  it('keeps its articles per year', () => {
    const perYear: Record<number, number> = {}
    for (const p of articles) perYear[p.folderYear!] = (perYear[p.folderYear!] ?? 0) + 1
    expect(perYear).toEqual({ 2017: 22, 2018: 11, 2019: 27, 2020: 19, 2021: 10, 2022: 22, 2023: 6, 2024: 6, 2025: 20 })
  })

  it('has figures (diagrams, charts, pictures) in at least 25 articles, each with alt text', () => {
    const withFigure = articles.filter((p) => /<figure class="(?:diagram|chart)">|<img /.test(p.body?.html ?? ''))
    expect(withFigure.length).toBeGreaterThanOrEqual(25)
    for (const p of withFigure) expect(p.body?.html).not.toMatch(/<svg [^>]*class="(?:diagram|chart)__svg"(?![^>]*aria-label="[^"]+")/)
  })

  it('varies its lengths: short notes, deep dives, and no one band for most', () => {
    const han = (p: (typeof articles)[number]) => p.body?.reading.cjk ?? 0
    expect(articles.filter((p) => han(p) < 1200).length).toBeGreaterThanOrEqual(5)
    expect(articles.filter((p) => han(p) >= 3000).length).toBeGreaterThanOrEqual(5)
    expect(share(articles.filter((p) => han(p) >= 1200 && han(p) <= 1400).length)).toBeLessThanOrEqual(0.55)
  })

  it('varies its titles, openings and endings', () => {
    // "X：Y" titles, openings with a colleague's story, a lone "参考：" line at the end.
    const colon = articles.filter((p) => String(p.frontmatter.title).includes('：'))
    const colleague = articles.filter((p) => /同事|组里|同组|实习生|新人|群里有人|朋友/.test(paragraphs(p)[0] ?? ''))
    const reference = articles.filter((p) => /^参考[:：][^\n]*$/.test(paragraphs(p).at(-1) ?? ''))
    expect(share(colon.length), colon.map((p) => p.frontmatter.title).join('\n')).toBeLessThanOrEqual(0.5)
    expect(share(colleague.length), colleague.map((p) => p.projectPath).join('\n')).toBeLessThanOrEqual(0.2)
    expect(share(reference.length), reference.map((p) => p.projectPath).join('\n')).toBeLessThanOrEqual(0.25)
  })

  it('is dated on any day of the week', () => {
    const days = [0, 0, 0, 0, 0, 0, 0]
    for (const p of articles) {
      const [y, m, d] = String(p.frontmatter.date).slice(0, 10).split('-').map(Number)
      days[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]++
    }
    expect(Math.max(...days.map(share))).toBeLessThanOrEqual(0.3)
  })
})

