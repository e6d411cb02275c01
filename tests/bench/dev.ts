/**
 * The author's loop, measured on a running `npm run dev`:
 *
 * - first article: from starting the dev server (a fresh process, an empty compile cache) to the
 *   first server-rendered article it answers;
 * - hot update: from the write of an edited article to the edit showing in a browser that has the
 *   page open (Chromium, through Vite's HMR socket).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { startDev, type DevProcess } from '../integration/helpers.ts'
import { launchBrowser } from '../e2e/browser.ts'

export interface DevServer extends DevProcess {
  /** Milliseconds from the start to the first answer of `firstUrl` with its server-rendered heading. */
  firstMs: number
}

export async function startDevAndOpen(content: string, firstUrl: string): Promise<DevServer> {
  const started = performance.now()
  const dev = await startDev(content)
  const res = await fetch(dev.base + encodeURI(firstUrl))
  const html = await res.text()
  const firstMs = performance.now() - started
  if (res.status !== 200 || !html.includes('site-doc__title')) {
    dev.stop()
    throw new Error(`dev server answered ${firstUrl} with ${res.status}`)
  }
  return { ...dev, firstMs }
}

/** Milliseconds from writing an edit of `file` to the open page showing it, `runs` times (median). */
export async function hotUpdateMs(server: DevServer, url: string, file: string, runs = 5): Promise<number[]> {
  const browser = await launchBrowser()
  const original = readFileSync(file, 'utf8')
  try {
    const page = await browser.newPage()
    await page.goto(server.base + encodeURI(url))
    // The page as an author has it open: hydrated, and done fetching the theme's parts while idle
    // (an edit saved in the first moment waits behind those requests).
    await page.waitForFunction(() => document.documentElement.dataset.parts === 'ready')
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const marker = `热更新标记${i}`
      const waiting = page.waitForFunction((m) => document.querySelector('.doc-content')?.textContent?.includes(m), marker, {
        polling: 'raf',
        timeout: 10_000,
      })
      const written = performance.now()
      writeFileSync(file, original.replace(/\n## /, `\n${marker}\n\n## `))
      await waiting
      times.push(performance.now() - written)
    }
    return times
  } finally {
    writeFileSync(file, original)
    await browser.close()
  }
}
