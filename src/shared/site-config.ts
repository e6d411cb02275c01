/** The typed site configuration and the theme texts with their defaults. */
export interface NavItem {
  text: string
  link: string
  /** A regular expression source; the item is active when it matches the current path. */
  activeMatch?: string
}

export interface HeroAction {
  text: string
  link: string
  theme?: 'brand' | 'alt'
}

export interface ThemeConfig {
  nav: NavItem[]
  outlineTitle?: string
  prevPageText?: string
  nextPageText?: string
  searchPlaceholderText?: string
  footer?: { message?: string; copyright?: string }
}

export interface SiteConfig {
  title: string
  titleSuffix?: string
  description: string
  icon: string
  logo: string
  logoText: string
  lang: string
  base: string
  ssg: boolean
  themeConfig: ThemeConfig
}

export function defineSiteConfig(config: SiteConfig): SiteConfig {
  return config
}

export const THEME_TEXT_DEFAULTS = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  searchPlaceholderText: 'Search Docs',
} as const
