/**
 * Server render of the blog index (the unit project has no DOM: what happens after hydration, the
 * `?tag=` filter, is tested in a browser by tests/e2e/blog-index.test.ts).
 *
 * Test-only stub: `virtual:site/blog-index` is made by the site build from the Page records; here
 * vi.mock stands in for it with three fixed entries, so content/blog/index.tsx can be rendered
 * without a build. The stub lives in this file only.
 */
import { describe, expect, it, vi } from 'vitest'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { BlogEntry } from '../../../../src/blog/group'
import { BlogIndex } from '../../../../src/blog/BlogIndex'
import { text } from '../../helpers/html-text'

const STUB: BlogEntry[] = [
  { path: '/blog/2018/b', title: '第二篇', date: '2018-03-04T21:00:00+08:00', description: '第二篇的摘要', tags: ['Git', 'C++'] },
  { path: '/blog/2017/a', title: '第一篇', date: '2017-05-06T20:00:00+08:00', description: '第一篇的摘要', tags: ['C++'] },
  { path: '/blog/2017/c', title: 'Third & <last>', date: '2017-01-02T08:00:00+08:00', description: 'x', tags: [] },
]

vi.mock('virtual:site/blog-index', () => ({ entries: STUB }))

const render = (el: ReturnType<typeof createElement>, url = '/blog/') => renderToString(createElement(StaticRouter, { location: url }, el))

describe('the blog index page (server render)', () => {
  it('is a custom page that renders the entries of virtual:site/blog-index', async () => {
    const mod = (await import('../../../../content/blog/index.tsx')) as { default: ComponentType }
    const html = render(createElement(mod.default))
    expect(html).toContain('href="/blog/2018/b"')
    expect(html).toContain('href="/blog/2017/a"')
  })

  it('groups by year, newest first, with the count per year', () => {
    const html = render(createElement(BlogIndex, { entries: STUB }))
    const years = [...html.matchAll(/<h2[^>]*id="blog-year-(\d+)"[^>]*>(.*?)<\/h2>/g)].map((m) => [m[1], text(m[2])])
    expect(years).toEqual([
      ['2018', '2018 年 1 篇'],
      ['2017', '2017 年 2 篇'],
    ])
    const titles = [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => text(m[1]))
    expect(titles).toEqual(['第二篇', '第一篇', 'Third & <last>'])
  })

  it('shows each article with its date, description and tag links', () => {
    const html = render(createElement(BlogIndex, { entries: STUB }))
    expect(html).toContain('<time dateTime="2018-03-04T21:00:00+08:00">2018年3月4日</time>')
    expect(html).toContain('第二篇的摘要')
    expect(html).toContain('href="/blog/?tag=C%2B%2B"')
    expect(html).toContain('href="/blog/?tag=Git"')
  })

  it('lists every tag with its count and marks "all" as current before hydration', () => {
    const html = render(createElement(BlogIndex, { entries: STUB }))
    const nav = /<nav[^>]*aria-label="按标签筛选"[^>]*>(.*?)<\/nav>/.exec(html)![1]
    expect([...nav.matchAll(/<a[^>]*>(.*?)<\/a>/g)].map((m) => text(m[1]))).toEqual(['全部 3', 'C++ 2', 'Git 1'])
    expect(nav).toMatch(/<a[^>]*aria-current="page"[^>]*>全部/)
  })

  it('ignores the query on the server: the prerender has none, so the list is never filtered there', () => {
    const plain = render(createElement(BlogIndex, { entries: STUB }), '/blog/')
    const queried = render(createElement(BlogIndex, { entries: STUB }), '/blog/?tag=Git')
    expect(queried).toBe(plain)
    expect(queried).not.toContain('清除筛选')
  })
})
