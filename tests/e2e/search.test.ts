/**
 * The search dialog in a real browser.
 *
 * Local search runs against the one real build of the site (global-setup.ts): the navbar's
 * button, the index the build wrote under /assets/search/ and named in
 * `<meta name="site-search-index">`.
 * Remote mode needs a page configured for it and a service whose address is known only when the
 * test runs: a small site (the fixture site plus tests/e2e/search-harness/remote.tsx) is built
 * for it, and the test starts the service.
 */
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { root, runBuild } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { waitForHydration } from './browser'
import { it as browserTest } from './fixtures'

const FAILED = 'Failed to fetch search index, please reload the page and try again.'
/** A real article whose title, headings and text hold the words the tests type. */
const ARTICLE = '/blog/2025/freertos-task-scheduling'

let api: Server
let apiUrl = ''
let remoteBase = ''
let remoteSite: Server | undefined
const remoteDir = join(root, '.site-build', `search-remote-${process.pid}`)
const apiRequests: URLSearchParams[] = []

/** Answers like a search service: `slow` after 800 ms, `boom` with 500, `hang` never. */
function startApi(): Promise<void> {
  api = createServer((req, res) => {
    const params = new URL(req.url!, 'http://x').searchParams
    apiRequests.push(params)
    const keyword = params.get('keyword') ?? ''
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*' }
    if (keyword === 'boom') {
      res.writeHead(500, headers)
      res.end('{}')
      return
    }
    if (keyword === 'hang') return
    const answer = [
      {
        index: 'blog',
        hits: [
          {
            title: `远程：${keyword}`,
            routePath: '/blog/2025/alpha',
            header: '优先级继承',
            anchor: '优先级继承',
            content: `关于 ${keyword} 的远程结果`,
          },
        ],
      },
    ]
    setTimeout(
      () => {
        res.writeHead(200, headers)
        res.end(JSON.stringify(answer))
      },
      keyword === 'slow' ? 800 : 0,
    )
  })
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      const a = api.address()
      if (a && typeof a !== 'string') apiUrl = `http://127.0.0.1:${a.port}/search`
      resolve()
    }),
  )
}

/** Opens a page of the site (the real build unless `site` says otherwise) and records what it requests. */
const it = browserTest
  .extend('open', ({ newPage, baseUrl }) => async (opts: { route?: string; width?: number; site?: string } = {}) => {
    const { page, problems } = await newPage({ viewport: { width: opts.width ?? 1280, height: 800 } })
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await page.addInitScript((url) => ((globalThis as { __searchApi?: string }).__searchApi = url), apiUrl)
    await page.goto((opts.site ?? baseUrl) + (opts.route ?? ARTICLE))
    await waitForHydration(page)
    const indexUrl = (await page.locator('meta[name="site-search-index"]').getAttribute('content')) ?? ''
    return { page, problems, requests, indexUrl }
  })
  /** The remote-mode page of the small site that describe('remote mode') builds. */
  .extend(
    'openRemote',
    ({ open }) =>
      () =>
        open({ site: remoteBase, route: '/search-harness/remote' }),
  )

const input = (page: Page) => page.getByRole('combobox', { name: '搜索' })
const options = (page: Page) => page.getByRole('option')
const selectedText = (page: Page) => page.locator('[role="option"][aria-selected="true"]').textContent()

/** Types a query and returns the titles of the page groups once the results have settled. */
async function groupsFor(page: Page, query: string): Promise<string[]> {
  await input(page).fill(query)
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0)
  // Debounce (150 ms) and the second batch of suggestions (one frame later).
  await page.waitForTimeout(400)
  return page.locator('[role="group"] [role="presentation"]').allTextContents()
}

/** Like groupsFor, with every batch read: scrolls to the end of the list until nothing more comes. */
async function allGroupsFor(page: Page, query: string): Promise<string[]> {
  await groupsFor(page, query)
  const more = page.locator('.search-dialog__more')
  while (await more.count()) {
    const n = await page.getByRole('group').count()
    await more.scrollIntoViewIfNeeded().catch(() => undefined)
    await expect.poll(async () => (await page.getByRole('group').count()) > n || (await more.count()) === 0).toBe(true)
  }
  return page.locator('[role="group"] [role="presentation"]').allTextContents()
}

