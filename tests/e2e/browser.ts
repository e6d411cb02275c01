import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

/** Debian's Chromium, headless, with the background services that would call out switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * Collects what a reader's console would show: errors, warnings (React's hydration warnings are
 * console errors in development and reported errors in production) and uncaught exceptions.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

/** The app has hydrated, and so have the page's lazily loaded parts (src/theme/parts.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.documentElement.dataset.parts === 'ready',
  )
}

/** Every prerendered page of a build (404.html, assets/ and public/ left out), in folder order. */
export function builtPages(dist: string): { route: string; file: string }[] {
  const out: { route: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name)
      if (statSync(file).isDirectory()) {
        if (!['assets', 'public'].includes(name)) walk(file)
      } else if (name.endsWith('.html') && name !== '404.html') {
        out.push({
          route:
            '/' +
            relative(dist, file)
              .replace(/(^|\/)index\.html$/, '$1')
              .replace(/\.html$/, ''),
          file,
        })
      }
    }
  }
  walk(dist)
  return out
}

/**
 * Starts summing the page's layout shifts (a PerformanceObserver added before any script of the
 * page runs, for the next navigation on); `layoutShift` reads the sum so far.
 */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls += e.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift the page has had since trackLayoutShift (its cumulative layout shift). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}
