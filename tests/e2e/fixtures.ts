import { inject, test as vitestTest } from 'vitest'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowser, watchConsole } from './browser'

/** A page of its own context, with what its console showed so far (see watchConsole). */
export interface WatchedPage {
  page: Page
  problems: string[]
}

/**
 * What every browser test takes from its context instead of setting it up itself:
 *
 * - `baseUrl`: the preview server of the one build global-setup.ts made;
 *   `url(route)` is a route on it, percent-encoded.
 * - `browser`: Chromium, launched when a test of the file first asks for it and closed after
 *   the file's last test.
 * - `page` and `problems`: a fresh page (own context, 1280 × 720) and its console problems.
 * - `newPage(options)` and `newContext(options)`: more of them, with context options (viewport,
 *   colour scheme, permissions…), for tests that need them or several at once.
 *
 * Every page and context a test gets is closed when the test ends, passed or failed.
 */
export const test = vitestTest
  .extend('baseUrl', { scope: 'worker' }, () => inject('baseUrl'))
  .extend(
    'url',
    { scope: 'worker' },
    ({ baseUrl }) =>
      (route: string) =>
        baseUrl + encodeURI(route),
  )
  // oxlint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('newContext', ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = []
    onCleanup(async () => {
      await Promise.all(contexts.map((c) => c.close()))
    })
    return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const context = await browser.newContext(options)
      contexts.push(context)
      return context
    }
  })
  // Each page has a context of its own, closed with the others when the test ends.
  .extend('newPage', ({ newContext }) => async (options: BrowserContextOptions = {}): Promise<WatchedPage> => {
    const page = await (await newContext(options)).newPage()
    return { page, problems: watchConsole(page) }
  })
  .extend('page', async ({ newContext }) => (await newContext()).newPage())
  .extend('problems', ({ page }) => watchConsole(page))

export { test as it }
