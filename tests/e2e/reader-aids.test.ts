import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { createServer, type Server } from 'node:http'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { layoutShift, trackLayoutShift, waitForHydration, watchConsole } from './browser'
import { it as browserTest } from './fixtures'
import { root, runBuild } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { copyableText } from '../../build/markdown/copy-text'

/**
 * Reader aids: code-block copy and wrap, image and diagram zoom, the loading bar, view transitions, tab groups,
 * page views and client-only content. Code blocks and the unconfigured page views run on the real
 * build; the rest on a small fixture site (tests/fixtures/reader-aids) built here with page views
 * pointed at a local beacon server.
 */
const dist = inject('distDir')
/** The address of the small site built here; the real build's is `baseUrl` in each test's context. */
let fixture: string
let fixtureServer: Server
let beaconServer: Server
let beaconEndpoint: string
const beacons: { contentType: string; body: Record<string, unknown> }[] = []
const fixtureDist = join(root, '.site-build', `reader-aids-dist-${process.pid}`)

beforeAll(async () => {
  beaconServer = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event') {
        beacons.push({ contentType: String(req.headers['content-type']), body: JSON.parse(body) })
      }
      res.writeHead(202, { 'Access-Control-Allow-Origin': '*' })
      res.end()
    })
  })
  await new Promise<void>((r) => beaconServer.listen(0, '127.0.0.1', r))
  beaconEndpoint = `http://127.0.0.1:${(beaconServer.address() as AddressInfo).port}/api/event`
  rmSync(fixtureDist, { recursive: true, force: true })
  process.env.SITE_ANALYTICS_ENDPOINT = beaconEndpoint
  try {
    const r = runBuild({ content: join(root, 'tests/fixtures/reader-aids/content'), out: fixtureDist })
    if (r.status !== 0) throw new Error(`the fixture build failed:\n${r.stderr}`)
  } finally {
    delete process.env.SITE_ANALYTICS_ENDPOINT
  }
  fixtureServer = await startPreviewServer({ dir: fixtureDist, port: 0, host: '127.0.0.1' })
  fixture = `http://127.0.0.1:${(fixtureServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((r) => (fixtureServer ? fixtureServer.close(() => r()) : r()))
  await new Promise<void>((r) => (beaconServer ? beaconServer.close(() => r()) : r()))
  rmSync(fixtureDist, { recursive: true, force: true })
})

const at = (origin: string, route: string) => origin + encodeURI(route)
/** A link in the page's content (the sidebar has links of the same names). */
const contentLink = (page: Page, name: string) => page.locator('.doc-content').getByRole('link', { name, exact: true }).first()

/** A hydrated page of either site, 1280 × 800 unless the options say otherwise. */
const it = browserTest.extend('open', ({ newPage }) => async (origin: string, route: string, options: BrowserContextOptions = {}) => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, ...options })
  await page.goto(at(origin, route))
  await waitForHydration(page)
  return { page, problems }
})

/** The first file in assets/ whose code contains `marker`, as a URL path. */
function assetWith(dir: string, marker: string): string {
  const name = readdirSync(join(dir, 'assets')).find(
    (f) => f.endsWith('.js') && readFileSync(join(dir, 'assets', f), 'utf8').includes(marker),
  )
  if (!name) throw new Error(`no asset contains ${marker}`)
  return `/assets/${name}`
}

// ---------------------------------------------------------------------------------------------
// Code blocks (real build)

const CONSOLE_PAGE = '/book/100-gcc-tips/016-attribute-used'
const DIFF_PAGE = '/blog/2019/isr-ring-buffer'

/** The source text of the n-th fence of a language in a content file. */
function fence(file: string, lang: string, n = 0): string {
  const src = readFileSync(join(root, 'content', file), 'utf8')
  const blocks = [...src.matchAll(new RegExp('^```' + lang + '[^\\n]*\\n([\\s\\S]*?)\\n```$', 'gm'))]
  return blocks[n][1]
}

const firstBlock = (page: Page, lang: string) => page.locator(`.doc-content .code-block[data-lang="${lang}"]`).first()

describe('code blocks', () => {
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width} px, ${scheme}: copy and wrap buttons by name, inside the block, in the scheme's colours`, async ({ open, baseUrl }) => {
        const { page, problems } = await open(baseUrl, CONSOLE_PAGE, { viewport: { width, height: 800 }, colorScheme: scheme })
        const block = firstBlock(page, 'console')
        const copy = block.getByRole('button', { name: '复制代码' })
        const wrap = block.getByRole('button', { name: '自动换行' })
        expect(await copy.isVisible()).toBe(true)
        expect(await wrap.getAttribute('aria-pressed')).toBe('false')
        const b = (await block.boundingBox())!
        for (const button of [copy, wrap]) {
          const box = (await button.boundingBox())!
          expect(box.width).toBeGreaterThanOrEqual(24)
          expect(box.x + box.width).toBeLessThanOrEqual(b.x + b.width)
          expect(box.y).toBeGreaterThanOrEqual(b.y)
        }
        const bg = await copy.evaluate((el) => getComputedStyle(el).backgroundColor)
        const [r] = bg.match(/\d+/g)!.map(Number)
        expect(scheme === 'dark' ? r < 60 : r > 200, bg).toBe(true)
        // The buttons cover no part of the page width: nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
        expect(problems).toEqual([])
      })
    }
  }

  it('copy puts only the commands on the clipboard, shows the copied state for 2000 ms, by keyboard', async ({ open, baseUrl }) => {
    const { page, problems } = await open(baseUrl, CONSOLE_PAGE, { permissions: ['clipboard-read', 'clipboard-write'] })
    const block = firstBlock(page, 'console')
    const copy = block.locator('.code-block__copy')
    await page.evaluate(() => {
      const button = document.querySelector('.doc-content .code-block[data-lang="console"] .code-block__copy')!
      const times: Record<string, number> = {}
      new MutationObserver(() => {
        times[button.hasAttribute('data-copied') ? 'on' : 'off'] = performance.now()
      }).observe(button, { attributes: true, attributeFilter: ['data-copied'] })
      ;(window as unknown as { __copied: typeof times }).__copied = times
    })
    await copy.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => copy.getAttribute('aria-label')).toBe('已复制')
    const source = fence('book/100-gcc-tips/016-attribute-used.md', 'console')
    const expected = source
      .split('\n')
      .filter((l) => l.startsWith('$ '))
      .map((l) => l.slice(2))
      .join('\n')
    expect(expected).toContain('gcc -O0 asm.c -o app && ./app')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
    await expect.poll(() => page.locator('#site-announcer').textContent()).toBe('已复制')
    await expect.poll(() => copy.getAttribute('aria-label'), { timeout: 4000 }).toBe('复制代码')
    const t = await page.evaluate(() => (window as unknown as { __copied: { on: number; off: number } }).__copied)
    expect(t.off - t.on).toBeGreaterThanOrEqual(1990)
    expect(t.off - t.on).toBeLessThan(2400)
    expect(await copy.getAttribute('data-copied')).toBeNull()
    expect(problems).toEqual([])
  })

  it('a diff copies without its +/- markers, also after client-side navigation', async ({ open, baseUrl }) => {
    const { page, problems } = await open(baseUrl, CONSOLE_PAGE, { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
    // Client-side navigation: the listener set up on the first page serves the next one.
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      a.textContent = 'go'
      a.id = 'go'
      document.querySelector('.doc-content')!.prepend(a)
    }, DIFF_PAGE)
    await page.click('#go')
    await page.waitForURL(at(baseUrl, DIFF_PAGE))
    await firstBlock(page, 'diff').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    await firstBlock(page, 'diff').locator('.code-block__copy').click()
    await expect.poll(() => firstBlock(page, 'diff').locator('.code-block__copy').getAttribute('aria-label')).toBe('已复制')
    const source = fence('blog/2019/isr-ring-buffer.md', 'diff')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(copyableText('diff', source))
    expect(source.split('\n').some((l) => /^[+-]/.test(l))).toBe(true)
    expect(copied.split('\n').length).toBe(source.split('\n').length)
    expect(copied).not.toMatch(/^[+-] {3}/m)
    expect(problems).toEqual([])
  })

  for (const [platform, message] of [
    ['Linux', '按 Ctrl+C 复制，然后按 Enter'],
    ['Mac', '按 ⌘+C 复制，然后按 Enter'],
  ] as const) {
    it(`clipboard denied (${platform}): a prompt shows the commands and says how to copy them`, async ({ newContext, baseUrl }) => {
      const userAgent =
        platform === 'Mac'
          ? 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
          : undefined
      const context = await newContext({ viewport: { width: 1280, height: 800 }, userAgent })
      // No clipboard-write permission, and the API rejects as a browser that denies it does.
      await context.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
      })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(at(baseUrl, CONSOLE_PAGE))
      await waitForHydration(page)
      const dialogs: { type: string; message: string; value: string }[] = []
      page.on('dialog', (d) => {
        dialogs.push({ type: d.type(), message: d.message(), value: d.defaultValue() })
        void d.accept()
      })
      const copy = firstBlock(page, 'console').locator('.code-block__copy')
      await copy.click()
      await expect.poll(() => dialogs.length).toBe(1)
      const source = fence('book/100-gcc-tips/016-attribute-used.md', 'console')
      expect(dialogs[0]).toEqual({ type: 'prompt', message, value: copyableText('console', source) })
      expect(await copy.getAttribute('data-copied')).toBeNull()
      expect(await copy.getAttribute('aria-label')).toBe('复制代码')
      expect(problems).toEqual([])
    })
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`wrap switches long lines between scrolling and wrapping at 375 px (${scheme}, Space key)`, async ({ open, baseUrl }) => {
      const { page, problems } = await open(baseUrl, CONSOLE_PAGE, { viewport: { width: 375, height: 800 }, colorScheme: scheme })
      const block = firstBlock(page, 'console')
      const pre = block.locator('pre')
      const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(await overflow()).toBeGreaterThan(0)
      const wrap = block.getByRole('button', { name: '自动换行' })
      await wrap.focus()
      await page.keyboard.press('Space')
      expect(await wrap.getAttribute('aria-pressed')).toBe('true')
      expect(await overflow()).toBe(0)
      expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap')
      await page.keyboard.press('Space')
      expect(await wrap.getAttribute('aria-pressed')).toBe('false')
      expect(await overflow()).toBeGreaterThan(0)
      // Only that block changed.
      expect(await page.locator('.code-block--wrap').count()).toBe(0)
      expect(problems).toEqual([])
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Image zoom (fixture)

/** Records the zoom states as <html data-zoom> goes through them. */
async function recordZoomStates(page: Page) {
  await page.evaluate(() => {
    const states: string[] = []
    new MutationObserver(() => states.push(document.documentElement.dataset.zoom ?? 'closed')).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-zoom'],
    })
    ;(window as unknown as { __states: string[] }).__states = states
  })
  return () => page.evaluate(() => (window as unknown as { __states: string[] }).__states.slice())
}

