/**
 * Search: the index's files the build writes and the browser reads, the search config, and the
 * results the dialog shows (and the config's hooks see).
 */

/** The index's files (build/search/search-index.ts writes them); this changes when they do. */
export const SEARCH_FORMAT = 2

/** A page has at most this many text blocks: its units (title, headings, blocks) fit 32 bits. */
export const MAX_BLOCKS = 30
export const TITLE_UNIT = 0
export const HEADINGS_UNIT = 1
/** Unit of the page's text block `i`. */
export const blockUnit = (i: number) => i + 2

/** The manifest, named in `<meta name="site-search-index">`; file names are relative to it. */
export interface SearchManifest {
  format: typeof SEARCH_FORMAT
  /** Pages in the index; ids are 0 … pages - 1, in route order. */
  pages: number
  /** Page `id` is in `chunks[Math.floor(id / pagesPerChunk)]`. */
  pagesPerChunk: number
  chunks: string[]
  /** A term's postings are in `shards[shardOf(term, shards.length)]` (search-terms.ts). */
  shards: string[]
  /** Every word and symbol token of the site, sorted, one per line. */
  vocabulary: string
}

/**
 * A shard is text: a line per term, `term<TAB>postings`, the postings being `[page, mask, …]`
 * written by postings.ts; bit `u` of `mask` says the page's unit `u` holds the term.
 */

/** Heading of a page's outline: text, anchor id, depth, offset of its line in the page text. */
export type TocEntry = [text: string, id: string, depth: number, charIndex: number]

/** A page in a chunk file (an array of these). */
export interface PageEntry {
  title: string
  route: string
  toc: TocEntry[]
  lang: string
  version: string
  /** Where each block of the page's text starts in the text. */
  blocks: number[]
}

/** The file of block `index` of page `id`, in the chunk file named `chunk` (`p-<hash>.json`). */
export const blockName = (chunk: string, id: number, index: number) => `t-${chunk.slice(2, -5)}-${id}-${index}.txt`

/** A highlighted part of a suggestion's `statement`, in UTF-16 units. */
export interface HighlightRange {
  start: number
  length: number
}

export type SuggestionType = 'title' | 'header' | 'content'

export interface Suggestion {
  type: SuggestionType
  /** The page, or the heading the match is under (`/blog/2025/a#认证流程`). */
  link: string
  pageTitle: string
  /** The heading of a header suggestion, or the one a content match is under; '' if none. */
  header: string
  /** What is shown: the page title, the heading text, or a snippet of about 100 characters. */
  statement: string
  highlights: HighlightRange[]
  /** True when the page matched by typo tolerance or by words rather than by the exact text. */
  fuzzy: boolean
}

/** Suggestions of one page, in the order shown. */
export interface ResultGroup {
  /** The page's route (local search) or `index:route` (remote search). */
  key: string
  pageTitle: string
  link: string
  /** The remote index the hits came from; absent for local results. */
  index?: string
  items: Suggestion[]
}

export interface SearchResult {
  query: string
  groups: ResultGroup[]
  /** Set when the search could not run (index fetch or remote request failed). */
  error?: string
  /** Local search: more pages may match; the session's `more` reads them. */
  more?: boolean
}

export interface RemoteSearchOptions {
  mode: 'remote'
  apiUrl: string
  searchIndexes: string[]
  /** Hits asked for per index; default 100. */
  limit?: number
  /** Milliseconds before the request is abandoned; default 5000. */
  timeout?: number
}

type MaybePromise<T> = T | Promise<T>

export interface SearchHooks {
  beforeSearch?: (query: string) => MaybePromise<string | void>
  onSearch?: (query: string, groups: ResultGroup[]) => MaybePromise<ResultGroup[] | void>
  afterSearch?: (query: string, groups: ResultGroup[]) => MaybePromise<void>
}

export interface LocalSearchConfig {
  mode?: 'local'
  /** At most this many suggestions; default 100. */
  limit?: number
}

export type SearchConfig = (LocalSearchConfig | RemoteSearchOptions) & SearchHooks

/** The key of a language's and version's index in `<meta name="site-search-indexes">`. */
export function searchIndexKey(lang: string, version: string): string {
  return `${lang}|${version}`
}
