import type { RouteSummary } from '../../../shared/types'

export interface SidebarGroup<R> {
  /** The folder route, e.g. `/blog/2025/`. */
  key: string
  title: string
  items: R[]
}

export interface SidebarModel<R> {
  /** Pages in the section's own folder (its index page), above the groups. */
  top: R[]
  groups: SidebarGroup<R>[]
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)
const fileName = (r: RouteSummary) => r.filePath.slice(r.filePath.lastIndexOf('/') + 1)
const isIndex = (r: RouteSummary) => /^index\.(md|tsx)$/.test(fileName(r))

/**
 * The sidebar of a section, from its route list (already in reading order):
 *
 *   blog   one group per year folder, newest year first; articles keep the list's order
 *          (newest first)
 *   other  one group per folder in path order; the folder's index page first, then the pages
 *          by file name (`001-…`, `002-…`)
 *
 * A group is titled by its folder's index page, else by the folder name.
 */
export function sidebarGroups<R extends RouteSummary>(section: string, list: readonly R[]): SidebarModel<R> {
  const home = section ? `/${section}/` : '/'
  const top: R[] = []
  const byFolder = new Map<string, SidebarGroup<R>>()
  for (const route of list) {
    const key = folderOf(route.path)
    if (key === home) {
      top.push(route)
      continue
    }
    let group = byFolder.get(key)
    if (!group) {
      group = { key, title: key.split('/').filter(Boolean).pop() ?? key, items: [] }
      byFolder.set(key, group)
    }
    if (isIndex(route)) group.title = route.title
    group.items.push(route)
  }
  const groups = [...byFolder.values()]
  if (section === 'blog') {
    groups.sort((a, b) => b.key.localeCompare(a.key))
  } else {
    groups.sort((a, b) => a.key.localeCompare(b.key))
    for (const g of groups) {
      g.items.sort((a, b) => Number(isIndex(b)) - Number(isIndex(a)) || fileName(a).localeCompare(fileName(b)))
    }
  }
  return { top, groups }
}

/** The group that holds a route, if any. */
export function groupOf<R extends RouteSummary>(model: SidebarModel<R>, path: string): string | undefined {
  return model.groups.find((g) => g.items.some((r) => r.path === path))?.key
}
