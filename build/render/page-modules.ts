import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import type { PageRecord } from '../site/record.ts'
import type { SiteModel } from '../site/model.ts'
import { bodyModule, pageModule, sectionModule, sectionsModule } from './browser-modules.ts'
import { withBase } from '../../src/shared/base.ts'

/**
 * The browser modules of the markdown pages, written as files by the build (with the writer the
 * dev server uses, browser-modules.ts) instead of bundled by the client build. A page's record
 * and body are data: a bundler has nothing to do with them, and going through it made the client
 * build grow with the site (two modules per page, and the memory to hold them all). The client
 * build bundles the app and the .tsx and .mdx pages only.
 *
 *   assets/<section>-<hash>.js     { routes: [{ path, title, …, load: () => import('./<page>-<hash>.js') }], sidebars }
 *   assets/<page>-<hash>.js        { page, loadContent: () => import('./<page>-<hash>.js') }
 *   assets/<page>-<hash>.js        { default: html }              the body, with its images' URLs
 *   assets/<image>-<hash>.<ext>    an image a page shows
 *
 * Each name carries a hash of its content, so a file can be cached for good. A module names the
 * ones it imports: an edit changes the page's two files, its section's list, and the app's entry,
 * which finds the section lists through `virtual:site/sections` (the client build gets it from
 * `sectionsModule`, build/plugin.ts); the other pages' modules stay as they were.
 */
export interface PageModules {
  /** `virtual:site/sections` of the client build. */
  sectionsModule: string
  /** The URL of a markdown page's record module, by the page's path relative to content/. */
  pageUrl(relativePath: string): string | undefined
  /** The URL of a file a markdown page shows (build/markdown/rehype-images.ts). */
  assetUrl(file: string): string
}

const ASSETS = 'assets'

/**
 * Writes the modules and images into `outDir`/assets/ as it goes, so that none is held in memory
 * (at 17,000 pages they would be hundreds of megabytes); the client build then writes its own
 * files beside them.
 */
export function pageModules(site: SiteModel, outDir: string): PageModules {
  const assetUrls = new Map<string, string>()
  const pageUrls = new Map<string, string>()
  mkdirSync(join(outDir, ASSETS), { recursive: true })
  const emit = (name: string, ext: string, content: string | Buffer, copy?: string): string => {
    const file = `${ASSETS}/${name}-${hash(content)}${ext}`
    if (copy) copyFileSync(copy, join(outDir, file))
    else writeFileSync(join(outDir, file), content)
    return withBase(site.config.base, '/' + file)
  }

  const assetUrl = (file: string): string => {
    let url = assetUrls.get(file)
    if (!url) {
      const ext = extname(file)
      url = emit(safeName(basename(file, ext)), ext, readFileSync(file), file)
      assetUrls.set(file, url)
    }
    return url
  }

  const writePage = (record: PageRecord): string => {
    const name = safeName(basename(record.relativePath, '.md'))
    const body = emit(name, '.js', bodyModule(record.body?.html ?? '', record.body?.assets ?? [], assetUrl))
    return emit(name, '.js', pageModule(site.pageData(record), './' + basename(body)))
  }

  for (const record of site.pages.values()) {
    if (record.format === 'md') pageUrls.set(record.relativePath, writePage(record))
  }
  const sectionUrls = new Map(
    site.sections().map((name) => {
      const source = sectionModule(
        site.summaries(name),
        site.sidebarsOf(name),
        (s) => pageUrls.get(s.filePath) && './' + basename(pageUrls.get(s.filePath)!),
      )
      return [name, emit(safeName(name || '_root'), '.js', source)]
    }),
  )

  return {
    sectionsModule: sectionsModule(site.sections(), (name) => sectionUrls.get(name)!, { bundled: false }),
    pageUrl: (relativePath) => pageUrls.get(relativePath),
    assetUrl,
  }
}

/** Eight characters of the content's sha256, like the client build's own file names. */
function hash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 8)
}

/** A file name part that needs no escaping in a URL. */
function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_') || '_'
}
