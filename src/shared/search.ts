/**
 * Search: the index file the build writes and the browser reads, the search config, and the
 * results the dialog shows (and the config's hooks see).
 */
import type { TocItem } from './types'

/** One page in the index file (build/search/index.ts writes these, sorted by `routePath`). */
export interface IndexRecord {
  id: number
  title: string
  /** The page's readable text: no frontmatter, no raw HTML; blocks separated by `\n`. */
  content: string
  toc: TocItem[]
  routePath: string
  /** Origin of the page for a multi-site index; '' for this site. */
  domain: string
  lang: string
  version: string
  /** The same texts through normalizeText() (NFKC, full-width → half-width, lower case). */
  normalizedTitle: string
  normalizedHeaders: string[]
  normalizedContent: string
}

export interface SearchIndexFile {
  version: 1
  pages: IndexRecord[]
}

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
