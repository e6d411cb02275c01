import { escapeHtml } from '../../src/shared/escape-html.ts'

/** The section the build fills with the authors of the page's file (fillContributors). */
export const CONTRIBUTORS_SECTION = '贡献者'
const CONTRIBUTORS_HEADING = new RegExp(`<h2 id="${CONTRIBUTORS_SECTION}">[\\s\\S]*?<\\/h2>\\s*$`)

/**
 * A page that ends with an empty `## 贡献者` section (the book's tip pages) gets the authors of
 * its file in git history there, or the site's author outside a git checkout.
 */
export function fillContributors(html: string, authors: string[]): string {
  if (!CONTRIBUTORS_HEADING.test(html)) return html
  return `${html.trimEnd()}\n<ul class="contributors">${authors.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>`
}
