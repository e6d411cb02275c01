/**
 * Every route of the build, as a reader opens it, at 375 px in dark and at 1280 px in light: the
 * document answers 200 (an unknown path 404 with the not-found page), the app and its parts
 * hydrate, and nothing goes wrong on the way: no console error or warning (React's hydration
 * warnings among them), no uncaught exception, no failed request and no answer of 400 or more
 * for any resource the page asks for, /favicon.ico included.
 *
 * The route list is the build's Page records (global-setup.ts), not a hand list. Two pages are
 * open at a time, one per core.
 */
import { describe, expect, inject } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { builtPages, waitForHydration } from './browser'
import { it as browserTest } from './fixtures'

const dist = inject('distDir')
const routes = inject('routes')
const NOT_FOUND = '/blog/2031/没有这篇'

const MODES = [
  { name: '375 px, dark', viewport: { width: 375, height: 740 }, colorScheme: 'dark' },
  { name: '1280 px, light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
] as const

/** One context per mode, opened once for the file; each test opens its page in it. */
const it = browserTest.extend('contexts', { scope: 'file' }, async ({ browser }) => {
  const contexts = new Map<string, BrowserContext>()
  for (const mode of MODES) contexts.set(mode.name, await browser.newContext({ viewport: mode.viewport, colorScheme: mode.colorScheme }))
  return contexts
})

/** Two at a time: a third page would only wait for a core. */
const slots: (() => void)[] = []
let busy = 0
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= 2) await new Promise<void>((resolve) => slots.push(resolve))
  busy++
  try {
    return await work()
  } finally {
    busy--
    slots.shift()?.()
  }
}

/** Everything that went wrong while a page loaded and settled; `documentUrl` is the route's own. */
function watch(page: Page, route: string, documentUrl: string): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return
    // The browser logs the not-found page's own 404 as a failed resource; that status is the point.
    if (route === NOT_FOUND && m.text().includes('404 (Not Found)') && m.location().url === documentUrl) return
    problems.push(`console ${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`))
  page.on('response', (r) => {
    if (r.status() >= 400 && !(route === NOT_FOUND && r.url() === documentUrl)) problems.push(`HTTP ${r.status()}: ${r.url()}`)
  })
  return problems
}

it('the routes are those of the Page records, and each has its prerendered file', () => {
  expect(routes.length).toBeGreaterThan(150)
  expect(
    builtPages(dist)
      .map((p) => p.route)
      .sort(),
  ).toEqual([...routes].sort())
})

for (const mode of MODES) {
  describe(mode.name, () => {
    // Tests that run at once take expect from their context, so each assertion counts for its own test.
    it.concurrent.for([...routes, NOT_FOUND])('%s', async (route, { contexts, url, expect }) => {
      await inSlot(async () => {
        const page = await contexts.get(mode.name)!.newPage()
        const problems = watch(page, route, url(route))
        try {
          const response = await page.goto(url(route), { waitUntil: 'load' })
          expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200)
          await waitForHydration(page)
          // Parts fetched while idle, images, the icon: whatever the page asks for once it settles.
          await page.waitForLoadState('networkidle')
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode.colorScheme === 'dark')
          if (route === NOT_FOUND) await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('PAGE NOT FOUND')
          expect(problems).toEqual([])
        } finally {
          await page.close()
        }
      })
    })
  })
}
