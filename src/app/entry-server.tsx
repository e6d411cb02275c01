/**
 * Server entry: renders one URL to HTML. The dev server loads it through Vite's module runner,
 * the prerenderer from the SSR build; both pass the result to the same document template.
 * Everything the page needs is loaded before rendering, so nothing suspends.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { resolveUrl } from '../shared/resolve-url'
import { App, notFoundPage } from './App'
import { headTags } from './head'
import { loadPage, loadSection, sectionNameOf } from './routes'
import type { RenderResult } from '../shared/types'

// The SSR build reads markdown pages from the prerenderer's Site instead of bundling them.
export { setPageSource } from 'virtual:site/page-source'

export async function render(url: string): Promise<RenderResult> {
  const path = resolveUrl(url)
  await loadSection(sectionNameOf(path))
  const mod = await loadPage(path)
  const page = mod?.page ?? notFoundPage(path)
  const app = (
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>
  )
  const appHtml = renderToString(app)
  return { appHtml, head: headTags(page), status: mod ? 200 : 404, filePath: mod?.page?.relativePath }
}
