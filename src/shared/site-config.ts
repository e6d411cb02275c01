/** The typed site configuration and the theme texts with their defaults. */
import type { SearchConfig } from './search'
import type { SidebarConfig } from './sidebar'

/** A navbar link; `activeMatch` is a regular expression source tested against the current path. */
export interface NavLink {
  text: string
  link: string
  activeMatch?: string
  /** Which end of the navbar the item sits at; default 'right'. */
  position?: 'left' | 'right'
  /** A small badge beside the text ('new'). */
  tag?: string
}

/** A navbar group: a dropdown that opens on hover and on keyboard focus. Groups nest. */
export interface NavGroup {
  text: string
  items: NavItem[]
  activeMatch?: string
  position?: 'left' | 'right'
  tag?: string
}

export type NavItem = NavLink | NavGroup

/**
 * A social link. `mode` says what `content` is: `link` a URL opened by the icon, `text` a short
 * text shown in a popup (an ID to copy), `img` an image URL shown in a popup (a QR code), `dom` an
 * HTML string shown in a popup. `icon` is a built-in icon name or an SVG string.
 */
export interface SocialLink {
  icon: string
  mode: 'link' | 'text' | 'img' | 'dom'
  content: string
  /** Accessible name; defaults to the icon name. */
  label?: string
}

export interface HeroImage {
  src: string | { light: string; dark: string }
  alt: string
  srcset?: string
  sizes?: string
}

export interface HeroAction {
  text: string
  link: string
  theme?: 'brand' | 'alt'
}

/**
 * Where a code host shows a file, by the host's kind:
 *
 *   github  <url>/blob/<branch>/<path>        (Gitee has the same shape)
 *   gitlab  <url>/-/blob/<branch>/<path>
 *   gitea   <url>/src/branch/<branch>/<path>  (Forgejo, Codeberg)
 */
export type CodeHost = 'github' | 'gitlab' | 'gitea'

export interface Repository {
  /** The repository's web address, e.g. `https://github.com/owner/notes-site`. */
  url: string
  /** How the host's file URLs look; default 'github'. */
  host?: CodeHost
  branch?: string
  /** The content folder inside the repository; default 'content'. */
  dir?: string
  /** A second host of the same repository (a mirror), shown as a second link named `text`; its branch defaults to the first's. */
  mirror?: { url: string; text: string; host?: CodeHost; branch?: string }
}

export interface OverviewConfig {
  /** Page title when the overview page sets none. */
  title?: string
  /** Title of the group that collects the pages no group names. */
  othersGroupText?: string
  /** Heading depths listed under each page; frontmatter `overviewHeaders` overrides. */
  headers?: number[]
  filterNameText?: string
  filterPlaceholderText?: string
  filterNoResultText?: string
}

export interface NotFoundConfig {
  code?: string
  title?: string
  homeText?: string
}

/**
 * The search dialog's texts. `resultsText` and `noResultsText` hold `{count}` and `{query}`;
 * the no-hit message defaults to the specification's English.
 */
export interface SearchTexts {
  closeText?: string
  /** Read out by screen readers when results arrive. */
  resultsText?: string
  /** Added to resultsText while the list has more pages to read. */
  moreResultsText?: string
  loadingMoreText?: string
  noResultsText?: string
  noResultsHintText?: string
  /** The kind of each suggestion: a page title, a heading, the text. */
  titleText?: string
  headerText?: string
  contentText?: string
  /** The footer's key hints: ↑↓ select, Enter open, Esc close. */
  selectText?: string
  openText?: string
  closeKeyText?: string
}

