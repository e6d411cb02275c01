export interface LocaleOptions {
  base: string
  /** The default language. */
  lang: string
  locales?: { lang: string }[]
  multiVersion?: { default: string; versions: string[] }
}

/**
 * Where "Take me home" leads from an unknown path, and where to redirect first.
 *
 * | path (lang zh-CN, locales zh-CN en, versions v1 v2, default v2) | home      | redirect  |
 * |------------------------------------------------------------------|-----------|-----------|
 * | `/a/b`                                                           | `/`       |           |
 * | `/en/a`                                                          | `/en/`    |           |
 * | `/v1/a`                                                          | `/v1/`    |           |
 * | `/v1/en/a`                                                       | `/v1/en/` |           |
 * | `/zh-CN/a` (the default language spelt out)                      | `/`       | `/a`      |
 */
export function notFoundHome(pathname: string, o: LocaleOptions): { home: string; redirect?: string } {
  const base = o.base.endsWith('/') ? o.base : o.base + '/'
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '')
  const segments = rest.split('/')
  let i = 0
  let version = ''
  if (o.multiVersion?.versions.includes(segments[i])) version = segments[i++]
  let lang = ''
  if (o.locales?.some((l) => l.lang === segments[i])) lang = segments[i]
  let home = base
  if (version && version !== o.multiVersion!.default) home += version + '/'
  if (lang && lang !== o.lang) home += lang + '/'
  if (lang && lang === o.lang) {
    const without = [...segments.slice(0, i), ...segments.slice(i + 1)].join('/')
    return { home, redirect: base + without }
  }
  return { home }
}
