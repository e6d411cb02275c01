import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSearchIndex, SEARCH_DIR, searchPageOf, type SearchPage } from '../../../build/search/search-index'
import type { PageRecord } from '../../../build/site/record'
import { openIndexFiles, type IndexFiles } from '../../../src/search/index-files'
import { normalizeText } from '../../../src/shared/normalize-text'
import type { RemoteSearchOptions, SearchManifest } from '../../../src/shared/search'

/**
 * The search fixture: a small site (content/) and its pages as the search index reads them
 * (pages.json; tests/unit/build/search/search-index.test.ts keeps it current).
 */
export const searchFixture = join(import.meta.dirname, '../fixtures/search')

/** The page records as the search index reads them (searchPageOf), sorted by route. */
export function searchPages(site: { pages: ReadonlyMap<string, PageRecord> }): SearchPage[] {
  return [...site.pages.values()].map(searchPageOf).sort((a, b) => (a.routePath < b.routePath ? -1 : 1))
}

export const fixturePages: SearchPage[] = JSON.parse(readFileSync(join(searchFixture, 'pages.json'), 'utf8'))

/** A page for the index made of a title, one heading (at the start of the text, if given) and a text. */
export function page(route: string, title: string, header: string, text: string, more: Partial<SearchPage> = {}): SearchPage {
  return {
    title,
    routePath: route,
    pageType: 'doc',
    toc: header ? [{ text: header, id: header, depth: 2, charIndex: text.indexOf(header) }] : [],
    text,
    normalizedText: normalizeText(text),
    lang: '',
    version: '',
    ...more,
  } as SearchPage
}

export interface MemoryIndex {
  /** The manifest's URL, as the meta tag names it. */
  url: string
  manifest: SearchManifest
  files: Map<string, string>
  /** A fetch that answers from the built files and records each URL asked for. */
  fetch: (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>
  requests: string[]
  /** The index's files, opened as the browser does. */
  open(): IndexFiles
}

/** Builds the index of `pages` in memory. */
export function memoryIndex(pages: SearchPage[] = fixturePages): MemoryIndex {
  const built = buildSearchIndex({ pages: new Map(pages.map((p) => [p.routePath, p])) })
  const files = new Map(built.files.map((f) => [`/${SEARCH_DIR}/${f.name}`, f.content]))
  const url = `/${SEARCH_DIR}/${built.manifest}`
  const requests: string[] = []
  const fetch = (u: string) => {
    requests.push(u)
    const body = files.get(u)
    return Promise.resolve({ ok: body !== undefined, status: body === undefined ? 404 : 200, text: () => Promise.resolve(body ?? '') })
  }
  const manifest = JSON.parse(files.get(url)!) as SearchManifest
  const fetchText = (u: string) => fetch(u).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
  return { url, manifest, files, fetch, requests, open: () => openIndexFiles(url, manifest, fetchText) }
}

/** Answers of a fake fetch. */
export const ok = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body), text: () => Promise.resolve(JSON.stringify(body)) })
export const status = (code: number) =>
  Promise.resolve({ ok: false, status: code, json: () => Promise.resolve({}), text: () => Promise.resolve('') })

/** A remote search service and an answer of it. */
export const remoteOptions: RemoteSearchOptions = {
  mode: 'remote',
  apiUrl: 'https://search.example/api',
  searchIndexes: ['blog', 'book'],
  limit: 20,
  timeout: 50,
}
export const remoteAnswer = [
  {
    index: 'blog',
    hits: [{ title: 'FreeRTOS 任务', routePath: '/blog/a', header: '创建任务', anchor: '创建任务', content: '用 xTaskCreate 创建任务' }],
  },
  {
    index: 'book',
    hits: [
      { title: 'GCC 技巧', routePath: '/book/x' },
      { title: 'GCC 技巧', routePath: '/book/x', header: 'xTaskCreate 的参数', anchor: 'p' },
    ],
  },
]