export interface ThemeConfig extends Partial<PageTexts> {
  nav: NavItem[]
  /** Sidebars by route prefix (src/shared/sidebar.ts); pages no prefix matches get the generated one. */
  sidebar?: SidebarConfig
  /** false: no appearance switch, and the light palette whatever the reader stored or the system prefers. */
  darkMode?: boolean
  socialLinks?: SocialLink[]
  /** Whether pages show the outline when neither frontmatter nor `outlineMatch` says otherwise. */
  outline?: boolean
  /** Route patterns (regular expression sources) whose pages show the outline by default. */
  outlineMatch?: string[]
  outlineTitle?: string
  prevPageText?: string
  nextPageText?: string
  searchPlaceholderText?: string
  lastUpdated?: boolean
  lastUpdatedText?: string
  sourceText?: string
  repository?: Repository
  enableAppearanceAnimation?: boolean
  enableScrollToTop?: boolean
  /** The skip link, the first thing Tab reaches on a page: it jumps to the content. */
  skipToContentText?: string
  /** Accessible names of the theme's own controls. */
  navText?: string
  menuText?: string
  sidebarMenuText?: string
  sidebarText?: string
  /** The button under a long sidebar group that shows all of it. */
  sidebarShowAllText?: string
  /** The badge on a draft page in `npm run dev`. */
  draftText?: string
  /** The heading of the home page's list of the newest articles. */
  latestArticlesText?: string
  appearanceText?: string
  lightModeText?: string
  darkModeText?: string
  autoModeText?: string
  scrollToTopText?: string
  moreText?: string
  languageText?: string
  versionText?: string
  overview?: OverviewConfig
  notFound?: NotFoundConfig
  searchTexts?: SearchTexts
  /** Local search over the built index (the default) or a remote search service, with hooks. */
  search?: SearchConfig
  footer?: { message?: string; copyright?: string }
  /** Route changes animate through the View Transitions API where the browser has it. */
  viewTransition?: boolean
  /** The texts of one language (`lang` of a `locales` entry), over the ones above for its pages. */
  locales?: ThemeLocale[]
  /** A first visit to `/` goes to the language of `navigator.languages` (`auto`, the default), or never. */
  localeRedirect?: 'auto' | 'never'
}

/** What a language may say in its own words: the theme's texts. */
export type ThemeLocale = { lang: string } & Partial<
  Pick<ThemeConfig, keyof typeof THEME_TEXT_DEFAULTS | keyof PageTexts | 'overview' | 'notFound' | 'searchTexts' | 'footer'>
>

/**
 * Page views, off when absent (no request leaves the site). `provider` names the adapter in
 * src/client/analytics/: 'plausible' posts a Plausible-style event to `endpoint`.
 */
export interface AnalyticsConfig {
  provider: 'plausible'
  /** The events endpoint, e.g. `https://plausible.io/api/event`. */
  endpoint: string
  /** The site as the service knows it; default: the page's host name. */
  domain?: string
}

/** What the build publishes besides the pages (build/publish/): feeds and security headers. */
export interface PublishConfig {
  /** The section whose dated pages make the feeds; default 'blog'. */
  feedSection?: string
  /** Feed title; default the site title. */
  feedTitle?: string
  /** Routes allowed to use the camera (`Permissions-Policy: camera=(self)`); every other page gets `camera=()`. */
  cameraRoutes?: string[]
  /** Light and dark page background, for `<meta name="theme-color">`; the values of `--site-c-bg` in vars.css. */
  themeColor?: { light: string; dark: string }
}

export interface SiteConfig {
  title: string
  titleSuffix?: string
  description: string
  /**
   * The site's absolute origin without a trailing slash, e.g. `https://notes.example.com`:
   * canonical URLs, Open Graph, feeds, sitemap and robots.txt are built from it.
   */
  url: string
  /** The author named in feeds and structured data; default the site title. */
  author?: string
  publish?: PublishConfig
  /** What every blog article is held to (build/lint/articles.ts); leave out to hold them to nothing more than a date. */
  articleRules?: ArticleRules
  /** What the pages of a book are held to (build/lint/book.ts). */
  bookRules?: BookRules
  /** The page icon (`<link rel="icon">`); none when absent. */
  icon?: string
  /** The navbar's logo image; none when absent. */
  logo?: string
  /** The navbar's brand text; default the title. */
  logoText: string
  /** The default language; a page under `/<lang>/` of another language (see `locales`). */
  lang: string
  locales?: { lang: string; label: string }[]
  /** Versions of the docs; pages of a non-default version live under `/<version>/`. */
  multiVersion?: { default: string; versions: string[] }
  /**
   * The URL prefix the site is served under: '/' at a host's root, '/notes/' in a folder
   * (src/shared/base.ts; `--base` takes its place). Links in the config stay without it.
   */
  base: string
  /** Which files under content/ are pages: `exclude` globs (relative to content/) leave files out of the site entirely (notes, partials). */
  route?: { exclude?: string[] }
  analytics?: AnalyticsConfig
  themeConfig: ThemeConfig
}

