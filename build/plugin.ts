import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts'
import type { SiteLoader } from './site/loader.ts'
import type { PageRecord } from './site/record.ts'
import type { SiteModel } from './site/model.ts'
import { diagnosticsOf } from './site/checks.ts'
import { bodyModule, configModule, mdxModule, pageModule, sectionModule, sectionsModule } from './render/browser-modules.ts'
import { isLocalized } from '../src/shared/locale.ts'

/**
 * The one Vite plugin between content and app, used by the dev server and both builds.
 *
 *   virtual:site/config            { default: the site config }  resolved once (build/site/config.ts)
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
 * The dev server serves all of these through Vite, written by build/render/browser-modules.ts.
 * The client build bundles the app and the .tsx and .mdx pages: the sections, the section lists
 * and the markdown pages' modules are files the build writes itself with the same writer
 * (build/render/page-modules.ts), and `virtual:site/sections` names them. The server entry
 * imports only the .tsx and .mdx pages (`components`): the record and body of a markdown page,
 * and the route list, are handed to it by its caller (model.ts renderData), so the SSR build
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

export function sitePlugin(site: SiteLoader, options: SitePluginOptions): Plugin {
  let server: ViteDevServer | undefined
  const dev = options.mode === 'dev'
  const markdownModule = (id: string) => (site.isPage(id) && /\.mdx?$/.test(id) ? id : undefined)
  return {
    name: 'site',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONFIG_ID || id === SECTIONS_ID || id === BLOG_INDEX_ID || id === COMPONENTS_ID || id.startsWith(SECTION_PREFIX))
        return '\0' + id
    },
    async load(id) {
      if (id === '\0' + CONFIG_ID) return configModule(site.config, site.source, site.paths.configFile)
      if (id === '\0' + SECTIONS_ID)
        return options.sectionsModule ?? sectionsModule(site.model().sections(), (n) => SECTION_PREFIX + (n || '_root'), { bundled: true })
      if (id === '\0' + BLOG_INDEX_ID) return `export const entries = ${JSON.stringify(blogIndex(site.model()))}\n`
      if (id === '\0' + COMPONENTS_ID) return componentsModule(site.model())
      if (id.startsWith('\0' + SECTION_PREFIX)) {
        const name = id.slice(1 + SECTION_PREFIX.length)
        const section = name === '_root' ? '' : name
        const model = site.model()
        return sectionModule(model.summaries(section), model.sidebarsOf(section), (s) =>
          s.filePath.endsWith('.md') ? join(site.paths.contentDir, s.filePath) : undefined,
        )
      }
      const [path, query] = id.split('?')
      const file = markdownModule(path)
      if (!file) return
      const record = dev ? await site.addFile(file) : site.pageByFile(file)
      if (!record) throw new Error(`${file} is not a page of this site`)
      const model = site.model()
      const { warnings, errors } = pageProblems(model, record, options.mode)
      if (query !== CONTENT_QUERY) for (const d of warnings) this.environment.logger.warn(formatDiagnostic(d))
      if (errors.length) throw new Error(errors.map(formatDiagnostic).join('\n'))
      const body = record.body
      if (record.format === 'mdx') return mdxModule(body?.code ?? '', body?.assets ?? [], model.pageData(record), { hmr: dev })
      if (query === CONTENT_QUERY) return bodyModule(body?.html ?? '', body?.assets ?? [], 'import')
      return pageModule(model.pageData(record), `${record.filePath}?${CONTENT_QUERY}`, { hmr: dev })
    },
    transform(code, id) {
      // A .tsx page exports its record too, like a markdown page, so the client can render the
      // page from its own chunk without waiting for the section's route list.
      const record = id.endsWith('.tsx') && site.isPage(id) ? site.pageByFile(id) : undefined
      if (!record) return
      return { code: `${code}\nexport const page = ${JSON.stringify(site.model().pageData(record))}\n`, map: null }
    },
    configureServer(s) {
      server = s
      const onAddOrRemove = async (file: string, added: boolean) => {
        if (!site.isPage(file)) return
        if (added) await site.addFile(file)
        else site.removeFile(file)
        site.readSideFiles()
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
      const folder = relative(site.paths.contentDir, file)
        .split(sep)
        .join('/')
        .replace(/[^/]*$/, '')
      const overviews = [...site.model().pages.values()]
        .filter((p) => p.pageType === 'overview' && p.filePath !== file && folder.startsWith(p.relativePath.replace(/[^/]*$/, '')))
        .flatMap((p) => [...(this.environment.moduleGraph.getModulesByFile(p.filePath) ?? [])].filter((m) => !m.id?.includes('?')))
      if (folder.startsWith('..')) return
      if (!site.isPage(file)) {
        // _meta.json and the tags file feed the overviews and the article rules; _meta.json
        // also the section lists' groups, which the next load of a section reads.
        site.readSideFiles()
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
export function pageProblems(site: SiteModel, record: PageRecord, mode: 'dev' | 'build'): { warnings: Diagnostic[]; errors: Diagnostic[] } {
  const own = diagnosticsOf(site, record.projectPath).filter((d) => d.fatal)
  const warnings = mode === 'dev' ? own.filter((d) => /^(articles|book)\//.test(d.rule)) : []
  return { warnings, errors: own.filter((d) => !warnings.includes(d)) }
}

/** The blog's articles, newest first, as the blog index lists them. */
export function blogIndex(site: SiteModel) {
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

/** The route lists, and the home pages, whose data lists the newest articles (model.ts). */
function invalidateSections(server: ViteDevServer, site: SiteLoader): void {
  const homes = new Set([...site.model().pages.values()].filter((p) => p.pageType === 'home').map((p) => p.filePath))
  for (const env of Object.values(server.environments)) {
    for (const mod of env.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith('\0virtual:site/') || (mod.file && homes.has(mod.file))) env.moduleGraph.invalidateModule(mod)
    }
  }
}

function invalidatePages(server: ViteDevServer, site: SiteLoader): void {
  for (const env of Object.values(server.environments)) {
    for (const p of site.model().pages.values())
      for (const mod of env.moduleGraph.getModulesByFile(p.filePath) ?? []) env.moduleGraph.invalidateModule(mod)
  }
}

function componentsModule(site: SiteModel): string {
  const rows = [...site.pages.values()]
    .filter((p) => p.format === 'tsx' || p.format === 'mdx')
    .map((p) => `  ${JSON.stringify(p.relativePath)}: () => import(${JSON.stringify(p.filePath)}),`)
  return `export const components = {\n${rows.sort().join('\n')}\n}\n`
}
