/**
 * Every content rule over the real site, as `npm run build` runs them (the Site's diagnostics:
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
import { Site } from '../../build/site/site.ts'
import { lintPrograms } from '../../build/lint/programs.ts'

const root = join(import.meta.dirname, '../..')
const site = await Site.load({ root, config: await loadConfig(root) })
const pages = [...site.pages.values()].sort((a, b) => (a.projectPath < b.projectPath ? -1 : 1))
// Compiler results are kept in .site-build/ between runs (keyed by compiler version and code).
const diagnostics = [...site.diagnostics(), ...(await lintPrograms(pages, { cacheDir: join(root, '.site-build', 'cache', 'article-programs') }))]

describe('the content of the site', () => {
  it('has articles, and program blocks to compile', () => {
    expect(pages.filter((p) => p.kind === 'article').length).toBeGreaterThan(100)
    expect(pages.flatMap((p) => p.programs).length).toBeGreaterThan(10)
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
