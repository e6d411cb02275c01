import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { VFile } from 'vfile'
import { fromVFileMessage, sortDiagnostics, type Diagnostic } from '../diagnostics.ts'
import { markdownFrontmatter, parseFrontmatter, tsxFrontmatter, type FrontmatterPlaces } from '../markdown/frontmatter.ts'
import type { ReadingTime } from '../markdown/reading-time.ts'
import type { MarkdownBlocks, MarkdownCompiler, ProgramBlock } from '../markdown/pipeline.ts'
import type { LinkRef } from '../markdown/rehype-links.ts'
import { createCompilePool, type CompilePool } from './compile-pool.ts'
import { openCompileCache, type CompileCache } from './compile-cache.ts'
import { readMarkdown, type MarkdownPage, type ReadInput } from './read-markdown.ts'
import { isPageFile, routeOfFile } from './route-path.ts'
import { clashDiagnostic, routeClashes } from './route-clashes.ts'
import { checkLinks } from './check-links.ts'
import { decodeSource, encodingDiagnostic, type BadByte } from './decode-source.ts'
import { checkOverviews, overviewOf, readFolderMeta, type MetaRead } from './overview.ts'
import { resolveSidebars } from './sidebar.ts'
import { sidebarsOfSection, type Sidebars } from '../../src/shared/sidebar.ts'
import { resolveThemeConfig } from '../../src/shared/site-config.ts'
import { groupOverview } from '../../src/shared/overview.ts'
import { lintArticles } from '../lint/articles.ts'
import { lintBooks } from '../lint/book.ts'
import { lintTrueToDate } from '../lint/true-to-date.ts'
import { fillContributors } from './contributors.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'
import type { LoadedConfig } from './config.ts'
import { readGitHistory, type FileHistory } from './git-history.ts'
import type {
  Frontmatter,
  LatestArticle,
  PageData,
  PageKind,
  PageModule,
  PageType,
  RenderData,
  RouteSummary,
} from '../../src/shared/types.ts'
import { matchRoute, resolveUrl, sectionOf } from '../../src/shared/resolve-url.ts'
import { fillAssets } from '../markdown/rehype-images.ts'
import { newestFirst, parsePageDate, type PageDate } from '../../src/shared/date.ts'
import { isLocalized, localeOf, localeStem } from '../../src/shared/locale.ts'
import { checkLocaleFolders } from './locale-folders.ts'

/** A page as the build knows it: the shared record plus what only the build needs. */
export interface PageRecord extends PageData {
  format: 'md' | 'mdx' | 'tsx'
  /** False for a markdown page read lazily (frontmatter only, SiteOptions.lazy) until it is compiled. */
  compiled: boolean
  /** Absolute path of the source file. */
  filePath: string
  /** Path relative to the project root, e.g. `content/blog/2025/a.md`. */
  projectPath: string
  section: string
  /** The frontmatter date, parsed once; absent when there is none or it is unreadable. */
  date?: PageDate
  /** Articles: the year their folder names (`blog/2017/…` → 2017). */
  folderYear?: number
  /** Where each frontmatter value starts (build/markdown/frontmatter.ts). */
  frontmatterPlaces: FrontmatterPlaces
  /** Line where the body starts, after the frontmatter. */
  bodyLine: number
  /** What a reader reads: Han characters and words of the prose, lines of code. */
  reading?: ReadingTime
  /** Code blocks marked `program` (build/lint/programs.ts compiles them). */
  programs: ProgramBlock[]
  /** Where the headings and code blocks are (build/lint/book.ts). */
  blocks: MarkdownBlocks
  source: string
  html: string
  /** `.mdx`: the compiled module of the body, whose default export is its component (pipeline.ts). */
  code: string
  text: string
  /** `text` normalized for search, in the compile (and so in its cache). */
  normalizedText: string
  anchors: string[]
  links: LinkRef[]
  assets: string[]
  diagnostics: Diagnostic[]
}

