import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../../../build/site/loader'
import type { SiteModel } from '../../../../build/site/model'
import { loadConfig } from '../../../../build/site/config'
import { pageModules, type PageModules } from '../../../../build/render/page-modules'

const root = join(import.meta.dirname, '../../../..')
const work = mkdtempSync(join(tmpdir(), 'page-modules-'))
const content = join(work, 'content')
const out = join(work, 'out')
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n'
let site: SiteModel
let modules: PageModules

/** A written module's text, by its URL. */
const moduleAt = (url: string) => readFileSync(join(out, url), 'utf8')
/** The specifier of each `import("…")` in a module. */
const importsOf = (text: string) => [...text.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])

beforeAll(async () => {
  cpSync(join(root, 'tests/fixtures/site/content'), content, { recursive: true })
  mkdirSync(join(content, 'guide/_images'), { recursive: true })
  writeFileSync(join(content, 'guide/_images/box.svg'), svg)
  writeFileSync(join(content, 'guide/figure.md'), '---\ntitle: 图\n---\n\n## 一张图\n\n![一个方块](./_images/box.svg)\n')
  site = await loadSite({ root, config: await loadConfig(root, 'tests/fixtures/site/site.config.ts'), contentDir: content })
  modules = pageModules(site, out)
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('pageModules', () => {
  it('names every file by eight characters of the sha256 of its bytes', () => {
    const files = readdirSync(join(out, 'assets'))
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) {
      const hash = createHash('sha256')
        .update(readFileSync(join(out, 'assets', name)))
        .digest('base64url')
        .slice(0, 8)
      expect(name).toMatch(new RegExp(`-${hash.replace(/[-]/g, '\\-')}\\.(js|svg)$`))
    }
  })

  it("writes a markdown page's record, which loads its body from the module beside it", async () => {
    const url = modules.pageUrl('blog/2025/alpha.md')!
    expect(url).toMatch(/^\/assets\/alpha-[\w-]{8}\.js$/)
    const record = moduleAt(url)
    expect(record).toContain(JSON.stringify(site.pageData(site.pages.get('/blog/2025/alpha')!)))
    const [body] = importsOf(record)
    expect(body).toMatch(/^\.\/alpha-[\w-]{8}\.js$/)
    const html = await import(join(out, 'assets', body.slice(2)))
    expect(html.default).toBe(site.pages.get('/blog/2025/alpha')!.body!.html)
  })

  it("puts the URL of a page's image into its body and writes the image", () => {
    const body = moduleAt('/assets/' + importsOf(moduleAt(modules.pageUrl('guide/figure.md')!))[0].slice(2))
    const image = /src=\\"(\/assets\/box-[\w-]{8}\.svg)\\"/.exec(body)?.[1]
    expect(image).toBeDefined()
    expect(modules.assetUrl(join(content, 'guide/_images/box.svg'))).toBe(image)
    expect(readFileSync(join(out, image!), 'utf8')).toBe(svg)
  })

  it('lists each section in a module that the sections module names; a .tsx page has no load', () => {
    const urls = [...modules.sectionsModule.matchAll(/load\("([^"]+)"\)/g)].map((m) => m[1])
    expect(urls).toHaveLength(site.sections().length)
    const guide = moduleAt(urls[site.sections().indexOf('guide')])
    expect(guide).toContain('"path":"/guide/"')
    expect(guide).not.toMatch(/"path":"\/guide\/"[^\n]*"load"/)
    expect(importsOf(guide)).toEqual([`./${modules.pageUrl('guide/figure.md')!.slice('/assets/'.length)}`])
  })

  it('writes the same files for the same site', async () => {
    const again = pageModules(
      await loadSite({ root, config: await loadConfig(root, 'tests/fixtures/site/site.config.ts'), contentDir: content }),
      join(work, 'again'),
    )
    expect(again.sectionsModule).toBe(modules.sectionsModule)
    expect(again.pageUrl('blog/2025/beta.md')).toBe(modules.pageUrl('blog/2025/beta.md'))
    expect(readdirSync(join(work, 'again/assets')).sort()).toEqual(readdirSync(join(out, 'assets')).sort())
  })
})
