import type { RouteSummary } from '../../../shared/types'
import { indexOfPath } from '../../../shared/route-index'
import { oncePer } from '../../../shared/once-per'

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

const models = oncePer((list: readonly RouteSummary[], section: string) => sidebarGroups(section, list))

/** sidebarGroups once per route list (once-per.ts): the server renders every page of a section from one list. */
export function sidebarModel<R extends RouteSummary>(section: string, list: readonly R[]): SidebarModel<R> {
  return models(list, section) as SidebarModel<R>
}

/** A group longer than this shows a window of this many items, around the current page. */
export const SIDEBAR_WINDOW = 50

/**
 * The part of a group a page shows before the reader asks for all of it: the whole group when
 * it is short, else SIDEBAR_WINDOW items around the current page (from the top when it is not
 * in the group). A page's sidebar so stays the same size however large its section grows.
 */
export function groupWindow(items: readonly RouteSummary[], current: string, size = SIDEBAR_WINDOW): { start: number; end: number } {
  if (items.length <= size) return { start: 0, end: items.length }
  const at = indexOfPath(items, current)
  const start = at < 0 ? 0 : Math.min(Math.max(0, at - Math.floor(size / 2)), items.length - size)
  return { start, end: start + size }
}

/** The group that holds a route, if any. */
export function groupOf<R extends RouteSummary>(model: SidebarModel<R>, path: string): string | undefined {
  return model.groups.find((g) => indexOfPath(g.items, path) >= 0)?.key
}