export interface SiteOptions {
  /** Project root: content/ and public/ live here unless given. */
  root: string
  /** The site config and its file (build/site/config.ts loadConfig). */
  config: LoadedConfig
  contentDir?: string
  publicDir?: string
  /** Where compiled pages are kept between runs, in its pages/ folder (compile-cache.ts); none: every page is compiled. */
  cacheDir?: string
  /**
   * The dev server's start: read each page's frontmatter only (what routes, the sidebar and the
   * blog index need), and compile the bodies on a background pass (`complete`, begun by
   * beginBackground()) or when a page is asked for (addFile), whichever comes first.
   */
  lazy?: boolean
}

/**
 * The site's pages, built once per build (or dev session) and passed to whoever needs them:
 * the Vite plugin, the prerenderer, search, feeds. Nothing else walks content/.
 */
export class Site {
  readonly root: string
  readonly contentDir: string
  readonly publicDir: string
  readonly config: SiteConfig
  /** The config module, which the client bundle imports as `virtual:site/config`. */
  readonly configFile: string
  readonly pages = new Map<string, PageRecord>()
  /** Git dates and authors by project-relative path (see git-history.ts). */
  private history = new Map<string, FileHistory>()
  /** Compiled pages kept between runs, when the caller gives a cacheDir. */
  readonly cache?: CompileCache
  /** In-process compiler for single files, made on first use. */
  private compiler?: Promise<MarkdownCompiler>
  /** A lazy load's worker: it compiles the pages asked for, and the rest in the background. */
  private pool?: CompilePool
  /** Files that claim the address of another file (see route-clashes.ts); found when loading. */
  private clashes: Diagnostic[] = []
  /** Resolves when every page is compiled: at once, or after the background pass of a lazy load. */
  complete: Promise<void> = Promise.resolve()
  /** Begins a lazy load's background pass. */
  private begin = () => {}
  /** The latest read of each route: an older read that finishes later does not overwrite it. */
  private reads = new Map<string, number>()
  /** The newest read of each route, for a caller whose read another one overtook. */
  private newest = new Map<string, Promise<PageRecord | undefined>>()
  /** What is derived from all pages, kept until the next change (see changed()). */
  private derived: {
    problems?: Diagnostic[]
    byFile?: Map<string, Diagnostic[]>
    sections?: string[]
    summaries: Map<string, RouteSummary[]>
    sidebars?: ReturnType<typeof resolveSidebars>
    sectionSidebars: Map<string, Sidebars>
    metas: Map<string, MetaRead | undefined>
  } = { summaries: new Map(), sectionSidebars: new Map(), metas: new Map() }

  private constructor(options: SiteOptions) {
    this.root = options.root
    this.contentDir = options.contentDir ?? join(options.root, 'content')
    this.publicDir = options.publicDir ?? join(options.root, 'public')
    this.config = options.config.config
    this.configFile = options.config.file
    if (options.cacheDir) {
      this.cache = openCompileCache({
        dir: join(options.cacheDir, 'pages'),
        root: this.root,
        config: this.config,
        publicDir: this.publicDir,
      })
    }
  }

  /** Reads every page; markdown is compiled on a worker pool (see compile-pool.ts). */
  static async load(options: SiteOptions): Promise<Site> {
    const site = new Site(options)
    // A lazy load's one worker, started first: it loads the markdown pipeline and its highlighter
    // while this thread reads the frontmatter and the dev server starts Vite, so the pipeline
    // never loads here. The other core answers the author's requests.
    if (options.lazy) site.pool = createCompilePool({ publicDir: site.publicDir, base: site.config.base, size: 1 })
    const history = readGitHistory(site.root, site.contentDir)
    if (history.warning) console.warn(history.warning)
    site.history = history.files
    const files = [...walk(site.contentDir)]
    const clashes = routeClashes(files)
    site.clashes = clashes.map((c) => clashDiagnostic(c, (rel) => relative(site.root, join(site.contentDir, rel)).split(sep).join('/')))
    // A file whose address is taken is reported, not read: it would replace the other's record.
    const taken = new Set(clashes.map((c) => c.file))
    const pages = files.filter((rel) => !taken.has(rel)).map((rel) => join(site.contentDir, rel))
    if (options.lazy) {
      await Promise.all(pages.map((file) => site.addFile(file, { lazy: true, refresh: false })))
      site.refresh()
      const begun = new Promise<void>((resolve) => (site.begin = resolve))
      site.complete = begun.then(() => site.compileInBackground(pages)).then(() => site.refresh())
      return site
    }
    await site.compileAll(pages)
    site.refresh()
    return site
  }

