import { useEffect, type ReactNode } from 'react'
import { href } from '../../../shared/href'

/** The pieces both sidebars are made of: a group with its toggle, a page link, and their open state. */

export interface StateProps {
  current: string
  toggled: ReadonlyMap<string, boolean>
  setToggled: (f: (t: ReadonlyMap<string, boolean>) => ReadonlyMap<string, boolean>) => void
  toggle: (key: string, open: boolean) => void
}

/** Arriving at a page opens the groups that hold it, whatever the reader did with them before. */
export function useOpenOnArrival(holding: readonly string[], { current, setToggled }: StateProps) {
  const keys = holding.join('\n')
  useEffect(() => {
    const open = keys ? keys.split('\n') : []
    setToggled((t) => (open.some((k) => t.has(k)) ? new Map([...t].filter(([k]) => !open.includes(k))) : t))
  }, [current, keys, setToggled])
}

export function pageLink(path: string, text: string, current: string) {
  return (
    <li key={path}>
      <a
        className={path === current ? 'site-sidebar__link active' : 'site-sidebar__link'}
        aria-current={path === current ? 'page' : undefined}
        href={href(path)}
      >
        {text}
      </a>
    </li>
  )
}

/** A titled group: with a toggle button when it collapses, else a plain title. */
export function Group(props: {
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
