import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Hero } from '../../../../../../src/theme/components/Hero/Hero'

describe('hero', () => {
  it('splits the text into lines and shows a light/dark image pair at 375 × 375 with alt, srcset and sizes', () => {
    const html = renderToStaticMarkup(
      createElement(Hero, {
        hero: {
          name: 'N',
          text: '一\n二',
          image: { src: { light: '/l.png', dark: '/d.png' }, alt: '图', srcset: '/l.png 1x, /l@2x.png 2x', sizes: '375px' },
          actions: [{ text: 'Blog', link: '/blog/' }],
        },
      }),
    )
    expect(html).toContain('<span>一</span><span>二</span>')
    expect(html).toMatch(
      /<img class="site-hero__image site-hero__image--light" src="\/l.png" loading="lazy" alt="图" srcSet="\/l.png 1x, \/l@2x.png 2x" sizes="375px" width="375" height="375"\/>/,
    )
    expect(html).toContain('site-hero__image--dark" src="/d.png"')
    const single = renderToStaticMarkup(createElement(Hero, { hero: { name: 'N', image: { src: '/one.png', alt: 'a' } } }))
    expect(single).toContain('<img class="site-hero__image" src="/one.png" alt="a"')
    expect(single).not.toContain('loading')
  })
})
