import { beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { loadSite } from '../../../../build/site/loader'
import { loadConfig } from '../../../../build/site/config'
import { buildSearchIndex, buildSearchIndexes, splitBlocks, type SearchIndex } from '../../../../build/search/search-index'
import { decodePostings, encodePostings } from '../../../../src/shared/postings'
import { normalizeText } from '../../../../src/shared/normalize-text'
import { shardOf, termsOf } from '../../../../src/shared/search-terms'
import { blockName, MAX_BLOCKS, type PageEntry, type SearchManifest } from '../../../../src/shared/search'
import { fixturePages, page, searchFixture, searchPages } from '../../helpers/search'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../../../..')
let built: SearchIndex
let files: Map<string, string>
let manifest: SearchManifest
let entries: PageEntry[]

/** The name of block `i` of page `id`. */
const blockOf = (id: number, i: number) => blockName(manifest.chunks[Math.floor(id / manifest.pagesPerChunk)], id, i)

beforeAll(() => {
  built = buildSearchIndex({ pages: new Map(fixturePages.map((p) => [p.routePath, p])) })
  files = new Map(built.files.map((f) => [f.name, f.content]))
  manifest = JSON.parse(files.get(built.manifest)!)
  entries = manifest.chunks.flatMap((c) => JSON.parse(files.get(c)!) as PageEntry[])
})

describe('buildSearchIndex', () => {
  it('the fixture pages are the records of the fixture content as the index reads them', async () => {
    const site = await loadSite({ root, config: await loadConfig(root), contentDir: join(searchFixture, 'content') })
    expect(searchPages(site)).toEqual(fixturePages)
  })

  it('names every file by a hash of what it holds, and names each in the manifest', () => {
    for (const f of built.files) {
      if (/^[pt]-/.test(f.name)) continue
      const hash = createHash('sha256').update(f.content).digest('base64url').slice(0, 10)
      expect(f.name).toMatch(new RegExp(`^(index|s|v)-${hash.replace(/[-]/g, '\\-')}\\.(json|txt)$`))
    }
    // A chunk's name covers its pages' text too, and its blocks are named by it: an edit of a
    // text renames the chunk and its blocks, and only those.
    const edited = fixturePages.map((p) =>
      p.routePath === '/notes/auth' ? { ...p, text: p.text + '\n补一句。', normalizedText: p.normalizedText + '\n补一句。' } : p,
    )
    const again = buildSearchIndex({ pages: new Map(edited.map((p) => [p.routePath, p])) })
    const names = new Set(again.files.map((f) => f.name))
    const renamed = built.files.filter((f) => /^[pt]-/.test(f.name) && !names.has(f.name)).map((f) => f.name)
    // /notes/auth is page 3, in the first chunk (pages 0 to 3).
    const first = manifest.chunks[0]
    expect(renamed.sort()).toEqual(
      [first, ...entries.slice(0, 4).flatMap((e, id) => e.blocks.map((_, i) => blockName(first, id, i)))].sort(),
    )
    const named = new Set([
      built.manifest,
      ...manifest.chunks,
      ...manifest.shards,
      manifest.vocabulary,
      ...entries.flatMap((e, id) => e.blocks.map((_, i) => blockOf(id, i))),
    ])
    expect(named).toEqual(new Set(files.keys()))
  })

  it('gives the same files whatever order the pages were read in', () => {
    const reversed = buildSearchIndex({
      pages: new Map(fixturePages.map((p) => [p.routePath, p]).reverse() as [string, (typeof fixturePages)[number]][]),
    })
    expect(reversed).toEqual(built)
  })

  it('holds one page per route but the 404 page, in route order, with its outline and blocks', () => {
    expect(manifest.pages).toBe(5)
    expect(entries.map((e) => e.route)).toEqual([
      '/',
      '/blog/2025/asan-build',
      '/blog/2025/freertos-tasks',
      '/notes/auth',
      '/notes/scheduler',
    ])
    const tasks = entries[2]
    expect(tasks.title).toBe('FreeRTOS 任务创建与调度器启动')
    expect(tasks.toc.map((t) => t.slice(0, 3))).toEqual([
      ['创建任务', '创建任务', 2],
      ['调度器如何挑选任务', '调度器如何挑选任务', 2],
      ['时间片', '时间片', 3],
      ['小结', '小结', 2],
    ])
    // The blocks put back together are the page's text: readable text, code included, no frontmatter or raw HTML.
    const blocks = tasks.blocks.map((_, i) => files.get(blockOf(2, i))!)
    const text = blocks.join('\n')
    expect(text).toBe(fixturePages.find((p) => p.routePath === '/blog/2025/freertos-tasks')!.text)
    expect(text.startsWith('在 FreeRTOS 里，一个任务就是一个永不返回的函数。')).toBe(true)
    expect(text).toContain('BaseType_t ok = xTaskCreate(blink, "blink", 128, NULL, 2, &handle);')
    for (const leak of ['secretNote', '这段前言字段不应出现在搜索正文中', 'description:', '原始HTML里的字', 'raw-html-block', '<div']) {
      expect(text).not.toContain(leak)
    }
    for (const [t, , , at] of tasks.toc) expect(text.slice(at, at + t.length)).toBe(t)
    tasks.blocks.forEach((start, i) => expect(text.slice(start, start + blocks[i].length)).toBe(blocks[i]))
  })

  it('the postings of every term say exactly which units of which pages hold it', () => {
    const expected = new Map<string, Map<number, number>>()
    entries.forEach((e, id) => {
      const units = [
        normalizeText(e.title),
        e.toc.map((h) => normalizeText(h[0])).join('\n'),
        ...e.blocks.map((_, i) => normalizeText(files.get(blockOf(id, i))!)),
      ]
      units.forEach((u, bit) => {
        for (const t of termsOf(u)) {
          if (!expected.has(t)) expected.set(t, new Map())
          const m = expected.get(t)!
          m.set(id, (m.get(id) ?? 0) | (1 << bit))
        }
      })
    })
    const found = new Map<string, Map<number, number>>()
    manifest.shards.forEach((name, i) => {
      for (const line of files.get(name)!.split('\n').filter(Boolean)) {
        const [term, list] = line.split('\t')
        expect(shardOf(term, manifest.shards.length)).toBe(i)
        const decoded = decodePostings(list)
        const m = new Map<number, number>()
        for (let k = 0; k < decoded.length; k += 2) m.set(decoded[k], decoded[k + 1])
        found.set(term, m)
      }
    })
    expect(found).toEqual(expected)
    // Full-width －ｆｓａｎｉｔｉｚｅ in the text is the token fsanitize; 0308010C is 0308010c.
    const vocabulary = files.get(manifest.vocabulary)!.split('\n')
    expect(vocabulary).toContain('fsanitize')
    expect(vocabulary).toContain('0308010c')
    expect(vocabulary).toEqual([...vocabulary].sort())
  })
})

describe('splitBlocks', () => {
  it('cuts whole lines into blocks of about the target size; a longer line is a block of its own', () => {
    const lines = ['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(100), 'd'.repeat(10)]
    const text = lines.join('\n')
    const blocks = splitBlocks(text, 40)
    expect(blocks.map((b) => text.slice(b.start, b.end))).toEqual([`${lines[0]}\n${lines[1]}`, lines[2], lines[3]])
  })

  it('a long page has at most MAX_BLOCKS blocks, bigger ones', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `第 ${i} 行的文字`).join('\n')
    const blocks = splitBlocks(text)
    expect(blocks.length).toBeLessThanOrEqual(MAX_BLOCKS)
    expect(blocks.map((b) => text.slice(b.start, b.end)).join('\n')).toBe(text)
    const built = buildSearchIndex({ pages: new Map([['/long', page('/long', '长', '', text)]]) })
    expect(built.files.filter((f) => f.name.startsWith('t-')).length).toBe(blocks.length)
  })
})

