import { describe, expect, it } from 'vitest'
import { languageLinks, versionLinks } from '../../../../../../src/theme/components/NavBar/locale-links'
import { LOCALES } from '../../../../helpers/locale'

const c = LOCALES

describe('the switchers’ links', () => {
  it('keep the page where it exists, else go to the home of the language or version', () => {
    const page = {
      routePath: '/en/guide/a',
      lang: 'en',
      version: 'v2',
      alternates: [
        { lang: 'zh-CN', version: 'v2', path: '/guide/a' },
        { lang: 'zh-CN', version: 'v1', path: '/v1/guide/a' },
      ],
    }
    expect(languageLinks(page, c)).toEqual([
      { text: '中文', to: 'zh-CN', link: '/guide/a' },
      { text: 'English', to: 'en', link: '/en/guide/a' },
    ])
    // No English v1 of the page: the English v1 home.
    expect(versionLinks(page, c)).toEqual([
      { text: 'v1', to: 'v1', link: '/v1/en/' },
      { text: 'v2', to: 'v2', link: '/en/guide/a' },
    ])
    const only = { routePath: '/v1/guide/old', lang: 'zh-CN', version: 'v1' }
    expect(languageLinks(only, c).map((l) => l.link)).toEqual(['/v1/guide/old', '/v1/en/'])
    expect(versionLinks(only, c).map((l) => l.link)).toEqual(['/v1/guide/old', '/'])
  })
})
