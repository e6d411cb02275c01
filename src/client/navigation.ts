import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useRoutes } from '../router/routes'
import { routeOfPathname } from '../shared/href'
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
    /** The link's URL and its route (the path without the base), when the app can show it. */
    const internal = (target: EventTarget | null): { url: URL; route: string } | undefined => {
      const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined
      const url = new URL(a.href, location.href)
      // A path outside the base is another site on this origin.
      const route = url.origin === location.origin ? routeOfPathname(url.pathname) : undefined
      if (route === undefined || /^\/(public|assets)\//.test(route)) return undefined
      // A file that is not a page (/feed.xml, /sitemap.xml) loads as a document, as the preview
      // server and static hosts serve it.
      if (/\.(?!html$)[^./]+$/.test(route)) return undefined
      return { url, route }
    }
    const warmed = new Set<string>()
    const warm = (e: Event) => {
      const { route } = internal(e.target) ?? {}
      if (route === undefined || warmed.has(route)) return
      warmed.add(route)
      preloadUrl(route).catch(() => warmed.delete(route))
    }
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const link = internal(e.target)
      if (!link) return
      e.preventDefault()
      const { url, route } = link
      // The router adds the base (its basename) back.
      const to = route + url.search + url.hash
      if (url.pathname === location.pathname && url.search === location.search) {
        beforeNavigate()
        navigate(to)
        return
      }
      withProgress(preloadUrl(route)).then(
        () => {
          beforeNavigate()
          runRouteChange(viewTransition, () => navigate(to))
        },
        // A chunk that fails to load (offline, or gone after a redeploy): the reader stays on the
        // page they are reading, which keeps working; the next click on the link tries again.
        (err: unknown) => console.error(`page could not load: ${route}`, err),
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
