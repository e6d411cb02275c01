import type { PageData } from '../shared/types'
import type { SiteConfig } from '../shared/site-config'
import { headTags } from './head'

/** Every element of <head> that headTags() writes: what a client-side navigation replaces. */
const MANAGED = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property]',
  'meta[name^="twitter:"]',
  'meta[name="theme-color"]',
  'link[rel="icon"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
  'script[data-locale-redirect]',
].join(',')

/**
 * After a client-side navigation, the new page's head tags take the place of the old page's
 * (title, description, canonical URL, Open Graph, JSON-LD…), exactly as the prerendered HTML of
 * that page has them. Loaded on the first navigation only (App.tsx).
 */
export function updateHead(page: PageData, config: SiteConfig): void {
  const old = [...document.head.querySelectorAll(MANAGED)]
  const template = document.createElement('template')
  template.innerHTML = headTags(page, config)
  const anchor = old[0] ?? null
  document.head.insertBefore(template.content, anchor)
  for (const el of old) el.remove()
}
