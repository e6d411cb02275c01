import type { Diagnostic } from '../diagnostics.ts'
import { fillAssets } from '../markdown/rehype-images.ts'
import type { PageRecord } from './record.ts'
import { metaFolder, overviewOf, parseFolderMeta, type MetaRead, type SideFile } from './overview.ts'
import { resolveSidebars } from './sidebar.ts'
import { sidebarsOfSection, type Sidebars } from '../../src/shared/sidebar.ts'
import type { ResolvedConfig, ResolvedTheme, SiteConfig } from '../../src/shared/site-config.ts'
import { groupOverview } from '../../src/shared/overview.ts'
import { matchRoute, resolveUrl, sectionOf } from '../../src/shared/resolve-url.ts'
import { newestFirst } from '../../src/shared/date.ts'
import { isLocalized, localeStem } from '../../src/shared/locale.ts'
import type { LatestArticle, OverviewGroup, PageData, PageModule, RenderData, RouteSummary } from '../../src/shared/types.ts'

/** Where the site's files are. */
export interface SitePaths {
  /** Project root: messages name files relative to it. */
  root: string
  contentDir: string
  publicDir: string
  /** The config module (build/site/config.ts). */
  configFile: string
}

/** Everything the site is derived from: what the loader read (loader.ts), as it was at one moment. */
export interface SiteInput {
  /** The config, resolved once (build/site/config.ts). */
  config: ResolvedConfig
  paths: SitePaths
  /** The config file's text: config problems are reported at their place in it. */
  configText: string
  /** Every page by route (drafts only where they are shown: the dev server). */
  pages: ReadonlyMap<string, PageRecord>
  /** Pages with `draft: true` that the site leaves out (a build), by route: a link to one is an error (check-links.ts). */
  drafts: ReadonlyMap<string, PageRecord>
  /** Files that claim the address of another file, reported instead of read (route-clashes.ts). */
  clashes: readonly Diagnostic[]
  /** Each folder's `_meta.json`, by the folder relative to content/ ('' for content/ itself). */
  metas: ReadonlyMap<string, SideFile>
  /** The tags file of `articleRules`, when the config has one and the file exists. */
  tags?: SideFile
}

/**
 * The site: its records, and what is derived from several of them, as one pure function of the
 * input (`deriveModel`). A model is made for one state of the pages and never changes; each
 * derived view is worked out when first asked for and kept with the model, so a change of the
 * pages (a new input) starts from nothing, with no cache to clear.
 *
 *   sections            top-level folders that hold pages, per language and version ('' for the root)
 *   summaries(section)  its route list in reading order: the sidebar, Previous/Next
 *   sidebars()          the config sidebars resolved against the pages, and their problems
 *   folderMeta(folder)  a folder's `_meta.json`, parsed and checked (overview.ts)
 *   articles()          the blog's dated articles, newest first: the blog index, the feeds, the home pages
 *   pageData(record)    what the browser gets of a page, with its overview, newest articles and alternates
 *   renderData(url)     what the server entry renders a URL from
 */
export interface SiteModel extends SiteInput {
  /** The theme config with every default filled in, for the default language. */
  theme: ResolvedTheme
  /** The config file's path as messages print it. */
  configPath: string
  /** The section whose dated pages are the blog's articles (config publish.feedSection). */
  blogSection: string
  sections(): string[]
  summaries(section: string): RouteSummary[]
  sidebars(): { sidebars: Sidebars; problems: Diagnostic[] }
  /** The config sidebars a section's pages may show: they travel with its route list. */
  sidebarsOf(section: string): Sidebars
  folderMeta(folder: string): MetaRead | undefined
  articles(): PageRecord[]
  pageAt(url: string): PageRecord | undefined
  pageData(record: PageRecord): PageData
  renderData(url: string, assetUrl: (file: string) => string): RenderData
  /** Whether every markdown page's body is compiled (the dev server compiles them in the background). */
  allCompiled(): boolean
}

/** How many of the newest articles a home page lists. */
const LATEST_ARTICLES = 5

