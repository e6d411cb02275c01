import { localeHome, localeOf, type LocaleConfig } from '../../../shared/locale'
import { stripBase, withBase } from '../../../shared/base'

export interface LocaleOptions extends LocaleConfig {
  base: string
}

/**
 * Where "Take me home" leads from an unknown path, in which language the page speaks, and where
 * to redirect first. The default language spelt out as a prefix is redirected to the path
 * without it, whether or not `locales` names it.
 *
 * | path (lang zh-CN, locales zh-CN en, versions v1 v2, default v2) | home      | lang  | redirect  |
 * |------------------------------------------------------------------|-----------|-------|-----------|
 * | `/a/b`                                                           | `/`       | zh-CN |           |
 * | `/en/a`                                                          | `/en/`    | en    |           |
 * | `/v1/a`                                                          | `/v1/`    | zh-CN |           |
 * | `/v1/en/a`                                                       | `/v1/en/` | en    |           |
 * | `/zh-CN/a` (the default language spelt out)                      | `/`       | zh-CN | `/a`      |
 * | `/v1/zh-CN/a`                                                    | `/v1/`    | zh-CN | `/v1/a`   |
 */
export function notFoundHome(pathname: string, o: LocaleOptions): { home: string; lang: string; redirect?: string } {
  const path = stripBase(o.base, pathname) ?? pathname
  const { lang, version, prefix } = localeOf(path, o)
  const home = withBase(o.base, localeHome(lang, version, o))
  const rest = path.slice(prefix.length)
  const first = rest.split('/')[0]
  if (first === o.lang && lang === o.lang) return { home, lang, redirect: withBase(o.base, prefix + rest.slice(first.length + 1)) }
  return { home, lang }
}
