import type { PageData } from '../shared/types'
import type { SiteConfig } from '../shared/site-config'
import { escapeHtml } from '../shared/escape-html'
import { absoluteUrl, FEED_FILES, siteRootUrl } from '../shared/site-url'
import { href } from '../shared/href'
import { localeRedirectScript } from '../shared/locale-redirect'

/**
 * The <head> tags of one page: title, description, canonical URL, Open Graph and Twitter card,
 * theme colours, icon, the feeds, and for blog articles a JSON-LD `BlogPosting`.
 */
export function headTags(page: PageData, config: SiteConfig): string {
  const fm = page.frontmatter
  const suffix = fm.titleSuffix ?? config.titleSuffix ?? ` - ${config.title}`
  const title = page.pageType === 'home' ? config.title : page.pageType === '404' ? `404${suffix}` : page.title + suffix
  const description = fm.description ?? config.description
  const indexed = page.pageType !== '404' && page.pageType !== 'blank'
  const url = absoluteUrl(siteRootUrl(config.url, config.base), page.routePath)
  const article = page.kind === 'article'
  const colors = config.publish?.themeColor
  const feedTitle = config.publish?.feedTitle ?? config.title
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  return [
    // The root page's language redirect (a first visit goes to the reader's language); none with one language.
    ...(page.routePath === '/' && localeRedirectScript(config)
      ? [`<script data-locale-redirect>${localeRedirectScript(config)}</script>`]
      : []),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    indexed ? `<link rel="canonical" href="${escapeHtml(url)}">` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', page.pageType === 'home' ? config.title : page.title),
    meta('property', 'og:type', article ? 'article' : 'website'),
    ...(indexed ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:description', description),
    meta('property', 'og:site_name', config.title),
    meta('property', 'og:locale', (page.lang || config.lang).replace('-', '_')),
    ...(article && fm.date ? [meta('property', 'article:published_time', fm.date)] : []),
    ...(article && page.lastUpdated ? [meta('property', 'article:modified_time', page.lastUpdated)] : []),
    meta('name', 'twitter:card', 'summary'),
    // A site without dark mode (themeConfig.darkMode: false) is light for every reader.
    ...(colors && config.themeConfig.darkMode === false ? [`<meta name="theme-color" content="${escapeHtml(colors.light)}">`] : []),
    ...(colors && config.themeConfig.darkMode !== false
      ? [
          `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${escapeHtml(colors.light)}">`,
          `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${escapeHtml(colors.dark)}">`,
        ]
      : []),
    ...(config.icon ? [`<link rel="icon" href="${escapeHtml(href(config.icon))}" type="image/svg+xml">`] : []),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedTitle)} (RSS)" href="${href(FEED_FILES.rss)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle)} (Atom)" href="${href(FEED_FILES.atom)}">`,
    `<link rel="alternate" type="application/feed+json" title="${escapeHtml(feedTitle)} (JSON Feed)" href="${href(FEED_FILES.json)}">`,
    ...(article ? [jsonLdScript(blogPosting(page, config, url, description))] : []),
  ].join('\n')
}

/** schema.org `BlogPosting` of an article: what search engines show as the article's facts. */
export function blogPosting(page: PageData, config: SiteConfig, url: string, description: string): Record<string, unknown> {
  const author = { '@type': 'Person', name: config.author ?? config.title }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: page.title,
    description,
    datePublished: page.frontmatter.date,
    dateModified: page.lastUpdated ?? page.frontmatter.date,
    url,
    mainEntityOfPage: url,
    inLanguage: page.lang || config.lang,
    author,
    publisher: { '@type': 'Organization', name: config.title, url: absoluteUrl(siteRootUrl(config.url, config.base), '/') },
    ...(page.frontmatter.tags?.length ? { keywords: page.frontmatter.tags.join(', ') } : {}),
  }
}

/**
 * A JSON-LD data block. `<` is written as `\u003c` (the same string to a JSON parser), so no
 * value can close the script element or open a comment; `>` and `&` likewise, for symmetry with
 * HTML escaping.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  return `<script type="application/ld+json">${json}</script>`
}