export function deriveModel(input: SiteInput): SiteModel {
  const { config, pages, paths } = input
  const theme = config.themes[config.lang]
  const configPath = paths.configFile.startsWith(paths.root + '/') ? paths.configFile.slice(paths.root.length + 1) : paths.configFile
  const routes = new Set(pages.keys())

  const sections = once(() => [...new Set(['', ...[...pages.values()].map((p) => p.section)])].sort())
  const folderMeta = perKey((folder: string) => {
    const side = input.metas.get(folder)
    return side && parseFolderMeta(side, folder, routes)
  })
  const summaries = perKey((section: string) => sectionSummaries(pages, section, folderMeta, theme.overview.othersGroupText))
  const sidebars = once(() => resolveSidebars({ config, configText: input.configText, configPath, pages }))
  const sidebarsOf = perKey((section: string) => sidebarsOfSection(sidebars().sidebars, section))
  const articles = once(() => [...pages.values()].filter((p) => p.kind === 'article' && p.date).sort(byNewest))
  const overviews = perKey((route: string): OverviewGroup[] => {
    const record = pages.get(route)!
    return overviewOf({
      record,
      routes: summaries(record.section),
      meta: folderMeta(metaFolder(record))?.meta,
      pages,
      config: theme.overview,
    })
  })
  const latest = perKey((route: string): LatestArticle[] => {
    const home = pages.get(route)!
    // A home page lists the newest articles of its own language and version.
    return articles()
      .filter((a) => a.lang === home.lang && a.version === home.version)
      .slice(0, LATEST_ARTICLES)
      .map((a) => ({ title: a.title, link: a.routePath, date: a.date!.iso }))
  })
  const alternates = once(() => (isLocalized(config) ? alternatesOf(pages, config) : new Map<string, PageData['alternates']>()))

  const pageData = (p: PageRecord): PageData => {
    const others = alternates().get(p.routePath)
    return {
      title: p.title,
      routePath: p.routePath,
      kind: p.kind,
      lang: p.lang,
      version: p.version,
      toc: p.body?.toc ?? [],
      frontmatter: p.frontmatter,
      pageType: p.pageType,
      relativePath: p.relativePath,
      ...(others?.length ? { alternates: others } : {}),
      ...(p.lastUpdated ? { lastUpdated: p.lastUpdated } : {}),
      ...(p.kind === 'article' && p.body ? { readingTime: p.body.reading.minutes } : {}),
      ...(p.pageType === 'overview' ? { overview: overviews(p.routePath) } : {}),
      ...(p.pageType === 'home' ? { latest: latest(p.routePath) } : {}),
    }
  }

  return {
    ...input,
    theme,
    configPath,
    blogSection: config.publish?.feedSection ?? 'blog',
    sections,
    summaries,
    sidebars,
    sidebarsOf,
    folderMeta,
    articles,
    pageAt: (url) => matchRoute(pages, resolveUrl(url)),
    pageData,
    renderData(url, assetUrl) {
      const path = resolveUrl(url)
      const record = matchRoute(pages, path)
      const name = sectionOf(path, sections())
      let page: PageModule | null = null
      // A .tsx or .mdx page's component is in the server bundle; its record is data.
      if (record?.format === 'tsx' || record?.format === 'mdx') page = { page: pageData(record) }
      else if (record) page = { page: pageData(record), html: fillAssets(record.body?.html ?? '', record.body?.assets ?? [], assetUrl) }
      return { page, sections: sections(), section: { name, routes: summaries(name), sidebars: sidebarsOf(name) } }
    },
    allCompiled: once(() => [...pages.values()].every((p) => !p.pending)),
  }
}

/**
 * The route list of a section, in reading order: file order, except that blog articles come
 * newest first (after the blog's own index pages), and that the pages of a folder with a
 * `_meta.json` (the gcc book) come in its order, each with its group's title (`group`; the pages
 * it does not name under the overview's "Others" title). The generated sidebar groups by it
 * (src/theme/components/Sidebar/groups.ts), like the folder's overview page.
 */
