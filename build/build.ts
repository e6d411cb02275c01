import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as viteBuild, type InlineConfig } from 'vite'
import { formatDiagnostic, SiteError, type Diagnostic } from './diagnostics.ts'
import { sitePlugin, type ClientChunks } from './plugin.ts'
import { SiteLoader } from './site/loader.ts'
import { siteDiagnostics } from './site/checks.ts'
import { buildAssets } from './render/assets.ts'
import { pageModules } from './render/page-modules.ts'
import { buildSearchIndexes, SEARCH_DIR, searchPageOf } from './search/search-index.ts'
import { writePublishFiles } from './publish/publish.ts'
import { hashSource, inlineScripts } from './publish/csp.ts'
import { loadConfig } from './site/config.ts'
import { DEFAULT_CACHE_DIR } from './site/compile-cache.ts'
import { outputPath } from './render/output-path.ts'
import { renderError } from './render/render-error.ts'
import { documentOptions, renderPage, type RenderFn } from './render/render-page.ts'
import { openRenderCache } from './render/render-cache.ts'
import type { ServerEntry } from '../src/shared/types.ts'
import { swapDir } from './render/swap.ts'

export interface BuildOptions {
  root: string
  /** The config module; default src/site.config.ts (build/site/config.ts). */
  configFile?: string
  /** The URL prefix the site is served under; default the config's `base` (src/shared/base.ts). */
  base?: string
  contentDir?: string
  publicDir?: string
  outDir?: string
  /** Where intermediate output goes; must be on the same file system as outDir. */
  workDir?: string
  quiet?: boolean
  /** Where compiled and rendered pages are kept between builds (default .site-build/cache); false: do every page. */
  cacheDir?: string | false
}

export interface BuildReport {
  pages: number
  seconds: number
  outDir: string
}