/** Only medium-zoom's chunk has this text. */
const ZOOM_MARKER = 'Unable to reach the zoom image target'
const zoomState = (page: Page) => page.evaluate(() => document.documentElement.dataset.zoom ?? 'closed')

describe('image zoom', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: a click zooms a content image (closed → opening → open → closing → closed), Escape closes it`, async ({ open }) => {
      const { page, problems } = await open(fixture, '/notes/zoom', { colorScheme: scheme })
      const img = page.getByRole('img', { name: '一张从蓝到红的渐变图' })
      await expect.poll(() => img.getAttribute('class')).toContain('medium-zoom-image')
      // Hero and logo images are not content: they never zoom.
      expect((await page.locator('.site-nav img').first().getAttribute('class')) ?? '').not.toContain('medium-zoom-image')
      const states = await recordZoomStates(page)
      await img.click()
      await expect.poll(() => zoomState(page)).toBe('open')
      const overlay = page.locator('.medium-zoom-overlay')
      expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        scheme === 'dark' ? 'rgb(27, 27, 31)' : 'rgb(255, 255, 255)',
      )
      expect(await overlay.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s')
      await page.keyboard.press('Escape')
      await expect.poll(() => zoomState(page)).toBe('closed')
      expect(await states()).toEqual(['opening', 'open', 'closing', 'closed'])
      expect(await page.locator('.medium-zoom-overlay').count()).toBe(0)
      expect(problems).toEqual([])
    })
  }

  it('by keyboard: an image takes focus, Enter opens it, Escape closes it', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/zoom')
    const img = page.getByRole('img', { name: '一张从蓝到红的渐变图' })
    await expect.poll(() => img.getAttribute('tabindex')).toBe('0')
    await img.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => zoomState(page)).toBe('open')
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(problems).toEqual([])
  })

  it('the background follows the theme switch while attached', async ({ open }) => {
    const { page } = await open(fixture, '/notes/zoom', { colorScheme: 'light' })
    const img = page.getByRole('img', { name: '一张从蓝到红的渐变图' })
    await expect.poll(() => img.getAttribute('class')).toContain('medium-zoom-image')
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await img.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    expect(await page.locator('.medium-zoom-overlay').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(27, 27, 31)')
  })

  it('a scroll of 39 px leaves it open, 41 px closes it; a click closes it', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/zoom')
    const img = page.getByRole('img', { name: '一张从蓝到红的渐变图' })
    await expect.poll(() => img.getAttribute('class')).toContain('medium-zoom-image')
    await img.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    const y0 = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => window.scrollBy(0, 39))
    expect(await page.evaluate(() => window.scrollY)).toBe(y0 + 39)
    // medium-zoom closes 150 ms after a scroll past the offset; give it well over that.
    await page.waitForTimeout(600)
    expect(await zoomState(page)).toBe('open')
    await page.evaluate(() => window.scrollBy(0, 2))
    expect(await page.evaluate(() => window.scrollY)).toBe(y0 + 41)
    await expect.poll(() => zoomState(page)).toBe('closed')

    await img.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    await page.mouse.click(20, 400)
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(problems).toEqual([])
  })

  it('a high-resolution source that fails to load: a warning names it, the normal image stays', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/zoom')
    const img = page.locator('img.hd-missing')
    await expect.poll(() => img.getAttribute('class')).toContain('medium-zoom-image')
    await img.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    const hd = `${fixture}/public/missing-hd.png`
    await expect
      .poll(() => problems.filter((p) => p.startsWith('warning:')))
      .toEqual([`warning: Unable to reach the zoom image target ${hd}`])
    const zoomed = page.locator('body > img.medium-zoom-image--opened')
    await expect.poll(() => zoomed.count()).toBe(1)
    expect(await zoomed.getAttribute('src')).toBe('/public/logo.svg')
    expect(await zoomed.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    // Margin 0: the square logo, an SVG that may grow to the viewport, fills its full height.
    await expect.poll(async () => Math.round((await zoomed.boundingBox())!.height)).toBe(800)
    // The only error is the browser's own line about the missing file.
    expect(problems.filter((p) => p.startsWith('error:'))).toEqual([expect.stringContaining('404 (Not Found)')])
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(await page.locator('body > img').count()).toBe(0)
  })

  it('attaching to an invalid selector throws an Error naming the selector', async ({ open }) => {
    const { page } = await open(fixture, '/notes/zoom')
    const chunk = assetWith(fixtureDist, ZOOM_MARKER)
    // A string, so the test runner leaves the browser's import() alone.
    const result = await page.evaluate(`import(${JSON.stringify(chunk)}).then(({ attachZoom }) => {
      try {
        attachZoom('.doc-content img[[')
        return 'no error'
      } catch (e) {
        return e.constructor.name + ': ' + e.message
      }
    })`)
    expect(result).toBe('Error: image zoom: no valid selector ".doc-content img[["')
  })

  it('pages without content images do not load the zoom; leaving a page detaches it', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } })
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(at(fixture, '/notes/tabs-a'))
    await waitForHydration(page)
    await page.waitForTimeout(300)
    const zoomChunk = assetWith(fixtureDist, ZOOM_MARKER)
    expect(requested).not.toContain(zoomChunk)
    await page.goto(at(fixture, '/notes/zoom'))
    await waitForHydration(page)
    await expect.poll(() => requested.includes(zoomChunk)).toBe(true)
    const img = page.getByRole('img', { name: '一张从蓝到红的渐变图' })
    await expect.poll(() => img.getAttribute('class')).toContain('medium-zoom-image')
    await img.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    await contentLink(page, '标签页一').click()
    await page.waitForURL(at(fixture, '/notes/tabs-a'))
    expect(await page.locator('.medium-zoom-overlay').count()).toBe(0)
    expect(await zoomState(page)).toBe('closed')
  })
})

// ---------------------------------------------------------------------------------------------
// Diagrams (fixture): a ```dot fence drawn at build time, in the theme's colours, zoomable

const DIAGRAM_ALT = '客户端发出 SYN，服务器回 SYN+ACK，客户端再回 ACK'
/** Only the diagram zoom's chunk has this text. */
const DIAGRAM_ZOOM_MARKER = 'diagram-zoom__svg'
/** Computed colours of the diagram's parts: an edge, a node's text, the blue node's fill, the red edge. */
const diagramColors = (page: Page, svg = '.doc-content .diagram__svg') =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)!
    const style = (q: string, p: 'stroke' | 'fill') => getComputedStyle(el.querySelector(q)!)[p]
    return {
      text: getComputedStyle(document.body).color,
      edge: style('.edge path', 'stroke'),
      label: style('.node text', 'fill'),
      blueFill: style('.node polygon[fill="lightblue"]', 'fill'),
      redEdge: style('.edge path[stroke="red"]', 'stroke'),
    }
  }, svg)