describe('postings as text', () => {
  it('reads back what it wrote, masks of all 32 bits included', () => {
    const list = [0, 1, 3, 0xffffffff, 4, 2 ** 31, 1000, 5, 123456, 0x7fffffff]
    expect(decodePostings(encodePostings(list))).toEqual(list)
    expect(encodePostings([0, 1, 1, 1, 2, 1])).toBe('011111')
  })

  it('a damaged list is an error, not wrong pages', () => {
    expect(() => decodePostings('1 1')).toThrow(/unexpected character " " at 1/)
    expect(() => decodePostings('1W')).toThrow(/cut short/)
  })
})

describe('buildSearchIndexes', () => {
  it('one index per language and version, each with its own pages; a page’s meta names its own and, with several, all', () => {
    const pages = [
      page('/a', 'A', '', 'kestrel zh', { lang: 'zh-CN', version: 'v2' }),
      page('/en/a', 'A', '', 'kestrel en', { lang: 'en', version: 'v2' }),
      page('/v1/a', 'A', '', 'kestrel zh v1', { lang: 'zh-CN', version: 'v1' }),
    ]
    const built = buildSearchIndexes({ pages: new Map(pages.map((p) => [p.routePath, p])) })
    const files = new Map(built.files.map((f) => [f.name, f.content]))
    const routesOf = (url: string | undefined) => {
      const manifest = JSON.parse(files.get(url!.replace('/assets/search/', ''))!) as SearchManifest
      return manifest.chunks.flatMap((c) => (JSON.parse(files.get(c)!) as PageEntry[]).map((e) => e.route))
    }
    const en = built.meta('en', 'v2')
    expect(routesOf(en.searchIndex)).toEqual(['/en/a'])
    expect(routesOf(built.meta('zh-CN', 'v2').searchIndex)).toEqual(['/a'])
    expect(routesOf(built.meta('zh-CN', 'v1').searchIndex)).toEqual(['/v1/a'])
    expect(Object.keys(en.searchIndexes!).sort()).toEqual(['en|v2', 'zh-CN|v1', 'zh-CN|v2'])
    // No file twice, though the indexes may share one.
    expect(new Set(built.files.map((f) => f.name)).size).toBe(built.files.length)
    // One language and version: its index only, no list of indexes.
    const one = buildSearchIndexes({ pages: new Map([[pages[0].routePath, pages[0]]]) })
    expect(one.meta('zh-CN', 'v2')).toEqual({ searchIndex: expect.stringMatching(/^\/assets\/search\/index-/) })
  })
})
