import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { root, runBuild } from './helpers'
import config from '../../src/site.config'
import { hashSource, inlineScripts } from '../../build/publish/csp'

/**
 * The files the build publishes besides the pages, from the fixture site: the three feeds, the
 * sitemap, robots.txt and the nginx header snippets, parsed back and checked against what their
 * specifications require.
 */
const out = join(root, '.site-build', 'it-publish')
const fixture = join(root, 'tests/fixtures/site/content')
const read = (file: string) => readFileSync(join(out, file), 'utf8')
const LISTS = [
  'rss.channel.item',
  'rss.channel.item.category',
  'rss.channel.atom:link',
  'feed.entry',
  'feed.link',
  'feed.entry.link',
  'urlset.url',
]
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, jpath) => LISTS.includes(String(jpath)),
})
const site = config.url
/** The fixture's blog articles, newest first. */
const ARTICLES = [
  { route: '/blog/2025/beta', title: '第二篇', date: '2025-04-01T20:00:00+08:00', pubDate: 'Tue, 01 Apr 2025 20:00:00 +0800' },
  { route: '/blog/2025/alpha', title: '互斥锁与优先级继承', date: '2025-03-02T10:00:00+08:00', pubDate: 'Sun, 02 Mar 2025 10:00:00 +0800' },
]

function xml(file: string) {
  const text = read(file)
  expect(XMLValidator.validate(text), file).toBe(true)
  expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n'), file).toBe(true)
  return parser.parse(text)
}

