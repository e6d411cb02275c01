import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SiteModel } from '../site/model.ts'
import { contentSecurityPolicy, nginxHeaderSnippet, scriptHashes, securityHeaders } from './csp.ts'
import { buildFeeds, type FeedEntry } from './feeds.ts'
import { NGINX_CAMERA_HEADERS, NGINX_HEADERS } from './nginx.ts'
import { robots, sitemap } from './sitemap.ts'
import { siteRootUrl } from '../../src/shared/site-url.ts'

/**
 * What the build publishes besides the pages, written into the finished output folder after
 * prerendering and before it is swapped in. The CSP allows the inline scripts of the written
 * HTML: the prerendered pages' (`pageScripts`, hashed as they were written) and those of the
 * HTML files under public/.
 *
 *   feed.xml  atom.xml  feed.json      the blog's feeds (feeds.ts)
 *   sitemap.xml  robots.txt            every indexable route (sitemap.ts)
 *   .nginx/headers.conf                security headers for nginx (csp.ts)
 *   .nginx/headers-camera.conf         the same with the camera allowed (the QR page)
 *   favicon.ico                        public/favicon.ico, where browsers showing a document
 *                                      without an icon link (the feeds) and feed readers look
 *
 * Reads only the Page records, never content/.
 */
export function writePublishFiles(options: { site: SiteModel; dir: string; pageScripts: Iterable<string> }): string[] {
  const { site, dir } = options
  const { config, blogSection: section } = site
  const entries: FeedEntry[] = site.articles().map((p) => ({
    title: p.title,
    routePath: p.routePath,
    date: p.date!.iso,
    description: p.frontmatter.description,
    tags: p.frontmatter.tags,
  }))
  const home = site.pages.has(`/${section}/`) ? `/${section}/` : '/'
  // Absolute URLs carry the base: https://notes.example.com/notes/blog/…
  const siteUrl = siteRootUrl(config.url, config.base)
  const files = buildFeeds(
    {
      siteUrl,
      title: config.publish?.feedTitle ?? config.title,
      description: config.description,
      lang: config.lang,
      author: config.author ?? config.title,
      home,
    },
    entries,
  )
  files.set('sitemap.xml', sitemap(siteUrl, site.pages.values()))
  files.set('robots.txt', robots(siteUrl))
  const csp = contentSecurityPolicy([...new Set([...options.pageScripts, ...scriptHashes(join(dir, 'public'))])].sort())
  files.set(NGINX_HEADERS, nginxHeaderSnippet(securityHeaders(csp, false)))
  files.set(NGINX_CAMERA_HEADERS, nginxHeaderSnippet(securityHeaders(csp, true)))
  for (const [name, text] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  const written = [...files.keys()]
  const icon = join(site.paths.publicDir, 'favicon.ico')
  if (existsSync(icon)) {
    copyFileSync(icon, join(dir, 'favicon.ico'))
    written.push('favicon.ico')
  }
  return written
}
