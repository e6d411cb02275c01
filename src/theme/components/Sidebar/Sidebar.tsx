import { useEffect, useRef, useState } from 'react'
import type { Route, Section } from '../../../router/routes'
import { sidebarKeyOf } from '../../../shared/sidebar'
import { ConfigSidebar } from '../../parts'
import { groupsHolding, groupWindow, sidebarModel } from './groups'
import { Group, pageLink, useOpenOnArrival, type StateProps } from './SidebarGroup'
import './Sidebar.css'

/**
 * A section's sidebar: the config sidebar of the page's route when the site has one
 * (`themeConfig.sidebar`), else the one generated from the section's pages: its own pages, then
 * collapsible groups that start expanded (a folder with a `_meta.json` split by its groups).
 * A group holding the current page opens whenever the reader arrives at it, and the current
 * item is scrolled into view inside the sidebar (not the window). A long group shows a window
 * around the current page and a button for the rest (groups.ts groupWindow).
 */
export function Sidebar({
  section,
  current,
  label,
  showAllText,
}: {
  section: Section
  current: string
  label: string
  showAllText: string
}) {
  // Open or closed as the reader set it, by group key; a group the reader has not touched shows its default.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map())
  const nav = useRef<HTMLElement>(null)
  const key = sidebarKeyOf(section.sidebars, current)
  const items = key === undefined ? undefined : section.sidebars[key]

  useEffect(() => {
    const box = nav.current
    const link = box?.querySelector('[aria-current="page"]')
    if (!box || !link) return
    const outer = box.getBoundingClientRect()
    const inner = link.getBoundingClientRect()
    if (inner.top < outer.top || inner.bottom > outer.bottom) box.scrollTop += inner.top - outer.top - outer.height / 3
  }, [current])

  const toggle = (group: string, open: boolean) => setToggled((t) => new Map(t).set(group, !open))
  const props = { current, toggled, setToggled, toggle }
  return (
    <nav ref={nav} className="site-sidebar" aria-label={label}>
      {key !== undefined && items ? (
        // Its code is a part of its own (parts.tsx): most sites, this one too, show only generated sidebars.
        <ConfigSidebar items={items} scope={key} {...props} />
      ) : (
        <GeneratedSidebar section={section} showAllText={showAllText} {...props} />
      )}
    </nav>
  )
}

function GeneratedSidebar({ section, showAllText, ...state }: { section: Section; showAllText: string } & StateProps) {
  const { current, toggled, toggle } = state
  const model = sidebarModel(section.name, section.list)
  const [whole, setWhole] = useState<ReadonlySet<string>>(() => new Set())
  useOpenOnArrival(groupsHolding(model, current), state)
  const isOpen = (key: string) => toggled.get(key) ?? true
  const link = (item: Route) => pageLink(item.path, item.title, current)

  const shown = (key: string, items: readonly Route[]) => {
    if (whole.has(key)) return items
    const { start, end } = groupWindow(items, current)
    return items.slice(start, end)
  }

  return (
    <>
      {model.top.length ? <ul className="site-sidebar__top">{model.top.map(link)}</ul> : null}
      {model.groups.map((group, i) => {
        const id = `site-sidebar-group-${i}`
        const parts = group.parts ?? []
        // The pages in no part of the folder's _meta.json (its index), shown above the parts.
        const loose = parts.length ? group.items.filter((r) => r.group === undefined) : group.items
        const items = parts.length ? loose : shown(group.key, loose)
        const open = isOpen(group.key)
        return (
          <Group key={group.key} id={id} title={group.title} level={2} collapsible open={open} onToggle={() => toggle(group.key, open)}>
            {items.map(link)}
            {items.length < loose.length ? (
              <li>
                <button type="button" className="site-sidebar__more" onClick={() => setWhole((w) => new Set([...w, group.key]))}>
                  {showAllText} ({group.items.length})
                </button>
              </li>
            ) : null}
            {parts.map((part, j) => {
              const partOpen = isOpen(part.key)
              return (
                <li key={part.key}>
                  <Group
                    id={`${id}-${j}`}
                    title={part.title}
                    level={3}
                    collapsible
                    open={partOpen}
                    onToggle={() => toggle(part.key, partOpen)}
                    nested
                  >
                    {part.items.map(link)}
                  </Group>
                </li>
              )
            })}
          </Group>
        )
      })}
    </>
  )
}
