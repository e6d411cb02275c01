/**
 * Search numbers for `npm run bench`:
 *
 *   1. the index of content/ (buildSearchIndex), raw and gzip, and of the same pages ten times
 *   2. in Chromium: from the moment the debounced search starts to the results in the DOM
 *      (the `search:render` measure of SearchDialog: the first 24 suggestions, more than the
 *      dialog shows), median and p95 over 50 queries, for both indexes; with the search alone
 *      (`search:query`) and the time until all suggestions are in (`search:render-all`, one
 *      frame later). Target: p95 ≤ 16 ms on the real site.
 *
 * The browser part bundles a page with nothing but the search button (Vite, into
 * .site-build/search-bench/) and serves it with the index; the site build is not needed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { Site } from '../../build/site/site.ts'
import { loadConfig } from '../../build/site/config.ts'
import { segmentHan } from '../../src/search/tokenize.ts'
import type { SearchIndexFile } from '../../src/shared/search.ts'
import { buildSearchIndex } from '../../build/search/index.ts'

const root = join(import.meta.dirname, '../..')
const work = join(root, '.site-build', 'search-bench')

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const sizes = (json: string) => {
  const raw = Buffer.byteLength(json)
  return { raw, gzip: gzipSync(json, { level: 9 }).length }
}

/** The same pages `times` times over, each copy under its own route. */
function multiply(file: SearchIndexFile, times: number): SearchIndexFile {
  const pages = []
  for (let t = 0; t < times; t++) {
    for (const p of file.pages) pages.push({ ...p, id: pages.length, routePath: t ? `/copy-${t}${p.routePath}` : p.routePath })
  }
  return { version: 1, pages }
}

/** 50 different queries: names and options readers type, then words from the pages' titles. */
function queries(file: SearchIndexFile): string[] {
  const fixed = [
    'freertos',
    'xTaskCreate',
    '-fsanitize',
    '0308010C',
    'gcc',
    'epoll',
    'mutex',
    'git',
    'make',
    'python',
    '调度器',
    '认证',
    '进程',
    '内存',
    '中断',
    '信号',
    '链接',
    '编译',
    '线程',
    '缓冲区',
    'freertso',
    'epol',
    '栈 溢出',
    'gcc 警告',
  ]
  const words = new Set<string>()
  for (const p of file.pages) for (const w of segmentHan(p.title.replace(/[^\p{Script=Han}]+/gu, ' '))) if ([...w].length >= 2) words.add(w)
  const pool = [...words].sort()
  const out = [...fixed]
  for (let i = 0; out.length < 50 && i < pool.length; i += Math.max(1, Math.floor(pool.length / 30)))
    if (!out.includes(pool[i])) out.push(pool[i])
  return out.slice(0, 50)
}

async function bundlePage(): Promise<string> {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><body><div id="app"></div><script type="module" src="./main.tsx"></script></body></html>',
  )
  const button = join(root, 'src/theme/components/Search/SearchButton.tsx')
  writeFileSync(
    join(work, 'main.tsx'),
    `import { createRoot } from 'react-dom/client'\nimport { SearchButton } from ${JSON.stringify(button)}\ncreateRoot(document.getElementById('app')).render(<SearchButton indexUrl="/search-index.json" />)\n`,
  )
  const out = join(work, 'dist')
  await build({
    root: work,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    // The theme reads the site config from the module the site plugin names; here, the real one.
    resolve: { alias: { 'virtual:site/config': join(root, 'src/site.config.ts') } },
    build: { outDir: out, emptyOutDir: true, reportCompressedSize: false },
  })
  return out
}

async function timeQueries(dir: string, json: string, list: string[]): Promise<{ total: number[]; search: number[]; all: number[] }> {
  writeFileSync(join(dir, 'search-index.json'), json)
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }
  const server = createServer((req, res) => {
    const path = join(dir, new URL(req.url!, 'http://x').pathname.replace(/\/$/, '/index.html'))
    if (!path.startsWith(dir) || !existsSync(path)) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
    res.end(readFileSync(path))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.getByRole('button').click()
    const input = page.getByRole('combobox')
    const measured = async (q: string) => {
      await page.evaluate(() => performance.clearMeasures())
      await input.fill(q)
      await page.waitForFunction(() => performance.getEntriesByName('search:render').length > 0, undefined, { timeout: 30_000 })
      await page.waitForFunction(() => performance.getEntriesByName('search:render-all').length > 0, undefined, { timeout: 30_000 })
      return page.evaluate(() =>
        ['search:render', 'search:query', 'search:render-all'].map((name) => performance.getEntriesByName(name)[0]?.duration ?? NaN),
      )
    }
    // The first search waits for the index and fuse.js; not a keystroke-to-results time.
    await measured('预热')
    await page.waitForTimeout(500)
    const total: number[] = []
    const search: number[] = []
    const all: number[] = []
    for (const q of list) {
      const [t, s, a] = await measured(q)
      total.push(t)
      search.push(s)
      all.push(a)
    }
    return { total, search, all }
  } finally {
    await browser.close()
    server.close()
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}

export interface SearchBench {
  pages: number
  fileName: string
  real: { raw: number; gzip: number }
  tenfold: { raw: number; gzip: number }
  /** Debounce → results rendered, per index: median and p95 in ms over the queries. */
  timings: {
    name: string
    queries: number
    median: number
    p95: number
    searchMedian: number
    searchP95: number
    allMedian: number
    allP95: number
  }[]
}

export async function benchSearch(): Promise<SearchBench> {
  const site = await Site.load({ root, config: await loadConfig(root) })
  const index = buildSearchIndex(site)
  const file = JSON.parse(index.json) as SearchIndexFile
  const tenfold = JSON.stringify(multiply(file, 10))
  const list = queries(file)
  const dir = await bundlePage()
  const timings: SearchBench['timings'] = []
  for (const [name, json] of [
    ['real site', index.json],
    ['10× pages', tenfold],
  ] as const) {
    const { total, search, all } = await timeQueries(dir, json, list)
    timings.push({
      name,
      queries: total.length,
      median: pct(total, 50),
      p95: pct(total, 95),
      searchMedian: pct(search, 50),
      searchP95: pct(search, 95),
      allMedian: pct(all, 50),
      allP95: pct(all, 95),
    })
    if (process.env.SEARCH_BENCH_VERBOSE)
      list.forEach((q, i) => console.log(`    ${total[i].toFixed(1)} ms (search ${search[i].toFixed(1)})  ${q}`))
  }
  return { pages: file.pages.length, fileName: index.fileName, real: sizes(index.json), tenfold: sizes(tenfold), timings }
}

export function printSearchBench(b: SearchBench): void {
  console.log(`search index: ${b.pages} pages, ${b.fileName}`)
  console.log(`  real site: ${kib(b.real.raw)} raw, ${kib(b.real.gzip)} gzip`)
  console.log(`  10× pages: ${kib(b.tenfold.raw)} raw, ${kib(b.tenfold.gzip)} gzip`)
  for (const t of b.timings) {
    console.log(
      `  debounce → results rendered (${t.name}, ${t.queries} queries): median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms` +
        `; of which searching: median ${t.searchMedian.toFixed(1)} ms, p95 ${t.searchP95.toFixed(1)} ms` +
        `; every suggestion in the DOM (next frame): median ${t.allMedian.toFixed(1)} ms, p95 ${t.allP95.toFixed(1)} ms`,
    )
  }
}
