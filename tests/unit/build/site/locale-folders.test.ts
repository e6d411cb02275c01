import { describe, expect, it } from 'vitest'
import { checkLocaleFolders } from '../../../../build/site/locale-folders'
import type { SiteConfig } from '../../../../src/shared/site-config'
import { LOCALES } from '../../helpers/locale'

const config = LOCALES as SiteConfig

const check = (files: string[], c: SiteConfig = config) =>
  checkLocaleFolders({
    configPath: 'site.config.ts',
    config: c,
    pages: new Map(files.map((f) => [f, { relativePath: f, projectPath: `content/${f}` }])),
  }).map((d) => `${d.file} ${d.rule}: ${d.reason} | ${d.hint}`)

describe('content under a prefix the config does not name', () => {
  it('passes the configured prefixes and ordinary folders', () => {
    expect(check(['guide/a.md', 'en/a.md', 'v1/a.md', 'v1/en/a.md', 'go/a.md', 'index.md'])).toEqual([])
  })
  it('reports the default language or version spelt out, the wrong order, and unknown languages and versions, once a folder', () => {
    expect(check(['zh-CN/a.md', 'zh-CN/b.md', 'v2/a.md', 'en/v1/a.md', 'v3/a.md', 'pt-BR/a.md'])).toEqual([
      'content/en/v1/a.md locale/order: folder "en/v1/" puts the language before the version | Move the pages to content/v1/en/: the version comes first.',
      'content/pt-BR/a.md locale/unknown: folder "pt-BR/" looks like a language that locales does not list | Add { lang: "pt-BR", label: … } to locales in site.config.ts, or rename the folder.',
      'content/v2/a.md locale/default-prefix: folder "v2/" is the default version | Pages of the default version (multiVersion.default in site.config.ts) have no prefix: move them out of content/v2/.',
      'content/v3/a.md locale/unknown: folder "v3/" looks like a version that multiVersion.versions does not list | Add "v3" to multiVersion.versions in site.config.ts, or rename the folder.',
      'content/zh-CN/a.md locale/default-prefix: folder "zh-CN/" is the default language | Pages of the default language (lang "zh-CN" in site.config.ts) have no prefix: move them out of content/zh-CN/.',
    ])
  })
  it('a site of one language: only the default language spelt out is a mistake', () => {
    expect(check(['v3/a.md', 'pt-BR/a.md', 'zh-CN/a.md'], { lang: 'zh-CN' } as SiteConfig)).toHaveLength(1)
  })
})