  /**
   * Compiles the pages not compiled yet on a worker pool (compile-pool.ts). The workers start
   * when a page needs compiling: with a warm cache, none may.
   */
  private async compileAll(files: string[]): Promise<void> {
    let pool: CompilePool | undefined
    const compile = (input: ReadInput) => (pool ??= createCompilePool({ publicDir: this.publicDir, base: this.config.base })).read(input)
    try {
      await Promise.all(files.map((file) => this.addFile(file, { read: (i) => this.compile(i, compile), refresh: false })))
    } finally {
      await pool?.close()
    }
  }

  /**
   * A lazy load's background pass: one page at a time, so that a page asked for (readHere) waits
   * for one page's compile at most, and yielding between pages, so that requests are answered
   * while it reads through a warm cache.
   */
  private async compileInBackground(files: string[]): Promise<void> {
    const pool = this.pool!
    for (const file of files) {
      await this.addFile(file, { read: (i) => this.compile(i, (j) => pool.read(j)), refresh: false })
      await new Promise(setImmediate)
    }
  }

  /**
   * Begins a lazy load's background pass. The dev server waits until it can answer its first
   * request: on two cores, a compile beside Vite's start and the SSR entry's import slows both.
   */
  beginBackground(): void {
    this.begin()
  }

  /** Stops a lazy load's worker. */
  async close(): Promise<void> {
    await this.pool?.close()
  }

  /** Top-level folders that hold pages, plus '' for pages at the root. */
  get sections(): string[] {
    this.derived.sections ??= [...new Set(['', ...[...this.pages.values()].map((p) => p.section)])].sort()
    return this.derived.sections
  }

  /** A page was added, changed or removed: what is derived from all pages is worked out again when asked. */
  private changed(): void {
    this.derived = { summaries: new Map(), sectionSidebars: new Map(), metas: new Map() }
  }

  /** The record a URL names (src/shared/resolve-url.ts), or undefined. */
  pageAt(url: string): PageRecord | undefined {
    return matchRoute(this.pages, resolveUrl(url))
  }

  /**
   * What the server entry renders a URL from (src/app/entry-server.tsx): the page's record, a
   * markdown page's body with the URL of each file it uses from `assetUrl`, and its section's
   * route list. The dev server and the prerenderer both call this.
   */
  renderData(url: string, assetUrl: (file: string) => string): RenderData {
    const path = resolveUrl(url)
    const record = matchRoute(this.pages, path)
    const name = sectionOf(path, this.sections)
    let page: PageModule | null = null
    // A .tsx or .mdx page's component is in the server bundle; its record is data.
    if (record?.format === 'tsx' || record?.format === 'mdx') page = { page: this.pageData(record) }
    else if (record) page = { page: this.pageData(record), html: fillAssets(record.html, record.assets, (file) => assetUrl(file)) }
    return { page, sections: this.sections, section: { name, routes: this.summaries(name), sidebars: this.sidebarsOf(name) } }
  }

  isPage(filePath: string): boolean {
    const rel = relative(this.contentDir, filePath).split(sep).join('/')
    return !rel.startsWith('..') && isPageFile(rel)
  }

  pageByFile(filePath: string): PageRecord | undefined {
    const rel = relative(this.contentDir, filePath).split(sep).join('/')
    return this.pages.get(routeOfFile(rel))
  }

