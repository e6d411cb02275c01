import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts'
import { fillAssets } from './markdown/rehype-images.ts'
import type { PageRecord, Site } from './site/site.ts'
import { packRow } from '../src/shared/section-chunk.ts'
import type { RouteSummary } from '../src/shared/types.ts'
import { isLocalized } from '../src/shared/locale.ts'
import type { Sidebars } from '../src/shared/sidebar.ts'

/**
 * The one Vite plugin between content and app, used by the dev server and both builds.
 *
 *   virtual:site/config            { default: the site config }  (the file given with --config)
 *   virtual:site/sections          { SECTIONS, sections: { blog: () => import('virtual:site/section/blog'), … } }
 *   virtual:site/section/<name>    { routes: [{ path, title, pageType?, file?, date?, group?, load? }],
 *                                    sidebars: { '/guide/': [...] } }   the config sidebars it may show
 *   virtual:site/components        { components: { 'tool/binary.tsx': () => import(…), … } }
 *   content/**.mdx                 { default: component, page }  the page compiled by the markdown
 *                                                                 pipeline's MDX path (pipeline.ts)
 *   content/**.md                  { page, loadContent }         the page record, small
 *   content/**.md?content          { default: html }             the prerendered body
 *   virtual:site/blog-index        { entries }                   every article's date, title,
 *                                                                 description, tags (the /blog/ page)
 *
 * The body is a module of its own because the first page a reader opens already has it in its
 * HTML: the client takes it from the DOM and downloads only the record.
 * Each section's route list is its own chunk, so a page ships the list of its own section only.
 *
 * A row of a markdown page loads its module (`load`); a .tsx or .mdx page is loaded through
 * `components`, and bundled like the app's own code (an .mdx page imports components of src/).
 * The dev server serves all of these through Vite. The client build bundles the app and the
 * .tsx pages only: the sections, the section lists and the markdown pages' modules are files the
 * build writes itself (build/render/page-modules.ts), and `virtual:site/sections` names them.
 * The server entry imports only the .tsx pages (`components`): the record and body of a markdown
 * page, and the route list, are handed to it by its caller (Site.renderData), so the SSR build
 * stays as small as the app.
 */
const SECTIONS_ID = 'virtual:site/sections'
const CONFIG_ID = 'virtual:site/config'
const BLOG_INDEX_ID = 'virtual:site/blog-index'
const SECTION_PREFIX = 'virtual:site/section/'
const COMPONENTS_ID = 'virtual:site/components'
const CONTENT_QUERY = 'content'

/** What the client build produced, by source module: the prerenderer turns it into preload tags. */
export interface ChunkInfo {
  file: string
  imports: string[]
  css: string[]
  isEntry: boolean
}
export type ClientChunks = Map<string, ChunkInfo>

export interface SitePluginOptions {
  /** `dev`: pages are read again when requested, article rules only warn, modules accept HMR. */
  mode: 'dev' | 'build'
  /** A client build records its chunks here, for the prerenderer. */
  clientChunks?: ClientChunks
  /** The client build: `virtual:site/sections` as build/render/page-modules.ts wrote it. */
  sectionsModule?: string
}

