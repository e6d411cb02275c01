/**
 * One search session: the configured mode (local index or remote API), the reader's hooks and
 * a cache of the last 100 queries (remote answers; a local query's batches). The dialog asks it
 * for results; it never touches the DOM.
 *
 * Hooks run around every search, in both modes:
 *   beforeSearch(query)          may return a replacement query
 *   onSearch(query, groups)      may return more groups, added after the search's own
 *   afterSearch(query, groups)   sees the final groups
 */
import { LruCache } from './cache'
import { FETCH_FAILED_MESSAGE, type IndexLoader, type IndexSource } from './index-loader'
import type { IndexFiles } from './index-files'
import { createLocalSearch, DEFAULT_LIMIT, queryKeywords, type FuseConstructor, type LocalSearch, type SearchBatch } from './local-search'
import { normalizeText } from '../shared/normalize-text'
import { segmentHan } from './tokenize'
import { searchRemote, type RemoteDeps } from './remote'
import type { LocalSearchConfig, SearchConfig, SearchResult } from '../shared/search'

export const CACHE_SIZE = 100

export interface SessionOptions {
  config: SearchConfig
  loader: IndexLoader
  /** The index file of the page on screen (its language and version); read at search time. */
  source: () => IndexSource
  lang?: () => string
  /** Loads fuse.js; called once, when the first local search needs it. */
  loadFuse?: () => Promise<FuseConstructor>
  remote?: RemoteDeps
}

export interface SearchSession {
  /** Starts what a first search needs (the index, fuse.js) without searching. */
  warm(): void
  search(query: string): Promise<SearchResult>
  /** The same query's results with the next pages read (when the last result said `more`). */
  more(query: string): Promise<SearchResult>
}

/** A query's result as cached, and how to read on. */
interface Entry {
  result: SearchResult
  next?: () => Promise<SearchBatch>
}

export function createSearchSession(o: SessionOptions): SearchSession {
  const cache = new LruCache<Entry>(CACHE_SIZE)
  let engine: { files: IndexFiles; search: LocalSearch } | undefined
  let reported = false
  const failed = (query: string): Entry => {
    if (!reported) console.error(FETCH_FAILED_MESSAGE)
    reported = true
    return { result: { query, groups: [], error: FETCH_FAILED_MESSAGE } }
  }
  let fuse: Promise<FuseConstructor | undefined> | undefined
  const loadFuse = () => (fuse ??= o.loadFuse ? o.loadFuse().catch(() => undefined) : Promise.resolve(undefined))

  /**
   * The engine for the current index, made when the loader gives other files: it does for a new
   * URL, language or version (index-loader.ts).
   */
  const ready = async (): Promise<LocalSearch | null> => {
    const source = o.source()
    const [files, Fuse] = await Promise.all([o.loader.load(source), loadFuse()])
    if (!files) return null
    if (engine?.files !== files) {
      cache.clear()
      const limit = (o.config as LocalSearchConfig).limit ?? DEFAULT_LIMIT
      engine = { files, search: createLocalSearch(files, { limit, Fuse, lang: source.lang, version: source.version }) }
    }
    return engine.search
  }

  const fromBatch = (query: string, batch: SearchBatch): Entry => ({
    result: { query, groups: batch.groups, ...(batch.more ? { more: true } : {}) },
    next: batch.more,
  })

  const local = async (query: string): Promise<Entry> => {
    const search = await ready()
    if (!search) return { result: { query, groups: [], error: FETCH_FAILED_MESSAGE } }
    try {
      return fromBatch(query, await search.search(query))
    } catch {
      return failed(query)
    }
  }

  /** The hooks' part of a search: extra groups after the search's own, and afterSearch. */
  const finish = async (input: string, query: string, result: SearchResult): Promise<SearchResult> => {
    const extra = (await o.config.onSearch?.(query, result.groups)) ?? []
    const groups = extra.length ? [...result.groups, ...extra] : result.groups
    await o.config.afterSearch?.(query, groups)
    return { ...result, query: input, groups }
  }

  const keyOf = (query: string) => {
    const key = queryKeywords(normalizeText(query)).join(' ')
    return key && `${JSON.stringify(o.source())}\n${key}`
  }

  return {
    warm() {
      if (o.config.mode === 'remote') return
      // The manifest and fuse.js; the rest of the index comes with the queries that need it.
      void ready()
      // The first use of Intl.Segmenter loads its Chinese dictionary (about 90 ms on a slow
      // phone): done now, while the reader types, not in the first search.
      setTimeout(() => segmentHan('预热分词'), 0)
    },
    async search(input: string): Promise<SearchResult> {
      const query = (await o.config.beforeSearch?.(input)) ?? input
      const cacheKey = keyOf(query)
      if (!cacheKey) return { query: input, groups: [] }
      let entry = o.config.mode === 'remote' ? cache.get(cacheKey) : undefined
      if (!entry) {
        entry =
          o.config.mode === 'remote'
            ? { result: { query, ...(await searchRemote(o.config, query, o.lang?.() ?? '', o.remote)) } }
            : await local(query)
        // A failure is not remembered: the next search tries again. A local result is searched
        // again each time (the files it read are kept, a search over them takes a millisecond or
        // two); it is kept only to read on from.
        if (!entry.result.error) cache.set(cacheKey, entry)
      }
      return finish(input, query, entry.result)
    },
    async more(input: string): Promise<SearchResult> {
      const query = (await o.config.beforeSearch?.(input)) ?? input
      const cacheKey = keyOf(query)
      const entry = cacheKey ? cache.get(cacheKey) : undefined
      if (!entry) return this.search(input)
      if (entry.next) {
        let next: Entry
        try {
          next = fromBatch(query, await entry.next())
        } catch {
          return finish(input, query, failed(query).result)
        }
        entry.result = next.result
        entry.next = next.next
      }
      return finish(input, query, entry.result)
    },
  }
}
