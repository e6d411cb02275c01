/**
 * Sidebars written in the site config (`themeConfig.sidebar`), and what the build resolves them
 * to (build/site/sidebar.ts): every `file` entry becomes a link with the page's route and title.
 *
 *   sidebar: {
 *     '/guide/': [
 *       { file: 'guide/index.md' },                        → { text: '<its title>', link: '/guide/' }
 *       { text: '进阶', collapsible: true, collapsed: true, items: [{ text: '配置', link: '/guide/config' }] },
 *     ],
 *   }
 *
 * A page shows the sidebar of the longest key its route starts with; a page no key matches
 * shows the sidebar generated from its section's pages (src/theme/components/Sidebar/groups.ts).
 */

/** A link to a page by its route; `text` defaults to the page's title. */
export interface SidebarLinkConfig {
  text?: string
  link: string
}

/** A link to a page by its file under content/ (`guide/intro.md`); `text` defaults to its title. */
export interface SidebarFileConfig {
  text?: string
  file: string
}

/** A titled group of entries. `collapsible` gives it a toggle; `collapsed` starts it closed. */
export interface SidebarGroupConfig {
  text: string
  items: SidebarItemConfig[]
  collapsible?: boolean
  collapsed?: boolean
}

export type SidebarItemConfig = SidebarLinkConfig | SidebarFileConfig | SidebarGroupConfig

/** Route prefix (`/guide/`) → the entries of the sidebar of the pages under it. */
export type SidebarConfig = Record<string, SidebarItemConfig[]>

export interface SidebarLink {
  text: string
  link: string
}

export interface SidebarGroup {
  text: string
  items: SidebarItem[]
  collapsible?: boolean
  collapsed?: boolean
}

export type SidebarItem = SidebarLink | SidebarGroup

/** Resolved sidebars by route prefix. */
export type Sidebars = Record<string, SidebarItem[]>

export const isSidebarGroup = (item: SidebarItem | SidebarItemConfig): item is SidebarGroup | SidebarGroupConfig => 'items' in item

/** The key of the sidebar a route shows: the longest prefix it starts with, if any. */
export function sidebarKeyOf(sidebars: Sidebars | SidebarConfig | undefined, path: string): string | undefined {
  let best: string | undefined
  for (const key of Object.keys(sidebars ?? {})) if (path.startsWith(key) && (best === undefined || key.length > best.length)) best = key
  return best
}

/** The links of a sidebar in reading order, depth first: the order of Previous/Next. */
export function sidebarLinks(items: readonly SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (isSidebarGroup(item) ? sidebarLinks(item.items) : [item]))
}

/** The sidebars a section's pages may show: those whose key lies inside the section, or above it. */
export function sidebarsOfSection(sidebars: Sidebars, section: string): Sidebars {
  const home = section ? `/${section}/` : '/'
  return Object.fromEntries(Object.entries(sidebars).filter(([key]) => key.startsWith(home) || home.startsWith(key)))
}
