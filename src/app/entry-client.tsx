/**
 * Browser entry. The HTML names the chunk of the page on screen (`data-page` on this script):
 * it is loaded directly, with the body taken from the prerendered DOM, and the page hydrates.
 * The section's route list loads alongside; the sidebar hydrates when it arrives.
 */
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { resolveUrl } from '../shared/resolve-url'
import type { PageModule } from '../shared/types'
import { App } from './App'
import { adoptInitialPage, loadSection, sectionNameOf } from './routes'

async function start() {
  const path = resolveUrl(location.pathname)
  void loadSection(sectionNameOf(path)).catch(() => undefined)
  const chunk = document.querySelector<HTMLScriptElement>('script[data-page]')?.dataset.page
  const mod: PageModule | null = chunk ? await import(/* @vite-ignore */ chunk) : null
  await adoptInitialPage(path, mod, document.querySelector('#app .doc-content')?.innerHTML)
  hydrateRoot(
    document.getElementById('app')!,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  )
  // Dev only: the server linked its stylesheets for the first paint; Vite's style tags (with HMR)
  // are in place now.
  if (import.meta.env.DEV) document.querySelectorAll('link[href*="ssr-css"]').forEach((l) => l.remove())
}

void start()
