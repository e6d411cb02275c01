/**
 * What a record takes from its place under content/: language, version and section (one
 * derivation, build/site/record.ts), and its counterparts in the other languages and versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadSite } from '../../../../build/site/loader'
import { siteDiagnostics } from '../../../../build/site/checks'
import { loadConfig } from '../../../../build/site/config'

const root = join(import.meta.dirname, '../../../..')
const dir = join(root, '.site-build', `site-unit-${process.pid}`)
const write = (rel: string, title: string) => {
  mkdirSync(dirname(join(dir, rel)), { recursive: true })
  writeFileSync(join(dir, rel), `---\ntitle: ${title}\n---\n\n正文。\n`)
}

beforeAll(() => {
  for (const rel of [
    'index.md',
    'guide/a.md',
    'guide/only-zh.md',
    'en/index.md',
    'en/guide/a.md',
    'v1/guide/a.md',
    'v1/en/guide/a.md',
    'v1/en/top.md',
  ])
    write(rel, rel)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const load = async (config: string) => loadSite({ root, config: await loadConfig(root, config), contentDir: dir })

describe('a page’s language, version and section', () => {
  it('come from its prefix: content/<version>/<lang>/…, the defaults without one', async () => {
    const site = await load('tests/fixtures/i18n/site.config.ts')
    const of = (route: string) => {
      const p = site.pages.get(route)!
      return [p.lang, p.version, p.section]
    }
    expect(of('/')).toEqual(['zh-CN', 'v2', ''])
    expect(of('/guide/a')).toEqual(['zh-CN', 'v2', 'guide'])
    expect(of('/en/')).toEqual(['en', 'v2', 'en'])
    expect(of('/en/guide/a')).toEqual(['en', 'v2', 'en/guide'])
    expect(of('/v1/guide/a')).toEqual(['zh-CN', 'v1', 'v1/guide'])
    expect(of('/v1/en/guide/a')).toEqual(['en', 'v1', 'v1/en/guide'])
    expect(of('/v1/en/top')).toEqual(['en', 'v1', 'v1/en'])
    expect(site.sections()).toEqual(['', 'en', 'en/guide', 'guide', 'v1/en', 'v1/en/guide', 'v1/guide'])
    // A section's list holds its own language's and version's pages only.
    expect(site.summaries('guide').map((s) => s.path)).toEqual(['/guide/a', '/guide/only-zh'])
    expect(site.summaries('en/guide').map((s) => s.path)).toEqual(['/en/guide/a'])
    // The render data of a page names its own section.
    expect(site.renderData('/v1/en/guide/a', (f) => f).section.name).toBe('v1/en/guide')
    expect(siteDiagnostics(site).filter((d) => d.fatal)).toEqual([])
  })

  it('the same page in the other languages and versions is linked as alternates', async () => {
    const site = await load('tests/fixtures/i18n/site.config.ts')
    expect(site.pageData(site.pages.get('/guide/a')!).alternates).toEqual([
      { lang: 'en', version: 'v2', path: '/en/guide/a' },
      { lang: 'en', version: 'v1', path: '/v1/en/guide/a' },
      { lang: 'zh-CN', version: 'v1', path: '/v1/guide/a' },
    ])
    expect(site.pageData(site.pages.get('/guide/only-zh')!).alternates).toBeUndefined()
  })

  it('a site of one language and no versions: the config language, no version, folders as sections', async () => {
    const site = await load('tests/fixtures/site/site.config.ts')
    const p = site.pages.get('/en/guide/a')!
    expect([p.lang, p.version, p.section]).toEqual(['zh-CN', '', 'en'])
    expect(site.pageData(p).alternates).toBeUndefined()
  })
})
