/**
 * The search dialog in a real browser, against a real build.
 *
 * The build does not write the search index yet, so this suite runs on a test site with two
 * harness pages (tests/e2e/search-harness/): it builds the index with buildSearchIndex() from
 * the same content, writes it into the served folder and adds the `site-search-index` meta tag
 * the page template will carry. Run it with:
 *
 *   rm -rf .site-build/search-content && mkdir -p .site-build/search-content
 *   cp -r tests/unit/search/fixture/content/. .site-build/search-content/
 *   cp -r tests/e2e/search-harness .site-build/search-content/
 *   SITE_E2E_CONTENT=.site-build/search-content npx vitest run --project browser tests/e2e/search.test.ts
 *
 * On any other site (`npm test` builds content/) the harness pages are missing and the suite is
 * skipped.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { existsSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration, watchConsole } from './browser'

const base = inject('baseUrl')
const dist = inject('distDir')
const harness = existsSync(join(dist, 'search-harness/local.html'))
const FAILED = 'Failed to fetch search index, please reload the page and try again.'

let browser: Browser
let indexUrl = ''
let api: Server
let apiUrl = ''
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
      { index: 'blog', hits: [{ title: `远程：${keyword}`, routePath: '/notes/auth', header: '令牌的保存', anchor: '令牌的保存', content: `关于 ${keyword} 的远程结果` }] },
    ]
    setTimeout(() => {
      res.writeHead(200, headers)
      res.end(JSON.stringify(answer))
    }, keyword === 'slow' ? 800 : 0)
  })
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      const a = api.address()
      if (a && typeof a !== 'string') apiUrl = `http://127.0.0.1:${a.port}/search`
      resolve()
    }),
  )
}

beforeAll(async () => {
  if (!harness) return
  const { Site } = await import('../../build/site/site')
  const { buildSearchIndex } = await import('../../build/search/index')
  const root = join(import.meta.dirname, '../..')
  const site = await Site.load({ root, contentDir: join(root, process.env.SITE_E2E_CONTENT ?? 'content') })
  const index = buildSearchIndex(site)
  writeFileSync(join(dist, index.fileName), index.json)
  indexUrl = `/${index.fileName}`
  browser = await launchBrowser()
  await startApi()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((r) => (api ? api.close(r) : r(undefined)))
})

/** A harness page as the finished site will serve it: with the meta tag naming the index. */
async function openHarness(opts: { index?: string; route?: string; width?: number } = {}) {
  const page = await browser.newPage({ viewport: { width: opts.width ?? 1280, height: 800 } })
  const problems = watchConsole(page)
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  const url = opts.index ?? indexUrl
  await page.addInitScript(
    ({ url, apiUrl }) => {
      ;(globalThis as { __searchApi?: string }).__searchApi = apiUrl
      document.addEventListener('DOMContentLoaded', () => {
        const meta = document.createElement('meta')
        meta.name = 'site-search-index'
        meta.content = url
        document.head.append(meta)
      })
    },
    { url, apiUrl },
  )
  await page.goto(base + (opts.route ?? '/search-harness/local'))
  await waitForHydration(page)
  return { page, problems, requests }
}

const input = (page: Page) => page.getByRole('combobox', { name: '搜索' })
const options = (page: Page) => page.getByRole('option')
const selectedText = (page: Page) => page.locator('[role="option"][aria-selected="true"]').textContent()

