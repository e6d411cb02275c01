import siteConfig from 'virtual:site/config'
import { createContext, use } from 'react'
import { resolveThemeConfig, type SiteConfig } from '../shared/site-config'
import type { PageData } from '../shared/types'
import { BASE } from '../shared/href'

/**
 * The site config (the file given with `--config`); the app's one import of it. Its `base` is the
 * one the build was made for (`--base` may override the file's).
 */
export const config: SiteConfig = { ...(siteConfig as SiteConfig), base: BASE }

/** The theme configuration with every default filled in (src/shared/site-config.ts). */
export const theme = resolveThemeConfig(config.themeConfig)

export type Theme = typeof theme

const themes = new Map<string, Theme>([[config.lang, theme]])

/** The theme with a language's texts (`themeConfig.locales`), made once per language. */
export function themeFor(lang: string): Theme {
  let t = themes.get(lang)
  if (!t) themes.set(lang, (t = resolveThemeConfig(config.themeConfig, lang)))
  return t
}

/** The theme of the page on screen, in its language; Layout provides it. */
export const ThemeContext = createContext<Theme>(theme)

export function useTheme(): Theme {
  return use(ThemeContext)
}

/** Frontmatter `outline` wins; else a matching `outlineMatch` pattern; else the site default. */
export function outlineEnabled(page: PageData): boolean {
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