  /** (Re)reads one page from disk. Returns the record, or undefined when the file is gone. */
  async addFile(
    filePath: string,
    options: {
      read?: (input: ReadInput) => Promise<MarkdownPage>
      source?: string
      /** Read the frontmatter only (SiteOptions.lazy). */
      lazy?: boolean
      /** false: leave what depends on other pages to the caller's refresh() (a batch of files). */
      refresh?: boolean
    } = {},
  ): Promise<PageRecord | undefined> {
    const { read = (i: ReadInput) => this.readHere(i) } = options
    const rel = relative(this.contentDir, filePath).split(sep).join('/')
    const routePath = routeOfFile(rel)
    // The dev server passes the text Vite read (plugin.ts); otherwise the bytes are checked here.
    const text = options.source !== undefined ? (existsSync(filePath) ? { text: options.source } : undefined) : readSource(filePath)
    if (!text) {
      if (this.pages.delete(routePath)) this.changed()
      return undefined
    }
    const { text: source, invalid } = text
    const old = this.pages.get(routePath)
    if (old && old.source === source && (old.compiled || options.lazy)) return old
    const ticket = (this.reads.get(routePath) ?? 0) + 1
    this.reads.set(routePath, ticket)
    const done = (async (): Promise<PageRecord | undefined> => {
      const record = invalid
        ? this.notUtf8(filePath, rel, source, invalid)
        : rel.endsWith('.tsx')
          ? this.readTsx(filePath, rel, source)
          : options.lazy
            ? await this.readFrontmatter(filePath, rel, source, read)
            : await this.readMarkdown(filePath, rel, source, read)
      // Two quick saves, or a request and the background pass at once: a read that another
      // overtook gives that one's record (a request must not get the frontmatter-only record).
      if (this.reads.get(routePath) !== ticket) return this.newest.get(routePath)
      this.pages.set(routePath, Object.freeze(record))
      if (options.refresh !== false) this.refresh()
      else this.changed()
      return this.pages.get(routePath)
    })()
    this.newest.set(routePath, done)
    return done
  }

  removeFile(filePath: string): void {
    const rel = relative(this.contentDir, filePath).split(sep).join('/')
    this.pages.delete(routeOfFile(rel))
    this.refresh()
  }

  /** The section whose dated pages are the blog's articles (config publish.feedSection). */
  get blogSection(): string {
    return this.config.publish?.feedSection ?? 'blog'
  }

  /**
   * Derives what a record takes from other pages and files: the groups of each overview page
   * (its folder's pages, their headings, the folder's _meta.json). Runs after every change, and
   * when a file beside the pages changes (_meta.json, the tags file).
   */
  refresh(): void {
    this.changed()
    let articles: PageRecord[] | undefined
    for (const p of this.pages.values()) {
      if (p.pageType === 'overview') this.pages.set(p.routePath, Object.freeze({ ...p, overview: overviewOf(this, p) }))
      if (p.pageType === 'home') {
        // A home page lists the newest articles of its own language and version (sorted once for every home).
        const latest: LatestArticle[] = (articles ??= this.articles())
          .filter((a) => a.lang === p.lang && a.version === p.version)
          .slice(0, LATEST_ARTICLES)
          .map((a) => ({ title: a.title, link: a.routePath, date: a.date!.iso }))
        this.pages.set(p.routePath, Object.freeze({ ...p, latest }))
      }
    }
    if (isLocalized(this.config)) this.linkAlternates()
  }

  /**
   * Each page's `alternates`: the same page (the same path after the language and version
   * prefix) in the other languages and versions, for the navbar's switchers.
   */
  private linkAlternates(): void {
    const byStem = new Map<string, PageRecord[]>()
    for (const p of this.pages.values()) {
      if (p.pageType === '404') continue
      const stem = localeStem(p.routePath, this.config)
      const list = byStem.get(stem)
      if (list) list.push(p)
      else byStem.set(stem, [p])
    }
    for (const p of this.pages.values()) {
      const others = (byStem.get(localeStem(p.routePath, this.config)) ?? []).filter((o) => o !== p)
      // By path, so that the order never depends on which file was read first.
      const alternates = others
        .map((o) => ({ lang: o.lang, version: o.version, path: o.routePath }))
        .sort((a, b) => (a.path < b.path ? -1 : 1))
      const same = JSON.stringify(alternates) === JSON.stringify(p.alternates ?? [])
      if (!same) this.pages.set(p.routePath, Object.freeze({ ...p, ...(alternates.length ? { alternates } : { alternates: undefined }) }))
    }
  }

