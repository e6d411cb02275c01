/**
 * Search numbers for `npm run bench`, on a build of the real site (built here, into
 * .site-build/bench/dist-site) and on the 1,700-article build bench.ts makes, each served by the
 * preview server (hashed files under /assets/ cached for a year) to Chromium:
 *
 *   1. the index on disk: every file under assets/search/, raw and gzip, and the manifest (gzip)
 *   2. first query after opening: for each of 50 queries a new browser context (empty HTTP
 *      cache) opens an article, waits for hydration, slows the CPU down 4× (CDP), opens the
 *      search dialog, waits for the manifest, types the query and reads the dialog's
 *      `search:render` measure (from the debounced search's start to the first 24 suggestions in
 *      the DOM). Also the bytes (gzip) of the index files it fetched, the manifest included.
 *   3. keystroke → results, files cached: in the same page, without the slowdown, another query
 *      and then the same one again (a local search is searched again each time, over the files
 *      it has read), timed the same way, with the search's share of it (`search:query`, the rest
 *      being React's render).
 *
 * Median and p95 over the 50 queries. Targets: p95 ≤ 300 ms for 2, ≤ 16 ms for 3.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { startPreviewServer } from '../../build/preview/server.ts'
import { segmentHan } from '../../src/search/tokenize.ts'
import type { PageEntry, SearchManifest } from '../../src/shared/search.ts'
import { builtPages, launchBrowser, waitForHydration } from '../e2e/browser.ts'

const root = join(import.meta.dirname, '../..')
const work = join(root, '.site-build', 'bench')

/** The real site's fixed queries: names and options readers type, Chinese terms, two typos. */
const REAL_QUERIES = [
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

/**
 * 50 queries on the generated articles (generate-corpus.ts): its subjects, verbs, words of its
 * prose and code, two keywords together, a typo, and four that it does not hold.
 */
const CORPUS_QUERIES = [
  ['调度器', '互斥锁', '内存分配器', '链接脚本', '中断处理', '页缓存', '套接字缓冲区', '构建系统'],
  ['交叉编译工具链', '信号量', '定时器', '文件描述符', '虚拟内存', '协程', '事件循环'],
  ['分析', '排查', '重写', '测量', '优化', '笔记', '时间线', '源码里的注释'],
  ['负载升高', '看似无关的警告', '最小的例子', '吞吐量', '内存拷贝', '竞争条件', '编译选项', '嵌入式板子', '栈空间', '用户态'],
  ['retry12', 'gcc -O2 -Wall', 'acc', 'printf', 'statistics', 'pipefail', 'CFLAGS', 'step_7', 'demo42', 'include stdio'],
  ['调度器 优化', '互斥锁 竞争条件', 'statistcs'],
  ['freertos', 'epoll', 'kubernetes', '量子计算'],
].flat()

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}

/** The fixed queries, then words of the pages' titles (read from the index's page chunks), 50 in all. */
function realQueries(dir: string, manifest: SearchManifest): string[] {
  const words = new Set<string>()
  for (const chunk of manifest.chunks)
    for (const p of JSON.parse(readFileSync(join(dir, chunk), 'utf8')) as PageEntry[])
      for (const w of segmentHan(p.title.replace(/[^\p{Script=Han}]+/gu, ' '))) if ([...w].length >= 2) words.add(w)
  const pool = [...words].sort()
  const out = [...REAL_QUERIES]
  for (let i = 0; out.length < 50 && i < pool.length; i += Math.max(1, Math.floor(pool.length / 30)))
    if (!out.includes(pool[i])) out.push(pool[i])
  return out.slice(0, 50)
}

/**
 * Types `query` in the open dialog; once every suggestion is in, the `search:render` measure and
 * the search's share of it (`search:query`).
 */
async function timeQuery(page: Page, query: string): Promise<{ ms: number; searchMs: number }> {
  await page.evaluate(() => performance.clearMeasures())
  await page.getByRole('combobox').fill(query)
  await page.waitForFunction(() => performance.getEntriesByName('search:render-all').length > 0, undefined, { timeout: 60_000 })
  return page.evaluate(() => ({
    ms: performance.getEntriesByName('search:render')[0].duration,
    searchMs: performance.getEntriesByName('search:query')[0].duration,
  }))
}

/** Opens the search dialog and waits until the manifest has been fetched. */
async function openSearch(page: Page, manifestPath: string): Promise<void> {
  const manifest = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname === manifestPath)
  await page.locator('button.search-button').click()
  await manifest
}

interface QueryRun {
  query: string
  cold: { ms: number; searchMs: number }
  cached: { ms: number; searchMs: number }
  /** Gzip bytes of the index files the first query fetched, the manifest included. */
  bytes: number
}

