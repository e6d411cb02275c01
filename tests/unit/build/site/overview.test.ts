import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadSite } from '../../../../build/site/loader'
import { siteDiagnostics } from '../../../../build/site/checks'
import { loadConfig } from '../../../../build/site/config'

const root = join(import.meta.dirname, '../../../..')
const dir = join(root, '.site-build', `overview-unit-${process.pid}`)

/** A book folder with an overview page, three tips and the given _meta.json text. */
function writeBook(meta: string | null) {
  rmSync(dir, { recursive: true, force: true })
  const book = join(dir, 'book/tips')
  mkdirSync(book, { recursive: true })
  writeFileSync(join(book, 'index.md'), '---\ntitle: 小技巧\npageType: overview\n---\n\n全部小技巧。\n')
  writeFileSync(
    join(book, 'a-macros.md'),
    '---\ntitle: 预定义宏\ndescription: 用 -dM -E 列出预定义宏。\n---\n\n## 列出宏\n\n正文。\n\n### 细节\n\n正文。\n\n## 过滤\n\n正文。\n',
  )
  writeFileSync(join(book, 'b-verbose.md'), '---\ntitle: 详细输出\n---\n\n## 看清每一步\n\n正文。\n')
  writeFileSync(join(book, 'c-other.md'), '---\ntitle: 其他一条\n---\n\n## 小节\n\n正文。\n')
  if (meta !== null) writeFileSync(join(book, '_meta.json'), meta)
}

const load = async () => loadSite({ root, config: await loadConfig(root), contentDir: dir })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('overview pages', () => {
  beforeAll(() => writeBook('[\n  { "text": "信息显示", "items": ["b-verbose", "a-macros"] }\n]\n'))

  it('groups the folder as _meta.json says, the rest under Others, with descriptions and h2 headings', async () => {
    const site = await load()
    expect(siteDiagnostics(site).filter((d) => d.fatal)).toEqual([])
    const groups = site.pageData(site.pages.get('/book/tips/')!).overview!
    expect(groups).toEqual([
      {
        title: '信息显示',
        items: [
          { title: '详细输出', link: '/book/tips/b-verbose', headers: [{ text: '看清每一步', id: '看清每一步' }] },
          {
            title: '预定义宏',
            link: '/book/tips/a-macros',
            description: '用 -dM -E 列出预定义宏。',
            headers: [
              { text: '列出宏', id: '列出宏' },
              { text: '过滤', id: '过滤' },
            ],
          },
        ],
      },
      { title: 'Others', items: [{ title: '其他一条', link: '/book/tips/c-other', headers: [{ text: '小节', id: '小节' }] }] },
    ])
  })
})

describe('the sidebar of a folder with a _meta.json', () => {
  beforeAll(() => writeBook('[\n  { "text": "信息显示", "items": ["b-verbose", "a-macros"] }\n]\n'))

  it("lists the folder's pages in the overview's groups and order, each row naming its group", async () => {
    const site = await load()
    expect(site.summaries('book').map((r) => [r.path, r.group])).toEqual([
      ['/book/tips/b-verbose', '信息显示'],
      ['/book/tips/a-macros', '信息显示'],
      ['/book/tips/c-other', 'Others'],
      ['/book/tips/', undefined],
    ])
    const overview = site.pageData(site.pages.get('/book/tips/')!).overview!
    expect(overview.flatMap((g) => g.items.map((i) => [i.link, g.title]))).toEqual(
      site.summaries('book').flatMap((r) => (r.group ? [[r.path, r.group]] : [])),
    )
  })
})

describe('_meta.json problems stop the build at their place', () => {
  it('a name that is no page, with a suggestion', async () => {
    writeBook('[\n  { "text": "信息显示", "items": ["b-verbose", "a-macro"] }\n]\n')
    const [d] = siteDiagnostics(await load())
    expect(d).toMatchObject({
      line: 2,
      column: 44,
      fatal: true,
      rule: 'overview/meta',
      reason: '"a-macro" in group "信息显示" names no page',
    })
    expect(d.file).toMatch(/book\/tips\/_meta\.json$/)
    expect(d.hint).toContain('Did you mean "a-macros"?')
  })

  it('broken JSON, at the line and column of the mistake', async () => {
    writeBook('[\n  { "text": "信息显示", "items": ["b-verbose",] }\n]\n')
    const [d] = siteDiagnostics(await load())
    expect(d).toMatchObject({ line: 2, column: 43, rule: 'overview/meta', fatal: true })
    expect(d.reason).toMatch(/^_meta\.json is not valid JSON/)
  })

  it('the wrong shape', async () => {
    writeBook('{ "信息显示": ["b-verbose"] }\n')
    const [d] = siteDiagnostics(await load())
    expect(d).toMatchObject({ line: 1, column: 1, reason: '_meta.json is not a list of groups' })
  })

  it('no _meta.json: every page under Others', async () => {
    writeBook(null)
    const site = await load()
    expect(siteDiagnostics(site).filter((d) => d.fatal)).toEqual([])
    expect(site.pageData(site.pages.get('/book/tips/')!).overview!.map((g) => [g.title, g.items.length])).toEqual([['Others', 3]])
  })
})
