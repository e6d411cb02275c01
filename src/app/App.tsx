import { use, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { matchRoute, resolveUrl } from '../shared/resolve-url'
import type { PageData, PageModule } from '../shared/types'
import { Layout } from '../theme/Layout'
import { useLinkNavigation } from '../client/navigation'
import { useScrollRestoration } from '../client/scroll'
import { loadSection, sectionNameOf, updatePageModule, RouteContent, type Route } from './routes'
import '../theme/styles/index.css'

/** The page for the current URL: its section's routes, its module, and the layout around it. */
export function App() {
  const location = useLocation()
  const path = resolveUrl(location.pathname)
  const section = use(loadSection(sectionNameOf(path)))
  const route = matchRoute(section.routes, path)
  const page = route ? pageData(route, use(route.preload())) : notFoundPage(path)
  const [revision, setRevision] = useState(0)

  const saveScroll = useScrollRestoration()
  useLinkNavigation(saveScroll)
  useEffect(() => {
    // Tells readers' tools and the browser tests that the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => {
    if (!import.meta.hot) return
    const onUpdate = (e: Event) => {
      if (updatePageModule((e as CustomEvent).detail)) setRevision((n) => n + 1)
    }
    window.addEventListener('site:page-update', onUpdate)
    return () => window.removeEventListener('site:page-update', onUpdate)
  }, [])

  return (
    <Layout page={page} section={section}>
      {route ? <RouteContent key={revision} route={route} /> : null}
    </Layout>
  )
}

/** The full record of a route: markdown modules carry it; `.tsx` pages get it from their summary. */
export function pageData(route: Route, mod: PageModule): PageData {
  if (mod.page) return mod.page
  return {
    title: route.title,
    routePath: route.path,
    lang: '',
    version: '',
    toc: [],
    frontmatter: route.frontmatter ?? {},
    pageType: route.pageType,
    relativePath: route.filePath.replace(/^content\//, ''),
  }
}

export function notFoundPage(path: string): PageData {
  return {
    title: '404',
    routePath: path,
    lang: '',
    version: '',
    toc: [],
    frontmatter: {},
    pageType: '404',
    relativePath: '',
  }
}
