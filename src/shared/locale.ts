/**
 * Languages and versions of the site's pages, read from a route path. A page of a non-default
 * version lives under `/<version>/`, one of a non-default language under `/<lang>/`, and with
 * both, under `/<version>/<lang>/`; the default ones have no prefix. The build derives each
 * record's `lang`, `version` and section from this (build/site/record.ts), the browser its
 * switchers and the not-found page's links.
 */
export interface LocaleConfig {
  /** The default language. */
  lang: string
  locales?: { lang: string; label?: string }[]
  multiVersion?: { default: string; versions: string[] }
}

export interface PathLocale {
  lang: string
  version: string
  /** The path's language and version prefix: `/v1/en/`, `/en/`, or `/` for the defaults. */
  prefix: string
}

export function defaultVersion(c: LocaleConfig): string {
  return c.multiVersion?.default ?? ''
}

/**
 * | path (lang zh-CN, locales zh-CN en, versions v1 v2, default v2) | lang  | version | prefix    |
 * |------------------------------------------------------------------|-------|---------|-----------|
 * | `/guide/a`                                                       | zh-CN | v2      | `/`       |
 * | `/en/guide/a`, `/en`                                             | en    | v2      | `/en/`    |
 * | `/v1/guide/a`                                                    | zh-CN | v1      | `/v1/`    |
 * | `/v1/en/guide/a`                                                 | en    | v1      | `/v1/en/` |
 */
export function localeOf(path: string, c: LocaleConfig): PathLocale {
  const segments = path.split('/').slice(1)
  let i = 0
  let version = defaultVersion(c)
  const first = segments[0]
  if (c.multiVersion && first !== c.multiVersion.default && c.multiVersion.versions.includes(first)) {
    version = first
    i++
  }
  let lang = c.lang
  const next = segments[i]
  if (next !== c.lang && c.locales?.some((l) => l.lang === next)) {
    lang = next
    i++
  }
  return { lang, version, prefix: '/' + segments.slice(0, i).join('/') + (i ? '/' : '') }
}

/** The home of a language and version: `/`, `/en/`, `/v1/`, `/v1/en/`. */
export function localeHome(lang: string, version: string, c: LocaleConfig): string {
  let home = '/'
  if (version && version !== defaultVersion(c)) home += version + '/'
  if (lang && lang !== c.lang) home += lang + '/'
  return home
}

/** The same place in another language or version: `/en/guide/a` → `/v1/guide/a`. */
export function switchLocale(path: string, to: { lang: string; version: string }, c: LocaleConfig): string {
  const { prefix } = localeOf(path, c)
  return localeHome(to.lang, to.version, c) + path.slice(prefix.length)
}

/** A route path without its language and version prefix: what the same page shares across them. */
export function localeStem(path: string, c: LocaleConfig): string {
  return '/' + path.slice(localeOf(path, c).prefix.length)
}

/** Whether the site has more than one language or version. */
export function isLocalized(c: LocaleConfig): boolean {
  return (c.locales?.length ?? 0) > 1 || (c.multiVersion?.versions.length ?? 0) > 1
}