describe('diagrams', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: an inline SVG figure with its alt text and caption, in the theme's colours, no layout shift`, async ({ newPage }) => {
      const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme })
      // The shifts of the page's content, from the first script on (the fixture's navbar has its own).
      await page.addInitScript(() => {
        const w = window as unknown as { __contentShift: number }
        w.__contentShift = 0
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            if (e.sources.some((s) => s.node instanceof Element && s.node.closest('.doc-content'))) w.__contentShift += e.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(at(fixture, '/notes/diagram'))
      await waitForHydration(page)
      const figure = page.locator('.doc-content figure.diagram')
      const svg = figure.getByRole('img', { name: DIAGRAM_ALT })
      await expect.poll(() => svg.count()).toBe(1)
      expect(await figure.locator('figcaption').textContent()).toBe('图 1：三次握手')
      // Its size is in the HTML: the box is the width and height Graphviz gave it.
      const [w, h] = await Promise.all([svg.getAttribute('width'), svg.getAttribute('height')])
      const box = (await svg.boundingBox())!
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([Number(w), Number(h)])
      const colors = await diagramColors(page)
      expect(colors.edge).toBe(colors.text)
      expect(colors.label).toBe(colors.text)
      expect(colors.blueFill).toBe(scheme === 'light' ? 'rgb(219, 234, 254)' : 'rgb(30, 58, 95)')
      expect(colors.redEdge).toBe(scheme === 'light' ? 'rgb(192, 38, 45)' : 'rgb(244, 112, 103)')
      expect(await page.evaluate(() => (window as unknown as { __contentShift: number }).__contentShift)).toBe(0)
      expect(problems).toEqual([])
    })
  }

  it('a click opens a zoomed copy that fills the window; a click closes it; the theme switch recolours it', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/diagram', { colorScheme: 'light' })
    const svg = page.locator('.doc-content').getByRole('img', { name: DIAGRAM_ALT })
    await expect.poll(() => svg.getAttribute('tabindex')).toBe('0')
    const small = (await svg.boundingBox())!
    await svg.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    const dialog = page.getByRole('dialog', { name: DIAGRAM_ALT })
    const copy = dialog.locator('svg')
    // The copy is a picture, not another control that opens a dialog.
    expect(await copy.evaluate((el) => [el.getAttribute('tabindex'), el.getAttribute('aria-haspopup')])).toEqual([null, null])
    const big = (await copy.boundingBox())!
    expect(big.width).toBeGreaterThan(small.width * 2)
    expect(big.width <= 1280 && big.height <= 800).toBe(true)
    const light = await diagramColors(page, '.diagram-zoom__svg')
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    const dark = await diagramColors(page, '.diagram-zoom__svg')
    expect(dark.edge).toBe(dark.text)
    expect(dark.edge).not.toBe(light.edge)
    await page.mouse.click(640, 400)
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(await page.locator('dialog').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('by keyboard: Tab reaches the diagram, Enter opens it, Escape closes it and focus returns', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/diagram')
    const svg = page.locator('.doc-content').getByRole('img', { name: DIAGRAM_ALT })
    await expect.poll(() => svg.getAttribute('tabindex')).toBe('0')
    for (let i = 0; i < 40 && !(await svg.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    expect(await svg.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => zoomState(page)).toBe('open')
    await expect.poll(() => page.getByRole('dialog', { name: DIAGRAM_ALT }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(await svg.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press(' ')
    await expect.poll(() => zoomState(page)).toBe('open')
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(problems).toEqual([])
  })

  it('pages without diagrams do not load its zoom; a client-side navigation to one attaches it', async ({ newPage }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(at(fixture, '/notes/zoom'))
    await waitForHydration(page)
    await page.waitForTimeout(300)
    const chunk = assetWith(fixtureDist, DIAGRAM_ZOOM_MARKER)
    expect(requested).not.toContain(chunk)
    await contentLink(page, '图示').click()
    await page.waitForURL(at(fixture, '/notes/diagram'))
    await expect.poll(() => requested.includes(chunk)).toBe(true)
    const svg = page.locator('.doc-content').getByRole('img', { name: DIAGRAM_ALT })
    await expect.poll(() => svg.getAttribute('tabindex')).toBe('0')
    await svg.click()
    await expect.poll(() => zoomState(page)).toBe('open')
    await page.keyboard.press('Escape')
    await expect.poll(() => zoomState(page)).toBe('closed')
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Charts (fixture): a ```chart fence drawn at build time by Vega-Lite, in the theme's colours

const CHART_ALT = '4MB 深队列下 CUBIC 平均 srtt 19.4 毫秒、BBR 10.4 毫秒；64KB 浅队列下 CUBIC 7.6 毫秒、BBR 6.6 毫秒'

describe('charts', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: an inline SVG figure with its alt text and caption, in the theme's colours, sized in the HTML, every label inside and apart, no layout shift`, async ({
      newPage,
    }) => {
      const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, colorScheme: scheme })
      const requested: string[] = []
      page.on('request', (r) => requested.push(new URL(r.url()).pathname))
      await page.addInitScript(() => {
        const w = window as unknown as { __contentShift: number }
        w.__contentShift = 0
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            if (e.sources.some((s) => s.node instanceof Element && s.node.closest('.doc-content'))) w.__contentShift += e.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(at(fixture, '/notes/chart'))
      await waitForHydration(page)
      const figure = page.locator('.doc-content figure.chart')
      const svg = figure.getByRole('img', { name: CHART_ALT })
      await expect.poll(() => svg.count()).toBe(1)
      expect(await figure.locator('figcaption').textContent()).toBe('图 1：两种拥塞控制的平均 srtt')
      // Its size is in the HTML: the box is the width and height Vega gave it.
      const [w, h] = await Promise.all([svg.getAttribute('width'), svg.getAttribute('height')])
      const box = (await svg.boundingBox())!
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([Number(w), Number(h)])
      const drawn = await page.evaluate(() => {
        const el = document.querySelector('.doc-content .chart__svg')!
        const style = (q: string, p: 'stroke' | 'fill') => getComputedStyle(el.querySelector(q)!)[p]
        const outer = el.getBoundingClientRect()
        const texts = [...el.querySelectorAll('text')].map((t) => {
          const r = t.getBoundingClientRect()
          return { text: t.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom }
        })
        const bars = [...el.querySelectorAll('path[fill="orange"], path[fill="blue"]')].map((b) => b.getBoundingClientRect().left)
        return {
          text: getComputedStyle(document.body).color,
          label: style('text', 'fill'),
          axis: style('line[stroke="black"]', 'stroke'),
          orange: style('path[fill="orange"]', 'fill'),
          blue: style('path[fill="blue"]', 'fill'),
          outer: { left: outer.left, right: outer.right, top: outer.top, bottom: outer.bottom },
          texts,
          plotLeft: Math.min(...bars),
        }
      })
      expect(drawn.label).toBe(drawn.text)
      expect(drawn.axis).toBe(drawn.text)
      expect(drawn.orange).toBe(scheme === 'light' ? 'rgb(179, 89, 0)' : 'rgb(227, 163, 65)')
      expect(drawn.blue).toBe(scheme === 'light' ? 'rgb(11, 107, 203)' : 'rgb(95, 168, 245)')
      // Nothing clipped: every label lies inside the svg's box.
      for (const t of drawn.texts) {
        expect(t.left, t.text).toBeGreaterThanOrEqual(drawn.outer.left - 0.5)
        expect(t.right, t.text).toBeLessThanOrEqual(drawn.outer.right + 0.5)
        expect(t.top, t.text).toBeGreaterThanOrEqual(drawn.outer.top - 0.5)
        expect(t.bottom, t.text).toBeLessThanOrEqual(drawn.outer.bottom + 0.5)
      }
      // The long Chinese group label ends before the bars begin, and no two labels overlap.
      const long = drawn.texts.find((t) => t.text === '4MB 深队列（默认配置）')!
      expect(long.right).toBeLessThanOrEqual(drawn.plotLeft)
      for (const [i, a] of drawn.texts.entries())
        for (const b of drawn.texts.slice(i + 1)) {
          const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5
          expect(apart, `"${a.text}" overlaps "${b.text}"`).toBe(true)
        }
      expect(await page.evaluate(() => (window as unknown as { __contentShift: number }).__contentShift)).toBe(0)
      // Nothing of the chart runs in the browser: no diagram zoom, no chart library.
      expect(requested).not.toContain(assetWith(fixtureDist, DIAGRAM_ZOOM_MARKER))
      expect(await page.evaluate(() => document.querySelectorAll('.chart__svg[tabindex]').length)).toBe(0)
      const withVega = readdirSync(join(fixtureDist, 'assets')).filter(
        (f) => f.endsWith('.js') && readFileSync(join(fixtureDist, 'assets', f), 'utf8').includes('textMetrics'),
      )
      expect(withVega).toEqual([])
      expect(problems).toEqual([])
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Loading bar and view transitions (fixture)

/** Notes whether #nprogress ever appeared, from the first script on. */
async function watchBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __bar: { seen: boolean; transforms: string[] } }
    w.__bar = { seen: false, transforms: [] }
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar')
      if (!bar) return
      w.__bar.seen = true
      w.__bar.transforms.push(bar.style.transform)
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] })
  })
  return () => page.evaluate(() => (window as unknown as { __bar: { seen: boolean; transforms: string[] } }).__bar)
}

describe('loading bar', () => {
  it('never shows for a preloaded page that opens at once', async ({ newPage }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const bar = await watchBar(page)
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto(at(fixture, '/notes/zoom'))
    await waitForHydration(page)
    const link = contentLink(page, '标签页一')
    const chunk = assetWith(fixtureDist, '"relativePath":"notes/tabs-a.md"')
    await link.hover()
    await expect.poll(() => requested.includes(chunk)).toBe(true)
    await page.waitForLoadState('networkidle')
    await link.click()
    await page.waitForURL(at(fixture, '/notes/tabs-a'))
    await page.getByRole('heading', { name: '标签页一', level: 1 }).waitFor()
    await page.waitForTimeout(400)
    expect((await bar()).seen).toBe(false)
    expect(requested.some((p) => /progress-bar|nprogress/.test(p))).toBe(false)
    expect(problems).toEqual([])
  })

  it("shows for a slow page with nprogress's defaults (minimum 0.08, speed 200, trickle 0.02 / 800 ms), then goes", async ({ newPage }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const bar = await watchBar(page)
    const chunk = assetWith(fixtureDist, '"relativePath":"notes/tabs-b.md"')
    await page.route(`**${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.goto(at(fixture, '/notes/tabs-a'))
    await waitForHydration(page)
    await contentLink(page, '标签页二').click()
    await expect.poll(() => page.locator('#nprogress .bar').count()).toBe(1)
    const settings = await page.evaluate(`import(${JSON.stringify(assetWith(fixtureDist, 'trickleRate'))}).then(({ nprogress }) => {
      const s = nprogress.settings
      return { minimum: s.minimum, speed: s.speed, trickle: s.trickle, trickleRate: s.trickleRate, trickleSpeed: s.trickleSpeed }
    })`)
    expect(settings).toEqual({ minimum: 0.08, speed: 200, trickle: true, trickleRate: 0.02, trickleSpeed: 800 })
    // The bar starts at the minimum: 8 % shown, translated by -92 %.
    expect((await bar()).transforms[0]).toContain('-92%')
    expect(await page.locator('#nprogress .bar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 107, 203)')
    await page.waitForURL(at(fixture, '/notes/tabs-b'))
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 5000 }).toBe(0)
    expect(problems).toEqual([])
  })

  it('a page that fails to load is logged, the bar goes, and the current page stays usable', async ({ newPage }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const chunk = assetWith(fixtureDist, '"relativePath":"notes/tabs-b.md"')
    await page.route(`**${chunk}`, async (route) => {
      await new Promise((r) => setTimeout(r, 300))
      await route.fulfill({ status: 404, body: 'gone' })
    })
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    await page.goto(at(fixture, '/notes/tabs-a'))
    await waitForHydration(page)
    documents.length = 0
    await contentLink(page, '标签页二').click()
    await expect.poll(() => problems.filter((p) => p.includes('page could not load'))).toHaveLength(1)
    expect(problems.filter((p) => p.includes('page could not load'))[0]).toContain('error: page could not load: /notes/tabs-b')
    expect(problems.filter((p) => !p.includes('page could not load'))).toEqual([expect.stringContaining('404 (Not Found)')])
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 5000 }).toBe(0)
    expect(page.url()).toBe(at(fixture, '/notes/tabs-a'))
    expect(documents).toEqual([])
    // Still working: its tabs switch and its links navigate.
    await page.getByRole('tab', { name: '乙' }).click()
    expect(await page.getByRole('tab', { name: '乙' }).getAttribute('aria-selected')).toBe('true')
    await page.unroute(`**${chunk}`)
    await contentLink(page, '标签页二').click()
    await page.waitForURL(at(fixture, '/notes/tabs-b'))
    await page.getByRole('heading', { name: '标签页二', level: 1 }).waitFor()
    expect(documents).toEqual([])
  })
})

describe('view transitions', () => {
  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`route changes ${motion === 'reduce' ? 'swap at once under reduced motion' : 'animate through startViewTransition'}`, async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: motion })
      await context.addInitScript(() => {
        const d = document as Document & { startViewTransition?: (cb: () => unknown) => unknown }
        const original = d.startViewTransition?.bind(d)
        const w = window as unknown as { __vt: number }
        w.__vt = 0
        if (original) {
          d.startViewTransition = (cb) => {
            w.__vt++
            return original(cb)
          }
        }
      })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(at(fixture, '/notes/tabs-a'))
      await waitForHydration(page)
      expect(await page.evaluate(() => typeof (document as { startViewTransition?: unknown }).startViewTransition)).toBe('function')
      await contentLink(page, '标签页二').click()
      await page.waitForURL(at(fixture, '/notes/tabs-b'))
      await page.getByRole('heading', { name: '标签页二', level: 1 }).waitFor()
      expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(motion === 'reduce' ? 0 : 1)
      expect(await page.locator('.doc-content').textContent()).toContain('另一页的 Debian')
      expect(problems).toEqual([])
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Tabs (fixture)

const selected = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.tabs')].map((g) => g.querySelector('[aria-selected="true"]')?.textContent ?? ''))
const shown = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.tabs')].map((g) => g.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.trim() ?? ''),
  )

describe('tabs', () => {
  for (const width of [375, 1280]) {
    it(`${width} px: a choice is shared by every group with the same id and survives a reload and navigation`, async ({ open }) => {
      const { page, problems } = await open(fixture, '/notes/tabs-a', { viewport: { width, height: 800 } })
      expect(await selected(page)).toEqual(['Debian', 'Debian', '甲'])
      expect(await shown(page)).toEqual(['Debian 上用 apt。', '第二组的 Debian。', '甲的内容。'])
      const list = page.getByRole('tablist').first()
      const tab = list.getByRole('tab', { name: 'macOS' })
      expect(await tab.getAttribute('aria-controls')).toBe('tabs-1-panel-2')
      await tab.click()
      expect(await selected(page)).toEqual(['macOS', 'macOS', '甲'])
      expect(await shown(page)).toEqual(['macOS 上用 Homebrew。', '第二组的 macOS。', '甲的内容。'])
      expect(await page.evaluate(() => localStorage.getItem('site-tabs'))).toBe('{"os":"macOS"}')

      // Reload: the stored choice is applied after mount, without moving what follows the groups.
      await trackLayoutShift(page)
      await page.reload()
      await waitForHydration(page)
      await expect.poll(() => selected(page)).toEqual(['macOS', 'macOS', '甲'])
      await page.waitForTimeout(300)
      expect(await layoutShift(page)).toBeLessThan(0.01)

      await contentLink(page, '标签页二').click()
      await page.waitForURL(at(fixture, '/notes/tabs-b'))
      await expect.poll(() => selected(page)).toEqual(['macOS'])
      expect(await shown(page)).toEqual(['另一页的 macOS。'])
      expect(problems).toEqual([])
    })
  }

  it('arrow keys, Home and End move between tabs and show them', async ({ open }) => {
    const { page, problems } = await open(fixture, '/notes/tabs-a')
    const group = page.getByRole('tablist').nth(2)
    await group.getByRole('tab', { name: '甲' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('乙')
    expect(await group.getByRole('tab', { name: '乙' }).getAttribute('aria-selected')).toBe('true')
    expect(await group.getByRole('tab', { name: '乙' }).getAttribute('tabindex')).toBe('0')
    expect(await group.getByRole('tab', { name: '甲' }).getAttribute('tabindex')).toBe('-1')
    expect(await page.getByRole('tabpanel', { name: '乙' }).textContent()).toContain('乙的内容')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('甲')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('乙')
    await page.keyboard.press('Home')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('甲')
    // A group without an id is remembered nowhere.
    expect(await page.evaluate(() => localStorage.getItem('site-tabs'))).toBeNull()
    expect(problems).toEqual([])
  })

  it("another browser tab's choice is followed through the storage event", async ({ newContext }) => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } })
    const a = await context.newPage()
    const b = await context.newPage()
    for (const p of [a, b]) {
      await p.goto(at(fixture, p === a ? '/notes/tabs-a' : '/notes/tabs-b'))
      await waitForHydration(p)
      await p.locator('.tabs').first().waitFor()
    }
    await expect.poll(() => selected(b)).toEqual(['Debian'])
    await a.getByRole('tablist').first().getByRole('tab', { name: 'macOS' }).click()
    await expect.poll(() => selected(b)).toEqual(['macOS'])
  })
})

// ---------------------------------------------------------------------------------------------
// Page views

describe('page views', () => {
  it('one beacon per path change (first load included), none for a hash change or a re-render', async ({ open }) => {
    beacons.length = 0
    const { page, problems } = await open(fixture, '/')
    await expect.poll(() => beacons.length).toBe(1)
    await contentLink(page, '标签页一').click()
    await page.waitForURL(at(fixture, '/notes/tabs-a'))
    await expect.poll(() => beacons.length).toBe(2)
    // A re-render (a tab choice) and a hash change are not page views.
    await page.getByRole('tab', { name: '乙' }).click()
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '#tabs-1-panel-1'
      a.id = 'hash'
      a.textContent = 'hash'
      document.querySelector('.doc-content')!.append(a)
    })
    await page.click('#hash')
    await page.waitForURL(at(fixture, '/notes/tabs-a#tabs-1-panel-1'))
    await contentLink(page, '标签页二').click()
    await page.waitForURL(at(fixture, '/notes/tabs-b'))
    await expect.poll(() => beacons.length).toBe(3)
    await contentLink(page, '标签页一').click()
    await page.waitForURL(at(fixture, '/notes/tabs-a'))
    await expect.poll(() => beacons.length).toBe(4)
    await page.waitForTimeout(500)
    expect(beacons.map((b) => b.body)).toEqual(
      ['/', '/notes/tabs-a', '/notes/tabs-b', '/notes/tabs-a'].map((path) => ({
        name: 'pageview',
        url: fixture + path,
        domain: '127.0.0.1',
        referrer: null,
      })),
    )
    expect(beacons.every((b) => b.contentType.startsWith('text/plain'))).toBe(true)
    expect(problems).toEqual([])
  })

  it('unconfigured (the real build): no request leaves the site and no adapter loads', async ({ newPage, baseUrl }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto(at(baseUrl, '/'))
    await waitForHydration(page)
    await page.goto(at(baseUrl, CONSOLE_PAGE))
    await waitForHydration(page)
    const next = page.locator('.site-sidebar a[href^="/book/100-gcc-tips/0"]:not([aria-current])').nth(3)
    const href = (await next.getAttribute('href'))!
    await next.click()
    await page.waitForURL(at(baseUrl, href))
    await page.waitForLoadState('networkidle')
    expect(requests.length).toBeGreaterThan(3)
    expect(requests.filter((u) => !u.startsWith(baseUrl + '/') && !u.startsWith('data:'))).toEqual([])
    expect(readdirSync(join(dist, 'assets')).filter((f) => f.startsWith('plausible'))).toHaveLength(1)
    expect(requests.filter((u) => u.includes('/assets/plausible'))).toEqual([])
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Client-only content (fixture)

describe('client-only content', () => {
  it('the server HTML holds a sized placeholder; the browser renders the content in its place without a shift', async ({ newContext }) => {
    const html = await (await fetch(at(fixture, '/notes/client-only'))).text()
    expect(html).toContain('<div class="client-only-placeholder" style="min-block-size:120px" aria-busy="true"></div>')
    expect(html).not.toContain('本机保存的值')

    const still = await newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const serverPage = await still.newPage()
    await serverPage.goto(at(fixture, '/notes/client-only'))
    const before = (await serverPage.locator('.after').boundingBox())!
    await still.close()

    const context = await newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(() => localStorage.setItem('fixture-value', '四十二'))
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(at(fixture, '/notes/client-only'))
    await waitForHydration(page)
    await expect.poll(() => page.locator('.stored').textContent()).toBe('本机保存的值：四十二')
    expect(await page.locator('.client-only-placeholder').count()).toBe(0)
    const after = (await page.locator('.after').boundingBox())!
    expect(after.y).toBe(before.y)
    expect(problems).toEqual([])
  })
})
