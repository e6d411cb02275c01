import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Server } from 'node:http'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { XMLParser } from 'fast-xml-parser'
import { waitForHydration } from './browser'
import { it as browserTest } from './fixtures'
import { root, runBuild, startDev, type DevProcess } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { startNginx, type RunningNginx } from './nginx-server'

/**
 * A site built with `base: '/notes/'` (tests/fixtures/base/site.config.ts), served under that
 * prefix by the preview server and by nginx with the block build/publish/nginx.ts writes for it,
 * and read like a reader reads it: every request the pages make stays under /notes/ and is
 * answered below 400, every link the pages show carries the prefix, and the client router,
 * preloading, search and the 404 page work there.
 */
const BASE = '/notes/'
const SITE_URL = 'https://notes.example.com/notes'
/** nginx's root; the site is deployed to its notes/ folder, which the build writes directly. */
const www = join(root, '.site-build', `base-path-${process.pid}`)
const dist = join(www, 'notes')
let server: Server
let nginx: RunningNginx | undefined
/** Where each host serves the site's origin. */
const origins: Record<'preview' | 'nginx', string> = { preview: '', nginx: '' }
/** The host the current test reads from. */
let origin = ''

beforeAll(async () => {
  rmSync(www, { recursive: true, force: true })
  const r = runBuild({ content: join(root, 'tests/fixtures/base/content'), out: dist, config: 'tests/fixtures/base/site.config.ts' })
  if (r.status !== 0) throw new Error(`the fixture build failed:\n${r.stderr}`)
  server = await startPreviewServer({ dir: dist, port: 0, host: '127.0.0.1', base: BASE })
  origins.preview = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  nginx = await startNginx(join(www, '.nginx-run'), { root: dist, base: BASE }, BASE)
  origins.nginx = nginx.origin
})

afterAll(async () => {
  nginx?.stop()
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
  rmSync(www, { recursive: true, force: true })
})

const at = (path: string) => origin + encodeURI(path)