  /** What the browser gets of a page: its record without the build's own fields. */
  pageData(p: PageRecord): PageData {
    return {
      title: p.title,
      routePath: p.routePath,
      kind: p.kind,
      lang: p.lang,
      version: p.version,
      toc: p.toc,
      frontmatter: p.frontmatter,
      pageType: p.pageType,
      relativePath: p.relativePath,
      ...(p.alternates?.length ? { alternates: p.alternates } : {}),
      ...(p.lastUpdated ? { lastUpdated: p.lastUpdated } : {}),
      contributors: p.contributors ?? [],
      ...(p.readingTime !== undefined ? { readingTime: p.readingTime } : {}),
      ...(p.overview ? { overview: p.overview } : {}),
      ...(p.latest ? { latest: p.latest } : {}),
    }
  }

  /**
   * Looks at a folder again: page files on disk without a record are read, records whose file is
   * gone are dropped. Files with a record are left to the watcher's change events (reading them
   * here would race the dev server's in-place update). Returns whether anything changed.
   */
  async rescan(dir: string): Promise<boolean> {
    const prefix = relative(this.contentDir, dir).split(sep).join('/')
    if (prefix.startsWith('..') || prefix.split('/').some((s) => s.startsWith('_') || s.startsWith('.'))) return false
    if (!existsSync(dir)) return false
    let changed = false
    for (const rel of walk(this.contentDir, prefix)) {
      const file = join(this.contentDir, rel)
      if (this.pageByFile(file)?.filePath === file) continue
      if (await this.addFile(file)) changed = true
    }
    const inside = prefix ? prefix + '/' : ''
    for (const p of this.pages.values()) {
      if (p.relativePath.startsWith(inside) && !existsSync(p.filePath)) {
        this.removeFile(p.filePath)
        changed = true
      }
    }
    return changed
  }

  /** Every problem of every page, link problems included, sorted by file and line. */
  diagnostics(): Diagnostic[] {
    // Links, overviews and the article rules need every page compiled (a lazy load's background pass).
    const whole = () => [
      ...checkLinks(this),
      ...checkOverviews(this),
      ...this.sidebars().problems,
      ...lintArticles(this),
      ...lintBooks(this),
      ...lintTrueToDate(this.pages.values(), this.config),
    ]
    this.derived.problems ??= sortDiagnostics([
      ...[...this.pages.values()].flatMap((p) => p.diagnostics),
      ...this.clashes,
      ...(this.allCompiled() ? whole() : []),
      ...checkLocaleFolders(this),
    ])
    return this.derived.problems
  }

  /** Whether every page is compiled (see SiteOptions.lazy). */
  allCompiled(): boolean {
    for (const p of this.pages.values()) if (!p.compiled) return false
    return true
  }

  /** The problems of one file (its project path), from diagnostics(). */
  diagnosticsOf(projectPath: string): Diagnostic[] {
    if (!this.derived.byFile) {
      const byFile = new Map<string, Diagnostic[]>()
      for (const d of this.diagnostics()) {
        const list = byFile.get(d.file)
        if (list) list.push(d)
        else byFile.set(d.file, [d])
      }
      this.derived.byFile = byFile
    }
    return this.derived.byFile.get(projectPath) ?? []
  }

  /** The blog's articles with a readable date, newest first: the blog index, the feeds. */
  articles(): PageRecord[] {
    return [...this.pages.values()].filter((p) => p.kind === 'article' && p.date).sort(byNewest)
  }

