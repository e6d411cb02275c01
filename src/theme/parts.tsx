import { lazy, type ComponentType } from 'react'
// Their styles belong to the main stylesheet: the prerendered markup is styled from the start.
import './components/Hero/Hero.css'
import './components/Features/Features.css'
import './components/LatestArticles/LatestArticles.css'
import './components/NotFound/NotFound.css'
import './components/SocialLinks/SocialLinks.css'
import './components/DocFooter/DocFooter.css'
import './components/Overview/Overview.css'
import './components/ScrollToTop/ScrollToTop.css'
import './components/ArticleMeta/ArticleMeta.css'
import './components/ThemeSwitch/ThemeSwitch.css'

/**
 * Parts only some pages show (the home page's hero, features and newest articles, the 404 page, social links, an
 * overview's list, an article's date and tags) or that sit below the reading or aside from it (the
 * doc footer, the scroll-to-top button, the appearance switch) stay out of the first-load
 * JavaScript that every page pays for. Each is named once, in `loaders`.
 *
 * The server render has them at once: `import.meta.env.SSR` is a build-time constant, so only
 * the server bundle awaits these imports (top-level await) and the browser bundle drops them.
 * In the browser each part is a chunk of its own, rendered inside a Suspense boundary: the
 * prerendered markup stays as it is until the chunk has arrived and then hydrates, as the
 * sidebar does with its route list.
 */
const loaders = {
  Hero: () => import('./components/Hero/Hero').then((m) => m.Hero),
  Features: () => import('./components/Features/Features').then((m) => m.Features),
  LatestArticles: () => import('./components/LatestArticles/LatestArticles').then((m) => m.LatestArticles),
  NotFound: () => import('./components/NotFound/NotFound').then((m) => m.NotFound),
  SocialLinks: () => import('./components/SocialLinks/SocialLinks').then((m) => m.SocialLinks),
  DocFooter: () => import('./components/DocFooter/DocFooter').then((m) => m.DocFooter),
  Overview: () => import('./components/Overview/Overview').then((m) => m.Overview),
  ScrollToTop: () => import('./components/ScrollToTop/ScrollToTop').then((m) => m.ScrollToTop),
  ArticleMeta: () => import('./components/ArticleMeta/ArticleMeta').then((m) => m.ArticleMeta),
  ThemeSwitch: () => import('./components/ThemeSwitch/ThemeSwitch').then((m) => m.ThemeSwitch),
  ConfigSidebar: () => import('./components/Sidebar/ConfigSidebar').then((m) => m.ConfigSidebar),
  LocaleSwitchers: () => import('./components/NavBar/LocaleSwitchers').then((m) => m.LocaleSwitchers),
}
type Parts = { [K in keyof typeof loaders]: Awaited<ReturnType<(typeof loaders)[K]>> }

const server = import.meta.env.SSR
  ? (Object.fromEntries(await Promise.all(Object.entries(loaders).map(async ([name, load]) => [name, await load()]))) as Parts)
  : undefined

function part<K extends keyof Parts>(name: K): Parts[K] {
  if (server) return server[name]
  const load = loaders[name] as () => Promise<ComponentType<object>>
  return lazy(() => load().then((c) => ({ default: c }))) as unknown as Parts[K]
}

export const Hero = part('Hero')
export const Features = part('Features')
export const LatestArticles = part('LatestArticles')
export const NotFound = part('NotFound')
export const SocialLinks = part('SocialLinks')
export const DocFooter = part('DocFooter')
export const Overview = part('Overview')
export const ScrollToTop = part('ScrollToTop')
export const ArticleMeta = part('ArticleMeta')
/** A click that lands before its chunk has arrived is replayed by React once it has hydrated. */
export const ThemeSwitch = part('ThemeSwitch')
/** A sidebar from the config (themeConfig.sidebar), inside the sidebar's own Suspense boundary. */
export const ConfigSidebar = part('ConfigSidebar')
/** The navbar's version and language switchers, on a site with several of either. */
export const LocaleSwitchers = part('LocaleSwitchers')

/**
 * Fetches every part while the browser is idle, so a client-side navigation finds them loaded and
 * shows them with the page, not a moment after it.
 */
export function warmParts(): Promise<unknown> {
  return Promise.all(Object.values(loaders).map((load) => load()))
}
