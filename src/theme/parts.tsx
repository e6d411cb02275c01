import { lazy, type ComponentType } from 'react'
import type { HeroData } from './components/Hero/Hero'
import type { Feature } from './components/Features/Features'
import type { SocialLink } from '../shared/site-config'
// Their styles belong to the main stylesheet: the prerendered markup is styled from the start.
import './components/Hero/Hero.css'
import './components/Features/Features.css'
import './components/NotFound/NotFound.css'
import './components/SocialLinks/SocialLinks.css'

/**
 * Parts only some pages show (the home page's hero and features, the 404 page, social links)
 * stay out of the first-load JavaScript that every page pays for.
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