  /**
   * The route list of a section, in reading order: file order, except that blog articles come
   * newest first (after the blog's own index pages), and that the pages of a folder with a
   * `_meta.json` (the gcc book) come in its order, each with its group's title (`group`; the
   * pages it does not name under the overview's "Others" title). The generated sidebar groups
   * by it (src/theme/components/Sidebar/groups.ts), like the folder's overview page.
   */
  summaries(section: string): RouteSummary[] {
    const dated = (p: PageRecord) => p.kind === 'article' && p.date !== undefined
    const cached = this.derived.summaries.get(section)
    if (cached) return cached
    const sorted = [...this.pages.values()]
      .filter((p) => p.section === section)
      .sort((a, b) => {
        if (dated(a) !== dated(b)) return dated(a) ? 1 : -1
        return dated(a) ? byNewest(a, b) : a.relativePath.localeCompare(b.relativePath)
      })
    const groups = this.metaGroups(sorted)
    const list = sorted.map((p) => ({
      path: p.routePath,
      title: p.title,
      pageType: p.pageType,
      filePath: p.relativePath,
      ...(p.frontmatter.date ? { date: p.frontmatter.date } : {}),
      ...(groups.has(p) ? { group: groups.get(p)!.title } : {}),
    }))
    this.derived.summaries.set(section, list)
    return list
  }

  /**
   * Puts the pages of each folder that has a `_meta.json` in its order, in the places those
   * pages hold in `sorted` (so the rest of the list keeps its order), and names each one's group.
   * The folder's own index page stays where it is, ungrouped.
   */
  private metaGroups(sorted: PageRecord[]): Map<PageRecord, { title: string; rank: number }> {
    const folderOf = (p: PageRecord) => p.relativePath.slice(0, p.relativePath.lastIndexOf('/') + 1)
    const groups = new Map<PageRecord, { title: string; rank: number }>()
    const byFolder = new Map<string, number[]>()
    sorted.forEach((p, i) => {
      if (p.routePath.endsWith('/')) return
      const places = byFolder.get(folderOf(p))
      if (places) places.push(i)
      else byFolder.set(folderOf(p), [i])
    })
    const othersText = resolveThemeConfig(this.config.themeConfig).overview.othersGroupText
    for (const [folder, places] of byFolder) {
      const meta = this.folderMeta(folder.slice(0, -1))?.meta
      if (!meta) continue
      const pages = places.map((i) => sorted[i])
      // The overview's grouping (src/shared/overview.ts), so the sidebar and the overview page agree.
      const grouped = groupOverview(
        pages.map((p) => ({ path: p.routePath, title: p.title })),
        meta,
        '/' + folder,
        othersText,
      )
      const placed = new Map<string, { title: string; rank: number }>()
      for (const g of grouped) for (const item of g.items) placed.set(item.link, { title: g.title, rank: placed.size })
      for (const p of pages) groups.set(p, placed.get(p.routePath)!)
      pages.sort((a, b) => groups.get(a)!.rank - groups.get(b)!.rank)
      places.forEach((at, i) => (sorted[at] = pages[i]))
    }
    return groups
  }

  /**
   * A folder's `_meta.json`, read once while the pages stay as they are (overview.ts): its
   * overview page, its generated sidebar and the check of its names all read this one.
   */
  folderMeta(folder: string): MetaRead | undefined {
    if (!this.derived.metas.has(folder)) this.derived.metas.set(folder, readFolderMeta(this, folder))
    return this.derived.metas.get(folder)
  }

  /** The config sidebars with their `file` entries resolved, and the problems found (build/site/sidebar.ts). */
  sidebars(): ReturnType<typeof resolveSidebars> {
    this.derived.sidebars ??= resolveSidebars(this)
    return this.derived.sidebars
  }

  /** The config sidebars a section's pages may show: they travel with its route list. */
  sidebarsOf(section: string): Sidebars {
    let own = this.derived.sectionSidebars.get(section)
    if (!own) {
      own = sidebarsOfSection(this.sidebars().sidebars, section)
      this.derived.sectionSidebars.set(section, own)
    }
    return own
  }