export interface ArticleRules {
  /** The tags an article may use: a JSON list of strings, path relative to the content folder. */
  tagsFile: string
  /** How many tags, at least and at most. */
  tags: [number, number]
  /** Length of the description in characters (code points), at least and at most. */
  description: [number, number]
  /** `##` sections, at least. */
  minSections: number
  /** Chinese characters of prose outside code, at least. */
  minChinese: number
  /**
   * Short notes: an article with fewer than `minChinese` but at least `shortNotes.minChinese`
   * characters is a note (a trick, a finding), which needs `minSections` `##` sections (default
   * none); a year's folder may have up to `share` of its articles as notes (0.2: a fifth,
   * rounded down).
   */
  shortNotes?: { minChinese: number; share: number; minSections?: number }
}

export interface BookRules {
  /** The pages held to the rules: a regular expression source over the path inside content/. */
  pages: string
  /** The `##` sections every page has, in this order. */
  sections: string[]
  /** The language of the example blocks: a page has at least one. */
  exampleLang: string
}

/**
 * A config as an author writes it: only `title` is needed. The rest has the defaults of
 * CONFIG_DEFAULTS, filled in once by resolveConfig.
 */
export type SiteConfigInput = Partial<Omit<SiteConfig, 'title' | 'themeConfig'>> & {
  title: string
  themeConfig?: Partial<ThemeConfig>
}

export function defineSiteConfig<T extends SiteConfigInput>(config: T): T {
  return config
}

/** What a config that leaves them out gets. `url` '': absolute URLs are written as paths (set it before deploying). */
export const CONFIG_DEFAULTS = {
  description: '',
  url: '',
  lang: 'en-US',
  base: '/',
} as const

export const THEME_TEXT_DEFAULTS = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  searchPlaceholderText: 'Search Docs',
  lastUpdatedText: 'Last Updated',
  sourceText: 'View Source',
  skipToContentText: 'Skip to content',
  navText: 'Main navigation',
  menuText: 'Menu',
  sidebarMenuText: 'Menu',
  sidebarText: 'Sidebar',
  sidebarShowAllText: 'Show all',
  /** The badge the dev server shows on a page with `draft: true` (the build leaves such pages out). */
  draftText: 'Draft',
  latestArticlesText: 'Latest articles',
  appearanceText: 'Appearance',
  lightModeText: 'Light',
  darkModeText: 'Dark',
  autoModeText: 'Auto',
  scrollToTopText: 'Back to top',
  moreText: 'More',
  /** The language and version switchers' accessible names. */
  languageText: 'Language',
  versionText: 'Version',
} as const

/**
 * Texts the engine writes into a page's content and meta, by the page's language when the config
 * leaves them out (`en`, and `zh` for every `zh-…`): the code blocks' buttons and copy prompt
 * (`{key}` is Ctrl or ⌘), the containers' default titles, an article's reading time and tag
 * list, the appearance switch's name with the reader's choice.
 */
export interface PageTexts {
  codeCopyText: string
  codeCopiedText: string
  codeWrapText: string
  codeCopyPromptText: string
  tipText: string
  infoText: string
  warningText: string
  dangerText: string
  detailsText: string
  readingTimeText: string
  tagsText: string
  appearanceChoiceText: string
}

export const PAGE_TEXT_DEFAULTS: Record<'en' | 'zh', PageTexts> = {
  en: {
    codeCopyText: 'Copy code',
    codeCopiedText: 'Copied',
    codeWrapText: 'Wrap lines',
    codeCopyPromptText: 'Press {key}+C to copy, then Enter',
    tipText: 'TIP',
    infoText: 'INFO',
    warningText: 'WARNING',
    dangerText: 'DANGER',
    detailsText: 'Details',
    readingTimeText: '{minutes} min read',
    tagsText: 'Tags',
    appearanceChoiceText: '{appearance}: {mode}',
  },
  zh: {
    codeCopyText: '复制代码',
    codeCopiedText: '已复制',
    codeWrapText: '自动换行',
    codeCopyPromptText: '按 {key}+C 复制，然后按 Enter',
    tipText: '提示',
    infoText: '信息',
    warningText: '注意',
    dangerText: '警告',
    detailsText: '详细信息',
    readingTimeText: '阅读约 {minutes} 分钟',
    tagsText: '标签',
    appearanceChoiceText: '{appearance}：{mode}',
  },
}