describe('search dialog', () => {
  it('nothing of the index and no fuse.js with the page; hovering the button prefetches the manifest only; opening loads fuse.js', async ({
    open,
  }) => {
    const { page, problems, requests, indexUrl } = await open()
    expect(indexUrl).toMatch(/^\/assets\/search\/index-[\w-]+\.json$/)
    await page.waitForTimeout(300)
    expect(requests.filter((p) => p.startsWith('/assets/search/'))).toEqual([])
    expect(requests.filter((p) => /fuse|SearchDialog/.test(p))).toEqual([])
    await page.getByRole('button', { name: '搜索' }).hover()
    await expect.poll(() => requests.filter((p) => p === indexUrl).length).toBe(1)
    await page.getByRole('button', { name: '搜索' }).click()
    await expect.poll(() => requests.some((p) => /\/assets\/fuse-[\w-]+\.js$/.test(p))).toBe(true)
    await page.waitForTimeout(300)
    // Hover and open share one fetch of the manifest; nothing else of the index before a query.
    expect(requests.filter((p) => p.startsWith('/assets/search/'))).toEqual([indexUrl])
    expect(problems).toEqual([])
  })

  it('a first query downloads at most 120 KB of the index (gzip), whatever it is', async ({ open }) => {
    const dist = inject('distDir')
    for (const query of ['的', '调度器', 'xTaskCreate', '-fsanitize', 'freertso', '编译 链接 警告', 'linux 内核 模块']) {
      const { page, requests } = await open()
      await page.getByRole('button', { name: '搜索' }).click()
      await input(page).fill(query)
      await expect.poll(() => options(page).count()).toBeGreaterThan(0)
      await page.waitForTimeout(300)
      const files = [...new Set(requests.filter((p) => p.startsWith('/assets/search/')))]
      const bytes = files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0)
      expect.soft(bytes, `${query}: ${files.length} files`).toBeLessThanOrEqual(120 * 1024)
      await page.close()
    }
  })

  it('a long list is read in batches: scrolling to its end brings the next pages', async ({ open }) => {
    const { page, problems } = await open()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('的')
    const more = page.locator('.search-dialog__more')
    await expect.poll(() => more.count()).toBe(1)
    const first = await page.getByRole('group').count()
    await more.scrollIntoViewIfNeeded()
    await expect.poll(() => page.getByRole('group').count()).toBeGreaterThan(first)
    // The same with the keyboard: Down on the last suggestion reads on instead of wrapping.
    await input(page).fill('一个')
    await expect.poll(() => more.count()).toBe(1)
    const before = await options(page).count()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => options(page).count()).toBeGreaterThan(before)
    expect(problems).toEqual([])
  })

  it('Ctrl+K opens, Esc closes and focus returns to where it was (here the body); Tab stays inside the dialog', async ({ open }) => {
    const { page, problems } = await open()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: '搜索' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.keyboard.press('Meta+k')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
  })

  it('on close, focus goes back to the link of the article or the button that had it, however the dialog was opened', async ({ open }) => {
    const { page, problems } = await open({ route: ARTICLE })
    const dialog = page.getByRole('dialog', { name: '搜索' })
    const link = page.locator('.doc-content a[href]').first()
    await link.focus()
    await page.keyboard.press('Control+k')
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true)
    // A second Ctrl+K while it is open does not make the dialog's own input the place to return to.
    await page.keyboard.press('Control+k')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true)

    const button = page.getByRole('button', { name: '搜索' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
  })

  it('one Esc closes the dialog with a query typed too, and focus goes back', async ({ open }) => {
    const { page, problems } = await open({ route: ARTICLE })
    const dialog = page.getByRole('dialog', { name: '搜索' })
    const button = page.getByRole('button', { name: '搜索' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true)
    await input(page).pressSequentially('调度')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    // A filled <input type="search"> would take the first Esc to clear itself.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
  })

  it('a Chinese word inside a sentence is found, grouped by page, highlighted with <mark>, and Enter opens the suggestion', async ({
    open,
  }) => {
    const { page, problems } = await open({ route: '/' })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).pressSequentially('调度器')
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    const groups = page.getByRole('group')
    expect(await groups.count()).toBeGreaterThan(1)
    expect(await groups.first().getAttribute('aria-labelledby')).toBeTruthy()
    await expect.poll(() => page.locator('[role="group"] [role="presentation"]').first().textContent()).toContain('调度器')
    // Title hits rank first: the first group is a page with the word in its title.
    const firstTitle = (await page.locator('[role="group"] [role="presentation"]').first().textContent())!
    expect(firstTitle).toContain('调度器')
    // Pages holding the exact word come first; after them, pages that only hold its words
    // (`调度` without `器`), marked by what they hold.
    const marks = await page.locator('[role="option"] mark').allTextContents()
    expect(marks[0]).toBe('调度器')
    const firstPartial = marks.indexOf('调度')
    expect(new Set(marks.slice(0, firstPartial === -1 ? undefined : firstPartial))).toEqual(new Set(['调度器']))
    if (firstPartial !== -1) expect(new Set(marks.slice(firstPartial))).toEqual(new Set(['调度']))
    // Down from the title to the next suggestion of that page; Enter opens it at its anchor.
    await page.keyboard.press('ArrowDown')
    const href = (await page.locator('[role="option"][aria-selected="true"] a').getAttribute('href'))!
    expect(href).toContain('#')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => decodeURIComponent(u.pathname + u.hash) === decodeURIComponent(href))
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(firstTitle)
    expect(problems).toEqual([])
  })

  it('arrow keys wrap around and keep the selection in view', async ({ open }) => {
    const { page } = await open({ width: 375 })
    await page.getByRole('button', { name: '搜索' }).click()
    // A list read to its end (a longer one reads on at its end: see the batches test), longer
    // than the screen, so that wrapping has to scroll.
    await input(page).fill('valgrind')
    await expect.poll(() => options(page).count()).toBeGreaterThan(12)
    // Suggestions past the first screenful arrive one frame later (SearchDialog FIRST_BATCH).
    await page.waitForTimeout(200)
    expect(await page.locator('.search-dialog__more').count()).toBe(0)
    const n = await options(page).count()
    const first = await selectedText(page)
    await page.keyboard.press('ArrowUp')
    const last = await options(page)
      .nth(n - 1)
      .textContent()
    expect(await selectedText(page)).toBe(last)
    const inView = () =>
      page.locator('[role="option"][aria-selected="true"]').evaluate((el) => {
        const box = el.getBoundingClientRect()
        const list = el.closest('.search-dialog__body')!.getBoundingClientRect()
        return box.top >= list.top - 1 && box.bottom <= list.bottom + 1
      })
    await expect.poll(inView).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await selectedText(page)).toBe(first)
    await expect.poll(inView).toBe(true)
    const id = await page.locator('[role="option"][aria-selected="true"]').getAttribute('id')
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(id)
  })

  it('Enter is ignored while an input method is composing', async ({ open }) => {
    const { page } = await open()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('调度')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.imeSetComposition', { text: 'qi', selectionStart: 2, selectionEnd: 2 })
    expect(await input(page).inputValue()).toBe('调度qi')
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(ARTICLE)
    expect(await page.getByRole('dialog').count()).toBe(1)
    await cdp.send('Input.insertText', { text: '' })
  })

  it('several keywords narrow the results to pages holding all of them; a query with no hit shows the message with the query as text', async ({
    open,
  }) => {
    const { page, problems } = await open()
    await page.getByRole('button', { name: '搜索' }).click()
    const both = await allGroupsFor(page, '调度器 优先级')
    expect(both.length).toBeGreaterThan(0)
    // Every suggestion's page holds both words: each group marks 调度器 and 优先级 somewhere.
    for (const group of await page.getByRole('group').all()) {
      const marks = await group.locator('mark').allTextContents()
      expect(marks).toContain('调度器')
      expect(marks).toContain('优先级')
    }
    const one = await allGroupsFor(page, '调度器')
    expect(both.length).toBeLessThan(one.length)
    for (const title of both) expect(one).toContain(title)
    const query = '<img src=x onerror="window.__xss=1">'
    await input(page).fill(query)
    const status = page.getByRole('status')
    await expect.poll(() => status.textContent()).toBe(`No results for "${query}"Please try again with a different keyword`)
    expect(await page.locator('.search-dialog img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(problems).toEqual([])
  })

  it('quotes make a phrase: "static inline" finds the words side by side only', async ({ open }) => {
    const { page, problems } = await open()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('"static inline"')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    await page.waitForTimeout(300)
    const marks = (await page.locator('[role="option"] mark').allTextContents()).map((m) => m.toLowerCase())
    // Each mark is the phrase (or the part of it a snippet's edge leaves), never a word found alone.
    expect(marks).toContain('static inline')
    for (const m of marks) expect('static inline'.startsWith(m) || 'static inline'.endsWith(m), m).toBe(true)
    for (const s of await page.locator('.search-dialog__statement').allTextContents()) expect(s.toLowerCase()).toContain('static')
    expect(problems).toEqual([])
  })

  it('typo tolerance in the browser: freertso finds FreeRTOS, xTaskCreat finds xTaskCreate', async ({ open }) => {
    const { page } = await open()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('freertso')
    await expect.poll(() => page.locator('[role="option"] mark').first().textContent()).toMatch(/^freertos$/i)
    await input(page).fill('xTaskCreat')
    await expect.poll(() => page.locator('[role="option"] mark').first().textContent()).toMatch(/^xTaskCreat/)
  })

  it('a failed index fetch logs the exact message and shows no results', async ({ open }) => {
    const { page, problems, indexUrl } = await open()
    await page.route(`**${indexUrl}`, (r) => r.fulfill({ status: 404, body: 'not found' }))
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('调度器')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(FAILED)
    expect(await options(page).count()).toBe(0)
    expect(problems.filter((p) => !p.includes('404'))).toEqual([`error: ${FAILED}`])
  })
})

