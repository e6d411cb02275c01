/**
 * What a reader downloads for a search, in exact bytes: the index of this site and of a generated
 * corpus of 1,700 articles, built as the build does, searched as the dialog does (the manifest,
 * then the first batch of results), each query in a new session with nothing cached. Every file
 * is counted gzip-compressed, as a server sends it.
 *
 *   first query, whatever it is   ≤ 120 KB on this site, ≤ 150 KB on 1,700 articles
 *   manifest                      ≤ 20 KB at 1,700 articles
 *   the whole index on disk       no larger than the one JSON file it replaces
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import Fuse from 'fuse.js'
import { loadSite } from '../../build/site/loader'
import { loadConfig } from '../../build/site/config'
import { searchPageOf, type SearchPage } from '../../build/search/search-index'
import { createLocalSearch, type FuseConstructor } from '../../src/search/local-search'
import { normalizeText } from '../../src/shared/normalize-text'
import { generateCorpus } from '../bench/generate-corpus'
import { memoryIndex } from '../unit/helpers/search'
import { FIXTURE_CONFIG, root } from './helpers'

const KB = 1024
const gzip = (s: string) => gzipSync(s).length

/** The queries readers type: words, a character, identifiers, options, typos, several keywords, a phrase, a sentence. */
const SITE_QUERIES = [
  '的',
  '一个',
  '调度器',
  '任务',
  '内存',
  '文件',
  '进程调度算法',
  '全不依 任务更',
  '编译 链接 警告',
  'freertos',
  'xTaskCreate',
  'TaskCreate',
  '-fsanitize',
  '-Wall',
  '0308010C',
  'gcc',
  'c',
  'io',
  '->',
  '#include',
  'freertso',
  'vtaskdelayuntl',
  '"static inline"',
  '这篇文章记录了我在调试中遇到的问题',
  'epoll',
  'keras',
  'make',
  'linux 内核 模块',
]
const CORPUS_QUERIES = [
  '的',
  '过程',
  '过程也随之清晰起来',
  '问题',
  '第 1 篇',
  'gcc',
  'acc',
  'retry12',
  'int',
  'freertos',
  'frertos',
  '笔记 过程',
  '"-O2 -Wall"',
]

/** The gzip bytes of the manifest and of everything the first batch of results fetched. */
async function firstQueryBytes(pages: SearchPage[], queries: string[]) {
  const index = memoryIndex(pages)
  const out: { query: string; bytes: number; results: number }[] = []
  for (const query of queries) {
    const files = index.open()
    index.requests.length = 0
    const batch = await createLocalSearch(files, { Fuse: Fuse as unknown as FuseConstructor }).search(query)
    const fetched = new Set([index.url, ...index.requests])
    let bytes = 0
    for (const url of fetched) bytes += gzip(index.files.get(url)!)
    out.push({ query, bytes, results: batch.groups.length })
  }
  const onDisk = [...index.files.values()].reduce((n, f) => n + Buffer.byteLength(f), 0)
  return { out, index, onDisk }
}

/** The size of the index as it was: one JSON file with every page's text twice. */
function oneFileIndexBytes(pages: SearchPage[]): number {
  const records = pages
    .filter((p) => p.pageType !== '404')
    .sort((a, b) => (a.routePath < b.routePath ? -1 : 1))
    .map((p, id) => ({
      id,
      title: p.title,
      content: p.text,
      toc: p.toc.map((t) => ({ text: t.text, id: t.id, depth: t.depth, charIndex: t.charIndex })),
      routePath: p.routePath,
      domain: '',
      lang: p.lang ?? '',
      version: p.version ?? '',
      normalizedTitle: normalizeText(p.title),
      normalizedHeaders: p.toc.map((t) => normalizeText(t.text)),
      normalizedContent: p.normalizedText,
    }))
  return Buffer.byteLength(JSON.stringify({ version: 1, pages: records }))
}

let site: SearchPage[]
let corpus: SearchPage[]

beforeAll(async () => {
  const config = await loadConfig(root)
  site = [...(await loadSite({ root, config })).pages.values()].map(searchPageOf)
  const content = join(root, '.site-build', `search-budget-${process.pid}`)
  generateCorpus({ count: 1700, baseContent: join(root, 'tests/fixtures/site/content'), outDir: content })
  corpus = [...(await loadSite({ root, config: await loadConfig(root, FIXTURE_CONFIG), contentDir: content })).pages.values()].map(
    searchPageOf,
  )
}, 300_000)

describe('search download budget', () => {
  it('this site: every first query downloads at most 120 KB, and finds what it should', async () => {
    const { out, onDisk } = await firstQueryBytes(site, SITE_QUERIES)
    console.log(out.map((r) => `${(r.bytes / KB).toFixed(1)} KB  ${r.results} pages  ${r.query}`).join('\n'))
    for (const r of out) expect.soft(r.bytes, r.query).toBeLessThanOrEqual(120 * KB)
    expect(out.find((r) => r.query === '调度器')!.results).toBeGreaterThan(1)
    expect(out.find((r) => r.query === 'freertso')!.results).toBeGreaterThan(0)
    expect(onDisk).toBeLessThanOrEqual(oneFileIndexBytes(site))
  })

  it('1,700 articles: every first query at most 150 KB; the manifest at most 20 KB', async () => {
    const { out, index, onDisk } = await firstQueryBytes(corpus, CORPUS_QUERIES)
    console.log(out.map((r) => `${(r.bytes / KB).toFixed(1)} KB  ${r.results} pages  ${r.query}`).join('\n'))
    for (const r of out) expect.soft(r.bytes, r.query).toBeLessThanOrEqual(150 * KB)
    expect(gzip(index.files.get(index.url)!)).toBeLessThanOrEqual(20 * KB)
    expect(Buffer.byteLength(index.files.get(index.url)!)).toBeLessThanOrEqual(20 * KB)
    expect(onDisk).toBeLessThanOrEqual(oneFileIndexBytes(corpus))
  })
})
