import { describe, expect, it } from 'vitest'
import { resolveThemeConfig } from '../../../../src/shared/site-config'

describe('theme config', () => {
  it('fills in the issue defaults where the site sets nothing', () => {
    const t = resolveThemeConfig({ nav: [] })
    expect([t.searchPlaceholderText, t.prevPageText, t.nextPageText, t.outlineTitle]).toEqual([
      'Search Docs',
      'Previous Page',
      'Next Page',
      'ON THIS PAGE',
    ])
    expect(t.overview).toMatchObject({
      title: 'Overview',
      othersGroupText: 'Others',
      headers: [2],
      filterNameText: 'Filter',
      filterPlaceholderText: 'Enter keyword',
      filterNoResultText: 'No matching API found',
    })
    expect(t.notFound).toEqual({ code: '404', title: 'PAGE NOT FOUND', homeText: 'Take me home' })
    expect(t.outline).toBe(false)
  })
  it('keeps what the site sets', () => {
    const t = resolveThemeConfig({ nav: [], outlineTitle: '目录', overview: { filterNameText: '筛选' } })
    expect(t.outlineTitle).toBe('目录')
    expect(t.overview.filterNameText).toBe('筛选')
    expect(t.overview.filterPlaceholderText).toBe('Enter keyword')
  })
})
