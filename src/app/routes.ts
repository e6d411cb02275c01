import { createElement, type ReactElement } from 'react'
import { SECTIONS, sections } from 'virtual:site/sections'
import { matchRoute, resolveUrl, sectionOf } from '../shared/resolve-url'
import type { PageModule, PageType, RouteSummary } from '../shared/types'

/**
 * Routes and loaded pages.
 *
 * The route table is split by section (blog, book, …), each list its own chunk. The first page a
 * reader opens does not wait for it: the HTML names the page's own chunk, which the entry loads
 * directly, and the section list follows for the sidebar and for navigation. A link into another
 * section loads that section's list when it is hovered, focused or clicked.
 *
 * Promises carry React's `status`/`value` fields once settled, so `use()` reads a loaded page
 * synchronously: hydration and preloaded navigations never suspend.
 */
export interface Route extends RouteSummary {
  preload(): Promise<PageModule>
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

function settled<T>(value: T): Tracked<T> {
  const t = track(Promise.resolve(value) as Promise<T>)
  t.status = 'fulfilled'
  t.value = value
  return t
}

/** A row of a section chunk as the plugin writes it (build/plugin.ts sectionModule). */
interface SectionRow extends Omit<RouteSummary, 'filePath' | 'pageType'> {
  file?: string
  pageType?: PageType
  load: () => Promise<PageModule>
}

const sectionCache = new Map<string, Tracked<Section>>()
/** Loaded pages by the path they were asked for; null means there is no page there (404). */
const pageCache = new Map<string, Tracked<PageModule | null>>()

export function sectionNameOf(path: string): string {
  return sectionOf(path, SECTIONS)
}

export function loadSection(name: string): Promise<Section> {
  let p = sectionCache.get(name)
  if (!p) {
    p = track(
      (sections[name]() as Promise<{ routes: SectionRow[] }>).then(({ routes }) => {
        const list = routes.map(({ load, file, pageType = 'doc', ...rest }) =>
          toRoute({ ...rest, pageType, filePath: file ?? defaultFile(rest.path) }, load),
        )
        return { name, list, routes: new Map(list.map((r) => [r.path, r])) }
      }),
    )
    p.catch(() => sectionCache.delete(name))
    sectionCache.set(name, p)
  }
  return p
}

/** The source file a markdown route comes from, when the section chunk leaves it out. */
function defaultFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.md` : `${path.slice(1)}.md`
}

async function withContent(mod: PageModule, html?: string): Promise<PageModule> {
  return mod.loadContent ? { ...mod, html: html ?? (await mod.loadContent()).default } : mod
}

function toRoute(summary: RouteSummary, load: () => Promise<PageModule>): Route {
  let loaded: Tracked<PageModule> | undefined
  const preload = () => {
    // The first page, adopted from the DOM, is not loaded a second time.
    const adopted = pageCache.get(summary.path)
    if (adopted?.status === 'fulfilled' && adopted.value) return adopted as Tracked<PageModule>
    if (!loaded) {
      loaded = track(load().then((mod) => withContent(mod)))
      loaded.catch(() => (loaded = undefined))
    }
    return loaded
  }
  return { ...summary, preload }
}

/** The page at a resolved path (null when there is none), through its section's route list. */
export function loadPage(path: string): Promise<PageModule | null> {
  let p = pageCache.get(path)
  if (!p) {
    p = track(
      loadSection(sectionNameOf(path)).then((section) => {
        const route = matchRoute(section.routes, path)
        return route ? route.preload() : null
      }),
    )
    p.catch(() => pageCache.delete(path))
    pageCache.set(path, p)
  }
  return p
}

/** First load: the page module the HTML names, and its body as the prerendered DOM has it. */
export async function adoptInitialPage(path: string, mod: PageModule | null, html?: string): Promise<void> {
  pageCache.set(path, settled(mod && (await withContent(mod, html))))
}

/** Loads what a URL needs before navigating to it (used on hover, focus and click). */
export function preloadUrl(url: string): Promise<PageModule | null> {
  return loadPage(resolveUrl(url))
}

/** Replaces a page after a dev-time edit (see the markdown module's HMR footer). */
export async function updatePageModule(mod: PageModule): Promise<boolean> {
  const path = mod.page?.routePath
  if (!path || !pageCache.has(path)) return false
  pageCache.set(path, settled(await withContent(mod)))
  return true
}

/** A page's content: the component of a `.tsx` page, or the prerendered body of a markdown page. */
export function RouteContent({ mod }: { mod: PageModule }): ReactElement {
  if (mod.default) return createElement(mod.default as () => ReactElement)
  return createElement('div', { className: 'doc-content', dangerouslySetInnerHTML: { __html: mod.html ?? '' } })
}
