/**
 * The content checks of issue 9 over every blog article in content/ (see check-articles.ts for
 * the list). One test per article; a failure prints every problem as `path:line:col  reason  (rule)`
 * with a hint below it.
 *
 *   npx vitest run --project unit tests/content
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../build/diagnostics.ts'
import { checkArticles } from './check-articles'

const root = join(import.meta.dirname, '../..')
// Compiler results are kept in .site-build/ between runs (keyed by compiler version and code).
const report = await checkArticles({
  root,
  contentDir: join(root, 'content'),
  publicDir: join(root, 'public'),
  cacheDir: join(root, '.site-build', 'cache', 'article-programs'),
})

describe('blog articles', () => {
  it('there are articles to check', () => {
    expect(report.articles.length).toBeGreaterThan(0)
  })

  it.each(report.articles)('%s', (file) => {
    const problems = report.diagnostics.filter((d) => d.file === file).map(formatDiagnostic)
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
  })
})
