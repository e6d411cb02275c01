import type { RouteSummary } from '../../../shared/types'
import { indexOfPath } from '../../../shared/route-index'
import { oncePer } from '../../../shared/once-per'

export interface SidebarGroup<R> {
  /** The folder route, e.g. `/blog/2025/`. */
  key: string
  title: string
  /** Every page of the group, in the order shown. */
  items: R[]
  /**
   * A folder with a `_meta.json`: its pages under the titles of their groups there (the rows'
   * `group`, build/site/model.ts), in its order; `items` starts with the pages of none (the index).
   */
  parts?: { key: string; title: string; items: R[] }[]
}

export interface SidebarModel<R> {
  /** Pages in the section's own folder (its index page), above the groups. */
  top: R[]
  groups: SidebarGroup<R>[]
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)
const fileName = (r: RouteSummary) => r.filePath.slice(r.filePath.lastIndexOf('/') + 1)
const isIndex = (r: RouteSummary) => /^index\.(md|tsx)$/.test(fileName(r))
const byIndexThenName = (a: RouteSummary, b: RouteSummary) =>
  Number(isIndex(b)) - Number(isIndex(a)) || fileName(a).localeCompare(fileName(b))

/**
 * The sidebar of a section, from its route list (already in reading order):
 *
 *   blog   one group per year folder, newest year first; articles keep the list's order
 *          (newest first)
 *   other  the section's own pages, then one group per folder in path order; in each, the
 *          folder's index page first, then the pages by file name (`001-…`, `002-…`), or, in a
 *          folder with a `_meta.json`, split by its groups in its order
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
    top.sort(byIndexThenName)
    groups.sort((a, b) => a.key.localeCompare(b.key))
    for (const g of groups) {
      if (g.items.some((r) => r.group !== undefined)) groupParts(g)
      else g.items.sort(byIndexThenName)
    }
  }
  return { top, groups }
}

/** Splits a folder's group by its rows' `group`, in the list's order (that of the folder's `_meta.json`). */
function groupParts<R extends RouteSummary>(g: SidebarGroup<R>): void {
  const parts = new Map<string, { key: string; title: string; items: R[] }>()
  const loose: R[] = []
  for (const r of g.items) {
    if (r.group === undefined) {
      loose.push(r)
      continue
    }
    let part = parts.get(r.group)
    if (!part) {
      part = { key: `${g.key}#${parts.size}`, title: r.group, items: [] }
      parts.set(r.group, part)
    }
    part.items.push(r)
  }
  loose.sort(byIndexThenName)
  g.parts = [...parts.values()]
  g.items = [...loose, ...g.parts.flatMap((p) => p.items)]
}

const orders = oncePer((model: SidebarModel<RouteSummary>) => [...model.top, ...model.groups.flatMap((g) => g.items)])

/** The pages in the order the generated sidebar shows them (once per model): the order of Previous/Next. */
export function sidebarOrder<R extends RouteSummary>(model: SidebarModel<R>): readonly R[] {
  return orders(model) as R[]
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

/** The keys of the group and the `_meta.json` part that hold a route: the ones that open when the reader arrives. */
export function groupsHolding<R extends RouteSummary>(model: SidebarModel<R>, path: string): string[] {
  const group = model.groups.find((g) => indexOfPath(g.items, path) >= 0)
  if (!group) return []
  const part = group.parts?.find((p) => p.items.some((r) => r.path === path))
  return part ? [group.key, part.key] : [group.key]
}
