import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Route, Section } from '../../../router/routes'
import { isSidebarGroup, sidebarKeyOf, sidebarLinks, type SidebarGroup, type SidebarItem } from '../../../shared/sidebar'
import { groupsHolding, groupWindow, sidebarModel } from './groups'
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
      {items ? <ConfigSidebar items={items} {...props} /> : <GeneratedSidebar section={section} showAllText={showAllText} {...props} />}
    </nav>
  )
}

interface StateProps {
  current: string
  toggled: ReadonlyMap<string, boolean>
  setToggled: (f: (t: ReadonlyMap<string, boolean>) => ReadonlyMap<string, boolean>) => void
  toggle: (key: string, open: boolean) => void
}

/** Arriving at a page opens the groups that hold it, whatever the reader did with them before. */
function useOpenOnArrival(holding: readonly string[], { current, setToggled }: StateProps) {
  const keys = holding.join('\n')
  useEffect(() => {
    if (keys)
      setToggled((t) => (keys.split('\n').some((k) => t.has(k)) ? new Map([...t].filter(([k]) => !keys.split('\n').includes(k))) : t))
  }, [current, keys, setToggled])
}

function pageLink(path: string, text: string, current: string) {
  return (
    <li key={path}>
      <a
        className={path === current ? 'site-sidebar__link active' : 'site-sidebar__link'}
        aria-current={path === current ? 'page' : undefined}
        href={path}
      >
        {text}
      </a>
    </li>
  )
}

/** A titled group: with a toggle button when it collapses, else a plain title. */
function Group(props: {
  id: string
  title: string
  level: number
  collapsible: boolean
  open: boolean
  onToggle: () => void
  nested?: boolean
  children: ReactNode
}) {
  const { id, title, level, collapsible, open, onToggle, nested, children } = props
  const Heading = `h${Math.min(level, 6)}` as 'h2'
  return (
    <section className={nested ? 'site-sidebar__group site-sidebar__group--nested' : 'site-sidebar__group'}>
      <Heading className="site-sidebar__title">
        {collapsible ? (
          <button type="button" className="site-sidebar__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
            <span>{title}</span>
            <span className="site-sidebar__chevron" aria-hidden="true" />
          </button>
        ) : (
          <span className="site-sidebar__label">{title}</span>
        )}
      </Heading>
      <ul id={id} hidden={!open}>
        {children}
      </ul>
    </section>
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
        const loose = parts.length ? group.items.slice(0, group.items.length - parts.reduce((n, p) => n + p.items.length, 0)) : group.items
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

/** The groups (by their place, `0-2`) that hold the current page. */
function holdingPlaces(items: readonly SidebarItem[], current: string, at = ''): string[] {
  return items.flatMap((item, i) => {
    if (!isSidebarGroup(item)) return []
    const place = at ? `${at}-${i}` : String(i)
    const inside = holdingPlaces(item.items, current, place)
    return inside.length || sidebarLinks(item.items).some((l) => l.link === current) ? [place, ...inside] : []
  })
}

function ConfigSidebar({ items, ...state }: { items: readonly SidebarItem[] } & StateProps) {
  const { current, toggled, toggle } = state
  const holding = holdingPlaces(items, current)
  useOpenOnArrival(holding, state)

  const group = (item: SidebarGroup, place: string, level: number): ReactNode => {
    const collapsible = item.collapsible === true
    // Collapsed at first unless it holds the current page: the server and the first client render agree.
    const open = !collapsible || (toggled.get(place) ?? (!item.collapsed || holding.includes(place)))
    return (
      <Group
        key={place}
        id={`site-sidebar-group-c${place}`}
        title={item.text}
        level={level}
        collapsible={collapsible}
        open={open}
        onToggle={() => toggle(place, open)}
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
