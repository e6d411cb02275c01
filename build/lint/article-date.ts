import type { Diagnostic } from '../diagnostics.ts'
import type { PageRecord } from '../site/record.ts'

/**
 * An article (`blog/<YYYY>/<name>.md`) needs a date, in its folder's year as a reader in
 * Asia/Shanghai counts it: the year the blog index files it under.
 *
 *   blog/2017/x.md  date: 2017-12-31T20:00:00-05:00   →  is 2018-01-01 in Shanghai: reported
 */
export function articleDate(page: PageRecord): Diagnostic[] {
  if (page.kind !== 'article' || page.folderYear === undefined) return []
  const year = page.folderYear
  const at = (reason: string, hint: string, line: number, column: number): Diagnostic[] => [
    { file: page.projectPath, line, column, reason, hint, rule: 'frontmatter/date', fatal: true },
  ]
  const date = page.frontmatter.date
  if (date === undefined) {
    return at(
      'blog article has no date',
      `Add a line like date: ${year}-06-01T20:00:00+08:00 to the frontmatter, the block between two --- lines at the top of the file.`,
      1,
      1,
    )
  }
  // An unreadable date is reported by the frontmatter stage already.
  if (!page.date || page.date.local.year === year) return []
  const { line, column } = page.frontmatterPlaces.date
  const local = page.date.local
  const shown = local.year === Number(date.slice(0, 4)) ? '' : ` (${local.year}-${pad(local.month)}-${pad(local.day)} in Asia/Shanghai)`
  return at(
    `date ${date}${shown} is not in ${year}, the year of the article's folder`,
    `Fix the date or move the file to content/blog/${local.year}/.`,
    line,
    column,
  )
}

const pad = (n: number) => String(n).padStart(2, '0')
