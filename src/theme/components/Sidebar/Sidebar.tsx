import { useEffect, useRef, useState } from 'react'
import type { Route, Section } from '../../../router/routes'
import { groupOf, groupWindow, sidebarModel } from './groups'
import { href } from '../../../shared/href'
import './Sidebar.css'

/**
 * A section's sidebar: the section's own pages, then collapsible groups that start expanded.
 * The group holding the current page opens whenever the reader arrives at it, and the current
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
  const model = sidebarModel(section.name, section.list)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const [whole, setWhole] = useState<ReadonlySet<string>>(() => new Set())
  const nav = useRef<HTMLElement>(null)
  const currentGroup = groupOf(model, current)

  useEffect(() => {
    if (currentGroup) setCollapsed((c) => (c.has(currentGroup) ? new Set([...c].filter((k) => k !== currentGroup)) : c))
  }, [current, currentGroup])

  useEffect(() => {
    const box = nav.current
    const link = box?.querySelector('[aria-current="page"]')
    if (!box || !link) return
    const outer = box.getBoundingClientRect()
    const inner = link.getBoundingClientRect()
    if (inner.top < outer.top || inner.bottom > outer.bottom) box.scrollTop += inner.top - outer.top - outer.height / 3
  }, [current])

  const toggle = (key: string) =>
    setCollapsed((c) => {
      const next = new Set(c)
      if (!next.delete(key)) next.add(key)
      return next
    })

  const shown = (key: string, items: readonly Route[]) => {
    if (whole.has(key)) return items
    const { start, end } = groupWindow(items, current)
    return items.slice(start, end)
  }

  const link = (item: Route) => (
    <li key={item.path}>
      <a
        className={item.path === current ? 'site-sidebar__link active' : 'site-sidebar__link'}
        aria-current={item.path === current ? 'page' : undefined}
        href={href(item.path)}
      >
        {item.title}
      </a>
    </li>
  )

  return (
    <nav ref={nav} className="site-sidebar" aria-label={label}>
      {model.top.length ? <ul className="site-sidebar__top">{model.top.map(link)}</ul> : null}
      {model.groups.map((group, i) => {
        const open = !collapsed.has(group.key)
        const id = `site-sidebar-group-${i}`
        const items = shown(group.key, group.items)
        return (
          <section key={group.key} className="site-sidebar__group">
            <h2 className="site-sidebar__title">
              <button
                type="button"
                className="site-sidebar__toggle"
                aria-expanded={open}
                aria-controls={id}
                onClick={() => toggle(group.key)}
              >
                <span>{group.title}</span>
                <span className="site-sidebar__chevron" aria-hidden="true" />
              </button>
            </h2>
            <ul id={id} hidden={!open}>
              {items.map(link)}
              {items.length < group.items.length ? (
                <li>
                  <button type="button" className="site-sidebar__more" onClick={() => setWhole((w) => new Set([...w, group.key]))}>
                    {showAllText} ({group.items.length})
                  </button>
                </li>
              ) : null}
            </ul>
          </section>
        )
      })}
    </nav>
  )
}
