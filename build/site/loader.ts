import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { CompileTexts, MarkdownCompiler } from '../markdown/pipeline.ts'
import { themeOf } from '../../src/shared/site-config.ts'
import { localeOf } from '../../src/shared/locale.ts'
import { createCompilePool, type CompilePool } from './compile-pool.ts'
import { openCompileCache, type CompileCache } from './compile-cache.ts'
import { readMarkdown, type MarkdownPage, type ReadInput } from './read-markdown.ts'
import { clashDiagnostic, routeClashes } from './route-clashes.ts'
import { decodeSource } from './decode-source.ts'
import { readGitHistory, type FileHistory } from './git-history.ts'
import type { LoadedConfig } from './config.ts'
import { pageRecord, type FileRead, type PageRecord } from './record.ts'
import { deriveModel, type SiteInput, type SiteModel, type SitePaths } from './model.ts'
import { metaFolder, type SideFile } from './overview.ts'
import type { Diagnostic } from '../diagnostics.ts'
import { isPageFile, routeOfFile } from '../../src/shared/route-path.ts'
import { markdownFrontmatter, parseFrontmatter } from '../markdown/frontmatter.ts'
import { VFile } from 'vfile'
import picomatch from 'picomatch'

export interface LoadOptions {
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
  /** Show the pages with `draft: true` (the dev server); otherwise they are left out of the site, as a build leaves them. */
  drafts?: boolean
}

/**
 * The one stateful part of the site: it walks content/, reads and decodes the files, compiles
 * markdown (on a worker pool, through the compile cache, or lazily for the dev server) and keeps
 * one record per page (record.ts), plus the files beside the pages that the model reads
 * (`_meta.json`, the tags file). Everything else reads `model()`: the site as it is now, derived
 * from these once per state of the pages (model.ts). Nothing else walks content/.
 */
export class SiteLoader {
  readonly paths: SitePaths
  readonly config: LoadedConfig['config']
  /** The config module's default export as written (plugin.ts reads its functions from it). */
  readonly source: LoadedConfig['source']
  /** Compiled pages kept between runs, when the caller gives a cacheDir. */
  readonly cache?: CompileCache
  /** Resolves when every page is compiled: at once, or after the background pass of a lazy load. */
  complete: Promise<void> = Promise.resolve()
  private readonly pages = new Map<string, PageRecord>()
  private readonly metas = new Map<string, SideFile>()
  private tags?: SideFile
  private configText = ''
  /** Git dates and authors by project-relative path (see git-history.ts). */
  private history: ReadonlyMap<string, FileHistory> = new Map()
  private clashes: Diagnostic[] = []
  /** In-process compiler for single files, made on first use. */
  private compiler?: Promise<MarkdownCompiler>
  /** A lazy load's worker: it compiles the pages asked for, and the rest in the background. */
  private pool?: CompilePool
  /** Begins a lazy load's background pass. */
  private begin = () => {}
  /** The latest read of each route: an older read that finishes later does not overwrite it. */
  private reads = new Map<string, number>()
  /** The newest read of each route, for a caller whose read another one overtook. */
  private newest = new Map<string, Promise<PageRecord | undefined>>()
  /** The model of the current state, made when first asked for after a change. */
  private current?: SiteModel
  private readonly showDrafts: boolean
  /** `route.exclude` of the config: files under content/ that are no part of the site. */
  private readonly excluded: (relativePath: string) => boolean

  private constructor(options: LoadOptions) {
    const contentDir = options.contentDir ?? join(options.root, 'content')
    this.paths = {
      root: options.root,
      contentDir,
      publicDir: options.publicDir ?? join(options.root, 'public'),
      configFile: options.config.file,
    }
    this.config = options.config.config
    this.showDrafts = options.drafts ?? false
    const exclude = this.config.route?.exclude ?? []
    this.excluded = exclude.length ? picomatch(exclude, { dot: true }) : () => false
    this.source = options.config.source
    if (options.cacheDir) {
      this.cache = openCompileCache({
        dir: join(options.cacheDir, 'pages'),
        root: this.paths.root,
        config: this.config,
        publicDir: this.paths.publicDir,
      })
    }
  }

