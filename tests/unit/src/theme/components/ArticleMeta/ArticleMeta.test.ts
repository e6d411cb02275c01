/** Server render of the article meta line (date, reading time, tags). */
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ArticleMeta } from '../../../../../../src/theme/components/ArticleMeta/ArticleMeta'
import type { PageData } from '../../../../../../src/shared/types'
import { text } from '../../../../helpers/html-text'
import { SiteContext } from '../../../../../../src/theme/config'
import { resolveConfig } from '../../../../../../src/shared/site-config'
import config from '../../../../../../src/site.config'

/** The meta line as the app renders it: under the site's resolved config. */
const withSite = (el: ReturnType<typeof createElement>) => createElement(SiteContext, { value: resolveConfig(config) }, el)

describe('ArticleMeta', () => {
  const page = (frontmatter: PageData['frontmatter'], readingTime?: number): PageData => ({
    title: 't',
    routePath: '/blog/2017/a',
    kind: 'article',
    lang: 'zh-CN',
    version: '',
    toc: [],
    frontmatter,
    pageType: 'doc',
    relativePath: 'blog/2017/a.md',
    ...(readingTime === undefined ? {} : { readingTime }),
  })

  it('shows the date in Asia/Shanghai, the reading time and the tags as filter links', () => {
    const html = renderToString(
      withSite(createElement(ArticleMeta, { page: page({ date: '2017-12-31T20:00:00-05:00', tags: ['C', 'Linux内核'] }, 8) })),
    )
    expect(html).toContain('<time class="article-meta__item" dateTime="2017-12-31T20:00:00-05:00">2018年1月1日</time>')
    expect(text(html)).toContain('阅读约 8 分钟')
    expect(html).toContain('href="/blog/?tag=C"')
    expect(html).toContain(`href="/blog/?tag=${encodeURIComponent('Linux内核')}"`)
  })

  it('leaves out what the record does not have', () => {
    const html = renderToString(withSite(createElement(ArticleMeta, { page: page({ date: '2017-05-06T20:00:00+08:00' }) })))
    expect(text(html)).toBe('2017年5月6日')
    expect(html).not.toContain('<ul')
  })

  it('renders nothing without a readable date', () => {
    expect(renderToString(withSite(createElement(ArticleMeta, { page: page({ tags: ['C'] }, 3) })))).toBe('')
    expect(renderToString(withSite(createElement(ArticleMeta, { page: page({ date: 'soon' }, 3) })))).toBe('')
  })
})