/** The engine's texts for a language: Chinese for `zh` and `zh-…`, else English. */
export function pageTextDefaults(lang: string | undefined): PageTexts {
  return /^zh(-|$)/i.test(lang ?? '') ? PAGE_TEXT_DEFAULTS.zh : PAGE_TEXT_DEFAULTS.en
}

/** `'{minutes} min read'` with `{ minutes: 8 }` → `'8 min read'`. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all))
}

export const OVERVIEW_DEFAULTS = {
  title: 'Overview',
  othersGroupText: 'Others',
  headers: [2],
  filterNameText: 'Filter',
  filterPlaceholderText: 'Enter keyword',
  filterNoResultText: 'No matching API found',
} as const

export const NOT_FOUND_DEFAULTS = {
  code: '404',
  title: 'PAGE NOT FOUND',
  homeText: 'Take me home',
} as const

export const SEARCH_TEXT_DEFAULTS: Required<SearchTexts> = {
  closeText: 'Close',
  resultsText: '{count} results',
  moreResultsText: ', and more',
  loadingMoreText: 'Looking for more results…',
  noResultsText: 'No results for "{query}"',
  noResultsHintText: 'Please try again with a different keyword',
  titleText: 'Title',
  headerText: 'Section',
  contentText: 'Text',
  selectText: 'to select',
  openText: 'to open',
  closeKeyText: 'to close',
}

/**
 * The theme's texts and switches with every default filled in; for a page of `lang`, that
 * language's `themeConfig.locales` entry over them. `textLang` picks the engine's own texts
 * (pageTextDefaults): the page's language, also for the default one, whose locale entry is not
 * applied.
 */
export function resolveThemeConfig(base: ThemeConfig, lang?: string, textLang = lang) {
  const { lang: _, ...own } = base.locales?.find((l) => l.lang === lang) ?? { lang: '' }
  const t: ThemeConfig = {
    ...base,
    ...own,
    overview: { ...base.overview, ...own.overview },
    notFound: { ...base.notFound, ...own.notFound },
    searchTexts: { ...base.searchTexts, ...own.searchTexts },
  }
  return {
    ...THEME_TEXT_DEFAULTS,
    ...pageTextDefaults(textLang),
    outline: false,
    outlineMatch: [] as string[],
    lastUpdated: true,
    enableAppearanceAnimation: false,
    enableScrollToTop: true,
    darkMode: true,
    viewTransition: false,
    socialLinks: [] as SocialLink[],
    ...t,
    overview: { ...OVERVIEW_DEFAULTS, ...t.overview },
    notFound: { ...NOT_FOUND_DEFAULTS, ...t.notFound },
    searchTexts: { ...SEARCH_TEXT_DEFAULTS, ...t.searchTexts },
  }
}

/** The theme config with every default filled in, in one language. */
export type ResolvedTheme = ReturnType<typeof resolveThemeConfig>

/**
 * The site config as every reader of it takes it: loaded and checked once in Node
 * (build/site/config.ts), with `base` normalized and the theme resolved for each language
 * (`themes`, by `lang`); the app receives this value (`virtual:site/config`) through one context
 * (src/theme/config.ts).
 */
export interface ResolvedConfig extends SiteConfig {
  themes: Record<string, ResolvedTheme>
}

export function resolveConfig(input: SiteConfigInput): ResolvedConfig {
  const config: SiteConfig = {
    ...CONFIG_DEFAULTS,
    logoText: input.title,
    ...input,
    themeConfig: { nav: [], ...input.themeConfig },
  }
  const langs = [config.lang, ...(config.locales ?? []).map((l) => l.lang).filter((l) => l !== config.lang)]
  // The default language has the base texts: a `themeConfig.locales` entry of its own is not applied.
  const themes = Object.fromEntries(langs.map((l) => [l, resolveThemeConfig(config.themeConfig, l === config.lang ? undefined : l, l)]))
  return { ...config, themes }
}

/** The theme of a page's language; a language the config does not list has the default's. */
export function themeOf(config: ResolvedConfig, lang: string): ResolvedTheme {
  return config.themes[lang] ?? config.themes[config.lang]
}