/** A page of its own context with its console problems, and every request it made that went wrong or left the prefix. */
const it = browserTest.extend('reader', ({ newPage }) => async () => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
  const requests: string[] = []
  const failed: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`))
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
  })
  /** Requests to this origin outside the prefix. */
  const outside = () => requests.filter((u) => u.startsWith(origin) && !new URL(u).pathname.startsWith(BASE))
  return { page, problems, failed, outside }
})

/** Every site path the page links to or loads (`href`, `src`), which must all carry the prefix. */
async function sitePaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')]
      .flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')])
      .filter((v): v is string => !!v && v.startsWith('/')),
  )
}

/** Every site path of the page carries the prefix and is answered 200 there, without a redirect. */
async function expectPrefixed(page: Page) {
  const paths = await sitePaths(page)
  expect(paths.length).toBeGreaterThan(5)
  expect(paths.filter((p) => !p.startsWith(BASE))).toEqual([])
  for (const path of new Set(paths.map((p) => p.split('#')[0]))) {
    expect((await fetch(origin + path, { redirect: 'manual' })).status, path).toBe(200)
  }
}

/** The page's path on the server, decoded. */
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname)

/** Marks the document, so a later check tells a client-side navigation from a document load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stay: number }).stay = 1))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stay?: number }).stay === 1)

const heading = (page: Page) => page.locator('h1').first().textContent()

describe.each(['preview', 'nginx'] as const)('a site under /notes/, served by %s', (host) => {
  beforeAll(() => {
    origin = origins[host]
  })

  it('is read through its links, the router, preloading and Back, all under the prefix', async ({ reader }) => {
    const { page, problems, failed, outside } = await reader()
    const home = await page.goto(at(BASE))
    expect(home?.status()).toBe(200)
    await waitForHydration(page)
    await expectPrefixed(page)
    await mark(page)

    // The hero's action: a client-side navigation to /notes/docs/.
    await page.getByRole('link', { name: '开始阅读' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/')
    await expect.poll(() => heading(page)).toBe('文档首页')
    expect(await sameDocument(page)).toBe(true)
    // The public image of the markdown body loads from /notes/public/.
    const logo = page.locator('.doc-content img[alt="站点标志"]')
    expect(await logo.getAttribute('src')).toBe('/notes/public/logo.svg')
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    // A markdown link to another page (./install.md), hovered first: the page's chunk is loaded
    // from under the prefix before the click.
    const install = page.locator('.doc-content').getByRole('link', { name: '安装' })
    expect(await install.getAttribute('href')).toBe('/notes/docs/install')
    const chunk = page.waitForRequest((r) => /\/notes\/assets\/install-[\w-]+\.js$/.test(r.url()))
    await install.hover()
    await chunk
    await install.click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/install')
    await expect.poll(() => heading(page)).toBe('安装')
    expect(await sameDocument(page)).toBe(true)
    const image = page.locator('.doc-content img[alt="渐变示意图"]')
    expect(await image.getAttribute('src')).toMatch(/^\/notes\/assets\/gradient-[\w-]+\.png$/)
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expectPrefixed(page)

    // The sidebar, then the page's prev/next links.
    await page.locator('.site-sidebar').getByRole('link', { name: '配置' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/config')
    await expect.poll(() => heading(page)).toBe('配置')
    const prevNext = page.locator('.site-prev-next__link')
    await expect.poll(() => prevNext.count()).toBeGreaterThan(0)
    const hrefs = await prevNext.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.every((h) => h?.startsWith('/notes/docs/'))).toBe(true)
    const neighbour = prevNext.first()
    const target = (await neighbour.getAttribute('href'))!
    await neighbour.click()
    await expect.poll(() => pathOf(page)).toBe(decodeURIComponent(target))
    expect(await sameDocument(page)).toBe(true)

    // Back returns to the page before, in the same document.
    await page.goBack()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/config')
    await expect.poll(() => heading(page)).toBe('配置')
    expect(await sameDocument(page)).toBe(true)

    // A link with a hash inside the markdown goes to the heading's page and the heading.
    await page.locator('.doc-content').getByRole('link', { name: '文档首页' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/')
    await page.locator('.doc-content').getByRole('link', { name: '配置' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/config')
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#选项')

    // The overview lists the folder's pages and their headings under the prefix.
    await page.locator('.site-sidebar').getByRole('link', { name: '文档总览' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/overview')
    await expectPrefixed(page)
    await page.locator('.site-overview').getByRole('link', { name: '步骤' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/install')
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#步骤')
    expect(await sameDocument(page)).toBe(true)

    // The navbar, the blog index and an article's link to another article.
    await page.locator('.site-nav').getByRole('link', { name: '博客', exact: true }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/blog/')
    await page.locator('.blog-index').getByRole('link', { name: '第二篇' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/blog/2025/beta')
    await page.locator('.doc-content').getByRole('link', { name: '第一篇' }).click()
    await expect.poll(() => pathOf(page)).toBe('/notes/blog/2025/alpha')
    await expect.poll(() => heading(page)).toBe('互斥锁与优先级继承')
    expect(await sameDocument(page)).toBe(true)
    await expectPrefixed(page)
    // The head follows the page: its canonical URL carries the prefix.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}/blog/2025/alpha`)

    // The brand link leads home.
    await page.locator('.site-nav__brand').click()
    await expect.poll(() => pathOf(page)).toBe('/notes/')
    expect(await sameDocument(page)).toBe(true)

    expect(failed).toEqual([])
    expect(outside()).toEqual([])
    expect(problems).toEqual([])
  })

  it('searches from the index under the prefix and opens a result', async ({ reader }) => {
    const { page, problems, failed, outside } = await reader()
    await page.goto(at('/notes/docs/install'))
    await waitForHydration(page)
    expect(await page.locator('meta[name="site-search-index"]').getAttribute('content')).toMatch(/^\/notes\/assets\/search\//)
    await mark(page)
    await page.getByRole('button', { name: '搜索' }).click()
    await page.getByRole('combobox', { name: '搜索' }).fill('基础路径')
    const option = page.getByRole('option').first()
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0)
    expect(await option.locator('a').getAttribute('href')).toMatch(/^\/notes\/docs\/config/)
    await option.click()
    await expect.poll(() => pathOf(page)).toBe('/notes/docs/config')
    await expect.poll(() => heading(page)).toBe('配置')
    expect(await sameDocument(page)).toBe(true)
    expect(failed).toEqual([])
    expect(outside()).toEqual([])
    expect(problems).toEqual([])
  })

  it('answers an unknown path with the 404 page, whose home link leads to /notes/', async ({ reader }) => {
    const { page, problems, outside } = await reader()
    const res = await page.goto(at('/notes/no/such/page'))
    expect(res?.status()).toBe(404)
    await waitForHydration(page)
    const homeLink = page.locator('.site-404__home')
    expect(await homeLink.getAttribute('href')).toBe('/notes/')
    await expectPrefixed(page)
    await homeLink.click()
    await expect.poll(() => pathOf(page)).toBe('/notes/')
    await expect.poll(() => page.getByRole('link', { name: '开始阅读' }).count()).toBe(1)
    expect(outside()).toEqual([])
    // The browser logs the document's own 404, the one answer at or above 400; nothing else.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)'])
  })

  it('answers outside the prefix with 404, redirects /notes to /notes/, serves clean URLs under it', async () => {
    const get = (path: string) => fetch(at(path), { redirect: 'manual' })
    const outsideRes = await get('/docs/install')
    expect(outsideRes.status).toBe(404)
    expect(await outsideRes.text()).toContain('/notes/assets/')
    expect((await get('/')).status).toBe(404)
    const bare = await get('/notes')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/notes/')
    const html = await get('/notes/docs/install.html')
    expect(html.status).toBe(301)
    expect(html.headers.get('location')).toBe('/notes/docs/install')
    expect((await get('/notes/docs/install')).status).toBe(200)
    expect((await get('/notes/docs/')).status).toBe(200)
    const slash = await get('/notes/docs')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/notes/docs/')
    expect((await get('/notes/public/logo.svg')).status).toBe(200)
    expect((await get('/notes/feed.xml')).status).toBe(200)
    expect((await get('/notes/no/such/page')).status).toBe(404)
  })

  it('feeds, sitemap, robots.txt and canonical URLs carry the prefix, and each of their pages is served there', async () => {
    const parser = new XMLParser({ ignoreAttributes: false })
    const served = async (url: string) => {
      expect(url.startsWith(`${SITE_URL}/`), url).toBe(true)
      const res = await fetch(origin + url.slice('https://notes.example.com'.length), { redirect: 'manual' })
      expect(res.status, url).toBe(200)
    }
    const text = (file: string) => readFileSync(join(dist, file), 'utf8')

    const rss = parser.parse(text('feed.xml')).rss.channel
    const items = [rss.item].flat()
    expect(items.length).toBe(2)
    for (const url of [rss.link, rss['atom:link']['@_href'], ...items.map((i: { link: string }) => i.link)]) await served(url)

    const atom = parser.parse(text('atom.xml')).feed
    const links = [atom.link, ...[atom.entry].flat().map((e: { link: unknown }) => e.link)].flat() as { '@_href': string }[]
    for (const l of links) await served(l['@_href'])

    const json = JSON.parse(text('feed.json')) as { home_page_url: string; feed_url: string; items: { url: string; id: string }[] }
    for (const url of [json.home_page_url, json.feed_url, ...json.items.map((i) => i.url)]) await served(url)

    const sitemap = [parser.parse(text('sitemap.xml')).urlset.url].flat() as { loc: string }[]
    expect(sitemap.map((u) => u.loc).sort()).toEqual(
      ['/', '/blog/', '/blog/2025/alpha', '/blog/2025/beta', '/docs/', '/docs/config', '/docs/install', '/docs/overview'].map(
        (r) => SITE_URL + r,
      ),
    )
    for (const u of sitemap) await served(u.loc)
    expect(text('robots.txt')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)

    const page = text('docs/install.html')
    expect(page).toContain(`<link rel="canonical" href="${SITE_URL}/docs/install">`)
    expect(page).toContain(`<meta property="og:url" content="${SITE_URL}/docs/install">`)
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" title="技术笔记 - 博客 (RSS)" href="/notes/feed.xml">')
  })
})