/**
 * The static build, in order:
 *   1. read content/ into page records (every page compiled once), derive the site model from
 *      them, and stop on any error
 *   2. client build (Vite) of the app and the .tsx and .mdx pages, recording the chunk of every module;
 *      the markdown pages' modules are written as they are (page-modules.ts)
 *   3. SSR build of the server entry
 *   4. prerender every route and 404.html with the same renderPage() the dev server uses; a page
 *      that throws is reported on its file and stops the build after the loop
 *   5. feeds, sitemap, robots.txt and the security headers (build/publish/), from the records
 *      and the written HTML
 *   6. swap the finished folder in for dist/
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now()
  const { root } = options
  const outDir = options.outDir ?? join(root, 'dist')
  const log = (s: string) => options.quiet || console.log(s)
  let lap = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    log(`  ${name}: ${((now - lap) / 1000).toFixed(2)} s, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`)
    lap = now
  }

  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? join(root, DEFAULT_CACHE_DIR))
  const loader = await SiteLoader.load({
    root,
    config: await loadConfig(root, options.configFile, { base: options.base }),
    contentDir: options.contentDir,
    publicDir: options.publicDir,
    cacheDir,
  })
  const site = loader.model()
  const diagnostics = siteDiagnostics(site)
  for (const d of diagnostics.filter((d) => !d.fatal)) console.warn(formatDiagnostic(d))
  const errors = diagnostics.filter((d) => d.fatal)
  if (errors.length) throw new SiteError(errors)
  phase(
    `read ${site.pages.size} pages` +
      (loader.cache ? ` (compiled ${loader.cache.stats.compiled}, from the cache ${loader.cache.stats.cached})` : ''),
  )

  const work = options.workDir ?? join(root, '.site-build', `build-${process.pid}`)
  rmSync(work, { recursive: true, force: true })
  // The work folder goes whether the build succeeds or stops; dist/ changes only by the swap.
  try {
    const entryClient = join(root, 'src/app/entry-client.tsx')
    const clientChunks: ClientChunks = new Map()
    const client = join(work, 'client')
    const modules = pageModules(site, client)
    const common = (extra: InlineConfig): InlineConfig => ({
      configFile: join(root, 'vite.config.ts'),
      root,
      // Asset URLs, CSS url()s and the app's import.meta.env.BASE_URL (src/shared/href.ts).
      base: site.config.base,
      logLevel: options.quiet ? 'error' : 'warn',
      ...extra,
    })
    await viteBuild(
      common({
        plugins: [sitePlugin(loader, { mode: 'build', clientChunks, sectionsModule: modules.sectionsModule })],
        // The folder holds the markdown pages' modules already (page-modules.ts).
        build: { outDir: client, emptyOutDir: false, rolldownOptions: { input: entryClient } },
      }),
    )
    phase('client build')
    await viteBuild(
      // With source maps, a page that throws while prerendering is reported at its own line.
      common({
        plugins: [sitePlugin(loader, { mode: 'build' })],
        build: { ssr: join(root, 'src/app/entry-server.tsx'), outDir: join(work, 'server'), emptyOutDir: true, sourcemap: true },
      }),
    )
    phase('SSR build')
    const server = (await import(pathToFileURL(join(work, 'server', 'entry-server.js')).href)) as ServerEntry
    const renders = cacheDir ? openRenderCache({ dir: join(cacheDir, 'render'), serverDir: join(work, 'server') }) : undefined
    const render: RenderFn = (url) => {
      const data = site.renderData(url, modules.assetUrl)
      return renders ? renders.render(url, data, () => server.render(url, data)) : server.render(url, data)
    }

    const { publicDir, contentDir } = site.paths
    if (existsSync(publicDir)) cpSync(publicDir, join(client, 'public'), { recursive: true })
    // Each markdown (and MDX) page's source ships with the site, for the "source" link of the doc layout.
    for (const page of site.pages.values()) {
      if (page.format === 'tsx') continue
      mkdirSync(dirname(join(client, 'public/source', page.relativePath)), { recursive: true })
      writeFileSync(join(client, 'public/source', page.relativePath), page.source)
    }
    const search = buildSearchIndexes({ pages: new Map([...site.pages].map(([route, p]) => [route, searchPageOf(p)])) }, site.config.base)
    mkdirSync(join(client, SEARCH_DIR), { recursive: true })
    for (const f of search.files) writeFileSync(join(client, SEARCH_DIR, f.name), f.content)
    const base = site.config.base
    const pageAssets = buildAssets(clientChunks, { contentDir, entry: entryClient, base, pageUrl: modules.pageUrl })
    const assets: typeof pageAssets = (result) => ({ ...pageAssets(result), ...search.meta(result.lang, result.version) })
    const pageScripts = new Set<string>()
    const write = (file: string, html: string) => {
      mkdirSync(dirname(join(client, file)), { recursive: true })
      writeFileSync(join(client, file), html)
      for (const script of inlineScripts(html)) pageScripts.add(hashSource(script))
    }
    const routes = [...site.pages.keys()].sort()
    // The document around every page: worked out once, not per route.
    const document = documentOptions(site.theme)
    const thrown: Diagnostic[] = []
    for (const route of routes) {
      try {
        write(outputPath(route), (await renderPage(route, render, assets, document)).html)
      } catch (e) {
        thrown.push(renderError(e, site.pages.get(route)!, root))
      }
    }
    if (thrown.length) throw new SiteError(thrown)
    const notFound = [...site.pages.values()].find((p) => p.pageType === '404')
    write('404.html', (await renderPage(notFound?.routePath ?? '/404.html', render, assets, document)).html)

    phase(`prerender${renders ? ` (rendered ${renders.stats.rendered}, from the cache ${renders.stats.cached})` : ''}`)
    writePublishFiles({ site, dir: client, pageScripts })
    phase('feeds, sitemap, headers')
    swapDir(client, outDir)
    // What this build did not use goes: an edited page's old entries, a deleted page's.
    loader.cache?.prune()
    renders?.prune()
    const seconds = (performance.now() - started) / 1000
    log(`built ${routes.length} pages into ${outDir} in ${seconds.toFixed(2)} s`)
    return { pages: routes.length, seconds, outDir }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
