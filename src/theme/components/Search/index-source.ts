/**
 * What the search button (in the first-load entry) and the dialog (loaded on demand) share: the
 * one index loader of the browser session and where the index is. Kept tiny on purpose; the
 * search logic itself (src/search/) is only in the dialog's chunk.
 *
 * Integration point: the build writes the index (build/search/search-index.ts) and the page template
 * names its manifest in `<meta name="site-search-index" content="/assets/search/index-3f2a9c1bZk.json">`. It is
 * read when the reader opens search or hovers the button, never during render.
 */
import { createIndexLoader, type IndexSource } from '../../../search/index-loader'
import { searchIndexKey } from '../../../shared/search'

export const INDEX_META = 'site-search-index'
/** With several languages or versions, every index by `<lang>|<version>` (JSON); the first page's meta, kept across navigations. */
export const INDEXES_META = 'site-search-indexes'

export const indexLoader = createIndexLoader()

export interface SourceProps {
  /** The index's manifest; else the `site-search-index` meta tag of the document. */
  indexUrl?: string
  /** Language and version of the page on screen; else `<html lang>` and ''. */
  lang?: string
  version?: string
}

export function indexSource(p: SourceProps): IndexSource {
  const lang = pageLang(p)
  const version = p.version ?? ''
  const url = p.indexUrl ?? indexOf(lang, version) ?? document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META}"]`)?.content ?? ''
  return { url, lang, version }
}

/** The index of a language and version, when the page names several (its own may be another's after a switch). */
function indexOf(lang: string, version: string): string | undefined {
  const all = document.querySelector<HTMLMetaElement>(`meta[name="${INDEXES_META}"]`)?.content
  if (!all) return undefined
  try {
    return (JSON.parse(all) as Record<string, string>)[searchIndexKey(lang, version)]
  } catch {
    return undefined
  }
}

export function pageLang(p: SourceProps): string {
  return p.lang ?? document.documentElement.lang ?? ''
}
