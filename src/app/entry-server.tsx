/**
 * Server entry: renders one URL to HTML from the data its caller hands it (the page's record and
 * body, the section's route list). The dev server loads it through Vite's module runner, the
 * prerenderer from the SSR build; both pass the result to the same document template.
 * Everything the page needs is in hand before rendering, so nothing suspends.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { components } from 'virtual:site/components'
import config from 'virtual:site/config'
import { resolveUrl } from '../shared/resolve-url'
import { BASE, href } from '../shared/href'
import type { PageModule, RenderData, RenderResult } from '../shared/types'
import { createRoutes, RoutesContext } from '../router/routes'
import { App, notFoundPage } from './App'
import { SiteContext } from '../theme/config'
import { headTags } from './head'

/** `url` is a site path without the base (the dev server and the prerenderer take it off). */
export async function render(url: string, data: RenderData): Promise<RenderResult> {
  const path = resolveUrl(url)
  const routes = createRoutes({
    names: data.sections,
    load: async (name) => {
      if (name !== data.section.name) throw new Error(`the server was handed the routes of "${data.section.name}", not of "${name}"`)
      return { list: data.section.routes, sidebars: data.section.sidebars }
    },
    page: () => Promise.reject(new Error(`the server renders ${path} only`)),
  })
  // A .tsx page's component is in this bundle; its record and a markdown page's body are data.
  const component = data.page && components[data.page.page!.relativePath]
  const mod: PageModule | null = component ? { ...(await component()), ...data.page } : data.page
  await routes.adoptPage(path, mod)
  await routes.loadSection(data.section.name)
  const page = mod?.page ?? notFoundPage(path, config)
  const appHtml = renderToString(
    <StrictMode>
      <SiteContext value={config}>
        <RoutesContext value={routes}>
          <StaticRouter basename={BASE} location={href(url)}>
            <App />
          </StaticRouter>
        </RoutesContext>
      </SiteContext>
    </StrictMode>,
  )
  return {
    appHtml,
    head: headTags(page, config),
    status: mod ? 200 : 404,
    filePath: mod?.page?.relativePath,
    lang: page.lang,
    version: page.version,
  }
}
