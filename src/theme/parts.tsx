import { lazy, type ComponentType } from 'react'
import type { HeroData } from './components/Hero/Hero'
import type { Feature } from './components/Features/Features'
import type { SocialLink } from '../shared/site-config'
import type { PageData } from '../shared/types'
// Their styles belong to the main stylesheet: the prerendered markup is styled from the start.
import './components/Hero/Hero.css'
import './components/Features/Features.css'
import './components/NotFound/NotFound.css'
import './components/SocialLinks/SocialLinks.css'
import './components/DocFooter/DocFooter.css'
import './components/Overview/Overview.css'
import './components/ScrollToTop/ScrollToTop.css'
import './components/ArticleMeta/ArticleMeta.css'
import './components/ThemeSwitch/ThemeSwitch.css'

/**
 * Parts only some pages show (the home page's hero and features, the 404 page, social links, an
 * overview's list, an article's date and tags) or that sit below the reading or aside from it (the
 * doc footer, the scroll-to-top button, the appearance switch) stay
 * out of the first-load JavaScript that every page pays for.
 *
 * The server render has them at once: `import.meta.env.SSR` is a build-time constant, so only
 * the server bundle awaits these imports (top-level await) and the browser bundle drops them.
 * In the browser each part is a chunk of its own, rendered inside a Suspense boundary: the
 * prerendered markup stays as it is until the chunk has arrived and then hydrates, as the
 * sidebar does with its route list.
 */
const server = import.meta.env.SSR
  ? {
      Hero: (await import('./components/Hero/Hero')).Hero,
      Features: (await import('./components/Features/Features')).Features,
      NotFound: (await import('./components/NotFound/NotFound')).NotFound,
      SocialLinks: (await import('./components/SocialLinks/SocialLinks')).SocialLinks,
      DocFooter: (await import('./components/DocFooter/DocFooter')).DocFooter,
      Overview: (await import('./components/Overview/Overview')).Overview,
      ScrollToTop: (await import('./components/ScrollToTop/ScrollToTop')).ScrollToTop,
      ArticleMeta: (await import('./components/ArticleMeta/ArticleMeta')).ArticleMeta,
      ThemeSwitch: (await import('./components/ThemeSwitch/ThemeSwitch')).ThemeSwitch,
    }
  : undefined

function part<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((c) => ({ default: c })))
}

export const Hero: ComponentType<{ hero: HeroData }> =
  server?.Hero ?? part(() => import('./components/Hero/Hero').then((m) => m.Hero))
export const Features: ComponentType<{ features: Feature[] }> =
  server?.Features ?? part(() => import('./components/Features/Features').then((m) => m.Features))
export const NotFound: ComponentType<object> =
  server?.NotFound ?? part(() => import('./components/NotFound/NotFound').then((m) => m.NotFound))
export const SocialLinks: ComponentType<{ links: SocialLink[] }> =
  server?.SocialLinks ?? part(() => import('./components/SocialLinks/SocialLinks').then((m) => m.SocialLinks))
export const DocFooter: ComponentType<{ page: PageData; section: string }> =
  server?.DocFooter ?? part(() => import('./components/DocFooter/DocFooter').then((m) => m.DocFooter))
export const Overview: ComponentType<{ page: PageData }> =
  server?.Overview ?? part(() => import('./components/Overview/Overview').then((m) => m.Overview))
export const ScrollToTop: ComponentType<object> =
  server?.ScrollToTop ?? part(() => import('./components/ScrollToTop/ScrollToTop').then((m) => m.ScrollToTop))
export const ArticleMeta: ComponentType<{ page: PageData }> =
  server?.ArticleMeta ?? part(() => import('./components/ArticleMeta/ArticleMeta').then((m) => m.ArticleMeta))
/** A click that lands before its chunk has arrived is replayed by React once it has hydrated. */
export const ThemeSwitch: ComponentType<{ withLabel?: boolean }> =
  server?.ThemeSwitch ?? part(() => import('./components/ThemeSwitch/ThemeSwitch').then((m) => m.ThemeSwitch))

/**
 * Fetches the parts a later page may need while the browser is idle, so a client-side navigation
 * finds them loaded and shows them with the page, not a moment after it.
 */
export function warmParts(): Promise<unknown> {
  return Promise.all([
    import('./components/DocFooter/DocFooter'),
    import('./components/Overview/Overview'),
    import('./components/ScrollToTop/ScrollToTop'),
    import('./components/NotFound/NotFound'),
    import('./components/ArticleMeta/ArticleMeta'),
    import('./components/ThemeSwitch/ThemeSwitch'),
  ])
}
