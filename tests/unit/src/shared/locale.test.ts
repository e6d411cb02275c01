import { describe, expect, it } from 'vitest'
import { isLocalized, localeHome, localeOf, localeStem, switchLocale } from '../../../../src/shared/locale'
import { LOCALES } from '../../helpers/locale'

const c = LOCALES

describe('localeOf', () => {
  const table: [string, { lang: string; version: string; prefix: string }][] = [
    ['/', { lang: 'zh-CN', version: 'v2', prefix: '/' }],
    ['/guide/a', { lang: 'zh-CN', version: 'v2', prefix: '/' }],
    ['/en/', { lang: 'en', version: 'v2', prefix: '/en/' }],
    ['/en', { lang: 'en', version: 'v2', prefix: '/en/' }],
    ['/en/guide/a', { lang: 'en', version: 'v2', prefix: '/en/' }],
    ['/v1/guide/a', { lang: 'zh-CN', version: 'v1', prefix: '/v1/' }],
    ['/v1/en/guide/a', { lang: 'en', version: 'v1', prefix: '/v1/en/' }],
    // The defaults have no prefix: spelt out, they are ordinary segments.
    ['/v2/a', { lang: 'zh-CN', version: 'v2', prefix: '/' }],
    ['/zh-CN/a', { lang: 'zh-CN', version: 'v2', prefix: '/' }],
    // The language comes after the version, not before.
    ['/en/v1/a', { lang: 'en', version: 'v2', prefix: '/en/' }],
  ]
  it.each(table)('%s', (path, expected) => expect(localeOf(path, c)).toEqual(expected))

  it('a site with one language and no versions: the config language, no version, no prefix', () => {
    expect(localeOf('/en/guide', { lang: 'zh-CN' })).toEqual({ lang: 'zh-CN', version: '', prefix: '/' })
    expect(isLocalized({ lang: 'zh-CN' })).toBe(false)
    expect(isLocalized(c)).toBe(true)
  })
})

describe('homes, stems and switches', () => {
  it('localeHome', () => {
    expect(localeHome('zh-CN', 'v2', c)).toBe('/')
    expect(localeHome('en', 'v2', c)).toBe('/en/')
    expect(localeHome('zh-CN', 'v1', c)).toBe('/v1/')
    expect(localeHome('en', 'v1', c)).toBe('/v1/en/')
  })
  it('localeStem: what the same page shares in every language and version', () => {
    for (const p of ['/guide/a', '/en/guide/a', '/v1/guide/a', '/v1/en/guide/a']) expect(localeStem(p, c)).toBe('/guide/a')
    expect(localeStem('/en/', c)).toBe('/')
  })
  it('switchLocale', () => {
    expect(switchLocale('/en/guide/a', { lang: 'zh-CN', version: 'v1' }, c)).toBe('/v1/guide/a')
    expect(switchLocale('/v1/guide/a', { lang: 'en', version: 'v1' }, c)).toBe('/v1/en/guide/a')
  })
})
