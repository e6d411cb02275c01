import { describe, expect, it } from 'vitest'
import { robots, sitemap } from '../../../../build/publish/sitemap'

describe('sitemap', () => {
  it('lists indexable routes in order, encoded, with lastmod when known; no 404 or blank page', () => {
    const xml = sitemap('https://x.example', [
      { routePath: '/b', pageType: 'doc', lastUpdated: '2025-01-02T03:04:05+08:00' },
      { routePath: '/404', pageType: '404' },
      { routePath: '/empty', pageType: 'blank' },
      { routePath: '/a/中文', pageType: 'doc' },
      { routePath: '/', pageType: 'home', lastUpdated: '2025-01-01T00:00:00Z' },
    ])
    expect(xml).toBe(`<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://x.example/</loc><lastmod>2025-01-01T00:00:00Z</lastmod></url>
  <url><loc>https://x.example/a/%E4%B8%AD%E6%96%87</loc></url>
  <url><loc>https://x.example/b</loc><lastmod>2025-01-02T03:04:05+08:00</lastmod></url>
</urlset>
`)
  })

  it('robots.txt names the sitemap by its absolute URL', () => {
    expect(robots('https://x.example/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.example/sitemap.xml\n')
  })
})
