import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { formatDiagnostic } from './diagnostics.ts'
import { ASSET_TOKEN } from './markdown/rehype-images.ts'
import type { PageRecord, Site } from './site/site.ts'
import type { PageData } from '../src/shared/types.ts'

/**
 * The one Vite plugin between content and app, used by the dev server and both builds.
 *
 *   virtual:site/config            { default: the site config }  (the file given with --config)
 *   virtual:site/sections          { SECTIONS, sections: { blog: () => import('virtual:site/section/blog'), … } }
 *   virtual:site/section/<name>    { routes: [{ path, title, pageType, filePath, date?, load }] }
 *   content/**.md                  { page, loadContent }         the page record, small
 *   content/**.md?content          { default: html }             the prerendered body
 *   virtual:site/blog-index        { entries }                   every article's date, title,
 *                                                                 description, tags (the /blog/ page)
 *
 * The body is a module of its own because the first page a reader opens already has it in its
 * HTML: the client takes it from the DOM and downloads only the record.
 * Each section's route list is its own chunk, so a page ships the list of its own section only.
 */
const SECTIONS_ID = 'virtual:site/sections'
const CONFIG_ID = 'virtual:site/config'
const BLOG_INDEX_ID = 'virtual:site/blog-index'
const SECTION_PREFIX = 'virtual:site/section/'
const PAGE_SOURCE_ID = 'virtual:site/page-source'
const CONTENT_QUERY = 'content'

/** What the client build produced, by source module: the prerenderer turns it into preload tags. */
export interface ChunkInfo {
  file: string
  imports: string[]
  css: string[]
  isEntry: boolean
}
export type ClientChunks = Map<string, ChunkInfo>

/**
 * In the SSR build, markdown pages are not bundled: the server entry gets them from the Site
 * the prerenderer already holds (`setPageSource`), which keeps that build as small as the app.
 */
const PAGE_SOURCE_MODULE = `let source
export function setPageSource(fn) { source = fn }
export function pageFromSource(path) { return Promise.resolve(source(path)) }
`

export function sitePlugin(site: Site, options: { clientChunks?: ClientChunks; assetUrls?: Map<string, string> } = {}): Plugin {
  let server: ViteDevServer | undefined
  const pageModule = (id: string) => (site.isPage(id) && id.endsWith('.md') ? id : undefined)
  return {
    name: 'site',
    enforce: 'pre',
    resolveId(id) {
      if (id === CONFIG_ID) return site.configFile
      if (id === SECTIONS_ID || id === BLOG_INDEX_ID || id === PAGE_SOURCE_ID || id.startsWith(SECTION_PREFIX)) return '\0' + id
    },
    async load(id) {
      if (id === '\0' + SECTIONS_ID) return sectionsModule(site.sections)
      if (id === '\0' + BLOG_INDEX_ID) return `export const entries = ${JSON.stringify(blogIndex(site))}\n`
      if (id === '\0' + PAGE_SOURCE_ID) return PAGE_SOURCE_MODULE
      if (id.startsWith('\0' + SECTION_PREFIX)) {
        const name = id.slice(1 + SECTION_PREFIX.length)
        // The SSR build takes markdown pages from the prerenderer (see PAGE_SOURCE_MODULE).
        const fromSource = !server && this.environment.config.consumer === 'server'
        return sectionModule(site, name === '_root' ? '' : name, fromSource)
      }
      const [path, query] = id.split('?')
      const file = pageModule(path)
      if (!file) return
      const record = server ? await site.addFile(file) : site.pageByFile(file)
      if (!record) throw new Error(`${file} is not a page of this site`)
      const own = site.diagnostics().filter((d) => d.fatal && d.file === record.projectPath)
      // A draft is short and untagged for a while: in dev the article rules (build/lint/articles.ts)
      // are printed, and the page still shows; the build stops on them.
      const editorial = server ? own.filter((d) => d.rule.startsWith('articles/')) : []
      if (query !== CONTENT_QUERY) for (const d of editorial) server?.config.logger.warn(formatDiagnostic(d))
      const errors = own.filter((d) => !editorial.includes(d))
      if (errors.length) throw new Error(errors.map(formatDiagnostic).join('\n'))
      if (query === CONTENT_QUERY) return contentModule(record)
      // Only the browser gets the HMR footer: the SSR runner re-imports changed modules itself.
      return pageDataModule(record, site, Boolean(server) && this.environment.config.consumer === 'client')
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
        invalidateSections(s)
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
            invalidateSections(s)
            s.ws.send({ type: 'full-reload' })
          }, ms)
        }
      })
    },
    async hotUpdate({ file, type, read, modules }) {
      if (type !== 'update' || !server) return
      // An overview lists its folder's pages with their headings, grouped by the folder's
      // _meta.json: an edit of either updates the overview's record too.
      const folder = relative(site.contentDir, file).split(sep).join('/').replace(/[^/]*$/, '')
      const overviews = [...site.pages.values()]
        .filter((p) => p.pageType === 'overview' && p.filePath !== file && folder.startsWith(p.relativePath.replace(/[^/]*$/, '')))
        .flatMap((p) => [...(this.environment.moduleGraph.getModulesByFile(p.filePath) ?? [])].filter((m) => !m.id?.includes('?')))
      if (folder.startsWith('..')) return
      if (!site.isPage(file)) {
        // _meta.json and the tags file feed the overviews and the article rules.
        site.refresh()
        return file.endsWith('/_meta.json') ? overviews : undefined
      }
      const before = site.pageByFile(file)
      const summaryBefore = before && summaryKey(before)
      // Vite's read() waits out the moment an editor has truncated the file but not yet
      // written it; reading the file directly could see it empty and reload the page.
      const after = await site.addFile(file, { source: await read() })
      if (after && summaryBefore !== summaryKey(after)) {
        invalidateSections(server)
        server.ws.send({ type: 'full-reload' })
        return []
      }
      if (overviews.length) return [...modules, ...overviews]
    },
    generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.clientChunks) return
      for (const out of Object.values(bundle)) {
        if (out.type === 'asset') {
          for (const original of out.originalFileNames) options.assetUrls?.set(original, '/' + out.fileName)
          continue
        }
        if (!out.facadeModuleId) continue
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

function invalidateSections(server: ViteDevServer): void {
  for (const env of Object.values(server.environments)) {
    for (const mod of env.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith('\0virtual:site/')) env.moduleGraph.invalidateModule(mod)
    }
  }
}