  /** Reads every page; markdown is compiled on a worker pool (see compile-pool.ts). */
  static async load(options: LoadOptions): Promise<SiteLoader> {
    const site = new SiteLoader(options)
    const { root, contentDir, publicDir } = site.paths
    // A lazy load's one worker, started first: it loads the markdown pipeline and its highlighter
    // while this thread reads the frontmatter and the dev server starts Vite, so the pipeline
    // never loads here. The other core answers the author's requests.
    if (options.lazy) site.pool = createCompilePool({ publicDir, base: site.config.base, size: 1 })
    const history = readGitHistory(root, contentDir)
    if (history.warning) console.warn(history.warning)
    site.history = history.files
    site.configText = existsSync(site.paths.configFile) ? readFileSync(site.paths.configFile, 'utf8') : ''
    const files = [...walk(contentDir)].filter((rel) => !site.excluded(rel))
    const clashes = routeClashes(files)
    site.clashes = clashes.map((c) => clashDiagnostic(c, (rel) => site.projectPath(join(contentDir, rel))))
    // A file whose address is taken is reported, not read: it would replace the other's record.
    const taken = new Set(clashes.map((c) => c.file))
    const pages = files.filter((rel) => !taken.has(rel)).map((rel) => join(contentDir, rel))
    if (options.lazy) {
      await Promise.all(pages.map((file) => site.addFile(file, { lazy: true })))
      site.readSideFiles()
      const begun = new Promise<void>((resolve) => (site.begin = resolve))
      site.complete = begun.then(() => site.compileInBackground(pages))
      return site
    }
    await site.compileAll(pages)
    site.readSideFiles()
    return site
  }

  /** The site as it is now (model.ts): derived once per state of the pages. */
  model(): SiteModel {
    this.current ??= deriveModel(this.input())
    return this.current
  }

  private input(): SiteInput {
    const pages = new Map<string, PageRecord>()
    const drafts = new Map<string, PageRecord>()
    for (const [route, p] of this.pages) (p.draft && !this.showDrafts ? drafts : pages).set(route, p)
    return {
      config: this.config,
      paths: this.paths,
      configText: this.configText,
      pages,
      drafts,
      clashes: this.clashes,
      metas: new Map(this.metas),
      ...(this.tags ? { tags: this.tags } : {}),
    }
  }

  /** Something the model is derived from changed: the next model() makes a new one. */
  private changed(): void {
    this.current = undefined
  }

