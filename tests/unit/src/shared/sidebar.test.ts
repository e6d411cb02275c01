import { describe, expect, it } from 'vitest'
import { sidebarKeyOf, sidebarLinks, sidebarsOfSection, type Sidebars } from '../../../../src/shared/sidebar'

const sidebars: Sidebars = {
  '/guide/': [
    { text: '指南', link: '/guide/' },
    {
      text: '进阶',
      collapsible: true,
      items: [
        { text: '配置', link: '/guide/advanced/config' },
        { text: '深入', items: [{ text: '内部', link: '/guide/deep' }] },
      ],
    },
    { text: 'FAQ', link: '/guide/faq' },
  ],
  '/guide/advanced/': [{ text: '插件', link: '/guide/advanced/plugins' }],
  '/api/': [],
}

describe('config sidebars', () => {
  it('a route shows the sidebar of the longest key it starts with', () => {
    expect(sidebarKeyOf(sidebars, '/guide/intro')).toBe('/guide/')
    expect(sidebarKeyOf(sidebars, '/guide/advanced/plugins')).toBe('/guide/advanced/')
    expect(sidebarKeyOf(sidebars, '/guides')).toBeUndefined()
    expect(sidebarKeyOf(undefined, '/guide/')).toBeUndefined()
  })
  it('lists the links depth first, in the order written', () => {
    expect(sidebarLinks(sidebars['/guide/']).map((l) => l.link)).toEqual(['/guide/', '/guide/advanced/config', '/guide/deep', '/guide/faq'])
  })
  it("a section's chunk carries the sidebars inside it or above it", () => {
    expect(Object.keys(sidebarsOfSection(sidebars, 'guide'))).toEqual(['/guide/', '/guide/advanced/'])
    expect(Object.keys(sidebarsOfSection({ '/': [], '/api/': [] }, 'guide'))).toEqual(['/'])
    expect(Object.keys(sidebarsOfSection(sidebars, ''))).toEqual(['/guide/', '/guide/advanced/', '/api/'])
  })
})