describe('npm run dev --base', () => {
  // The config says /notes/; the option takes its place.
  const DEV_BASE = '/manual/'
  let dev: DevProcess
  beforeAll(async () => {
    dev = await startDev(join(root, 'tests/fixtures/base/content'), ['--config', 'tests/fixtures/base/site.config.ts', '--base', DEV_BASE])
    origin = dev.base
  })
  afterAll(() => dev?.stop())

  it('serves the site under the option’s base, rendered on the server and navigated in the browser', async ({ reader }) => {
    expect(dev.output()).toContain(`${dev.base}${DEV_BASE}`)
    const outsideRes = await fetch(`${dev.base}/docs/install`, { redirect: 'manual' })
    expect(outsideRes.status).toBe(404)
    const bare = await fetch(`${dev.base}/manual`, { redirect: 'manual' })
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe(DEV_BASE)

    const { page, problems, failed } = await reader()
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const res = await page.goto(at('/manual/docs/install'))
    expect(res?.status()).toBe(200)
    await waitForHydration(page)
    const paths = await sitePaths(page)
    expect(paths.filter((p) => !p.startsWith(DEV_BASE))).toEqual([])
    const image = page.locator('.doc-content img[alt="渐变示意图"]')
    expect(await image.getAttribute('src')).toMatch(/^\/manual\//)
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await mark(page)
    const link = page.locator('.doc-content').getByRole('link', { name: '配置' })
    expect(await link.getAttribute('href')).toBe('/manual/docs/config')
    await link.hover()
    await link.click()
    await expect.poll(() => pathOf(page)).toBe('/manual/docs/config')
    await expect.poll(() => heading(page)).toBe('配置')
    expect(await sameDocument(page)).toBe(true)
    expect(failed).toEqual([])
    expect(requests.filter((u) => u.startsWith(dev.base) && !new URL(u).pathname.startsWith(DEV_BASE))).toEqual([])
    expect(problems).toEqual([])
  })
})