  /**
   * Compiles the pages not compiled yet on a worker pool (compile-pool.ts). The workers start
   * when a page needs compiling: with a warm cache, none may.
   */
  private async compileAll(files: string[]): Promise<void> {
    let pool: CompilePool | undefined
    const { publicDir } = this.paths
    const compile = (input: ReadInput) => (pool ??= createCompilePool({ publicDir, base: this.config.base })).read(input)
    try {
      await Promise.all(files.map((file) => this.addFile(file, { read: (i) => this.compile(i, compile) })))
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
      await this.addFile(file, { read: (i) => this.compile(i, (j) => pool.read(j)) })
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

  /** Whether a file is a page of the site (by its path: under content/, not under a `_` folder, not excluded by the config). */
  isPage(filePath: string): boolean {
    const rel = this.contentPath(filePath)
    return !rel.startsWith('..') && isPageFile(rel) && !this.excluded(rel)
  }

  pageByFile(filePath: string): PageRecord | undefined {
    return this.pages.get(routeOfFile(this.contentPath(filePath)))
  }

  /** (Re)reads one page from disk. Returns the record, or undefined when the file is gone. */
  async addFile(
    filePath: string,
    options: {
      read?: (input: ReadInput) => Promise<MarkdownPage>
      /** The text of the file as the caller read it (the dev server passes Vite's). */
      source?: string
      /** Read the frontmatter only (LoadOptions.lazy). */
      lazy?: boolean
    } = {},
  ): Promise<PageRecord | undefined> {
    const { read = (i: ReadInput) => this.readHere(i) } = options
    const rel = this.contentPath(filePath)
    const routePath = routeOfFile(rel)
    // The dev server passes the text Vite read (plugin.ts); otherwise the bytes are checked here.
    const text = options.source !== undefined ? (existsSync(filePath) ? { text: options.source } : undefined) : readSource(filePath)
    if (!text) {
      if (this.pages.delete(routePath)) this.changed()
      return undefined
    }
    const { text: source, invalid } = text
    const old = this.pages.get(routePath)
    if (old && old.source === source && (!old.pending || options.lazy)) return old
    const ticket = (this.reads.get(routePath) ?? 0) + 1
    this.reads.set(routePath, ticket)
    const file = { filePath, relativePath: rel, projectPath: this.projectPath(filePath), source, texts: this.textsOf(routePath) }
    const done = (async (): Promise<PageRecord | undefined> => {
      const how: FileRead = invalid
        ? { kind: 'not-utf8', at: invalid }
        : rel.endsWith('.tsx')
          ? { kind: 'tsx' }
          : (options.lazy && frontmatterOnly(source)) || { kind: 'markdown', page: await read(file) }
      const record = pageRecord(file, how, { root: this.paths.root, config: this.config, history: this.history })
      // Two quick saves, or a request and the background pass at once: a read that another
      // overtook gives that one's record (a request must not get the frontmatter-only record).
      if (this.reads.get(routePath) !== ticket) return this.newest.get(routePath)
      this.pages.set(routePath, record)
      this.changed()
      return record
    })()
    this.newest.set(routePath, done)
    return done
  }

  removeFile(filePath: string): void {
    if (this.pages.delete(routeOfFile(this.contentPath(filePath)))) this.changed()
  }

  /**
   * Looks at a folder again: page files on disk without a record are read, records whose file is
   * gone are dropped. Files with a record are left to the watcher's change events (reading them
   * here would race the dev server's in-place update). Returns whether anything changed.
   */
  async rescan(dir: string): Promise<boolean> {
    const prefix = this.contentPath(dir)
    if (prefix.startsWith('..') || prefix.split('/').some((s) => s.startsWith('_') || s.startsWith('.'))) return false
    if (!existsSync(dir)) return false
    let changed = false
    for (const rel of walk(this.paths.contentDir, prefix)) {
      if (this.excluded(rel)) continue
      const file = join(this.paths.contentDir, rel)
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
    if (changed) this.readSideFiles()
    return changed
  }

  /**
   * Reads the files beside the pages that the model derives from: each page folder's
   * `_meta.json` and the tags file of `articleRules`. The dev server calls this when one of them
   * changes.
   */
  readSideFiles(): void {
    const { contentDir } = this.paths
    this.metas.clear()
    const folders = new Set([...this.pages.values()].map(metaFolder))
    for (const folder of [...folders].sort()) {
      const side = this.sideFile(join(contentDir, folder, '_meta.json'))
      if (side) this.metas.set(folder, side)
    }
    const tagsFile = this.config.articleRules?.tagsFile
    this.tags = tagsFile ? this.sideFile(join(contentDir, tagsFile)) : undefined
    this.changed()
  }

  private sideFile(file: string): SideFile | undefined {
    if (!existsSync(file)) return undefined
    return { file, projectPath: this.projectPath(file), text: readFileSync(file, 'utf8') }
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
      return createMarkdownCompiler({ highlighter, publicDir: this.paths.publicDir, base: this.config.base })
    })()
    return this.compiler
  }

  /** A page compiled by `compile`, or taken from the compile cache when it has it. */
  private compile(input: ReadInput, compile: (input: ReadInput) => Promise<MarkdownPage>): Promise<MarkdownPage> {
    return this.cache ? this.cache.read(input, compile) : compile(input)
  }

  /** The texts the compile writes into a page's body, in its language (the compile cache's key covers them: the config and the path). */
  private textsOf(routePath: string): CompileTexts {
    const t = themeOf(this.config, localeOf(routePath, this.config).lang)
    return {
      codeCopyText: t.codeCopyText,
      codeCopiedText: t.codeCopiedText,
      codeWrapText: t.codeWrapText,
      codeCopyPromptText: t.codeCopyPromptText,
      tipText: t.tipText,
      infoText: t.infoText,
      warningText: t.warningText,
      dangerText: t.dangerText,
      detailsText: t.detailsText,
    }
  }

  /** Path inside content/, with forward slashes. */
  private contentPath(file: string): string {
    return relative(this.paths.contentDir, file).split(sep).join('/')
  }

  /** Path from the project root, with forward slashes: what messages print. */
  private projectPath(file: string): string {
    return relative(this.paths.root, file).split(sep).join('/')
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
 * A lazily read markdown page as far as its frontmatter tells (route, title, date, page type),
 * or undefined when it must be compiled now: its title may come from a level-1 heading
 * (`# Title` or `Title` over `===`, anywhere, also in a list or a quote) when its frontmatter has
 * none. That errs on the side of yes: `C# ` or a line ending in `=` is enough.
 */
function frontmatterOnly(source: string): FileRead | undefined {
  const block = markdownFrontmatter(source)
  const frontmatter = block ? parseFrontmatter(block.yaml, new VFile({ value: source }), block.startLine) : {}
  const body = source.slice(block?.end ?? 0)
  if (typeof frontmatter.title !== 'string' && (/#(\s|$)/m.test(body) || /=[ \t]*$/m.test(body))) return undefined
  return { kind: 'frontmatter', frontmatter }
}

/** Reads every page at once and gives the site model: for a caller that looks at the site as it is (the tests, tools). */
export async function loadSite(options: Omit<LoadOptions, 'lazy'>): Promise<SiteModel> {
  return (await SiteLoader.load(options)).model()
}
