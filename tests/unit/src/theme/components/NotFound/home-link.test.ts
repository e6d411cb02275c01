import { describe, expect, it } from 'vitest'
import { notFoundHome } from '../../../../../../src/theme/components/NotFound/home-link'

describe('notFoundHome', () => {
  const o = {
    base: '/',
    lang: 'zh-CN',
    locales: [{ lang: 'zh-CN' }, { lang: 'en' }],
    multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  }
  const table: [string, { home: string; redirect?: string }][] = [
    ['/a/b', { home: '/' }],
    ['/en/a', { home: '/en/' }],
    ['/v1/a', { home: '/v1/' }],
    ['/v2/a', { home: '/' }],
    ['/v1/en/a', { home: '/v1/en/' }],
    ['/zh-CN/a/b', { home: '/', redirect: '/a/b' }],
    ['/v1/zh-CN/a', { home: '/v1/', redirect: '/v1/a' }],
  ]
  it.each(table)('%s', (path, expected) => expect(notFoundHome(path, o)).toEqual(expected))
  it('without locales or versions the home is the base', () => {
    expect(notFoundHome('/zh-CN/x', { base: '/', lang: 'zh-CN' })).toEqual({ home: '/' })
    expect(notFoundHome('/docs/x', { base: '/docs/', lang: 'zh-CN' })).toEqual({ home: '/docs/' })
  })
})
