import { indexOfPath } from '../../../shared/route-index'
import { oncePer } from '../../../shared/once-per'
import { sidebarKeyOf, sidebarLinks, type SidebarItem } from '../../../shared/sidebar'
import type { Section } from '../../../router/routes'
import { sidebarModel, sidebarOrder } from '../Sidebar/groups'

/** The neighbours of a page in a reading order. */
export function neighbours<R extends { path: string }>(list: readonly R[], path: string): { prev?: R; next?: R } {
  const i = indexOfPath(list, path)
  if (i < 0) return {}
  return { prev: list[i - 1], next: list[i + 1] }
}

export interface Neighbour {
  path: string
  title: string
}

const configOrder = oncePer((items: readonly SidebarItem[]): Neighbour[] =>
  sidebarLinks(items).map((l) => ({ path: l.link, title: l.text })),
)

/** Whether `inner` lies in the folder whose index page is `index` (`/tool/` holds `/tool/qr`). */
const holds = (index: string, inner: string) => index.endsWith('/') && inner !== index && inner.startsWith(index)

/**
 * Previous/Next of a page: its neighbours in the order of the sidebar it shows.
 *
 *   config sidebar     its links, depth first, as the config lists them
 *   generated sidebar  the section's order, except that a folder's index page and the pages
 *                      of that folder are no neighbours: the index introduces them (`/tool/`
 *                      lists its tools, `/book/100-gcc-tips/` its tips), it is no chapter before
 *                      the first of them. A config sidebar that lists them in a row makes them one.
 */
export function pageNeighbours(section: Section, path: string): { prev?: Neighbour; next?: Neighbour } {
  const key = sidebarKeyOf(section.sidebars, path)
  if (key !== undefined) return neighbours(configOrder(section.sidebars[key]), path)
  const { prev, next } = neighbours(sidebarOrder(sidebarModel(section.name, section.list)), path)
  return {
    ...(prev && !holds(prev.path, path) && !holds(path, prev.path) ? { prev } : {}),
    ...(next && !holds(path, next.path) && !holds(next.path, path) ? { next } : {}),
  }
}