describe('remote mode', () => {
  beforeAll(async () => {
    await startApi()
    rmSync(remoteDir, { recursive: true, force: true })
    cpSync(join(root, 'tests/fixtures/site/content'), remoteDir, { recursive: true })
    cpSync(join(root, 'tests/e2e/search-harness'), join(remoteDir, 'search-harness'), { recursive: true })
    const r = runBuild({ content: remoteDir, out: `${remoteDir}-dist` })
    if (r.status !== 0) throw new Error(`the remote-search site did not build:\n${r.stderr}`)
    remoteSite = await startPreviewServer({ dir: `${remoteDir}-dist`, port: 0, host: '127.0.0.1' })
    const a = remoteSite.address()
    if (a && typeof a !== 'string') remoteBase = `http://127.0.0.1:${a.port}`
  })
  afterAll(async () => {
    await new Promise((r) => (api ? api.close(r) : r(undefined)))
    await new Promise((r) => (remoteSite ? remoteSite.close(r) : r(undefined)))
    rmSync(remoteDir, { recursive: true, force: true })
    rmSync(`${remoteDir}-dist`, { recursive: true, force: true })
  })

  it('asks the API with keyword, limit, searchIndexes and lang and shows its hits', async ({ openRemote }) => {
    const { page, problems, requests } = await openRemote()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('hello')
    await expect.poll(() => options(page).count()).toBe(1)
    const sent = apiRequests.at(-1)!
    expect(Object.fromEntries(sent)).toEqual({ keyword: 'hello', limit: '10', searchIndexes: 'blog,book', lang: 'zh-CN' })
    expect(await page.locator('[role="option"] mark').textContent()).toBe('hello')
    expect(await page.getByRole('option').locator('a').getAttribute('href')).toBe('/blog/2025/alpha#优先级继承')
    // Remote mode never downloads the local index.
    expect(requests.filter((p) => p.startsWith('/assets/search/'))).toEqual([])
    expect(problems).toEqual([])
  })

  it('drops a slow answer once the input has moved on', async ({ openRemote }) => {
    const { page } = await openRemote()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('slow')
    await expect.poll(() => apiRequests.some((p) => p.get('keyword') === 'slow')).toBe(true)
    await input(page).fill('fast')
    await expect.poll(() => page.locator('[role="option"] mark').textContent()).toBe('fast')
    await page.waitForTimeout(1200)
    expect(await page.locator('[role="option"] mark').textContent()).toBe('fast')
  })

  it('a 500 answer and a timeout are logged and give no results', async ({ openRemote }) => {
    const { page, problems } = await openRemote()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('boom')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Search request failed: HTTP 500')
    await input(page).fill('hang')
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 5000 })
      .toBe('Search request failed: no answer within 1000 ms')
    expect(await options(page).count()).toBe(0)
    expect(problems.filter((p) => p.startsWith('error: Search request failed'))).toEqual([
      'error: Search request failed: HTTP 500',
      'error: Search request failed: no answer within 1000 ms',
    ])
  })
})