describe.skipIf(!harness)('search dialog', () => {
  it('the index and fuse.js are not loaded with the page; hovering the button prefetches the index; opening loads fuse.js', async () => {
    const { page, problems, requests } = await openHarness()
    await page.waitForTimeout(300)
    expect(requests.filter((p) => p.includes('search-index'))).toEqual([])
    expect(requests.filter((p) => /fuse|SearchDialog/.test(p))).toEqual([])
    await page.getByRole('button', { name: '搜索' }).hover()
    await expect.poll(() => requests.filter((p) => p === indexUrl).length).toBe(1)
    await page.getByRole('button', { name: '搜索' }).click()
    await expect.poll(() => requests.some((p) => /\/assets\/fuse-[\w-]+\.js$/.test(p))).toBe(true)
    // Hover and open share one fetch of the index.
    expect(requests.filter((p) => p === indexUrl)).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('Ctrl+K opens, Esc closes and focus returns to the button; Tab stays inside the dialog', async () => {
    const { page, problems } = await openHarness()
    const button = page.getByRole('button', { name: '搜索' })
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
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Meta+k')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('a Chinese word inside a sentence is found, grouped by page, highlighted with <mark>, and Enter opens the heading', async () => {
    const { page, problems } = await openHarness()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).pressSequentially('调度器')
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    const groups = page.getByRole('group')
    expect(await groups.count()).toBe(2)
    expect(await groups.first().getAttribute('aria-labelledby')).toBeTruthy()
    expect(await page.locator('[role="group"] [role="presentation"]').first().textContent()).toBe('FreeRTOS 任务创建与调度器启动')
    const marks = await page.locator('[role="option"] mark').allTextContents()
    expect(new Set(marks)).toEqual(new Set(['调度器']))
    // Down from the title to the header suggestion; Enter opens it at its anchor.
    await page.keyboard.press('ArrowDown')
    expect(await selectedText(page)).toContain('调度器如何挑选任务')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => decodeURIComponent(u.pathname + u.hash) === '/blog/2025/freertos-tasks#调度器如何挑选任务')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('FreeRTOS 任务创建与调度器启动')
    expect(problems).toEqual([])
    await page.close()
  })

  it('arrow keys wrap around and keep the selection in view', async () => {
    const { page } = await openHarness({ width: 375 })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('任务')
    await expect.poll(() => options(page).count()).toBeGreaterThan(4)
    // Suggestions past the first screenful arrive one frame later (SearchDialog FIRST_BATCH).
    await page.waitForTimeout(200)
    const n = await options(page).count()
    const first = await selectedText(page)
    await page.keyboard.press('ArrowUp')
    const last = await options(page).nth(n - 1).textContent()
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
    await page.close()
  })

  it('Enter is ignored while an input method is composing', async () => {
    const { page } = await openHarness()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('认证')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.imeSetComposition', { text: 'ren', selectionStart: 3, selectionEnd: 3 })
    expect(await input(page).inputValue()).toBe('认证ren')
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/search-harness/local')
    expect(await page.getByRole('dialog').count()).toBe(1)
    await cdp.send('Input.insertText', { text: '' })
    await page.close()
  })

  it('several keywords narrow the results; a query with no hit shows the message with the query as text', async () => {
    const { page, problems } = await openHarness()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('调度器 虚拟运行时间')
    await expect.poll(() => page.getByRole('group').count()).toBe(1)
    const query = '<img src=x onerror="window.__xss=1">'
    await input(page).fill(query)
    const status = page.getByRole('status')
    await expect.poll(() => status.textContent()).toBe(`No results for "${query}"Please try again with a different keyword`)
    expect(await page.locator('.search-dialog img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(problems).toEqual([])
    await page.close()
  })

  it('typo tolerance in the browser: freertso finds FreeRTOS', async () => {
    const { page } = await openHarness()
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('freertso')
    await expect.poll(() => page.locator('[role="option"] mark').first().textContent()).toBe('FreeRTOS')
    await page.close()
  })

  it('a failed index fetch logs the exact message and shows no results', async () => {
    const { page, problems } = await openHarness({ index: '/search-index.missing.json' })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('调度器')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(FAILED)
    expect(await options(page).count()).toBe(0)
    expect(problems).toContain(`error: ${FAILED}`)
    await page.close()
  })
})

describe.skipIf(!harness)('remote mode', () => {
  it('asks the API with keyword, limit, searchIndexes and lang and shows its hits', async () => {
    const { page, problems } = await openHarness({ route: '/search-harness/remote' })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('hello')
    await expect.poll(() => options(page).count()).toBe(1)
    const sent = apiRequests.at(-1)!
    expect(Object.fromEntries(sent)).toEqual({ keyword: 'hello', limit: '10', searchIndexes: 'blog,book', lang: 'zh-CN' })
    expect(await page.locator('[role="option"] mark').textContent()).toBe('hello')
    expect(await page.getByRole('option').locator('a').getAttribute('href')).toBe('/notes/auth#令牌的保存')
    expect(problems).toEqual([])
    await page.close()
  })

  it('drops a slow answer once the input has moved on', async () => {
    const { page } = await openHarness({ route: '/search-harness/remote' })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('slow')
    await expect.poll(() => apiRequests.some((p) => p.get('keyword') === 'slow')).toBe(true)
    await input(page).fill('fast')
    await expect.poll(() => page.locator('[role="option"] mark').textContent()).toBe('fast')
    await page.waitForTimeout(1200)
    expect(await page.locator('[role="option"] mark').textContent()).toBe('fast')
    await page.close()
  })

  it('a 500 answer and a timeout are logged and give no results', async () => {
    const { page, problems } = await openHarness({ route: '/search-harness/remote' })
    await page.getByRole('button', { name: '搜索' }).click()
    await input(page).fill('boom')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Search request failed: HTTP 500')
    await input(page).fill('hang')
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 5000 }).toBe('Search request failed: no answer within 1000 ms')
    expect(await options(page).count()).toBe(0)
    expect(problems.filter((p) => p.startsWith('error: Search request failed'))).toEqual([
      'error: Search request failed: HTTP 500',
      'error: Search request failed: no answer within 1000 ms',
    ])
    await page.close()
  })
})

it.skipIf(harness)('search browser tests need the harness site (see the comment at the top of this file)', () => {})
