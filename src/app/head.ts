import config from '../site.config'
import type { PageData } from '../shared/types'
import { escapeHtml } from '../shared/escape-html'

/** The <head> tags of one page. */
export function headTags(page: PageData): string {
  const fm = page.frontmatter
  const suffix = fm.titleSuffix ?? config.titleSuffix ?? ` - ${config.title}`
  const title = page.pageType === 'home' ? config.title : page.pageType === '404' ? `404${suffix}` : page.title + suffix
  const description = fm.description ?? config.description
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="icon" href="${escapeHtml(config.icon)}" type="image/svg+xml">`,
  ].join('\n')
}