  /** A single page: on a lazy load's worker (behind one page of the background pass at most), else in this process. */
  private async readHere(input: ReadInput): Promise<MarkdownPage> {
    const pool = this.pool
    if (pool) return this.compile(input, (i) => pool.read(i))
    return this.compile(input, async (i) => readMarkdown(await this.inProcessCompiler(), i))
  }

  /** The compiler for single pages in this process, made on first use. */
  private inProcessCompiler(): Promise<MarkdownCompiler> {
    this.compiler ??= (async () => {
      const [{ createHighlighter }, { createMarkdownCompiler }, { THEMES }] = await Promise.all([
        import('shiki'),
        import('../markdown/pipeline.ts'),
        import('../markdown/rehype-code.ts'),
      ])
      const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: [] })
      return createMarkdownCompiler({ highlighter, publicDir: this.publicDir, base: this.config.base })
    })()
    return this.compiler
  }

  /** A page compiled by `compile`, or taken from the compile cache when it has it. */
  private compile(input: ReadInput, compile: (input: ReadInput) => Promise<MarkdownPage>): Promise<MarkdownPage> {
    return this.cache ? this.cache.read(input, compile) : compile(input)
  }

  private async readMarkdown(
    filePath: string,
    rel: string,
    source: string,
    read: (input: ReadInput) => Promise<MarkdownPage>,
  ): Promise<PageRecord> {
    const projectPath = relative(this.root, filePath).split(sep).join('/')
    const out = await read({ filePath, relativePath: rel, projectPath, source })
    const record = this.record(filePath, rel, source, out.frontmatter, out.h1)
    return {
      ...record,
      ...(record.kind === 'article' ? { readingTime: out.reading.minutes } : {}),
      reading: out.reading,
      frontmatterPlaces: out.frontmatterPlaces,
      bodyLine: out.bodyLine,
      programs: out.programs,
      blocks: out.blocks,
      toc: out.toc,
      code: out.code ?? '',
      html: fillContributors(out.html, record.contributors?.length ? record.contributors : [this.config.author ?? this.config.title]),
      text: out.text,
      normalizedText: out.normalizedText,
      anchors: out.anchors,
      links: out.links,
      assets: out.assets,
      diagnostics: out.diagnostics,
    }
  }

  /**
   * A markdown page as far as its frontmatter tells: route, title, date, page type. Its body is
   * compiled later; a page whose title may come from its `#` heading is compiled now.
   */
  private async readFrontmatter(
    filePath: string,
    rel: string,
    source: string,
    read: (input: ReadInput) => Promise<MarkdownPage>,
  ): Promise<PageRecord> {
    const block = markdownFrontmatter(source)
    const frontmatter = block ? parseFrontmatter(block.yaml, new VFile({ path: filePath, value: source }), block.startLine) : {}
    if (typeof frontmatter.title !== 'string' && mayHaveH1(source.slice(block?.end ?? 0)))
      return this.readMarkdown(filePath, rel, source, read)
    return { ...this.record(filePath, rel, source, frontmatter), compiled: false }
  }

  private readTsx(filePath: string, rel: string, source: string): PageRecord {
    const file = new VFile({ path: filePath, value: source })
    const block = tsxFrontmatter(source)
    const frontmatter = block ? parseFrontmatter(block.yaml, file, block.startLine) : {}
    const record = this.record(filePath, rel, source, { pageType: 'custom', ...frontmatter })
    return { ...record, diagnostics: file.messages.map((m) => fromVFileMessage(record.projectPath, m)) }
  }

  /**
   * A file that is not UTF-8 keeps its place in the site, so links to it do not fail as well,
   * but is not compiled: its text would be the replacement characters of the bad bytes.
   */
  private notUtf8(filePath: string, rel: string, source: string, at: BadByte): PageRecord {
    const record = this.record(filePath, rel, source, {})
    return { ...record, diagnostics: [encodingDiagnostic(record.projectPath, at)] }
  }

  /** `blog/2017/x.md` → 2017 when blog is the blog section. */
  private articleYear(rel: string): number | undefined {
    const m = /^([^/]+)\/(\d{4})\/[^/]+\.mdx?$/.exec(rel)
    return m && m[1] === this.blogSection && !/\/index\.mdx?$/.test(rel) ? Number(m[2]) : undefined
  }

  private record(filePath: string, rel: string, source: string, frontmatter: Frontmatter, h1?: string): PageRecord {
    const routePath = routeOfFile(rel)
    const fileName = rel
      .split('/')
      .pop()!
      .replace(/\.(md|mdx|tsx)$/, '')
    const projectPath = relative(this.root, filePath).split(sep).join('/')
    const git = this.history.get(relative(this.root, filePath))
    const pageType = (frontmatter.pageType ?? 'doc') as PageType
    const date = typeof frontmatter.date === 'string' ? parsePageDate(frontmatter.date) : null
    const folderYear = this.articleYear(rel)
    const locale = localeOf(routePath, this.config)
    // A page of another language or version is in its prefix's sections: `en/guide/a.md` → `en/guide`.
    const inPrefix = rel.slice(locale.prefix.length - 1)
    const section = [locale.prefix.slice(1, -1), inPrefix.includes('/') ? inPrefix.split('/')[0] : ''].filter(Boolean).join('/')
    return {
      format: rel.endsWith('.md') ? 'md' : rel.endsWith('.mdx') ? 'mdx' : 'tsx',
      compiled: true,
      kind: kindOf(rel, pageType, folderYear),
      ...(date ? { date } : {}),
      ...(folderYear !== undefined ? { folderYear } : {}),
      title: frontmatter.title ?? h1 ?? (fileName === 'index' ? (rel.split('/').slice(-2, -1)[0] ?? '') : fileName),
      routePath,
      lang: locale.lang,
      version: locale.version,
      toc: [],
      frontmatter,
      pageType,
      relativePath: rel,
      lastUpdated: git?.updated ?? frontmatter.date,
      contributors: git?.authors ?? [],
      filePath,
      projectPath,
      section,
      frontmatterPlaces: {},
      bodyLine: 1,
      programs: [],
      blocks: { headings: [], code: [], top: [] },
      source,
      html: '',
      code: '',
      text: '',
      normalizedText: '',
      anchors: [],
      links: [],
      assets: [],
      diagnostics: [],
    }
  }
}

