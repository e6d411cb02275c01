import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SocialLinks, splitSocialLinks } from '../../../../../../src/theme/components/SocialLinks/SocialLinks'
import { SiteContext } from '../../../../../../src/theme/config'
import { resolveConfig } from '../../../../../../src/shared/site-config'
import config from '../../../../../../src/site.config'

/** The links as the navbar renders them: under the site's resolved config. */
const withSite = (el: ReturnType<typeof createElement>) => createElement(SiteContext, { value: resolveConfig(config) }, el)

describe('social links', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => ({ icon: 'rss', mode: 'link' as const, content: `/feed-${i}.xml` }))
  it('shows up to five; beyond that four and a "more" popup with the rest', () => {
    expect(splitSocialLinks(links(5))).toEqual({ shown: links(5), more: [] })
    const { shown, more } = splitSocialLinks(links(7))
    expect(shown.length).toBe(4)
    expect(more.map((l) => l.content)).toEqual(['/feed-4.xml', '/feed-5.xml', '/feed-6.xml'])
  })
  it('renders each mode: link, text, img, dom', () => {
    const html = renderToStaticMarkup(
      withSite(
        createElement(SocialLinks, {
          links: [
            { icon: 'rss', mode: 'link', content: '/rss.xml', label: 'RSS' },
            { icon: 'mail', mode: 'text', content: 'id-123', label: '微信号' },
            { icon: 'mail', mode: 'img', content: '/public/qr.png', label: '二维码' },
            { icon: '<svg viewBox="0 0 1 1"></svg>', mode: 'dom', content: '<b>hi</b>', label: 'D' },
          ],
        }),
      ),
    )
    expect(html).toContain('<a class="site-social__item" href="/rss.xml" aria-label="RSS">')
    expect(html).toContain('aria-label="微信号" aria-expanded="false"')
    expect(html).toContain('<span class="site-social__text">id-123</span>')
    expect(html).toContain('<img src="/public/qr.png" alt="二维码"')
    expect(html).toContain('<div><b>hi</b></div>')
    expect(html).toContain('<svg viewBox="0 0 1 1"></svg>')
    expect(renderToStaticMarkup(withSite(createElement(SocialLinks, { links: [] })))).toBe('')
  })
})
