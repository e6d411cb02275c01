import { createElement, use, type ReactElement } from 'react'
import { SECTIONS, sections } from 'virtual:site/sections'
import { matchRoute, resolveUrl, sectionOf } from '../shared/resolve-url'
import type { PageModule, RouteSummary } from '../shared/types'

/**
 * The route table, split by section: a page loads the list of its own section only, and a link
 * into another section loads that section's list when it is hovered or clicked.
 *
 * Promises here carry React's `status`/`value` fields once settled, so `use()` reads a loaded
 * page synchronously: hydration and preloaded navigations never suspend.
 */
export interface Route extends RouteSummary {
  preload(): Promise<PageModule>
  element: ReactElement
}

export interface Section {
  name: string
  routes: Map<string, Route>
  list: Route[]
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T }

function track<T>(p: Promise<T>): Tracked<T> {
  const t = p as Tracked<T>
  t.status = 'pending'
  t.then(
    (v) => {
      t.status = 'fulfilled'
      t.value = v
    },
    () => {
      t.status = 'rejected'
    },
  )
  return t
}

const sectionCache = new Map<string, Tracked<Section>>()

export function loadSection(name: string): Tracked<Section> {
  let p = sectionCache.get(name)
  if (!p) {
    p = track(
      sections[name]().then(({ routes }) => {
        const list = routes.map(({ load, ...summary }) => toRoute(summary, load))
        return { name, list, routes: new Map(list.map((r) => [r.path, r])) }
      }),
    )
    p.catch(() => sectionCache.delete(name))
    sectionCache.set(name, p)
  }
  return p
}

function toRoute(summary: RouteSummary, load: () => Promise<PageModule>): Route {
  let loaded: Tracked<PageModule> | undefined
  const preload = () => {
    if (!loaded) {
      loaded = track(load())
      loaded.catch(() => (loaded = undefined))
    }
    return loaded
  }
  const route: Route = { ...summary, preload, element: null as unknown as ReactElement }
  route.element = createElement(RouteContent, { route })
  return route
}

/**
 * Renders a route's content, loading its chunk on first use: the component of a `.tsx` page, or
 * the prerendered HTML of a markdown page.
 */
export function RouteContent({ route }: { route: Route }): ReactElement {
  const mod = use(route.preload())
  if (mod.default) return createElement(mod.default as () => ReactElement)
  return createElement('div', { className: 'doc-content', dangerouslySetInnerHTML: { __html: mod.html ?? '' } })
}

export function sectionNameOf(path: string): string {
  return sectionOf(path, SECTIONS)
}

/** Loads what `url` needs (its section list and page module); resolves to the route or undefined. */
export async function preloadUrl(url: string): Promise<Route | undefined> {
  const path = resolveUrl(url)
  const section = await loadSection(sectionNameOf(path))
  const route = matchRoute(section.routes, path)
  if (route) await route.preload()
  return route
}

/** Replaces a page module after a dev-time edit (see the markdown module's HMR footer). */
export function updatePageModule(mod: PageModule): Route | undefined {
  const path = mod.page?.routePath
  if (!path) return undefined
  const section = sectionCache.get(sectionNameOf(path))?.value
  const route = section?.routes.get(path)
  if (!route) return undefined
  const fresh = track(Promise.resolve(mod))
  fresh.status = 'fulfilled'
  fresh.value = mod
  route.preload = () => fresh
  return route
}
