/**
 * One search session: the configured mode (local index or remote API), the reader's hooks and
 * a cache of the last 100 queries. The dialog asks it for results; it never touches the DOM.
 *
 * Hooks run around every search, in both modes:
 *   beforeSearch(query)          may return a replacement query
 *   onSearch(query, groups)      may return more groups, added after the search's own
 *   afterSearch(query, groups)   sees the final groups
 */
import { LruCache } from './cache'
import { FETCH_FAILED_MESSAGE, type IndexLoader, type IndexSource } from './index-loader'
import { createLocalSearch, DEFAULT_LIMIT, type FuseConstructor, type LocalSearch } from './local-search'
import { keywordsOf, normalizeText } from '../shared/normalize-text'
import { searchRemote, type RemoteDeps } from './remote'
import type { IndexRecord, LocalSearchConfig, SearchConfig, SearchResult } from '../shared/search'

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
}

export function createSearchSession(o: SessionOptions): SearchSession {
  const cache = new LruCache<SearchResult>(CACHE_SIZE)
  let engine: { records: IndexRecord[]; search: LocalSearch } | undefined
  let fuse: Promise<FuseConstructor | undefined> | undefined
  const loadFuse = () => (fuse ??= o.loadFuse ? o.loadFuse().catch(() => undefined) : Promise.resolve(undefined))

  /** The engine for the current index, made when the index (or its language/version) changes. */
  const ready = async (): Promise<LocalSearch | null> => {
    const [records, Fuse] = await Promise.all([o.loader.load(o.source()), loadFuse()])
    if (!records) return null
    if (engine?.records !== records) {
      cache.clear()
      engine = { records, search: createLocalSearch(records, { limit: (o.config as LocalSearchConfig).limit ?? DEFAULT_LIMIT, Fuse }) }
    }
    return engine.search
  }

  const local = async (query: string): Promise<SearchResult> => {
    const search = await ready()
    if (!search) return { query, groups: [], error: FETCH_FAILED_MESSAGE }
    return { query, groups: search.search(query) }
  }

  return {
    warm() {
      if (o.config.mode === 'remote') return
      // The typo vocabulary is built in a task of its own once the index is in, so that the
      // first search of a name with a typo does not pay for it.
      void ready().then((search) => search && setTimeout(() => search.prepare(), 0))
    },
    async search(input: string): Promise<SearchResult> {
      const query = (await o.config.beforeSearch?.(input)) ?? input
      const key = keywordsOf(normalizeText(query)).join(' ')
      if (!key) return { query: input, groups: [] }
      const cacheKey = `${JSON.stringify(o.source())}\n${key}`
      let result = cache.get(cacheKey)
      if (!result) {
        result =
          o.config.mode === 'remote' ? { query, ...(await searchRemote(o.config, query, o.lang?.() ?? '', o.remote)) } : await local(query)
        // A failure is not remembered: the next search tries again.
        if (!result.error) cache.set(cacheKey, result)
      }
      const extra = (await o.config.onSearch?.(query, result.groups)) ?? []
      const groups = extra.length ? [...result.groups, ...extra] : result.groups
      await o.config.afterSearch?.(query, groups)
      return { ...result, query: input, groups }
    },
  }
}
