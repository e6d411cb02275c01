import { beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Site } from '../../../../build/site/site'
import { loadConfig } from '../../../../build/site/config'
import { buildSearchIndex } from '../../../../build/search/index'
import type { SearchIndexFile } from '../../../../src/shared/search'
import { searchFixture } from '../../helpers/search'

const root = join(import.meta.dirname, '../../../..')
const contentDir = join(searchFixture, 'content')
let site: Site
let built: { fileName: string; json: string }
let file: SearchIndexFile

beforeAll(async () => {
  site = await Site.load({ root, config: await loadConfig(root), contentDir })
  built = buildSearchIndex(site)
  file = JSON.parse(built.json)
})

describe('buildSearchIndex', () => {
  it('names the file by the first 8 hex digits of the SHA-256 of its bytes', () => {
    const hash = createHash('sha256').update(built.json).digest('hex').slice(0, 8)
    expect(built.fileName).toBe(`search-index.${hash}.json`)
  })

  it('gives the same bytes whatever order the pages were read in', () => {
    const reversed = { pages: new Map([...site.pages].reverse()) }
    expect(buildSearchIndex(reversed)).toEqual(built)
  })

  it('matches the checked-in fixture index the search tests use', () => {
    const fixture = JSON.parse(readFileSync(join(searchFixture, 'search-index.json'), 'utf8'))
    expect(file).toEqual(fixture)
  })

  it('holds one record per page but the 404 page, sorted by route, with ids in that order', () => {
    expect(file.version).toBe(1)
    expect(file.pages.map((p) => p.routePath)).toEqual([
      '/',
      '/blog/2025/asan-build',
      '/blog/2025/freertos-tasks',
      '/notes/auth',
      '/notes/scheduler',
    ])
    expect(file.pages.map((p) => p.id)).toEqual([0, 1, 2, 3, 4])
    expect(Object.keys(file.pages[0]).sort()).toEqual(
      [
        'content',
        'domain',
        'id',
        'lang',
        'normalizedContent',
        'normalizedHeaders',
        'normalizedTitle',
        'routePath',
        'title',
        'toc',
        'version',
      ].sort(),
    )
  })

  it('content is the readable text, code included, without frontmatter or raw HTML', () => {
    const page = file.pages.find((p) => p.routePath === '/blog/2025/freertos-tasks')!
    expect(page.title).toBe('FreeRTOS 任务创建与调度器启动')
    expect(page.content.startsWith('在 FreeRTOS 里，一个任务就是一个永不返回的函数。')).toBe(true)
    expect(page.content).toContain('BaseType_t ok = xTaskCreate(blink, "blink", 128, NULL, 2, &handle);')
    for (const leak of ['secretNote', '这段前言字段不应出现在搜索正文中', 'description:', '原始HTML里的字', 'raw-html-block', '<div']) {
      expect(page.content).not.toContain(leak)
    }
  })

  it('keeps the outline with each heading offset into the content', () => {
    const page = file.pages.find((p) => p.routePath === '/blog/2025/freertos-tasks')!
    expect(page.toc.map((t) => [t.text, t.id, t.depth])).toEqual([
      ['创建任务', '创建任务', 2],
      ['调度器如何挑选任务', '调度器如何挑选任务', 2],
      ['时间片', '时间片', 3],
      ['小结', '小结', 2],
    ])
    for (const t of page.toc) expect(page.content.slice(t.charIndex, t.charIndex + t.text.length)).toBe(t.text)
  })

  it('adds the normalized title, headers and content', () => {
    const page = file.pages.find((p) => p.routePath === '/blog/2025/asan-build')!
    expect(page.normalizedTitle).toBe('用 addresssanitizer 查内存越界')
    expect(page.normalizedHeaders).toEqual(['编译选项', '读报告', '常见问题'])
    // Full-width －ｆｓａｎｉｔｉｚｅ in the text becomes -fsanitize; the content keeps it as written.
    expect(page.content).toContain('「－ｆｓａｎｉｔｉｚｅ」')
    expect(page.normalizedContent).toContain('「-fsanitize」')
    expect(page.normalizedContent).toContain('0308010c')
    expect(page.normalizedContent.length).toBe(page.content.length)
  })
})
