import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useRoutes } from '../router/routes'
import { withProgress } from './progress'
import { runRouteChange } from './view-transition'

/**
 * Client-side navigation for every internal link on the page, including the plain <a> tags of
 * prerendered markdown: hovering or focusing a link loads the target's chunks, clicking it loads
 * them (if not yet) and then changes the URL without a document reload. A slow load shows the
 * loading bar (progress.ts); the change itself may animate (view-transition.ts).
 */
export function useLinkNavigation(beforeNavigate: () => void, viewTransition: boolean): void {
  const navigate = useNavigate()
  const { preloadUrl } = useRoutes()
  useEffect(() => {
    const internal = (target: EventTarget | null): URL | undefined => {
      const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined
      const url = new URL(a.href, location.href)
      if (url.origin !== location.origin || /^\/(public|assets)\//.test(url.pathname)) return undefined
      // A file that is not a page (/feed.xml, /sitemap.xml) loads as a document, as the preview
      // server and static hosts serve it.
      if (/\.(?!html$)[^./]+$/.test(url.pathname)) return undefined
      return url
    }
    const warmed = new Set<string>()
    const warm = (e: Event) => {
      const url = internal(e.target)
      if (!url || warmed.has(url.pathname)) return
      warmed.add(url.pathname)
      preloadUrl(url.pathname).catch(() => warmed.delete(url.pathname))
    }
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const url = internal(e.target)
      if (!url) return
      e.preventDefault()
      const to = url.pathname + url.search + url.hash
      if (url.pathname === location.pathname && url.search === location.search) {
        beforeNavigate()
        navigate(to)
        return
      }
      withProgress(preloadUrl(url.pathname)).then(
        () => {
          beforeNavigate()
          runRouteChange(viewTransition, () => navigate(to))
        },
        // A chunk that fails to load (offline, or gone after a redeploy): the reader stays on the
        // page they are reading, which keeps working; the next click on the link tries again.
        (err: unknown) => console.error(`page could not load: ${url.pathname}`, err),
      )
    }
    document.addEventListener('pointerover', warm, { passive: true })
    document.addEventListener('focusin', warm)
    document.addEventListener('click', click)
    return () => {
      document.removeEventListener('pointerover', warm)
      document.removeEventListener('focusin', warm)
      document.removeEventListener('click', click)
    }
  }, [navigate, beforeNavigate, preloadUrl, viewTransition])
}
