import { isSidebarGroup, type SidebarConfig, type SidebarItem, type SidebarItemConfig, type Sidebars } from '../../src/shared/sidebar.ts'
import { routeOfFile } from '../../src/shared/route-path.ts'
import { closest, placeAt, type Diagnostic } from '../diagnostics.ts'
import type { PageRecord } from './record.ts'
import { matchRoute, resolveUrl } from '../../src/shared/resolve-url.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'

/**
 * The config sidebars (`themeConfig.sidebar`, src/shared/sidebar.ts) with every entry resolved
 * against the Page records: a `file` entry becomes a link to its page's route, and an entry
 * without `text` takes the page's title.
 *
 *   { file: 'guide/intro.md' }            → { text: '入门', link: '/guide/intro' }
 *   { text: '配置', link: '/guide/config' } → kept, once /guide/config is a page
 *
 * A `file` or `link` that names no page is an error at the entry in the config file.
 */
export function resolveSidebars(site: {
  config: SiteConfig
  /** The config file's text and its path as messages print it, for the places of the problems. */
  configText: string
  configPath: string
  pages: ReadonlyMap<string, PageRecord>
}): { sidebars: Sidebars; problems: Diagnostic[] } {
  const config: SidebarConfig = site.config.themeConfig.sidebar ?? {}
  const problems: Diagnostic[] = []
  const text = site.configText
  const file = site.configPath
  const routes = [...site.pages.keys()]

  const problem = (key: string, value: string, reason: string, hint: string) => {
    // The entry's place: the first quoted occurrence of its value from the sidebar's key on
    // (the key's own place when the entry has no text to find it by).
    const from = Math.max(0, text.indexOf(key) - 1)
    const find = value || key
    const quoted = ['"', "'", '`'].map((q) => text.indexOf(q + find + q, from)).filter((i) => i >= 0)
    const place = quoted.length ? placeAt(text, Math.min(...quoted)) : { line: 1, column: 1 }
    problems.push({
      file,
      ...place,
      reason,
      hint,
      rule: 'sidebar/entry',
      fatal: true,
    })
  }

  const SHAPES = '{ text, link }, { file } or { text, items: [...] } (with collapsible and collapsed: true or false)'
  const resolve = (key: string, item: SidebarItemConfig): SidebarItem[] => {
    // The config is a TypeScript value, but a .js config or a cast can still hand over anything.
    const shape = wrongShape(item)
    if (shape) {
      problem(key, shape.value, `sidebar entry under "${key}" ${shape.reason}`, `Write each entry as ${SHAPES}.`)
      return []
    }
    if (isSidebarGroup(item)) {
      const { text: title, collapsible, collapsed } = item
      return [
        {
          text: title,
          items: item.items.flatMap((i) => resolve(key, i)),
          ...(collapsible ? { collapsible } : {}),
          ...(collapsed ? { collapsed } : {}),
        },
      ]
    }
    if ('file' in item) {
      const route = routeOfFile(item.file)
      const page = site.pages.get(route)
      if (!page || page.relativePath !== item.file) {
        const files = [...site.pages.values()].map((p) => p.relativePath)
        const guess = closest(item.file, files, Math.max(3, Math.floor(item.file.length / 3)))
        problem(
          key,
          item.file,
          `sidebar entry "${item.file}" under "${key}" names no page`,
          `Give a page's file under content/ with its extension.${guess ? ` Did you mean "${guess}"?` : ''}`,
        )
        return []
      }
      return [{ text: item.text ?? page.title, link: page.routePath }]
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(item.link)) return [{ text: item.text ?? item.link, link: item.link }]
    const page = matchRoute(site.pages, resolveUrl(item.link))
    if (!page) {
      const guess = closest(item.link, routes, Math.max(3, Math.floor(item.link.length / 3)))
      problem(
        key,
        item.link,
        `sidebar entry "${item.link}" under "${key}" names no page`,
        `Link to a page's route, or name its file with { file: 'path/under/content.md' }.${guess ? ` Did you mean "${guess}"?` : ''}`,
      )
      return []
    }
    return [{ text: item.text ?? page.title, link: page.routePath }]
  }

  const sidebars: Sidebars = {}
  for (const [key, items] of Object.entries(config)) {
    if (!key.startsWith('/') || !Array.isArray(items)) {
      problem(
        key,
        key,
        `sidebar "${key}" is not a route prefix with a list of entries`,
        `Key each sidebar by the start of its routes ('/guide/'), with a list of ${SHAPES}.`,
      )
      continue
    }
    sidebars[key] = items.flatMap((i) => resolve(key, i))
  }
  return { sidebars, problems }
}

/** What is wrong with the shape of an entry, and a value of it to find it by in the config's text. */
function wrongShape(item: unknown): { reason: string; value: string } | undefined {
  if (!item || typeof item !== 'object') return { reason: `is ${JSON.stringify(item)}, not an entry`, value: String(item) }
  const e = item as Record<string, unknown>
  const name = [e.text, e.link, e.file].find((v) => typeof v === 'string') as string | undefined
  const value = name ?? ''
  if ('items' in e) {
    if (typeof e.text !== 'string') return { reason: 'is a group without a text', value }
    if (!Array.isArray(e.items)) return { reason: `group "${e.text}" has items that are not a list`, value }
    for (const flag of ['collapsible', 'collapsed'] as const) {
      if (flag in e && typeof e[flag] !== 'boolean')
        return { reason: `group "${e.text}" has ${flag}: ${JSON.stringify(e[flag])}, not true or false`, value }
    }
    return undefined
  }
  if ('file' in e && typeof e.file !== 'string') return { reason: 'has a file that is not a string', value }
  if ('link' in e && typeof e.link !== 'string') return { reason: 'has a link that is not a string', value }
  if (!('file' in e) && !('link' in e)) return { reason: `${name ? `"${name}" ` : ''}has neither link, file nor items`, value }
  if ('text' in e && typeof e.text !== 'string') return { reason: 'has a text that is not a string', value }
  return undefined
}
