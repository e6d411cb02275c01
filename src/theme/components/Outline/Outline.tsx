import { useEffect, useState } from 'react'
import type { TocItem } from '../../../shared/types'
import './Outline.css'

/** Scroll handling waits until the page has been still this long. */
const DEBOUNCE = 100

/**
 * The id of the heading being read: the last one whose top has passed the line just below the
 * navbar (the scroll padding, where a clicked heading lands); the last heading at the page end.
 * Known only in the browser, so it starts undefined on both sides of hydration.
 */
export function useActiveHeading(items: readonly TocItem[]): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    if (!items.length) return setActive(undefined)
    let timer = 0
    const update = () => {
      const html = document.documentElement
      const line = (parseFloat(getComputedStyle(html).scrollPaddingTop) || 0) + 8
      let id: string | undefined
      for (const h of items) {
        const el = document.getElementById(h.id)
        if (el && el.getBoundingClientRect().top <= line) id = h.id
        else if (el) break
      }
      if (Math.ceil(window.scrollY + window.innerHeight) >= html.scrollHeight - 2 && window.scrollY > 0) {
        id = items[items.length - 1].id
      }
      setActive(id)
    }
    const onScroll = () => {
      clearTimeout(timer)
      timer = window.setTimeout(update, DEBOUNCE)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [items])
  return active
}

/** A list of heading links; the heading in view is marked. Clicking scrolls it below the navbar. */
export function OutlineList({ items, active, onPick }: { items: readonly TocItem[]; active?: string; onPick?: () => void }) {
  return (
    <ul className="site-outline__list">
      {items.map((h) => (
        <li key={h.id}>
          <a
            href={`#${encodeURIComponent(h.id)}`}
            className={`site-outline__link site-outline__link--${h.depth}${h.id === active ? ' active' : ''}`}
            aria-current={h.id === active ? 'location' : undefined}
            onClick={onPick}
          >
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The right-hand outline (1280 px and wider). */
export function Outline({ items, active, title }: { items: readonly TocItem[]; active?: string; title: string }) {
  return (
    <nav className="site-outline" aria-labelledby="site-outline-title">
      <p id="site-outline-title" className="site-outline__title">
        {title}
      </p>
      <OutlineList items={items} active={active} />
    </nav>
  )
}
