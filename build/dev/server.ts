import { createServer as createHttpServer, type Server } from 'node:http'
import { existsSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite'
import { formatDiagnostic, SiteError } from '../diagnostics.ts'
import { errorPage, messagePage } from './error-page.ts'
import { pageProblems, sitePlugin } from '../plugin.ts'
import { SiteLoader } from '../site/loader.ts'
import { siteDiagnostics } from '../site/checks.ts'
import { loadConfig } from '../site/config.ts'
import { documentOptions, renderPage, type AssetResolver } from '../render/render-page.ts'
import { DEFAULT_CACHE_DIR } from '../site/compile-cache.ts'
import { serveFile } from '../preview/server.ts'
import { stripBase, withBase } from '../../src/shared/base.ts'
import type { ServerEntry } from '../../src/shared/types.ts'

/**
 * `npm run dev`: Vite in middleware mode, rendering every page on the server like the build
 * does, so a hydration mismatch shows up in dev too. Content errors are printed and shown in
 * the browser; the server keeps running.
 */
export async function startDevServer(options: {
  root: string
  port: number
  host: string
  contentDir?: string
  configFile?: string
  /** The URL prefix to serve under; default the config's `base`. */
  base?: string
  /** Where compiled pages are kept, in its pages/ folder (default .site-build/cache, the build's); false: none (`--no-cache`). */
  cacheDir?: string | false
}): Promise<Server & { base: string }> {
  const { root } = options
  const site = await SiteLoader.load({
    root,
    config: await loadConfig(root, options.configFile, { base: options.base }),
    contentDir: options.contentDir,
    cacheDir: options.cacheDir === false ? undefined : (options.cacheDir ?? join(root, DEFAULT_CACHE_DIR)),
    lazy: true,
    drafts: true,
  })
  // The whole site's problems (dead links, the article rules…) once every page is compiled; a
  // page's own show when it is opened.
  void site.complete.then(
    () => {
      const model = site.model()
      const problems = siteDiagnostics(model)
      for (const d of problems) console.warn(formatDiagnostic(d))
      console.log(`dev server: ${model.pages.size} pages read, ${problems.length ? `${problems.length} problem(s)` : 'no problems'}`)
    },
    (e: unknown) => console.error('dev server: the background compile failed:', e),
  )
  // The content folder is watched from the moment the first page can be answered: the watcher's
  // first walk of a folder stats and watches each file, on this thread, and at 1,700 pages that
  // put about 0.2 s before the first page.
  let contentWatched = false
  const { contentDir, publicDir } = site.paths
  const skipped = notSource(root, contentDir)
  const vite = await createViteServer({
    configFile: join(root, 'vite.config.ts'),
    root,
    // Vite serves its modules under the base too, and gives the app import.meta.env.BASE_URL.
    base: site.config.base,
    plugins: [sitePlugin(site, { mode: 'dev' })],
    server: { middlewareMode: true, watch: { ignored: (path) => skipped(path) || (!contentWatched && isInside(contentDir, path)) } },
    appType: 'custom',
  })
  const ssr = vite.environments.ssr
  if (!isRunnableDevEnvironment(ssr)) throw new Error('the ssr environment cannot run modules in this process')
  // The app's server modules are transformed while the server waits for its first request.
  const entry = ssr.runner.import('/src/app/entry-server.tsx')
  // Once the first page can be answered, the rest of the site is compiled (on the worker that
  // compiles the pages asked for), and the content folder watched.
  const started = () => {
    site.beginBackground()
    contentWatched = true
    vite.watcher.add(contentDir)
    // As for a folder made while the server runs (plugin.ts): pages added or deleted before the
    // watch was in place are found by reading the folder again.
    vite.watcher.emit('addDir', contentDir)
  }
  void entry.then(started, started)
  const base = site.config.base
  const document = documentOptions(site.model().theme)
  // Vite's transformIndexHtml puts the base in front of these URLs itself (devHtml below).
  const assets: AssetResolver = (result) => ({
    scripts: ['/src/app/entry-client.tsx'],
    // The CSS the server render imported, linked so the first paint is styled; the client entry
    // removes these links once Vite's own style tags are in (dev only).
    styles: cssOfServerRender(ssr.moduleGraph).map((url) => `${url}?direct&ssr-css`),
    preloads: [],
    page: result.filePath && withBase(base, devUrl(root, join(contentDir, result.filePath))),
  })

  const server = createHttpServer((req, res) => {
    // Vite takes the base off the URLs under it; what it leaves to us is read as it was asked.
    const asked = req.url ?? '/'
    vite.middlewares(req, res, async () => {
      // A path outside the base is no page of the site, as in preview: the 404 page.
      const url = stripBase(base, asked) ?? '/404.html'
      try {
        if (base !== '/' && asked.split('?')[0] === base.slice(0, -1)) {
          res.writeHead(301, { location: base + asked.slice(base.length - 1) })
          res.end()
          return
        }
        if (url.startsWith('/public/')) {
          const rel = decodeURIComponent(url.slice('/public/'.length).split('?')[0])
          // The build ships page sources under /public/source/; dev serves them from content/.
          if (rel.startsWith('source/') && serveFile(res, contentDir, rel.slice('source/'.length), 'no-cache')) return
          if (!rel.endsWith('/') && existsSync(join(publicDir, rel, 'index.html'))) {
            res.writeHead(301, { location: withBase(base, `/public/${encodeURI(rel)}/`) })
            res.end()
            return
          }
          if (serveFile(res, publicDir, rel, 'no-cache')) return
        }
        // The page is read again if its file changed: the watcher can miss a save (two saves in
        // quick succession), and a page with an error would show it until the next one.
        // A page with errors shows them instead, as the build would stop on them.
        const found = site.model().pageAt(url)
        // An overview lists its folder's pages with their headings: it waits for the compile of all.
        if (found?.pageType === 'overview') await site.complete
        const record = found && (await site.addFile(found.filePath))
        const model = site.model()
        const errors = record ? pageProblems(model, record, 'dev').errors : []
        if (errors.length) throw new SiteError(errors)
        const server = (await ssr.runner.import('/src/app/entry-server.tsx')) as ServerEntry
        const render = (u: string) =>
          server.render(
            u,
            model.renderData(u, (file) => withBase(base, devUrl(root, file))),
          )
        const page = await renderPage(url, render, assets, document)
        const html = await devHtml(vite, base, url, page.html)
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        res.end(html)
      } catch (e) {
        const err = e as Error
        console.error(err.message)
        // The page's problems as an error screen (error-page.ts), with Vite's client, which
        // reloads it once the file is saved again; a stack would point into the engine, so
        // neither shows one.
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
        res.end(e instanceof SiteError ? errorPage(e.diagnostics, { root, base }) : messagePage(err.message, base))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve))
  server.on('close', () => void Promise.all([vite.close(), site.close()]))
  return Object.assign(server, { base })
}

/**
 * The page with Vite's dev additions (its client, React's refresh preamble). Vite puts the base
 * in front of every root-relative script, stylesheet and image URL of the document: right for
 * the entry and the stylesheets above, wrong for the rendered page's own URLs, which carry the
 * base already (the client renders them so), so these are hidden from it.
 */
async function devHtml(vite: ViteDevServer, base: string, url: string, html: string): Promise<string> {
  if (base === '/') return vite.transformIndexHtml(url, html)
  const hidden = '="#site-base#'
  const out = await vite.transformIndexHtml(withBase(base, url), html.replaceAll(`="${base}`, hidden))
  return out.replaceAll(hidden, `="${base}`)
}

/**
 * What the watcher skips besides Vite's own list (.git, node_modules): the build's output and
 * work folders, which hold a file per page (dist/, .site-build/ with its compile cache). Walking
 * them at start took the dev server longer than its first page; the content folder is watched
 * wherever it is, also inside them.
 */
function notSource(root: string, contentDir: string): (path: string) => boolean {
  const skipped = [join(root, 'dist'), join(root, '.site-build')]
  return (path) => skipped.some((dir) => isInside(dir, path)) && !isInside(contentDir, path) && !isInside(path, contentDir)
}

function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Every stylesheet in the server module graph: what the pages rendered so far have imported. */
function cssOfServerRender(graph: { idToModuleMap: Map<string, { url: string; id: string | null }> }): string[] {
  const out = new Set<string>()
  for (const mod of graph.idToModuleMap.values()) {
    if (mod.id && /\.css($|\?)/.test(mod.id) && !mod.id.includes('?')) out.add(mod.url)
  }
  return [...out].sort()
}

/** The URL Vite's dev server serves a file at: by its path under the root, else through /@fs/. */
function devUrl(root: string, file: string): string {
  const rel = relative(root, file).split(sep).join('/')
  return rel.startsWith('..') ? `/@fs${file.split(sep).join('/')}` : `/${rel}`
}
