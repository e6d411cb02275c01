import type { SiteConfig } from './site-config'
import { VISITED_KEY } from './storage-keys'

export interface RedirectInput {
  /** `location.pathname` */
  path: string
  /** `navigator.languages`, most wanted first. */
  languages: readonly string[]
  userAgent: string
  /** Whether the site was visited before in this browser (VISITED_KEY). */
  visited: boolean
  /** `themeConfig.localeRedirect`; default 'auto'. */
  mode?: 'auto' | 'never'
  /** The default language, and every language of `locales`. */
  lang: string
  locales: readonly string[]
  /** The site's base, `/` or `/notes/`. */
  base: string
}

/**
 * Where a first visit to the site's root goes: the home of the first language in
 * `navigator.languages` that the site has (`en-US` matches `en`; `zh` matches `zh-CN`), or null
 * to stay. Never for a visitor seen before, a bot, a URL that is not the root (which names its
 * language already, or is a page of the default one), the default language itself, or with
 * `localeRedirect: 'never'`.
 *
 * It runs as an inline script in the root page's <head> before the first paint (so the reader
 * never sees the wrong language's home), which is why it is one self-contained function of
 * plain code: localeRedirectScript() writes its source into the page.
 */
export function localeRedirectTarget(i: RedirectInput): string | null {
  if (i.mode === 'never' || i.visited || i.path !== i.base) return null
  if (/bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|lighthouse/i.test(i.userAgent)) return null
  const primary = function (tag: string) {
    return tag.toLowerCase().split('-')[0]
  }
  for (let w = 0; w < i.languages.length; w++) {
    const wanted = i.languages[w].toLowerCase()
    let hit: string | undefined
    for (let l = 0; l < i.locales.length && !hit; l++) if (i.locales[l].toLowerCase() === wanted) hit = i.locales[l]
    for (let l = 0; l < i.locales.length && !hit; l++) if (primary(i.locales[l]) === primary(wanted)) hit = i.locales[l]
    if (hit) return hit === i.lang ? null : i.base + hit + '/'
  }
  return null
}

/**
 * The root page's redirect script (see localeRedirectTarget), or '' when the site has one
 * language or `themeConfig.localeRedirect` is 'never'. It records the visit first, so that the
 * redirect happens once.
 */
export function localeRedirectScript(c: SiteConfig): string {
  if ((c.locales?.length ?? 0) < 2 || c.themeConfig.localeRedirect === 'never') return ''
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c')
  const settings = json({ lang: c.lang, locales: c.locales!.map((l) => l.lang), base: c.base || '/' })
  return (
    `(function () { try { var key = ${json(VISITED_KEY)}, s = ${settings};` +
    ` var visited = localStorage.getItem(key) !== null; localStorage.setItem(key, '1');` +
    ` var to = (${localeRedirectTarget.toString()})({ path: location.pathname, languages: navigator.languages || [navigator.language],` +
    ` userAgent: navigator.userAgent, visited: visited, lang: s.lang, locales: s.locales, base: s.base });` +
    ` if (to) location.replace(to + location.search + location.hash); } catch (e) {} })()`
  )
}
