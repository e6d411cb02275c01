import { createElement, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react'
import { useLocation } from 'react-router-dom'
import { resolveUrl } from '../shared/resolve-url'
import { defaultVersion } from '../shared/locale'
import type { PageData, PageModule } from '../shared/types'
import { useSite } from '../theme/config'
import type { SiteConfig } from '../shared/site-config'
import { Layout } from '../theme/Layout'
import { warmParts } from '../theme/parts'
import { useLinkNavigation } from '../client/navigation'
import { useScrollRestoration } from '../client/scroll'
import { useReaderAids } from '../client/reader-aids'
import { useUiSwitches } from '../client/ui-switches'
import { useRoutes } from '../router/routes'
import '../theme/styles/index.css'

/** The page for the current URL and the layout around it. */
export function App() {
  const location = useLocation()
  const path = resolveUrl(location.pathname)
  const routes = useRoutes()
  const mod = use(routes.loadPage(path))
  const config = useSite()
  const page = useMemo(() => mod?.page ?? notFoundPage(path, config), [mod, path, config])
  const [revision, setRevision] = useState(0)

  const saveScroll = useScrollRestoration()
  useLinkNavigation(saveScroll, config.themes[config.lang].viewTransition)
  useReaderAids(config.analytics)
  useUiSwitches(location.search)
  useEffect(() => {
    // Tells readers' tools and the browser tests that the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
    const idle = (f: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 200))
    // `data-parts="ready"`: every part's code is here and the page's own parts have hydrated
    // (React hydrates a boundary as soon as its chunk arrives; two frames later it has).
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    idle(
      () =>
        void warmParts()
          .then(frame)
          .then(
            () => (document.documentElement.dataset.parts = 'ready'),
            () => undefined,
          ),
    )
  }, [])
  // The document's language is the page's from the moment it shows (the server wrote the first
  // page's; the not-found page sets the one its address names); the rest of the head follows
  // once its code is here.
  useLayoutEffect(() => {
    document.documentElement.lang = page.lang
  }, [page])
  // The server wrote the first page's head; later pages bring theirs on navigation.
  const headFor = useRef(page)
  useEffect(() => {
    if (headFor.current === page) return
    headFor.current = page
    void import('./head-update').then(({ updateHead }) => headFor.current === page && updateHead(page, config))
  }, [page, config])
  useEffect(() => {
    if (!import.meta.hot) return
    const onUpdate = (e: Event) => {
      void routes.updatePageModule((e as CustomEvent).detail).then((ok) => ok && setRevision((n) => n + 1))
    }
    window.addEventListener('site:page-update', onUpdate)
    return () => window.removeEventListener('site:page-update', onUpdate)
  }, [routes])

  return (
    <Layout page={page} section={routes.sectionNameOf(path)}>
      {mod ? <RouteContent key={revision} mod={mod} /> : null}
    </Layout>
  )
}

export function notFoundPage(path: string, config: SiteConfig): PageData {
  return {
    title: '404',
    routePath: path,
    kind: 'not-found',
    lang: config.lang,
    version: defaultVersion(config),
    toc: [],
    frontmatter: {},
    pageType: '404',
    relativePath: '',
  }
}

/**
 * A page's content: the component of a `.tsx` page, the component of an `.mdx` page in the body's
 * frame, or the prerendered body of a markdown page.
 */
function RouteContent({ mod }: { mod: PageModule }): ReactElement {
  const component = mod.default && createElement(mod.default as () => ReactElement)
  if (component && mod.page?.relativePath.endsWith('.mdx')) return createElement('div', { className: 'doc-content' }, component)
  if (component) return component
  return createElement('div', { className: 'doc-content', dangerouslySetInnerHTML: { __html: mod.html ?? '' } })
}
