import config from '../site.config'
import type { PageData } from '../shared/types'

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The <head> tags of one page. */
export function headTags(page: PageData): string {
  const fm = page.frontmatter
  const suffix = fm.titleSuffix ?? config.titleSuffix ?? ` - ${config.title}`
  const title = page.pageType === 'home' ? config.title : page.pageType === '404' ? `404${suffix}` : page.title + suffix
  const description = fm.description ?? config.description
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}">`,
    `<link rel="icon" href="${escape(config.icon)}" type="image/svg+xml">`,
  ].join('\n')
}
