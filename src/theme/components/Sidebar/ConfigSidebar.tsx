import type { ReactNode } from 'react'
import { isSidebarGroup, sidebarLinks, type SidebarGroup, type SidebarItem } from '../../../shared/sidebar'
import { Group, pageLink, useOpenOnArrival, type StateProps } from './SidebarGroup'

/** The groups (by their place, `0-2`) that hold the current page. */
function holdingPlaces(items: readonly SidebarItem[], current: string, at = ''): string[] {
  return items.flatMap((item, i) => {
    if (!isSidebarGroup(item)) return []
    const place = at ? `${at}-${i}` : String(i)
    const inside = holdingPlaces(item.items, current, place)
    return inside.length || sidebarLinks(item.items).some((l) => l.link === current) ? [place, ...inside] : []
  })
}

/**
 * A sidebar written in the config (src/shared/sidebar.ts), as the build resolved it: links, and
 * groups that nest, each collapsible one with a toggle button. A collapsed group starts closed
 * unless it holds the current page, so the server's HTML and the first client render agree.
 */
export function ConfigSidebar({ items, scope, ...state }: { items: readonly SidebarItem[]; scope: string } & StateProps) {
  const { current, toggled, toggle } = state
  const holding = holdingPlaces(items, current)
  // What the reader opened and closed is kept by the sidebar's key and the group's place, so
  // another prefix's sidebar starts as written.
  const stateKey = (place: string) => `${scope}#${place}`
  useOpenOnArrival(holding.map(stateKey), state)

  const group = (item: SidebarGroup, place: string, level: number): ReactNode => {
    const collapsible = item.collapsible === true
    // Collapsed at first unless it holds the current page: the server and the first client render agree.
    const open = !collapsible || (toggled.get(stateKey(place)) ?? (!item.collapsed || holding.includes(place)))
    return (
      <Group
        key={place}
        id={`site-sidebar-group-c${place}`}
        title={item.text}
        level={level}
        collapsible={collapsible}
        open={open}
        onToggle={() => toggle(stateKey(place), open)}
        nested={level > 2}
      >
        {item.items.map((child, i) =>
          isSidebarGroup(child) ? (
            <li key={`${place}-${i}`}>{group(child, `${place}-${i}`, level + 1)}</li>
          ) : (
            pageLink(child.link, child.text, current)
          ),
        )}
      </Group>
    )
  }

  // Top-level groups stand alone; the links between them sit in lists of their own, as the
  // generated sidebar's top pages do.
  const blocks: ReactNode[] = []
  let links: ReactNode[] = []
  const flush = () => {
    if (links.length)
      blocks.push(
        <ul key={`links-${blocks.length}`} className="site-sidebar__top">
          {links}
        </ul>,
      )
    links = []
  }
  items.forEach((item, i) => {
    if (!isSidebarGroup(item)) return void links.push(pageLink(item.link, item.text, current))
    flush()
    blocks.push(group(item, String(i), 2))
  })
  flush()
  return <>{blocks}</>
}
