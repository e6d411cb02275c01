/**
 * Fetches the index's manifest once per source (URL, language, version) and reports its state:
 * `initial` → `initing` (fetch under way) → `inited`. A new language or version (or URL) starts
 * over. A failed fetch logs FETCH_FAILED_MESSAGE, resolves to null (no results) and returns to
 * `initial`, so the next opening of the dialog tries again. The message is logged once per source:
 * hovering the button, opening the dialog and typing all try again, and the console should not
 * repeat itself for each of them.
 */
import { SEARCH_FORMAT, type SearchManifest } from '../shared/search'
import { openIndexFiles, type IndexFiles } from './index-files'

export const FETCH_FAILED_MESSAGE = 'Failed to fetch search index, please reload the page and try again.'

export type LoaderState = 'initial' | 'initing' | 'inited'

export interface IndexSource {
  url: string
  lang?: string
  version?: string
}

export interface IndexLoaderOptions {
  fetch?: (url: string) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>
  /** Where the failure is reported; console.error by default. */
  log?: (message: string) => void
}

export interface IndexLoader {
  readonly state: LoaderState
  /** Starts fetching (on hover or focus of the search button) without waiting. */
  prefetch(source: IndexSource): void
  /** The index's files, or null when the manifest could not be fetched. */
  load(source: IndexSource): Promise<IndexFiles | null>
}

const keyOf = (s: IndexSource) => JSON.stringify([s.url, s.lang ?? '', s.version ?? ''])

export function createIndexLoader(options: IndexLoaderOptions = {}): IndexLoader {
  const doFetch = options.fetch ?? ((url: string) => globalThis.fetch(url))
  const log = options.log ?? ((m: string) => console.error(m))
  let state: LoaderState = 'initial'
  let key = ''
  let pending: Promise<IndexFiles | null> | undefined
  const reported = new Set<string>()

  const fetchText = async (url: string) => {
    const res = await doFetch(url)
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`)
    return res.text()
  }

  const start = (source: IndexSource): Promise<IndexFiles | null> => {
    const k = keyOf(source)
    if (pending && k === key) return pending
    key = k
    state = 'initing'
    const mine = (async () => {
      try {
        // No index named (a page without the meta tag, the dev server): nothing to fetch.
        if (!source.url) throw new Error('no index URL')
        const manifest = JSON.parse(await fetchText(source.url)) as SearchManifest
        if (manifest?.format !== SEARCH_FORMAT || !Array.isArray(manifest.shards)) throw new Error('not a search index')
        return openIndexFiles(source.url, manifest, fetchText)
      } catch {
        return null
      }
    })()
    pending = mine
    void mine.then((files) => {
      // A newer source may have replaced this one meanwhile; only the current one sets the state.
      if (pending !== mine) return
      if (files) state = 'inited'
      else {
        state = 'initial'
        pending = undefined
        if (!reported.has(k)) log(FETCH_FAILED_MESSAGE)
        reported.add(k)
      }
    })
    return mine
  }

  return {
    get state() {
      return state
    },
    prefetch(source) {
      void start(source)
    },
    load(source) {
      return start(source)
    },
  }
}
