import { oncePer } from './once-per'

const indexOf = oncePer((list: readonly { path: string }[]) => new Map(list.map((r, i) => [r.path, i])))

/**
 * Where a path is in a route list (-1 when it is not), through an index made once per list
 * (once-per.ts): a scan per page would make the prerender grow with the square of the section.
 */
export function indexOfPath(list: readonly { path: string }[], path: string): number {
  return indexOf(list).get(path) ?? -1
}