async function runQuery(browser: Browser, url: string, dir: string, manifest: SearchManifest, manifestPath: string, query: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const fetched = new Set<string>()
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/assets/search/')) fetched.add(path.slice('/assets/search/'.length))
    })
    const cdp = await context.newCDPSession(page)
    await page.goto(url)
    await waitForHydration(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await openSearch(page, manifestPath)
    const cold = await timeQuery(page, query)
    const bytes = [...fetched].reduce((sum, f) => sum + gzipOf(join(dir, f)), 0)

    // The same query again once its files are in: another query in between, so that the input
    // changes twice as a reader's typing does (a local search is searched again each time).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await timeQuery(page, 'zzqx')
    const cached = await timeQuery(page, query)
    return { query, cold, cached, bytes }
  } finally {
    await context.close()
  }
}

export interface SearchSiteBench {
  name: string
  pages: number
  /** Sum over the files of assets/search/, each raw and gzip. */
  index: { files: number; raw: number; gzip: number }
  manifestGzip: number
  vocabularyGzip: number
  firstQueryBytes: { median: number; max: number }
  /** Milliseconds, median and p95 over the queries: to the results in the DOM, and searching alone. */
  firstQuery: { median: number; p95: number }
  cached: { median: number; p95: number }
  cachedSearch: { median: number; p95: number }
  runs: QueryRun[]
}

async function benchSite(name: string, dist: string, queries?: string[]): Promise<SearchSiteBench> {
  const meta = /<meta name="site-search-index" content="([^"]+)">/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))
  if (!meta) throw new Error(`no search index named in ${dist}/index.html`)
  const manifestPath = meta[1]
  const dir = join(dist, 'assets', 'search')
  const manifest = JSON.parse(readFileSync(join(dist, manifestPath), 'utf8')) as SearchManifest
  const files = readdirSync(dir)
  const raw = files.reduce((sum, f) => sum + readFileSync(join(dir, f)).length, 0)
  const gzip = files.reduce((sum, f) => sum + gzipOf(join(dir, f)), 0)
  const article = builtPages(dist).find((p) => /^\/blog\/\d{4}\/./.test(p.route))!.route
  const list = queries ?? realQueries(dir, manifest)

  const server = await startPreviewServer({ dir: dist, port: 0, host: '127.0.0.1' })
  const browser = await launchBrowser()
  const runs: QueryRun[] = []
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${encodeURI(article)}`
    for (const q of list) runs.push(await runQuery(browser, url, dir, manifest, manifestPath, q))
  } finally {
    await browser.close()
    server.close()
  }
  if (process.env.SEARCH_BENCH_VERBOSE)
    for (const r of runs)
      console.log(
        `    first ${r.cold.ms.toFixed(1)} ms, cached ${r.cached.ms.toFixed(1)} ms (search ${r.cached.searchMs.toFixed(1)}), ${(r.bytes / 1024).toFixed(1)} KB  ${r.query}`,
      )
  const stats = (xs: number[]) => ({ median: pct(xs, 50), p95: pct(xs, 95) })
  const bytes = runs.map((r) => r.bytes)
  return {
    name,
    pages: manifest.pages,
    index: { files: files.length, raw, gzip },
    manifestGzip: gzipOf(join(dist, manifestPath)),
    vocabularyGzip: gzipOf(join(dir, manifest.vocabulary)),
    firstQueryBytes: { median: pct(bytes, 50), max: Math.max(...bytes) },
    firstQuery: stats(runs.map((r) => r.cold.ms)),
    cached: stats(runs.map((r) => r.cached.ms)),
    cachedSearch: stats(runs.map((r) => r.cached.searchMs)),
    runs,
  }
}

/** The real site (built here) and the 1,700-article build `dist1700`. */
export async function benchSearch(dist1700: string): Promise<SearchSiteBench[]> {
  const distSite = join(work, 'dist-site')
  const cache = join(work, 'cache-site')
  const r = spawnSync(process.execPath, ['build/cli.mjs', 'build', '--out', distSite, '--cache-dir', cache], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  })
  if (r.status !== 0) throw new Error(`build of the real site failed:\n${r.stderr.slice(-4000)}`)
  return [await benchSite('real site', distSite), await benchSite('1,700 articles', dist1700, CORPUS_QUERIES)]
}

export function printSearchBench(sites: SearchSiteBench[]): void {
  const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`)
  const ms = (s: { median: number; p95: number }) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`
  for (const s of sites) {
    console.log(
      `search (${s.name}, ${s.pages} pages): index on disk ${kb(s.index.raw)} raw / ${kb(s.index.gzip)} gzip in ${s.index.files} files, ` +
        `manifest ${kb(s.manifestGzip)} gzip, vocabulary ${kb(s.vocabularyGzip)} gzip; ` +
        `first query downloads median ${kb(s.firstQueryBytes.median)}, max ${kb(s.firstQueryBytes.max)} (gzip); ` +
        `first query after opening (4× CPU slowdown): ${ms(s.firstQuery)} (target 300); ` +
        `keystroke → results, files cached: ${ms(s.cached)} (target 16), of which searching ${ms(s.cachedSearch)}`,
    )
  }
}
