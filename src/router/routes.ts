import { createContext, use } from 'react'
import { matchRoute, resolveUrl, sectionOf } from '../shared/resolve-url'
import type { PageModule, RouteSummary } from '../shared/types'
import { oncePer } from '../shared/once-per'
import type { Sidebars } from '../shared/sidebar'

/**
 * Routes and loaded pages, as one store per app: the client entry makes one from the section
 * chunks, the server entry one per render from the data it is handed. Components read it from
 * RoutesContext.
 *
 * The route table is split by section (blog, book, …), each list its own chunk. The first page a
 * reader opens does not wait for it: the HTML names the page's own chunk, which the entry loads
 * directly, and the section list follows for the sidebar and for navigation. A link into another
 * section loads that section's list when it is hovered, focused or clicked.
 *
 * Promises carry React's `status`/`value` fields once settled, so `use()` reads a loaded page
 * synchronously: hydration and preloaded navigations never suspend.
 */
export type Route = RouteSummary

export interface Section {
  name: string
  routes: ReadonlyMap<string, Route>
  list: readonly Route[]
  /** The config sidebars its pages may show (src/shared/sidebar.ts), resolved by the build. */
  sidebars: Sidebars
}

/** Where the store gets a section's route list, and a route's page, from. */
export interface SectionSource<R extends RouteSummary = RouteSummary> {
  names: readonly string[]
  /** The section's routes in reading order, the same array for the same list (its Section is made once), and its config sidebars. */
  load(name: string): Promise<{ list: readonly R[]; sidebars: Sidebars }>
  page(route: R): Promise<PageModule>
}

export interface Routes {
  sectionNameOf(path: string): string
  loadSection(name: string): Promise<Section>
  /** The page at a resolved path (null when there is none), through its section's route list. */
  loadPage(path: string): Promise<PageModule | null>
  /** Sets the page at a path without loading it: the first page (body from the DOM), the server's page. */
  adoptPage(path: string, mod: PageModule | null, html?: string): Promise<void>
  /** Loads what a URL needs before navigating to it (used on hover, focus and click). */
  preloadUrl(url: string): Promise<PageModule | null>
  /** Replaces a loaded page after a dev-time edit (see the markdown module's HMR footer). */
  updatePageModule(mod: PageModule): Promise<boolean>
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

function settled<T>(value: T): Tracked<T> {
  const t = track(Promise.resolve(value) as Promise<T>)
  t.status = 'fulfilled'
  t.value = value
  return t
}

async function withContent(mod: PageModule, html?: string): Promise<PageModule> {
  return mod.loadContent ? { ...mod, html: html ?? (await mod.loadContent()).default } : mod
}

/**
 * A section of a route list, made once per list: the server renders every page of a section from
 * the same list, and a page's cost must not grow with the size of its section.
 */
const sectionOfList = oncePer((list: readonly RouteSummary[], name: string, sidebars: Sidebars): Section => ({
  name,
  list,
  routes: new Map(list.map((r) => [r.path, r])),
  sidebars,
}))

export function createRoutes<R extends RouteSummary>(source: SectionSource<R>): Routes {
  const sectionCache = new Map<string, Tracked<Section>>()
  /** Pages by the path they were asked for; null: no page there (404). */
  const pageCache = new Map<string, Tracked<PageModule | null>>()
  /** Loaded pages by their route's path. */
  const routeCache = new Map<string, Tracked<PageModule>>()
  const sectionNameOf = (path: string) => sectionOf(path, source.names)

  const loadSection = (name: string): Promise<Section> => {
    let p = sectionCache.get(name)
    if (!p) {
      p = track(source.load(name).then(({ list, sidebars }) => sectionOfList(list, name, sidebars)))
      p.catch(() => sectionCache.delete(name))
      sectionCache.set(name, p)
    }
    return p
  }

  // A route's page, once: the first page, adopted from the DOM, is not loaded a second time.
  const loadRoute = (route: R): Promise<PageModule> => {
    let p = routeCache.get(route.path)
    if (!p) {
      p = track(source.page(route).then((mod) => withContent(mod)))
      p.catch(() => routeCache.delete(route.path))
      routeCache.set(route.path, p)
    }
    return p
  }
  const remember = (path: string, mod: PageModule | null) => {
    pageCache.set(path, settled(mod))
    if (mod) routeCache.set(mod.page?.routePath ?? path, settled(mod))
  }

  const loadPage = (path: string): Promise<PageModule | null> => {
    let p = pageCache.get(path)
    if (!p) {
      p = track(
        loadSection(sectionNameOf(path)).then((section) => {
          const route = matchRoute(section.routes, path) as R | undefined
          return route ? loadRoute(route) : null
        }),
      )
      p.catch(() => pageCache.delete(path))
      pageCache.set(path, p)
    }
    return p
  }

  return {
    sectionNameOf,
    loadSection,
    loadPage,
    async adoptPage(path, mod, html) {
      remember(path, mod && (await withContent(mod, html)))
    },
    preloadUrl: (url) => loadPage(resolveUrl(url)),
    async updatePageModule(mod) {
      const path = mod.page?.routePath
      if (!path || !routeCache.has(path)) return false
      const updated = await withContent(mod)
      remember(path, updated)
      // Other addresses of the same page (`/a/` for `/a`) show the update too.
      for (const [asked, p] of pageCache) if (p.value?.page?.routePath === path) pageCache.set(asked, settled(updated))
      return true
    },
  }
}

export const RoutesContext = createContext<Routes | null>(null)

export function useRoutes(): Routes {
  const routes = use(RoutesContext)
  if (!routes) throw new Error('useRoutes() outside <RoutesContext>: the entry provides the route store')
  return routes
}
