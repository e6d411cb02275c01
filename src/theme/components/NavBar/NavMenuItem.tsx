import { useEffect, useRef, useState, type FocusEvent } from 'react'
import type { NavItem } from '../../../shared/site-config'
import { isActive } from '../../config'
import { href } from '../../../shared/href'

/** A group is active by its own `activeMatch`, else when one of its items is. */
export function itemActive(item: NavItem, path: string): boolean {
  if ('items' in item && !item.activeMatch) return item.items.some((i) => itemActive(i, path))
  return isActive(item, path)
}

/** A nav item's badge (`tag: 'new'`): part of the item's name, for screen readers too. */
export function NavTag({ tag }: { tag?: string }) {
  return tag ? <span className="site-nav__tag">{tag}</span> : null
}

/** How long a dropdown stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY = 150

/** A navbar link, or a group whose dropdown opens on hover and on keyboard focus. */
export function NavMenuItem({ item, path }: { item: NavItem; path: string }) {
  const active = itemActive(item, path)
  if (!('items' in item)) {
    return (
      <a href={href(item.link)} className="site-nav__link" aria-current={active ? 'page' : undefined}>
        {item.text}
        <NavTag tag={item.tag} />
      </a>
    )
  }
  return <NavGroup item={item} path={path} active={active} />
}

/** `label`: the button's accessible name when its text alone does not say what the group is (the language switcher). */
export function NavGroup({
  item,
  path,
  active,
  label,
}: {
  item: Extract<NavItem, { items: NavItem[] }>
  path: string
  active: boolean
  label?: string
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef(0)
  const root = useRef<HTMLDivElement>(null)
  const show = () => {
    clearTimeout(timer.current)
    setOpen(true)
  }
  const hideLater = () => {
    clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY)
  }
  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => setOpen(false), [path])
  return (
    <div
      ref={root}
      className="site-nav__group"
      data-open={open || undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hideLater()}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        // Focus first: focusing the button would otherwise open the group again.
        root.current?.querySelector('button')?.focus()
        setOpen(false)
      }}
    >
      <button
        type="button"
        className={active ? 'site-nav__link site-nav__group-button active' : 'site-nav__link site-nav__group-button'}
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {item.text}
        <NavTag tag={item.tag} />
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul className="site-nav__dropdown">
        {item.items.map((child) =>
          'items' in child ? (
            <li key={child.text} className="site-nav__dropdown-group">
              <span className="site-nav__dropdown-title">{child.text}</span>
              <ul>
                {child.items.map((c) => (
                  <li key={c.text}>
                    <NavMenuItem item={c} path={path} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={child.text}>
              <NavMenuItem item={child} path={path} />
            </li>
          ),
        )}
      </ul>
    </div>
  )
}

/** In the full-screen menu a group is a heading over its links, nothing to open. */
export function ScreenItem({ item, path }: { item: NavItem; path: string }) {
  if ('items' in item) {
    return (
      <li className="site-nav__screen-group">
        <span className="site-nav__screen-group-title">
          {item.text}
          <NavTag tag={item.tag} />
        </span>
        <ul>
          {item.items.map((child) => (
            <ScreenItem key={child.text} item={child} path={path} />
          ))}
        </ul>
      </li>
    )
  }
  return (
    <li>
      <a className="site-nav__screen-link" href={href(item.link)} aria-current={isActive(item, path) ? 'page' : undefined}>
        {item.text}
        <NavTag tag={item.tag} />
      </a>
    </li>
  )
}
