/**
 * Absolute URLs of the site, built from the configured origin (`url` in site.config.ts) and a
 * route. Routes are stored decoded (`/blog/2019/理解Linux命名空间`); on the wire they are
 * percent-encoded the way the site's own links are (encodeURI):
 *
 *   absoluteUrl('https://notes.example.com', '/blog/2019/理解进程调度')
 *     → 'https://notes.example.com/blog/2019/%E7%90%86%E8%A7%A3%E8%BF%9B%E7%A8%8B%E8%B0%83%E5%BA%A6'
 *   absoluteUrl('https://notes.example.com/', '/')  → 'https://notes.example.com/'
 */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  return siteUrl.replace(/\/+$/, '') + encodeURI(routePath.startsWith('/') ? routePath : '/' + routePath)
}

/**
 * The site's own absolute URL, `url` and `base` of the config together, without a trailing
 * slash: what absoluteUrl() takes. `('https://a.org', '/')` → `https://a.org`,
 * `('https://a.org/', '/notes/')` → `https://a.org/notes`.
 */
export function siteRootUrl(siteUrl: string, base: string): string {
  return siteUrl.replace(/\/+$/, '') + base.replace(/\/$/, '')
}

/** The feed files the build writes at the site root (build/publish/feeds.ts). */
export const FEED_FILES = {
  rss: '/feed.xml',
  atom: '/atom.xml',
  json: '/feed.json',
} as const
