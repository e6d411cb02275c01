import type { OverviewGroup, OverviewItem } from './types'

/** A `_meta.json` of a folder: named groups of page slugs (file names without extension). */
export type FolderMeta = { text: string; items: string[] }[]

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)

/** The pages an overview lists: every page of its folder and below, except itself. */
export function overviewRoutes<R extends { path: string }>(overviewPath: string, list: readonly R[]): R[] {
  const folder = folderOf(overviewPath)
  return list.filter((r) => r.path !== overviewPath && r.path.startsWith(folder))
}

/**
 * Groups the pages as the folder's `_meta.json` names them, in its order; pages it does not name
 * go to a last group titled `othersTitle`. Without a meta file every page is in that group.
 */
export function groupOverview(
  routes: readonly { path: string; title: string }[],
  meta: FolderMeta | undefined,
  folder: string,
  othersTitle: string,
): OverviewGroup[] {
  const byPath = new Map(routes.map((r) => [r.path, r]))
  const used = new Set<string>()
  const item = (r: { path: string; title: string }): OverviewItem => ({ title: r.title, link: r.path, headers: [] })
  const groups: OverviewGroup[] = []
  for (const g of meta ?? []) {
    const items = g.items.flatMap((slug) => {
      const r = byPath.get(folder + slug)
      if (!r || used.has(r.path)) return []
      used.add(r.path)
      return [item(r)]
    })
    if (items.length) groups.push({ title: g.text, items })
  }
  const rest = routes.filter((r) => !used.has(r.path))
  if (rest.length) groups.push({ title: othersTitle, items: rest.map(item) })
  return groups
}

const normalize = (s: string) => s.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ')

/**
 * Keeps the pages whose title or description, or one of whose headings, contains the query
 * (so an option named only in a description, `-fsanitize=address`, is found): case-insensitive,
 * dashes count as spaces. A page matched by its title keeps all its headings; one matched by
 * headings keeps those. Groups left empty are dropped; an empty query keeps everything.
 */
export function filterOverview(groups: readonly OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalize(query).trim()
  if (!q) return [...groups]
  return groups
    .map((g) => ({
      ...g,
      items: g.items.flatMap((item) => {
        if (normalize(item.title).includes(q) || normalize(item.description ?? '').includes(q)) return [item]
        const headers = item.headers.filter((h) => normalize(h.text).includes(q))
        return headers.length ? [{ ...item, headers }] : []
      }),
    }))
    .filter((g) => g.items.length)
}