export function sitePlugin(site: Site, options: SitePluginOptions): Plugin {
  let server: ViteDevServer | undefined
  const dev = options.mode === 'dev'
  const pageModule = (id: string) => (site.isPage(id) && /\.mdx?$/.test(id) ? id : undefined)
  return {
    name: 'site',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONFIG_ID) return site.configFile
      if (id === SECTIONS_ID || id === BLOG_INDEX_ID || id === COMPONENTS_ID || id.startsWith(SECTION_PREFIX)) return '\0' + id
    },
    async load(id) {
      if (id === '\0' + SECTIONS_ID) return options.sectionsModule ?? sectionsModule(site.sections)
      if (id === '\0' + BLOG_INDEX_ID) return `export const entries = ${JSON.stringify(blogIndex(site))}\n`
      if (id === '\0' + COMPONENTS_ID) return componentsModule(site)
      if (id.startsWith('\0' + SECTION_PREFIX)) {
        const name = id.slice(1 + SECTION_PREFIX.length)
        return sectionModule(site, name === '_root' ? '' : name)
      }
      const [path, query] = id.split('?')
      const file = pageModule(path)
      if (!file) return
      const record = dev ? await site.addFile(file) : site.pageByFile(file)
      if (!record) throw new Error(`${file} is not a page of this site`)
      const { warnings, errors } = pageProblems(site, record, options.mode)
      if (query !== CONTENT_QUERY) for (const d of warnings) this.environment.logger.warn(formatDiagnostic(d))
      if (errors.length) throw new Error(errors.map(formatDiagnostic).join('\n'))
      if (record.format === 'mdx') return mdxModule(record, site, dev)
      if (query === CONTENT_QUERY) return contentModule(record)
      return pageDataModule(record, site, dev)
    },
    transform(code, id) {
      // A .tsx page exports its record too, like a markdown page, so the client can render the
      // page from its own chunk without waiting for the section's route list.
      const record = id.endsWith('.tsx') && site.isPage(id) ? site.pageByFile(id) : undefined
      if (!record) return
      return { code: `${code}\nexport const page = ${JSON.stringify(site.pageData(record))}\n`, map: null }
    },
    configureServer(s) {
      server = s
      const onAddOrRemove = async (file: string, added: boolean) => {
        if (!site.isPage(file)) return
        if (added) await site.addFile(file)
        else site.removeFile(file)
        invalidateSections(s, site)
        // A page added or removed in one language or version changes its counterparts' `alternates`.
        if (isLocalized(site.config)) invalidatePages(s, site)
        s.ws.send({ type: 'full-reload' })
      }
      s.watcher.on('add', (f) => void onAddOrRemove(f, true))
      s.watcher.on('unlink', (f) => void onAddOrRemove(f, false))
      // The watcher misses a file written into a new folder between its read of the folder and
      // the watch it puts on it (paulmillr/chokidar#1112): a folder copied in, unpacked or made
      // by a script would show only some of its pages. Such a folder is read again once the
      // watch is surely in place.
      s.watcher.on('addDir', (dir) => {
        for (const ms of [100, 500, 2000]) {
          setTimeout(async () => {
            if (!(await site.rescan(dir))) return
            invalidateSections(s, site)
            s.ws.send({ type: 'full-reload' })
          }, ms)
        }
      })
    },
    async hotUpdate({ file, type, read, modules }) {
      if (type !== 'update' || !server) return
      // An overview lists its folder's pages with their headings, grouped by the folder's
      // _meta.json: an edit of either updates the overview's record too.
      const folder = relative(site.contentDir, file)
        .split(sep)
        .join('/')
        .replace(/[^/]*$/, '')
      const overviews = [...site.pages.values()]
        .filter((p) => p.pageType === 'overview' && p.filePath !== file && folder.startsWith(p.relativePath.replace(/[^/]*$/, '')))
        .flatMap((p) => [...(this.environment.moduleGraph.getModulesByFile(p.filePath) ?? [])].filter((m) => !m.id?.includes('?')))
      if (folder.startsWith('..')) return
      if (!site.isPage(file)) {
        // _meta.json and the tags file feed the overviews and the article rules; _meta.json
        // also the section lists' groups, which the next load of a section reads.
        site.refresh()
        if (!file.endsWith('/_meta.json')) return
        invalidateSections(server, site)
        return overviews
      }
      const before = site.pageByFile(file)
      const summaryBefore = before && summaryKey(before)
      // Vite's read() waits out the moment an editor has truncated the file but not yet
      // written it; reading the file directly could see it empty and reload the page.
      const after = await site.addFile(file, { source: await read() })
      if (after && summaryBefore !== summaryKey(after)) {
        invalidateSections(server, site)
        server.ws.send({ type: 'full-reload' })
        return []
      }
      if (overviews.length) return [...modules, ...overviews]
    },
    generateBundle(_, bundle) {
      if (!options.clientChunks) return
      for (const out of Object.values(bundle)) {
        if (out.type === 'asset' || !out.facadeModuleId) continue
        options.clientChunks.set(out.facadeModuleId, {
          file: out.fileName,
          imports: out.imports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
          isEntry: out.isEntry,
        })
      }
    },
  }
}

/**
 * A page's own problems that stop it: every fatal one in a build. A draft is short, untagged or
 * missing a section for a while: in dev the article and book rules (build/lint/) are warnings,
 * and the page still shows.
 */
