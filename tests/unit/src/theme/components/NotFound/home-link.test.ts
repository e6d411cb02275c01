import { describe, expect, it } from 'vitest'
import { notFoundHome } from '../../../../../../src/theme/components/NotFound/home-link'

describe('notFoundHome', () => {
  const o = {
    base: '/',
    lang: 'zh-CN',
    locales: [{ lang: 'zh-CN' }, { lang: 'en' }],
    multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  }
  const table: [string, { home: string; lang: string; redirect?: string }][] = [
    ['/a/b', { home: '/', lang: 'zh-CN' }],
    ['/en/a', { home: '/en/', lang: 'en' }],
    ['/v1/a', { home: '/v1/', lang: 'zh-CN' }],
    ['/v2/a', { home: '/', lang: 'zh-CN' }],
    ['/v1/en/a', { home: '/v1/en/', lang: 'en' }],
    ['/zh-CN/a/b', { home: '/', lang: 'zh-CN', redirect: '/a/b' }],
    ['/zh-CN', { home: '/', lang: 'zh-CN', redirect: '/' }],
    ['/v1/zh-CN/a', { home: '/v1/', lang: 'zh-CN', redirect: '/v1/a' }],
  ]
  it.each(table)('%s', (path, expected) => expect(notFoundHome(path, o)).toEqual(expected))
  it('the default language spelt out is redirected even when locales is empty', () => {
    expect(notFoundHome('/zh-CN/blog/x', { base: '/', lang: 'zh-CN' })).toEqual({ home: '/', lang: 'zh-CN', redirect: '/blog/x' })
    expect(notFoundHome('/zh-CN/blog/x', { base: '/', lang: 'zh-CN', locales: [] })).toEqual({
      home: '/',
      lang: 'zh-CN',
      redirect: '/blog/x',
    })
    expect(notFoundHome('/blog/zh-CN', { base: '/', lang: 'zh-CN' })).toEqual({ home: '/', lang: 'zh-CN' })
  })
  it('without locales or versions the home is the base', () => {
    expect(notFoundHome('/docs/x', { base: '/docs/', lang: 'zh-CN' })).toEqual({ home: '/docs/', lang: 'zh-CN' })
    expect(notFoundHome('/docs/en/x', { base: '/docs/', lang: 'zh-CN', locales: [{ lang: 'zh-CN' }, { lang: 'en' }] })).toEqual({
      home: '/docs/en/',
      lang: 'en',
    })
  })
})
