/**
 * Browser entry: loads what the current URL needs (already modulepreloaded by the HTML), then
 * hydrates the server-rendered page. Unlike the server entry it keeps a live router.
 */
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App'
import { preloadUrl } from './routes'

async function start() {
  await preloadUrl(location.pathname).catch(() => undefined)
  hydrateRoot(
    document.getElementById('app')!,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  )
}

void start()
