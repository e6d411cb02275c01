import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { waitForHydration } from './browser'
import { it as browserTest, type WatchedPage } from './fixtures'
import { NGINX_HEADERS } from '../../build/publish/nginx'
import { NGINX, startNginx, type RunningNginx } from './nginx-server'
import config from '../../src/site.config'

/**
 * The README's nginx server block, run by Debian's nginx on a loopback port over the real build:
 * the same routes as `npm run preview`, the content types and cache headers, and the security
 * headers; then every kind of page loaded through it in Chromium with that CSP in force.
 */
const dist = inject('distDir')
const cameraRoutes = config.publish?.cameraRoutes ?? []
let prefix = ''
let nginx: RunningNginx | undefined
/** nginx's address (the suite's preview server is not used here). */
let base = ''
const get = (path: string) => fetch(base + path, { redirect: 'manual' })

/** Opens a path through nginx and records CSP violations from the first script on; the console shows them too. */
const it = browserTest.extend(
  'openWithCsp',
  ({ newPage }) =>
    async (path: string, hydrates = true): Promise<WatchedPage & { violations: () => Promise<string[]> }> => {
      const { page, problems } = await newPage({ viewport: { width: 1280, height: 900 } })
      await page.addInitScript(() => {
        const seen: string[] = ((globalThis as { __csp?: string[] }).__csp = [])
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        )
      })
      const res = await page.goto(base + path)
      expect(res!.headers()['content-security-policy'], path).toBeTruthy()
      if (hydrates) await waitForHydration(page)
      const violations = () => page.evaluate(() => (globalThis as { __csp?: string[] }).__csp ?? [])
      return { page, problems, violations }
    },
)

beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX} (Debian package nginx)`).toBe(true)
  prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  nginx = await startNginx(prefix, { root: dist, cameraRoutes })
  base = nginx.origin
})
afterAll(async () => {
  nginx?.stop()
  if (prefix) rmSync(prefix, { recursive: true, force: true })
})

/** A blog article whose file name is Chinese, so its URL is percent-encoded. */
function chineseArticle(): string {
  for (const year of readdirSync(join(dist, 'blog'))) {
    if (!/^\d{4}$/.test(year)) continue
    const file = readdirSync(join(dist, 'blog', year)).find((f) => /[^\x00-\x7f]/.test(f) && f.endsWith('.html'))
    if (file) return `/blog/${year}/${file.slice(0, -'.html'.length)}`
  }
  throw new Error('no article with a Chinese file name in the build')
}

describe('nginx with the README server block', () => {
  it('serves clean URLs as revalidated HTML, the Chinese ones percent-encoded', async () => {
    const chinese = chineseArticle()
    for (const path of ['/', '/blog/', '/blog/2025/freertos-lock', '/book/100-gcc-tips/', encodeURI(chinese)]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
      expect(await res.text(), path).toContain('<link rel="canonical"')
    }
  })

  it('redirects the .html and /index forms and slashes the way preview does', async () => {
    const chinese = encodeURI(chineseArticle())
    const cases: [string, string][] = [
      ['/blog/2025/freertos-lock.html', '/blog/2025/freertos-lock'],
      ['/blog/2025/freertos-lock.html?x=1', '/blog/2025/freertos-lock?x=1'],
      [chinese + '.html', chinese],
      [chinese + '/', chinese],
      ['/book/100-gcc-tips/index', '/book/100-gcc-tips/'],
      ['/book/100-gcc-tips/index.html', '/book/100-gcc-tips/'],
      ['/book/100-gcc-tips', '/book/100-gcc-tips/'],
      ['/blog/2025/freertos-lock/', '/blog/2025/freertos-lock'],
      ['/index.html', '/'],
      ['/public/project/sliding-puzzle', '/public/project/sliding-puzzle/'],
    ]
    for (const [from, to] of cases) {
      const res = await get(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
    // One redirect more than preview: /a/index → /a/ → /a.
    const twice = await fetch(base + '/blog/2025/freertos-lock/index')
    expect(twice.status).toBe(200)
    expect(new URL(twice.url).pathname).toBe('/blog/2025/freertos-lock')
  })

  it('answers unknown paths, folders without a page and the build’s own files with the 404 page', async () => {
    for (const path of [
      '/nope',
      '/blog/2025/gamma',
      '/blog/2025/',
      '/assets/missing.js',
      '/public/none.png',
      `/${NGINX_HEADERS}`,
      '/.nginx/',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(await res.text(), path).toContain('PAGE NOT FOUND')
    }
    // nginx refuses a path that climbs out of the root before looking for a file.
    expect([400, 404]).toContain((await get('/assets/..%2f..%2fpackage.json')).status)
  })

  it('sends each kind of file with its type, hashed assets cached for a year and the rest revalidated', async () => {
    const html = await (await get('/blog/2025/freertos-lock')).text()
    const js = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]
    const index = /<meta name="site-search-index" content="([^"]+)">/.exec(html)![1]
    const manifest = (await (await get(index)).json()) as { shards: string[] }
    const shard = index.replace(/[^/]+$/, manifest.shards[0])
    const cases: [string, RegExp, string][] = [
      [js, /^(text|application)\/javascript; charset=utf-8$/, 'public, max-age=31536000, immutable'],
      [css, /^text\/css; charset=utf-8$/, 'public, max-age=31536000, immutable'],
      [index, /^application\/json; charset=utf-8$/, 'public, max-age=31536000, immutable'],
      [shard, /^text\/plain; charset=utf-8$/, 'public, max-age=31536000, immutable'],
      ['/feed.json', /^application\/json; charset=utf-8$/, 'no-cache'],
      ['/public/favicon.svg', /^image\/svg\+xml(; charset=utf-8)?$/, 'no-cache'],
      ['/feed.xml', /^(text|application)\/xml; charset=utf-8$/, 'no-cache'],
      ['/atom.xml', /^(text|application)\/xml; charset=utf-8$/, 'no-cache'],
      ['/sitemap.xml', /^(text|application)\/xml; charset=utf-8$/, 'no-cache'],
      ['/robots.txt', /^text\/plain; charset=utf-8$/, 'no-cache'],
      ['/public/source/blog/2025/freertos-lock.md', /^text\/markdown; charset=utf-8$/, 'no-cache'],
      [encodeURI(`/public/source${chineseArticle()}.md`), /^text\/markdown; charset=utf-8$/, 'no-cache'],
    ]
    for (const [path, type, cache] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(type)
      expect(res.headers.get('cache-control'), path).toBe(cache)
    }
  })

  it('sends the CSP the build wrote, nosniff, the referrer policy, and the camera only to the QR page', async () => {
    const snippet = readFileSync(join(dist, NGINX_HEADERS), 'utf8')
    const csp = /Content-Security-Policy "([^"]+)"/.exec(snippet)![1]
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const path of ['/', '/blog/2025/freertos-lock', '/nope', '/feed.xml', ...cameraRoutes]) {
      const res = await get(path)
      expect(res.headers.get('content-security-policy'), path).toBe(csp)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toBe(cameraRoutes.includes(path) ? 'camera=(self)' : 'camera=()')
    }
    expect(cameraRoutes).toEqual(['/tool/online-scan-qrcode'])
  })
})

describe('every kind of page through nginx with its CSP', () => {
  const pages: [string, string][] = [
    ['home', '/'],
    ['blog article', '/blog/2025/freertos-lock'],
    ['blog index', '/blog/'],
    ['book page', '/book/100-gcc-tips/001-print-predefined-macros'],
    ['book overview', '/book/100-gcc-tips/'],
    ['books index', '/book/'],
    ['tools index', '/tool/'],
    ['binary converter', '/tool/binary-converter'],
    ['QR scanner', '/tool/online-scan-qrcode'],
    ['projects', '/project/'],
    ['404', '/no-such-page'],
  ]
  for (const [kind, path] of pages) {
    it(`${kind} (${path}): hydrates with no console error and no CSP violation`, async ({ openWithCsp }) => {
      const { page, problems, violations } = await openWithCsp(path)
      await page.waitForTimeout(300)
      expect(await violations()).toEqual([])
      // The 404 page's own document answers 404, which Chromium reports in the console.
      const expected = kind === '404' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : []
      expect(problems).toEqual(expected)
    })
  }

  it('the demos under /public/ run their inline scripts', async ({ openWithCsp }) => {
    for (const path of ['/public/stopwatch/', '/public/project/sliding-puzzle/']) {
      const { page, problems, violations } = await openWithCsp(path, false)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      expect(await violations(), path).toEqual([])
      expect(problems, path).toEqual([])
      await page.close()
    }
  })

  it('client-side navigation and search stay inside the policy', async ({ openWithCsp }) => {
    const { page, problems, violations } = await openWithCsp('/')
    await page.getByRole('navigation').getByRole('link', { name: '博客', exact: true }).first().click()
    await page.waitForURL(base + '/blog/')
    await page.getByRole('button', { name: '搜索' }).click()
    await page.getByRole('combobox', { name: '搜索' }).fill('互斥锁')
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/blog/') && url.pathname !== '/blog/')
    await page.waitForTimeout(300)
    expect(await violations()).toEqual([])
    expect(problems).toEqual([])
  })

  it('the navbar’s RSS link opens the feed as a document, not as a client-side route', async ({ openWithCsp }) => {
    const { page, problems, violations } = await openWithCsp('/blog/')
    const link = page.getByRole('link', { name: 'RSS 订阅' })
    expect(await link.getAttribute('href')).toBe('/feed.xml')
    const [response] = await Promise.all([page.waitForNavigation(), link.click()])
    expect(new URL(page.url()).pathname).toBe('/feed.xml')
    expect(response!.headers()['content-type']).toMatch(/xml; charset=utf-8$/)
    expect(await violations()).toEqual([])
    expect(problems).toEqual([])
  })

  it('the QR scanner decodes a picked picture (Worker and blob: image) and may ask for the camera; other pages may not', async ({
    openWithCsp,
  }) => {
    const { page, problems, violations } = await openWithCsp('/tool/online-scan-qrcode')
    const png = await QRCode.toBuffer('二维码 CSP 检查', { margin: 4, width: 400 })
    await page.getByLabel('选择图片文件').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png })
    await expect.poll(() => page.getByTestId('qr-text').textContent()).toBe('二维码 CSP 检查')
    const allows = () =>
      page.evaluate(() =>
        (document as Document & { featurePolicy?: { allowsFeature(f: string): boolean } }).featurePolicy?.allowsFeature('camera'),
      )
    expect(await allows()).toBe(true)
    expect(await violations()).toEqual([])
    expect(problems).toEqual([])
    await page.goto(base + '/tool/binary-converter')
    expect(await allows()).toBe(false)
  })
})
