/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no browser download: the
 * system's binary). BiDi reports console messages, uncaught errors and every request, so a page's
 * problems are collected as Chromium's are (tests/e2e/browser.ts watchConsole).
 */
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core'
import type { Engine, EnginePage, Key, Viewport } from './engine'

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    // Nothing of Firefox's own that would call out: updates, telemetry, remote settings.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
      'network.captive-portal-service.enabled': false,
    },
  })
  return {
    name: 'Firefox',
    version: await browser.version(),
    newPage: async (viewport) => firefoxPage(await (await browser.createBrowserContext()).newPage(), viewport),
    close: () => browser.close(),
  }
}

async function firefoxPage(page: Page, viewport: Viewport): Promise<EnginePage> {
  await page.setViewport(viewport)
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`console ${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`page error: ${e instanceof Error ? e.message : String(e)}`))
  page.on('requestfailed', (r) => {
    // Firefox's own cancellation of a request it no longer needs (the icon, when a client-side
    // navigation rewrites the head while it loads) is no failure of the site.
    const error = r.failure()?.errorText
    if (error !== 'NS_BINDING_ABORTED') problems.push(`request failed: ${r.url()} (${error})`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`)
  })
  return {
    goto: async (url) => {
      problems.length = 0
      // The page in front: a page behind another is a hidden document, whose view transitions
      // (route changes, the theme switch) are skipped with an error.
      await page.bringToFront()
      await page.goto(url, { waitUntil: 'load' })
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never,
    press: async (...keys: Key[]) => {
      const held = keys.slice(0, -1) as KeyInput[]
      for (const k of held) await page.keyboard.down(k)
      await page.keyboard.press(keys[keys.length - 1] as KeyInput)
      for (const k of held.reverse()) await page.keyboard.up(k)
    },
    type: (text) => page.keyboard.type(text),
    click: (selector) => page.click(selector),
    problems: async () => [...problems],
    close: async () => {
      await page.browserContext().close()
    },
  }
}
