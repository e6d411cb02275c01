import { createContext, use } from 'react'
import type { ResolvedConfig, ResolvedTheme } from '../shared/site-config'
import type { PageData } from '../shared/types'

/**
 * The site config, resolved once by the build (`virtual:site/config`, build/site/config.ts): the
 * entries put it here, and everything below reads it from this one context. It has no module of
 * its own in the app, so a test or another entry can hand the app any config.
 */
export const SiteContext = createContext<ResolvedConfig | null>(null)

export function useSite(): ResolvedConfig {
  const site = use(SiteContext)
  if (!site) throw new Error('useSite() outside <SiteContext>: the entries provide it')
  return site
}

/** The theme of the page on screen, in its language (themeOf); Layout provides it. */
export const ThemeContext = createContext<ResolvedTheme | null>(null)

export function useTheme(): ResolvedTheme {
  const theme = use(ThemeContext)
  const site = use(SiteContext)
  if (theme) return theme
  if (!site) throw new Error('useTheme() outside <SiteContext>: the entries provide it')
  return site.themes[site.lang]
}

/** Frontmatter `outline` wins; else a matching `outlineMatch` pattern; else the site default. */
export function outlineEnabled(page: PageData, theme: ResolvedTheme): boolean {
  const own = page.frontmatter.outline
  if (typeof own === 'boolean') return own
  if (theme.outlineMatch.some((re) => new RegExp(re).test(page.routePath))) return true
  return theme.outline
}

/** Whether a navbar item (or any item of a group) is the current page's. */
export function isActive(item: { link?: string; activeMatch?: string; items?: unknown[] }, path: string): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(path)
  if (item.link) return item.link === path
  return false
}
