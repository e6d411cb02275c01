import { describe, expect, it } from 'vitest'
import { resolveThemeConfig } from '../../../../src/shared/site-config'

describe('theme config', () => {
  it("fills in the specification's defaults where the site sets nothing", () => {
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
    expect([t.searchTexts.noResultsText, t.searchTexts.noResultsHintText]).toEqual([
      'No results for "{query}"',
      'Please try again with a different keyword',
    ])
    expect(t.outline).toBe(false)
  })
  it('keeps what the site sets', () => {
    const t = resolveThemeConfig({ nav: [], outlineTitle: '目录', overview: { filterNameText: '筛选' } })
    expect(t.outlineTitle).toBe('目录')
    expect(t.overview.filterNameText).toBe('筛选')
    expect(t.overview.filterPlaceholderText).toBe('Enter keyword')
  })
  it('gives a language of themeConfig.locales its own texts over the site’s, nested ones merged', () => {
    const base = {
      nav: [],
      outlineTitle: '目录',
      searchTexts: { closeText: '关闭', titleText: '标题' },
      locales: [{ lang: 'en', outlineTitle: 'On this page', searchTexts: { titleText: 'Title' } }],
    }
    const en = resolveThemeConfig(base, 'en')
    expect([en.outlineTitle, en.searchTexts.titleText, en.searchTexts.closeText, en.searchTexts.openText]).toEqual([
      'On this page',
      'Title',
      '关闭',
      'to open',
    ])
    expect(resolveThemeConfig(base, 'zh-CN').searchTexts.titleText).toBe('标题')
  })
})
