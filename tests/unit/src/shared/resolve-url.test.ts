import { describe, expect, it } from 'vitest'
import { matchRoute, resolveUrl, sectionOf } from '../../../../src/shared/resolve-url'

describe('resolveUrl', () => {
  const table: [string, string][] = [
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/blog/', '/blog/'],
    ['/blog/index', '/blog/'],
    ['/blog/index.html', '/blog/'],
    ['/blog/2025/freertos-lock', '/blog/2025/freertos-lock'],
    ['/blog/2025/freertos-lock.html', '/blog/2025/freertos-lock'],
    ['/blog/2025/freertos-lock.html?from=rss#summary', '/blog/2025/freertos-lock'],
    ['/blog/2019/%E7%90%86%E8%A7%A3%E8%BF%9B%E7%A8%8B%E8%B0%83%E5%BA%A6', '/blog/2019/理解进程调度'],
    ['/blog/2019/理解进程调度.html', '/blog/2019/理解进程调度'],
    ['/blog/2020/wp-101/index', '/blog/2020/wp-101/'],
    ['http://localhost:4173/tool/index.html', '/tool/'],
    ['blog//2025//a', '/blog/2025/a'],
    ['/bad/%E0%A4%A', '/bad/%E0%A4%A'],
  ]
  it.each(table)('%s → %s', (input, route) => {
    expect(resolveUrl(input)).toBe(route)
  })
})

describe('matchRoute', () => {
  const routes = new Map([
    ['/blog/2020/wp-101', 'article'],
    ['/blog/', 'blog index'],
  ])
  it('finds a page through its /index form and a folder without its slash', () => {
    expect(matchRoute(routes, resolveUrl('/blog/2020/wp-101/index'))).toBe('article')
    expect(matchRoute(routes, '/blog')).toBe('blog index')
    expect(matchRoute(routes, '/blog/2020/wp-102')).toBeUndefined()
  })
})

describe('sectionOf', () => {
  it('takes the first segment when it is a section', () => {
    expect(sectionOf('/blog/2025/a', ['', 'blog', 'tool'])).toBe('blog')
    expect(sectionOf('/', ['', 'blog'])).toBe('')
    expect(sectionOf('/about', ['', 'blog'])).toBe('')
  })
  it('takes the longest of the first three segments that is a section: a language or version prefix and its folder', () => {
    const sections = ['', 'en', 'en/guide', 'guide', 'v1', 'v1/en', 'v1/en/guide', 'v1/guide']
    expect(sectionOf('/guide/a', sections)).toBe('guide')
    expect(sectionOf('/en/guide/a', sections)).toBe('en/guide')
    expect(sectionOf('/en/', sections)).toBe('en')
    expect(sectionOf('/en/about', sections)).toBe('en')
    expect(sectionOf('/v1/en/guide/a', sections)).toBe('v1/en/guide')
    expect(sectionOf('/v1/guide/a/b', sections)).toBe('v1/guide')
    expect(sectionOf('/v1/x', sections)).toBe('v1')
    // A year folder of the blog is not a section of its own.
    expect(sectionOf('/blog/2025/a', ['', 'blog'])).toBe('blog')
  })
})
