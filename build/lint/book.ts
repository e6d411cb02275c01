import type { Diagnostic } from '../diagnostics.ts'
import type { BookRules } from '../../src/shared/site-config.ts'
import { CONTRIBUTORS_SECTION } from '../site/contributors.ts'
import type { PageRecord } from '../site/record.ts'
import type { SiteModel } from '../site/model.ts'

/**
 * What the pages of a book are held to, from the Page records and the site config's `bookRules`
 * (the tip pages of the gcc book: an example the tests run, then the tip, then the contributors):
 *
 *   book/title        a frontmatter with a title; no `#` heading (the layout prints the title)
 *   book/sections     the `##` sections of `sections`, in that order
 *   book/example      at least one code block of `exampleLang` (the commands the tests run)
 *
 * and, on every page, since the build fills it in (record.ts, contributors.ts):
 *
 *   contributors/last  a `## 贡献者` section is the page's last and is empty
 *
 *   content/book/100-gcc-tips/007-x.md:12:1  missing section "## 技巧"  (book/sections)
 *     Every page has the sections ## 例子, ## 技巧, ## 贡献者, in this order.
 */
export function lintBooks(site: SiteModel): Diagnostic[] {
  const rules = site.config.bookRules
  const pattern = rules && new RegExp(rules.pages)
  const out: Diagnostic[] = []
  for (const page of [...site.pages.values()].sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1))) {
    if (page.format !== 'md' || !page.body || !readable(page)) continue
    out.push(...contributorsLast(page))
    if (rules && pattern!.test(page.relativePath)) out.push(...lintBookPage(page, rules))
  }
  return out
}

/** A frontmatter that could not be read, or a file that is not text, is reported by its own stage. */
const readable = (p: PageRecord) => !p.diagnostics.some((d) => ['frontmatter/yaml', 'frontmatter/shape', 'site/encoding'].includes(d.rule))

function lintBookPage(page: PageRecord, rules: BookRules): Diagnostic[] {
  const out: Diagnostic[] = []
  const report = (line: number, column: number, rule: string, reason: string, hint: string) =>
    out.push({ file: page.projectPath, line, column, rule, reason, hint, fatal: true })
  const { headings, code } = page.body!.blocks
  if (page.bodyLine === 1) {
    report(1, 1, 'book/title', 'page does not start with a frontmatter block', 'Begin the page with `---`, a `title:` line and `---`.')
  } else if (typeof page.frontmatter.title !== 'string') {
    report(1, 1, 'book/title', 'frontmatter has no "title"', 'Add `title:` to the frontmatter: the page title comes from there.')
  }
  for (const h of headings.filter((h) => h.depth === 1)) {
    report(
      h.line,
      h.column,
      'book/title',
      '"# " heading: the title comes from the frontmatter',
      'Remove the line, or make it a `##` section.',
    )
  }
  const order = `Every page has the sections ${rules.sections.map((s) => '## ' + s).join(', ')}, in this order.`
  const sections = headings.filter((h) => h.depth === 2)
  let last = -1
  for (const name of rules.sections) {
    const at = sections.findIndex((h) => h.text === name)
    if (at < 0) report(page.bodyLine, 1, 'book/sections', `missing section "## ${name}"`, order)
    else if (at < last) report(sections[at].line, sections[at].column, 'book/sections', `section "## ${name}" is out of order`, order)
    else last = at
  }
  if (!code.some((c) => c.lang.toLowerCase() === rules.exampleLang)) {
    report(
      page.bodyLine,
      1,
      'book/example',
      `no \`\`\`${rules.exampleLang} block: nothing of this page is run by the tests`,
      `Show the example as a \`\`\`${rules.exampleLang} block: the commands and what they print.`,
    )
  }
  return out
}

function contributorsLast(page: PageRecord): Diagnostic[] {
  const { headings, top } = page.body!.blocks
  const heading = headings.find((h) => h.depth === 2 && h.text === CONTRIBUTORS_SECTION)
  if (!heading) return []
  const after = top.find((b) => b.line > heading.line)
  if (!after) return []
  const next = headings.find((h) => h.line === after.line)
  return [
    {
      file: page.projectPath,
      line: after.line,
      column: after.column,
      rule: 'contributors/last',
      reason: next
        ? `"${'#'.repeat(next.depth)} ${next.text}" comes after "## ${CONTRIBUTORS_SECTION}", which must be the page's last section`
        : `text under "## ${CONTRIBUTORS_SECTION}"`,
      hint: `Leave "## ${CONTRIBUTORS_SECTION}" empty and last: the build fills in the authors of the file from git.`,
      fatal: true,
    },
  ]
}
