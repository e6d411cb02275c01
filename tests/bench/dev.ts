/**
 * The author's loop, measured on a running `npm run dev`:
 *
 * - first article: from starting the dev server (a fresh process, an empty compile cache) to the
 *   first server-rendered article it answers;
 * - hot update: from the write of an edited article to the edit showing in a browser that has the
 *   page open (Chromium, through Vite's HMR socket).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchBrowser } from '../e2e/browser.ts'

const root = join(import.meta.dirname, '../..')
const FIXTURE_CONFIG = 'tests/fixtures/site/site.config.ts'

export interface DevServer {
  base: string
  /** Milliseconds from the spawn to the first answer of `firstUrl` with its server-rendered heading. */
  firstMs: number
  stop(): void
}

export async function startDev(content: string, firstUrl: string): Promise<DevServer> {
  const cache = mkdtempSync(join(tmpdir(), 'dev-cache-'))
  const started = performance.now()
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'build/cli.ts',
      'dev',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--config',
      FIXTURE_CONFIG,
      '--content',
      content,
      '--cache-dir',
      cache,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const stop = () => {
    child.kill()
    rmSync(cache, { recursive: true, force: true })
  }
  const base = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      const m = /dev server: (http:\/\/\S+?)\//.exec(out)
      if (m) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}: ${out}`)))
  })
  const res = await fetch(base + encodeURI(firstUrl))
  const html = await res.text()
  const firstMs = performance.now() - started
  if (res.status !== 200 || !html.includes('site-doc__title')) {
    stop()
    throw new Error(`dev server answered ${firstUrl} with ${res.status}`)
  }
  return { base, firstMs, stop }
}

/** Milliseconds from writing an edit of `file` to the open page showing it, `runs` times (median). */
export async function hotUpdateMs(server: DevServer, url: string, file: string, runs = 5): Promise<number[]> {
  const browser = await launchBrowser()
  const original = readFileSync(file, 'utf8')
  try {
    const page = await browser.newPage()
    await page.goto(server.base + encodeURI(url))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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