export function pageProblems(site: Site, record: PageRecord, mode: 'dev' | 'build'): { warnings: Diagnostic[]; errors: Diagnostic[] } {
  const own = site.diagnosticsOf(record.projectPath).filter((d) => d.fatal)
  const warnings = mode === 'dev' ? own.filter((d) => /^(articles|book)\//.test(d.rule)) : []
  return { warnings, errors: own.filter((d) => !warnings.includes(d)) }
}

/** The blog's articles, newest first, as the blog index lists them. */
export function blogIndex(site: Site) {
  return site.articles().map((p) => ({
    path: p.routePath,
    title: p.title,
    date: p.date!.iso,
    description: p.frontmatter.description ?? '',
    tags: p.frontmatter.tags ?? [],
  }))
}

function summaryKey(p: PageRecord): string {
  const fm = p.frontmatter
  return JSON.stringify([p.title, p.pageType, fm.date ?? '', fm.description ?? '', fm.tags ?? []])
}

/** The route lists, and the home page, whose record lists the newest articles (Site.refresh). */
function invalidateSections(server: ViteDevServer, site: Site): void {
  const homes = new Set([...site.pages.values()].filter((p) => p.pageType === 'home').map((p) => p.filePath))
  for (const env of Object.values(server.environments)) {
    for (const mod of env.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith('\0virtual:site/') || (mod.file && homes.has(mod.file))) env.moduleGraph.invalidateModule(mod)
    }
  }
}

function invalidatePages(server: ViteDevServer, site: Site): void {
  for (const env of Object.values(server.environments)) {
    for (const p of site.pages.values())
      for (const mod of env.moduleGraph.getModulesByFile(p.filePath) ?? []) env.moduleGraph.invalidateModule(mod)
  }
}

function sectionsModule(names: string[]): string {
  const entries = names.map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(SECTION_PREFIX + (n || '_root'))}),`)
  return `export const SECTIONS = ${JSON.stringify(names)}\nexport const sections = {\n${entries.join('\n')}\n}\n`
}

function sectionModule(site: Site, name: string): string {
  return sectionSource(site.summaries(name), site.sidebarsOf(name), (s) =>
    s.filePath.endsWith('.md') ? join(site.contentDir, s.filePath) : undefined,
  )
}

/**
 * A section's route list as a module, with the config sidebars its pages may show: a row loads
 * its markdown page from `importOf`'s specifier.
 */
export function sectionSource(summaries: RouteSummary[], sidebars: Sidebars, importOf: (s: RouteSummary) => string | undefined): string {
  const rows = summaries.map((s) => {
    const data = JSON.stringify(packRow(s))
    const specifier = importOf(s)
    return specifier ? `  ${data.slice(0, -1)},"load":() => import(${JSON.stringify(specifier)})},` : `  ${data},`
  })
  return `export const routes = [\n${rows.join('\n')}\n]\nexport const sidebars = ${JSON.stringify(sidebars)}\n`
}

function componentsModule(site: Site): string {
  const rows = [...site.pages.values()]
    .filter((p) => p.format === 'tsx' || p.format === 'mdx')
    .map((p) => `  ${JSON.stringify(p.relativePath)}: () => import(${JSON.stringify(p.filePath)}),`)
  return `export const components = {\n${rows.sort().join('\n')}\n}\n`
}

function pageDataModule(record: PageRecord, site: Site, dev: boolean): string {
  const page = site.pageData(record)
  const hmr = dev
    ? `\nif (import.meta.hot) import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('site:page-update', { detail: mod })) })\n`
    : ''
  const content = JSON.stringify(`${record.filePath}?${CONTENT_QUERY}`)
  return `export const page = ${JSON.stringify(page)}\nexport const loadContent = () => import(${content})\n${hmr}`
}

/**
 * An .mdx page's module: its compiled body (a component, the files its images use imported), and
 * its record, like a .tsx page. In dev an edit replaces the page in place (App.tsx), as for
 * markdown.
 */
function mdxModule(record: PageRecord, site: Site, dev: boolean): string {
  const imports = record.assets.map((a, i) => `import __asset${i} from ${JSON.stringify(a)}`)
  // The compiled code writes an image's URL as a string literal; the token is found the same in it.
  const code = fillAssets(record.code, record.assets, (_, i) => `" + __asset${i} + "`)
  // The server render imports it too (its module runner has no window): only the browser's copy accepts.
  const hmr = dev
    ? `\nif (import.meta.hot && !import.meta.env.SSR) import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('site:page-update', { detail: mod })) })\n`
    : ''
  return `${imports.join('\n')}\n${code}\nexport const page = ${JSON.stringify(site.pageData(record))}\n${hmr}`
}

function contentModule(record: PageRecord): string {
  const imports = record.assets.map((a, i) => `import __asset${i} from ${JSON.stringify(a)}`)
  // The token has no character JSON escapes: it is found the same in the string literal.
  const html = fillAssets(JSON.stringify(record.html), record.assets, (_, i) => `" + __asset${i} + "`)
  return `${imports.join('\n')}\nexport default ${html}\n`
}
