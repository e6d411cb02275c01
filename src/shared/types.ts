/** Types shared by the build (Node) and the app (browser and server render). */
import type { Sidebars } from './sidebar'

export const PAGE_TYPES = ['home', 'doc', 'custom', 'blank', 'overview', '404'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/**
 * What a page is, derived once from its file and frontmatter (build/site/record.ts):
 * `article` a markdown page `<blog section>/<YYYY>/<name>.md`, dated, in the feeds, with reading
 * time; `overview`, `home` and `not-found` by their page type; `page` anything else.
 */
export type PageKind = 'article' | 'overview' | 'home' | 'not-found' | 'page'

export interface TocItem {
  text: string
  id: string
  /** 2..4: `##` to `####`. */
  depth: number
  /** Offset of the heading in the page's plain text; -1 when unknown. */
  charIndex: number
}

export type Frontmatter = Record<string, unknown> & {
  title?: string
  date?: string
  description?: string
  tags?: string[]
  outline?: boolean
  /** A page in the works: the dev server shows it with a badge, the build leaves it out (build/site/loader.ts). */
  draft?: boolean
  pageType?: PageType
  titleSuffix?: string
}

/** What the browser gets of a page: its record's facts and what the site model derives for it (build/site/model.ts pageData). */
export interface PageData {
  title: string
  routePath: string
  kind: PageKind
  lang: string
  version: string
  toc: TocItem[]
  frontmatter: Frontmatter
  pageType: PageType
  /** Path of the source file relative to content/, with forward slashes. */
  relativePath: string
  /** The same page in other languages and versions (the same path after the prefix); absent when none. */
  alternates?: { lang: string; version: string; path: string }[]
  /** ISO timestamp of the last change: from git, else the frontmatter date; absent when neither. */
  lastUpdated?: string
  /** Articles: estimated reading time in minutes, from the page's readable text (build/markdown/rehype-page-text.ts). */
  readingTime?: number
  /** Overview pages: the pages they list, grouped, worked out at build time (build/site/overview.ts). */
  overview?: OverviewGroup[]
  /** The home page: the blog's newest articles, newest first, worked out at build time (build/site/model.ts). */
  latest?: LatestArticle[]
}

/** One of the newest articles the home page lists under its features. */
export interface LatestArticle {
  title: string
  link: string
  /** The frontmatter date, an ISO timestamp. */
  date: string
}

export interface OverviewHeader {
  text: string
  id: string
}
export interface OverviewItem {
  title: string
  link: string
  headers: OverviewHeader[]
  /** The page's frontmatter description. */
  description?: string
}
export interface OverviewGroup {
  title: string
  items: OverviewItem[]
}

/** What a section chunk tells the browser about each of its pages (kept small: it ships once). */
export interface RouteSummary {
  path: string
  title: string
  pageType: PageType
  /** Source path relative to content/, e.g. `blog/2025/a.md`. */
  filePath: string
  date?: string
  /** In a folder with a `_meta.json`: the title of the page's group there (build/site/model.ts summaries). */
  group?: string
}

/**
 * A loaded page: markdown pages give their record and their body (`html`, loaded through
 * `loadContent` or taken from the prerendered DOM), `.tsx` pages a component.
 */
export interface PageModule {
  page?: PageData
  loadContent?: () => Promise<{ default: string }>
  html?: string
  default?: (props: Record<string, never>) => unknown
}

/** What the server entry returns for one URL (src/app/entry-server.tsx). */
export interface RenderResult {
  appHtml: string
  head: string
  status: 200 | 404
  /** The page's source file relative to content/, when there is a page. */
  filePath?: string
  /** The page's language (`<html lang>`) and version; the defaults on the not-found page. */
  lang: string
  version: string
}

/**
 * What the server entry is handed for one URL: everything the render reads (build/site/model.ts
 * `renderData`). The dev server and the prerenderer make it from the site model.
 */
export interface RenderData {
  /** The page at the URL: its record and, for markdown, its body with asset URLs in place; null when there is none. */
  page: PageModule | null
  /** Every section's name (the first path segment of its routes). */
  sections: string[]
  /** The section the URL falls in, with its route list and its config sidebars (sidebar, prev/next). */
  section: { name: string; routes: RouteSummary[]; sidebars: Sidebars }
}

/** What the server entry exports (src/app/entry-server.tsx). */
export interface ServerEntry {
  render: (url: string, data: RenderData) => Promise<RenderResult>
}
