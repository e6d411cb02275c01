import { absoluteUrl } from '../../src/shared/site-url.ts'
import { escapeXml } from './feeds.ts'

/**
 * `sitemap.xml` (sitemaps.org 0.9) and `robots.txt` from the Page records: every route except
 * the 404 page and blank pages, by route, with `lastmod` from git (the record's lastUpdated,
 * which falls back to the frontmatter date outside a checkout):
 *
 *   <url><loc>https://notes.example.com/blog/2025/freertos-lock</loc><lastmod>2025-03-02T10:00:00+08:00</lastmod></url>
 */
export interface SitemapPage {
  routePath: string
  pageType: string
  lastUpdated?: string
}

export function inSitemap(page: SitemapPage): boolean {
  return page.pageType !== '404' && page.pageType !== 'blank'
}

export function sitemap(siteUrl: string, pages: Iterable<SitemapPage>): string {
  const urls = [...pages]
    .filter(inSitemap)
    .sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0))
    .map((p) => {
      const lastmod = p.lastUpdated ? `<lastmod>${escapeXml(p.lastUpdated)}</lastmod>` : ''
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p.routePath))}</loc>${lastmod}</url>`
    })
  return `<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

export function robots(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}
`
}
