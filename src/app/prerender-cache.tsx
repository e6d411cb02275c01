import { createContext, useContext, type ReactElement, type ReactNode } from 'react'
import type { PrerenderCacheStore } from '../shared/types'

/**
 * Work the prerenderer does once per build instead of once per page.
 *
 * A section's sidebar lists every page of the section, so rendering it on each page makes a
 * build grow with the square of the page count. Inside <PrerenderCache>, the server renders the
 * children once per `cacheKey`, keeps the HTML, and for each page applies only what differs
 * (`mark`, e.g. the current link). The browser renders the children as usual and hydrates the
 * same DOM: the cached HTML is exactly what React writes for them, so nothing mismatches.
 *
 * Without a provider (the browser, the dev server) it is a plain wrapper.
 */
export type { PrerenderCacheStore }

const Store = createContext<PrerenderCacheStore | null>(null)
export const PrerenderCacheProvider = Store.Provider

export function PrerenderCache(props: {
  cacheKey: string
  /** The per-page difference, applied to the cached HTML. */
  mark: (html: string) => string
  /** Rendered without any context of the page: it must not read router or page state. */
  children: ReactElement
  className?: string
  'aria-label'?: string
  as?: 'div' | 'nav'
}): ReactNode {
  const store = useContext(Store)
  const { cacheKey, mark, children, as: Tag = 'div', ...attrs } = props
  if (!store) return <Tag {...attrs}>{children}</Tag>
  let html = store.html.get(cacheKey)
  if (html === undefined) {
    html = store.render(children)
    store.html.set(cacheKey, html)
  }
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: mark(html) }} />
}