function sectionSummaries(
  pages: ReadonlyMap<string, PageRecord>,
  section: string,
  folderMeta: (folder: string) => MetaRead | undefined,
  othersText: string,
): RouteSummary[] {
  const dated = (p: PageRecord) => p.kind === 'article' && p.date !== undefined
  const sorted = [...pages.values()]
    .filter((p) => p.section === section)
    .sort((a, b) => {
      if (dated(a) !== dated(b)) return dated(a) ? 1 : -1
      return dated(a) ? byNewest(a, b) : a.relativePath.localeCompare(b.relativePath)
    })
  const groups = metaGroups(sorted, folderMeta, othersText)
  return sorted.map((p) => ({
    path: p.routePath,
    title: p.title,
    pageType: p.pageType,
    filePath: p.relativePath,
    ...(p.frontmatter.date ? { date: p.frontmatter.date } : {}),
    ...(groups.has(p) ? { group: groups.get(p)!.title } : {}),
  }))
}

/**
 * Puts the pages of each folder that has a `_meta.json` in its order, in the places those pages
 * hold in `sorted` (so the rest of the list keeps its order), and names each one's group. The
 * folder's own index page stays where it is, ungrouped.
 */
function metaGroups(
  sorted: PageRecord[],
  folderMeta: (folder: string) => MetaRead | undefined,
  othersText: string,
): Map<PageRecord, { title: string; rank: number }> {
  const folderOf = (p: PageRecord) => p.relativePath.slice(0, p.relativePath.lastIndexOf('/') + 1)
  const groups = new Map<PageRecord, { title: string; rank: number }>()
  const byFolder = new Map<string, number[]>()
  sorted.forEach((p, i) => {
    if (p.routePath.endsWith('/')) return
    const places = byFolder.get(folderOf(p))
    if (places) places.push(i)
    else byFolder.set(folderOf(p), [i])
  })
  for (const [folder, places] of byFolder) {
    const meta = folderMeta(folder.slice(0, -1))?.meta
    if (!meta) continue
    const list = places.map((i) => sorted[i])
    // The overview's grouping (src/shared/overview.ts), so the sidebar and the overview page agree.
    const grouped = groupOverview(
      list.map((p) => ({ path: p.routePath, title: p.title })),
      meta,
      '/' + folder,
      othersText,
    )
    const placed = new Map<string, { title: string; rank: number }>()
    for (const g of grouped) for (const item of g.items) placed.set(item.link, { title: g.title, rank: placed.size })
    for (const p of list) groups.set(p, placed.get(p.routePath)!)
    list.sort((a, b) => groups.get(a)!.rank - groups.get(b)!.rank)
    places.forEach((at, i) => (sorted[at] = list[i]))
  }
  return groups
}

/**
 * Each page's `alternates`: the same page (the same path after the language and version prefix)
 * in the other languages and versions, for the navbar's switchers; by path, so that the order
 * never depends on which file was read first.
 */
function alternatesOf(pages: ReadonlyMap<string, PageRecord>, config: SiteConfig): Map<string, PageData['alternates']> {
  const byStem = new Map<string, PageRecord[]>()
  for (const p of pages.values()) {
    if (p.pageType === '404') continue
    const stem = localeStem(p.routePath, config)
    const list = byStem.get(stem)
    if (list) list.push(p)
    else byStem.set(stem, [p])
  }
  const out = new Map<string, PageData['alternates']>()
  for (const p of pages.values()) {
    const others = (byStem.get(localeStem(p.routePath, config)) ?? []).filter((o) => o !== p)
    out.set(
      p.routePath,
      others.map((o) => ({ lang: o.lang, version: o.version, path: o.routePath })).sort((a, b) => (a.path < b.path ? -1 : 1)),
    )
  }
  return out
}

/** Dated articles newest first; the same date by path, so the order never depends on the input. */
const byNewest = newestFirst(
  (p: PageRecord) => p.date!.time,
  (p) => p.relativePath,
)

/** A value worked out on first use and kept. */
function once<T>(f: () => T): () => T {
  let done = false
  let value: T
  return () => {
    if (!done) {
      value = f()
      done = true
    }
    return value
  }
}

/** A function of one key, worked out once per key. */
function perKey<K, T>(f: (key: K) => T): (key: K) => T {
  const kept = new Map<K, T>()
  return (key) => {
    if (!kept.has(key)) kept.set(key, f(key))
    return kept.get(key)!
  }
}
