/**
 * Browser entry. The HTML names the chunk of the page on screen (`data-page` on this script):
 * it is loaded directly, with the body taken from the prerendered DOM, and the page hydrates.
 * The section's route list loads alongside; the sidebar hydrates when it arrives.
 */
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { SECTIONS, sections } from 'virtual:site/sections'
import { components } from 'virtual:site/components'
import config from 'virtual:site/config'
import { resolveUrl } from '../shared/resolve-url'
import { BASE, routeOfPathname } from '../shared/href'
import { unpackRow } from '../shared/section-chunk'
import type { PageModule } from '../shared/types'
import { createRoutes, RoutesContext } from '../router/routes'
import { App } from './App'
import { SiteContext } from '../theme/config'

const routes = createRoutes({
  names: SECTIONS,
  load: async (name) => {
    const chunk = await sections[name]()
    return { list: chunk.routes.map(unpackRow), sidebars: chunk.sidebars }
  },
  page: (route) => (route.load ?? components[route.filePath]!)(),
})

async function start() {
  const path = resolveUrl(routeOfPathname(location.pathname) ?? location.pathname)
  void routes.loadSection(routes.sectionNameOf(path)).catch(() => undefined)
  const chunk = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page
  const mod: PageModule | null = chunk ? await import(/* @vite-ignore */ chunk) : null
  await routes.adoptPage(path, mod, document.querySelector('#app .doc-content')?.innerHTML)
  hydrateRoot(
    document.getElementById('app')!,
    <StrictMode>
      <SiteContext value={config}>
        <RoutesContext value={routes}>
          <BrowserRouter basename={BASE}>
            <App />
          </BrowserRouter>
        </RoutesContext>
      </SiteContext>
    </StrictMode>,
  )
  // Dev only: the server linked its stylesheets for the first paint; Vite's style tags (with HMR)
  // are in place now.
  if (import.meta.env.DEV) document.querySelectorAll('link[href*="ssr-css"]').forEach((l) => l.remove())
}

void start()