function sectionsModule(names: string[]): string {
  const entries = names.map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(SECTION_PREFIX + (n || '_root'))}),`)
  return `export const SECTIONS = ${JSON.stringify(names)}\nexport const sections = {\n${entries.join('\n')}\n}\n`
}

function sectionModule(site: Site, name: string, fromSource: boolean): string {
  const rows = site.summaries(name).map((s) => {
    // Defaults are left out to keep the chunk small: pageType doc, and the file that the route
    // names (routes.ts defaultFile).
    const { filePath, pageType, ...rest } = s
    const file = filePath === (s.path.endsWith('/') ? `${s.path.slice(1)}index.md` : `${s.path.slice(1)}.md`) ? {} : { file: filePath }
    const data = JSON.stringify({ ...rest, ...(pageType === 'doc' ? {} : { pageType }), ...file }).slice(0, -1)
    const load =
      fromSource && filePath.endsWith('.md')
        ? `() => pageFromSource(${JSON.stringify(s.path)})`
        : `() => import(${JSON.stringify(join(site.contentDir, filePath))})`
    return `  ${data},"load":${load}},`
  })
  const head = fromSource ? `import { pageFromSource } from ${JSON.stringify(PAGE_SOURCE_ID)}\n` : ''
  return `${head}export const routes = [\n${rows.join('\n')}\n]\n`
}

function pageDataModule(record: PageRecord, site: Site, dev: boolean): string {
  const page = site.pageData(record)
  const hmr = dev
    ? `\nif (import.meta.hot) import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('site:page-update', { detail: mod })) })\n`
    : ''
  const content = JSON.stringify(`${record.filePath}?${CONTENT_QUERY}`)
  return `export const page = ${JSON.stringify(page)}\nexport const loadContent = () => import(${content})\n${hmr}`
}

/** A markdown page as the prerenderer hands it to the server entry, asset URLs filled in. */
export function pageFromRecord(record: PageRecord, site: Site, assetUrls: Map<string, string>): { page: PageData; html: string } {
  let html = record.html
  record.assets.forEach((file, i) => {
    const url = assetUrls.get(relative(site.root, file).split(sep).join('/'))
    if (!url) throw new Error(`${record.projectPath}: the client build emitted no file for ${file}`)
    html = html.split(ASSET_TOKEN(i)).join(url)
  })
  return { page: site.pageData(record), html }
}

function contentModule(record: PageRecord): string {
  const imports = record.assets.map((a, i) => `import __asset${i} from ${JSON.stringify(a)}`)
  let html = JSON.stringify(record.html)
  record.assets.forEach((_, i) => {
    html = html.split(ASSET_TOKEN(i)).join(`" + __asset${i} + "`)
  })
  return `${imports.join('\n')}\nexport default ${html}\n`
}
