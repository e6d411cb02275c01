import { describe, expect, it } from 'vitest'
import { localeRedirectScript, localeRedirectTarget, type RedirectInput } from '../../../../src/shared/locale-redirect'
import type { SiteConfig } from '../../../../src/shared/site-config'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const input = (over: Partial<RedirectInput>): RedirectInput => ({
  path: '/',
  languages: ['en-US', 'en'],
  userAgent: chrome,
  visited: false,
  lang: 'zh-CN',
  locales: ['zh-CN', 'en'],
  base: '/',
  ...over,
})

describe('localeRedirectTarget', () => {
  it('sends a first visit to / to the first wanted language the site has', () => {
    expect(localeRedirectTarget(input({}))).toBe('/en/')
    expect(localeRedirectTarget(input({ languages: ['fr', 'en-GB'] }))).toBe('/en/')
    expect(localeRedirectTarget(input({ base: '/notes/', path: '/notes/' }))).toBe('/notes/en/')
  })
  it('stays for the default language, a language the site lacks, a visitor seen before, a bot, another URL, or mode never', () => {
    expect(localeRedirectTarget(input({ languages: ['zh-CN', 'en'] }))).toBeNull()
    expect(localeRedirectTarget(input({ languages: ['zh'] }))).toBeNull()
    expect(localeRedirectTarget(input({ languages: ['fr', 'de'] }))).toBeNull()
    expect(localeRedirectTarget(input({ visited: true }))).toBeNull()
    expect(
      localeRedirectTarget(input({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })),
    ).toBeNull()
    expect(localeRedirectTarget(input({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }))).toBeNull()
    expect(localeRedirectTarget(input({ path: '/en/' }))).toBeNull()
    expect(localeRedirectTarget(input({ path: '/guide/a' }))).toBeNull()
    expect(localeRedirectTarget(input({ mode: 'never' }))).toBeNull()
  })
})

describe('localeRedirectScript', () => {
  const config = (over: Partial<SiteConfig>, theme: Partial<SiteConfig['themeConfig']> = {}) =>
    ({ lang: 'zh-CN', base: '/', themeConfig: { nav: [], ...theme }, ...over }) as SiteConfig
  const locales = [
    { lang: 'zh-CN', label: '中文' },
    { lang: 'en', label: 'English' },
  ]
  it('is empty for a site of one language, or with localeRedirect: never', () => {
    expect(localeRedirectScript(config({}))).toBe('')
    expect(localeRedirectScript(config({ locales: [{ lang: 'zh-CN', label: '中文' }] }))).toBe('')
    expect(localeRedirectScript(config({ locales }, { localeRedirect: 'never' }))).toBe('')
  })
  it('runs the decision in the page: redirects once, records the visit', () => {
    const script = localeRedirectScript(config({ locales }))
    const store = new Map<string, string>()
    const replaced: string[] = []
    const run = new Function('location', 'navigator', 'localStorage', script)
    const env = () => [
      { pathname: '/', search: '?a=1', hash: '', replace: (u: string) => replaced.push(u) },
      { languages: ['en-US'], language: 'en-US', userAgent: chrome },
      { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    ]
    run(...env())
    expect(replaced).toEqual(['/en/?a=1'])
    run(...env())
    expect(replaced).toEqual(['/en/?a=1'])
  })
})