beforeAll(() => {
  rmSync(out, { recursive: true, force: true })
  const r = runBuild({ content: fixture, out })
  expect(r.stderr).toBe('')
  expect(r.status).toBe(0)
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('feeds', () => {
  it('RSS 2.0: channel title, link and description; every article newest first with title, link, guid and an RFC 822 date in +0800', () => {
    const rss = xml('feed.xml').rss
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel
    expect(channel.title).toBe(config.publish?.feedTitle)
    expect(channel.link).toBe(site + '/')
    expect(channel.description).toBe(config.description)
    expect(channel.language).toBe('zh-cn')
    expect(channel.lastBuildDate).toBe(ARTICLES[0].pubDate)
    expect(channel['atom:link'][0]['@href']).toBe(site + '/feed.xml')
    expect(channel['atom:link'][0]['@rel']).toBe('self')
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(ARTICLES.map((a) => a.title))
    channel.item.forEach((item: Record<string, unknown>, n: number) => {
      expect(item.link).toBe(site + ARTICLES[n].route)
      expect((item.guid as Record<string, string>)['#text']).toBe(site + ARTICLES[n].route)
      expect((item.guid as Record<string, string>)['@isPermaLink']).toBe('true')
      expect(item.pubDate).toBe(ARTICLES[n].pubDate)
      expect(item.pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/,
      )
      expect(Date.parse(item.pubDate as string)).toBe(Date.parse(ARTICLES[n].date))
    })
    expect(channel.item[1].description).toBe('一篇用来测试构建流程的文章。')
    expect(channel.item[1].category).toEqual(['FreeRTOS'])
  })

  it('Atom 1.0: feed id, title, updated, self link; entries with id, title, updated and link', () => {
    const feed = xml('atom.xml').feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(site + '/')
    expect(feed.title).toBe(config.publish?.feedTitle)
    expect(feed.updated).toBe(ARTICLES[0].date)
    expect(feed.author.name).toBeTruthy()
    expect(feed.link.find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toBe(site + '/atom.xml')
    expect(feed.entry).toHaveLength(ARTICLES.length)
    feed.entry.forEach((entry: Record<string, unknown>, n: number) => {
      expect(entry.id).toBe(site + ARTICLES[n].route)
      expect(entry.title).toBe(ARTICLES[n].title)
      expect(entry.updated).toBe(ARTICLES[n].date)
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
      expect((entry.link as Record<string, string>[])[0]['@href']).toBe(site + ARTICLES[n].route)
    })
  })

  it('JSON Feed 1.1: version, title, feed_url; items with id, url, title, content and date_published', () => {
    const feed = JSON.parse(read('feed.json'))
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.title).toBe(config.publish?.feedTitle)
    expect(feed.feed_url).toBe(site + '/feed.json')
    expect(feed.language).toBe('zh-CN')
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(ARTICLES.map((a) => site + a.route))
    feed.items.forEach((item: Record<string, unknown>, n: number) => {
      expect(item.id).toBe(site + ARTICLES[n].route)
      expect(item.title).toBe(ARTICLES[n].title)
      expect(item.date_published).toBe(ARTICLES[n].date)
      expect(typeof item.content_text).toBe('string')
    })
  })

  it('every page names the three feeds in its head', () => {
    for (const file of ['index.html', 'blog/2025/alpha.html', 'guide/index.html', '404.html']) {
      const html = read(file)
      expect(html, file).toContain('<link rel="alternate" type="application/rss+xml" title="技术笔记 - 博客 (RSS)" href="/feed.xml">')
      expect(html, file).toContain('<link rel="alternate" type="application/atom+xml" title="技术笔记 - 博客 (Atom)" href="/atom.xml">')
      expect(html, file).toContain(
        '<link rel="alternate" type="application/feed+json" title="技术笔记 - 博客 (JSON Feed)" href="/feed.json">',
      )
    }
  })
})

describe('sitemap and robots.txt', () => {
  it('lists every route but 404 with absolute URLs and lastmod from git, and robots.txt points to it', () => {
    const urls = xml('sitemap.xml').urlset.url as { loc: string; lastmod?: string }[]
    expect(urls.map((u) => u.loc)).toEqual(['/', '/blog/2025/alpha', '/blog/2025/beta', '/guide/'].map((r) => site + r))
    expect(urls.some((u) => u.loc.includes('404'))).toBe(false)
    const files = ['index.md', 'blog/2025/alpha.md', 'blog/2025/beta.md', 'guide/index.tsx']
    urls.forEach((u, n) => {
      const git = spawnSync('git', ['log', '-1', '--format=%aI', '--', join(fixture, files[n])], {
        cwd: root,
        encoding: 'utf8',
      }).stdout.trim()
      expect(git, files[n]).not.toBe('')
      expect(u.lastmod, files[n]).toBe(git)
    })
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`)
  })
})

describe('head metadata', () => {
  it('an article: canonical URL, Open Graph article, Twitter card, theme colours, and JSON-LD BlogPosting', () => {
    const html = read('blog/2025/alpha.html')
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('<title>互斥锁与优先级继承 - 技术笔记</title>')
    expect(html).toContain(`<link rel="canonical" href="${site}/blog/2025/alpha">`)
    expect(html).toContain('<meta property="og:type" content="article">')
    expect(html).toContain(`<meta property="og:url" content="${site}/blog/2025/alpha">`)
    expect(html).toContain('<meta property="og:locale" content="zh_CN">')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1b1b1f">')
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1])
    expect(ld['@type']).toBe('BlogPosting')
    expect(ld.headline).toBe('互斥锁与优先级继承')
    expect(ld.datePublished).toBe('2025-03-02T10:00:00+08:00')
    const git = spawnSync('git', ['log', '-1', '--format=%aI', '--', join(fixture, 'blog/2025/alpha.md')], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim()
    expect(ld.dateModified).toBe(git)
  })

  it('other pages are websites without JSON-LD; the 404 page has no canonical URL and is not indexed', () => {
    const home = read('index.html')
    expect(home).toContain('<meta property="og:type" content="website">')
    expect(home).toContain(`<link rel="canonical" href="${site}/">`)
    expect(home).not.toContain('application/ld+json')
    const notFound = read('404.html')
    expect(notFound).not.toContain('rel="canonical"')
    expect(notFound).toContain('<meta name="robots" content="noindex">')
  })
})

describe('security headers for nginx', () => {
  it('allow exactly the inline scripts of the written pages by hash, and the camera only in the camera snippet', () => {
    const snippet = read('.nginx/headers.conf')
    const camera = read('.nginx/headers-camera.conf')
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(snippet)![1]
    const hashes = csp.match(/'sha256-[^']+'/g)!
    const prePaint = inlineScripts(read('blog/2025/alpha.html'))
    expect(prePaint).toHaveLength(1)
    expect(hashes).toContain(hashSource(prePaint[0]))
    for (const demo of ['public/stopwatch/index.html', 'public/project/sliding-puzzle/index.html']) {
      expect(existsSync(join(out, demo)), demo).toBe(true)
      for (const s of inlineScripts(read(demo))) expect(hashes, demo).toContain(hashSource(s))
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(snippet).toContain('add_header Permissions-Policy "camera=()" always;')
    expect(camera).toContain('add_header Permissions-Policy "camera=(self)" always;')
    expect(camera.replace('camera=(self)', 'camera=()')).toBe(snippet)
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;')
    expect(snippet).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;')
  })
})
