import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { headTags, jsonLdScript } from '../../../../src/app/head'
import config from '../../../../src/site.config'
import type { PageData } from '../../../../src/shared/types'

const page = (over: Partial<PageData>): PageData => ({
  title: 't',
  routePath: '/x',
  kind: 'page',
  lang: '',
  version: '',
  toc: [],
  frontmatter: {},
  pageType: 'doc',
  relativePath: 'x.md',
  ...over,
})

describe('head tags', () => {
  it('an article with a Chinese route: encoded canonical URL, article type and BlogPosting', () => {
    const html = headTags(
      page({
        title: '理解进程调度',
        routePath: '/blog/2019/理解进程调度',
        kind: 'article',
        frontmatter: { date: '2019-03-01T20:00:00+08:00', description: '进程调度。', tags: ['Linux'] },
        lastUpdated: '2026-01-02T03:04:05+00:00',
      }),
      config,
    )
    const url = `${config.url}/blog/2019/%E7%90%86%E8%A7%A3%E8%BF%9B%E7%A8%8B%E8%B0%83%E5%BA%A6`
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(html).toContain('<meta property="og:type" content="article">')
    expect(html).toContain('<meta property="og:title" content="理解进程调度">')
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1])
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: '理解进程调度',
      datePublished: '2019-03-01T20:00:00+08:00',
      dateModified: '2026-01-02T03:04:05+00:00',
      url,
    })
  })

  it('a book page is a website and has no JSON-LD', () => {
    const html = headTags(page({ title: 'gcc', routePath: '/book/100-gcc-tips/001' }), config)
    expect(html).toContain('<meta property="og:type" content="website">')
    expect(html).not.toContain('ld+json')
  })

  it('JSON-LD cannot end its script element early', () => {
    const script = jsonLdScript({ headline: '</script><script>alert(1)</script><!--' })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).not.toContain('<!--')
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length)).headline).toBe('</script><script>alert(1)</script><!--')
  })

  it('the theme colours are the page backgrounds of vars.css', () => {
    const css = readFileSync(join(import.meta.dirname, '../../../../src/theme/styles/vars.css'), 'utf8')
    const backgrounds = [...css.matchAll(/--site-c-bg:\s*(#[0-9a-f]{3,8})/gi)].map((m) => m[1].toLowerCase())
    expect(backgrounds).toEqual([config.publish!.themeColor!.light, config.publish!.themeColor!.dark])
  })
})