/** A page file's text (decode-source.ts), or undefined when it is gone. */
function readSource(file: string): ReturnType<typeof decodeSource> | undefined {
  try {
    return decodeSource(readFileSync(file))
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw e
  }
}

function* walk(dir: string, prefix = ''): Generator<string> {
  const entries = readdirSync(join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
  for (const e of entries) {
    if (e.name.startsWith('_') || e.name.startsWith('.')) continue
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    if (e.isDirectory()) yield* walk(dir, rel)
    else if (isPageFile(rel)) yield rel
  }
}

/**
 * Whether a markdown body may hold a level-1 heading, `# Title` or `Title` over `===`, anywhere
 * (also in a list or a quote). It errs on the side of yes: `C# ` or a line ending in `=` is
 * enough, and then the page is compiled to find out.
 */
function mayHaveH1(body: string): boolean {
  return /#(\s|$)/m.test(body) || /=[ \t]*$/m.test(body)
}

/** How many of the newest articles the home page lists. */
const LATEST_ARTICLES = 5

/** Dated articles newest first; the same date by path, so the order never depends on the input. */
const byNewest = newestFirst(
  (p: PageRecord) => p.date!.time,
  (p) => p.relativePath,
)

function kindOf(rel: string, pageType: PageType, folderYear: number | undefined): PageKind {
  if (pageType === '404') return 'not-found'
  if (pageType === 'home') return 'home'
  if (pageType === 'overview') return 'overview'
  if (folderYear !== undefined) return 'article'
  if (/^book\/[^/]+\/[^/]+\.md$/.test(rel) && !rel.endsWith('/index.md')) return 'tip'
  return 'page'
}
