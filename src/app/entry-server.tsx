/**
 * Server entry: renders one URL to HTML. The dev server loads it through Vite's module runner,
 * the prerenderer from the SSR build; both pass the result to the same document template.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { matchRoute, resolveUrl } from '../shared/resolve-url'
import { App, notFoundPage, pageData } from './App'
import { headTags } from './head'
import { loadSection, sectionNameOf } from './routes'

export interface RenderResult {
  appHtml: string
  head: string
  status: 200 | 404
  /** Section whose route list the page needs, and the page's source file (project-relative). */
  section: string
  filePath?: string
}

export async function render(url: string): Promise<RenderResult> {
  const path = resolveUrl(url)
  const sectionName = sectionNameOf(path)
  const section = await loadSection(sectionName)
  const route = matchRoute(section.routes, path)
  const page = route ? pageData(route, await route.preload()) : notFoundPage(path)
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
  return { appHtml, head: headTags(page), status: route ? 200 : 404, section: sectionName, filePath: route?.filePath }
}
