import { fillAssets } from '../markdown/rehype-images.ts'
import { packRow } from '../../src/shared/section-chunk.ts'
import type { PageData, RouteSummary } from '../../src/shared/types.ts'
import type { Sidebars } from '../../src/shared/sidebar.ts'
import type { ResolvedConfig, SiteConfigInput } from '../../src/shared/site-config.ts'

/**
 * The browser modules of the site's data, written here for both the dev server (build/plugin.ts
 * serves them through Vite) and the build (page-modules.ts writes them as files). Only the
 * specifiers differ: Vite's module ids in dev, hashed file names in a build.
 *
 *   pageModule      { page, loadContent }        a markdown page's record, and its body's loader
 *   bodyModule      { default: html }            the body, with the URLs of the files it shows
 *   mdxModule       { default: component, page } an .mdx page's compiled body and its record
 *   sectionModule   { routes, sidebars }         a section's route list and its config sidebars
 *   sectionsModule  { SECTIONS, sections }       every section's loader
 *   configModule    { default: config }          the resolved site config
 */

/** How a module refers to the files a page shows: imports Vite resolves (dev), or URLs in place (build). */
export type AssetRefs = 'import' | ((file: string) => string)

/**
 * Dev: accepts its own update and hands it to the app (App.tsx). The server render imports an
 * .mdx page's module too (its module runner has no window): only the browser's copy accepts.
 */
const HMR =
  "\nif (import.meta.hot && !import.meta.env.SSR) import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('site:page-update', { detail: mod })) })\n"

export function pageModule(page: PageData, bodySpecifier: string, options: { hmr?: boolean } = {}): string {
  return `export const page = ${JSON.stringify(page)}\nexport const loadContent = () => import(${JSON.stringify(bodySpecifier)})\n${options.hmr ? HMR : ''}`
}

export function bodyModule(html: string, assets: readonly string[], refs: AssetRefs): string {
  if (refs !== 'import') return `export default ${JSON.stringify(fillAssets(html, assets, refs))}\n`
  // The token has no character JSON escapes: it is found the same in the string literal.
  return `${assetImports(assets)}\nexport default ${fillAssets(JSON.stringify(html), assets, (_, i) => `" + __asset${i} + "`)}\n`
}

/** An .mdx page's module: its compiled body (a component, the files its images use imported), and its record. */
export function mdxModule(code: string, assets: readonly string[], page: PageData, options: { hmr?: boolean } = {}): string {
  // The compiled code writes an image's URL as a string literal; the token is found the same in it.
  const body = fillAssets(code, assets, (_, i) => `" + __asset${i} + "`)
  return `${assetImports(assets)}\n${body}\nexport const page = ${JSON.stringify(page)}\n${options.hmr ? HMR : ''}`
}

/**
 * A section's route list as a module, with the config sidebars its pages may show: a row loads
 * its markdown page from `importOf`'s specifier.
 */
export function sectionModule(
  summaries: readonly RouteSummary[],
  sidebars: Sidebars,
  importOf: (s: RouteSummary) => string | undefined,
): string {
  const rows = summaries.map((s) => {
    const data = JSON.stringify(packRow(s))
    const specifier = importOf(s)
    return specifier ? `  ${data.slice(0, -1)},"load":() => import(${JSON.stringify(specifier)})},` : `  ${data},`
  })
  return `export const routes = [\n${rows.join('\n')}\n]\nexport const sidebars = ${JSON.stringify(sidebars)}\n`
}

/**
 * Every section's loader. Dev: Vite's module ids, which Vite resolves. Build: the written files'
 * URLs, imported as they are (`bundled: false`): the client build must not try to bundle them.
 */
export function sectionsModule(names: readonly string[], specifierOf: (name: string) => string, options: { bundled: boolean }): string {
  const call = options.bundled ? (s: string) => `import(${JSON.stringify(s)})` : (s: string) => `load(${JSON.stringify(s)})`
  const entries = names.map((n) => `  ${JSON.stringify(n)}: () => ${call(specifierOf(n))},`)
  const prelude = options.bundled ? '' : `const load = (url) => import(/* @vite-ignore */ url)\n`
  return `${prelude}export const SECTIONS = ${JSON.stringify(names)}\nexport const sections = {\n${entries.join('\n')}\n}\n`
}

function assetImports(assets: readonly string[]): string {
  return assets.map((a, i) => `import __asset${i} from ${JSON.stringify(a)}`).join('\n')
}

/**
 * `virtual:site/config`: the config as the build resolved it (build/site/config.ts), written out as
 * data, so the browser does not run the config file again. Functions (the search hooks) cannot be
 * written as data: a config that has them is imported as well, and each function is read from it
 * at the place it holds in the file's export (`source`).
 */
export function configModule(config: ResolvedConfig, source: SiteConfigInput, file: string): string {
  const places = new Map<unknown, string>()
  const find = (v: unknown, place: string) => {
    if (typeof v === 'function') places.set(v, place)
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) find(x, `${place}[${JSON.stringify(k)}]`)
  }
  find(source, '__config')
  let imported = false
  const write = (v: unknown): string => {
    if (typeof v === 'function') {
      const place = places.get(v)
      if (!place) throw new Error(`the site config holds a function that is not in ${file}'s default export`)
      imported = true
      return place
    }
    if (Array.isArray(v)) return `[${v.map(write).join(',')}]`
    if (v && typeof v === 'object')
      return `{${Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => `${JSON.stringify(k)}:${write(x)}`)
        .join(',')}}`
    return JSON.stringify(v)
  }
  const data = write(config)
  return `${imported ? `import __config from ${JSON.stringify(file)}\n` : ''}export default ${data}\n`
}
