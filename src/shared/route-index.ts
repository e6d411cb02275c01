const indexes = new WeakMap<readonly { path: string }[], Map<string, number>>()

/**
 * Where a path is in a route list (-1 when it is not), through an index made once per list. The
 * server renders every page of a section from the same lists (sidebar groups, prev/next): a scan
 * per page would make the whole prerender grow with the square of the section's size. The lists
 * are not changed once made.
 */
export function indexOfPath(list: readonly { path: string }[], path: string): number {
  let index = indexes.get(list)
  if (!index) indexes.set(list, (index = new Map(list.map((r, i) => [r.path, i]))))
  return index.get(path) ?? -1
}
