import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Fuse from 'fuse.js'
import { createLocalSearch, type FuseConstructor } from '../../../../src/search/local-search'
import type { IndexRecord, ResultGroup, Suggestion } from '../../../../src/shared/search'
import { searchFixture } from '../../helpers/search'

// The index of the search fixture's content, as build/search/index.ts writes it (tests/unit/build/search/index.test.ts
// keeps it current).
const pages: IndexRecord[] = JSON.parse(readFileSync(join(searchFixture, 'search-index.json'), 'utf8')).pages
const search = createLocalSearch(pages, { Fuse: Fuse as unknown as FuseConstructor })
const keys = (groups: ResultGroup[]) => groups.map((g) => g.key)
const marked = (s: Suggestion) => s.highlights.map((h) => s.statement.slice(h.start, h.start + h.length))

describe('Chinese text: an exact substring is always a hit', () => {
  it.each([
    ['认证', '/notes/auth'],
    // Straddles two words of 一段简单的 (段 | 简单): no segmenter keeps it whole.
    ['段简', '/notes/auth'],
    // 调度 | 器 to a segmenter, inside longer runs of Han characters.
    ['调度器', '/blog/2025/freertos-tasks'],
    ['时间片的长度', '/blog/2025/freertos-tasks'],
  ])('%s', (query, route) => {
    const groups = search.search(query)
    expect(keys(groups)).toContain(route)
    const group = groups.find((g) => g.key === route)!
    for (const s of group.items) {
      expect(s.fuzzy).toBe(false)
      expect(marked(s)).toContain(query)
    }
  })

  it('a Chinese query whose words are apart in the text matches by words, below exact matches', () => {
    // 进程调度算法 is not in any page; 进程 … 调度算法 are, in /notes/scheduler.
    const groups = search.search('进程调度算法')
    expect(keys(groups)).toEqual(['/notes/scheduler'])
    expect(groups[0].items.every((s) => s.fuzzy)).toBe(true)
  })

  it('ranks a title hit above a header hit above a text hit', () => {
    // 调度器 is in the FreeRTOS page's title, and only in the text of the scheduler notes.
    expect(keys(search.search('调度器'))).toEqual(['/blog/2025/freertos-tasks', '/notes/scheduler'])
    // Pages that differ only in where the word is: title > heading > text, whatever the route order.
    const page = (route: string, title: string, header: string, content: string): IndexRecord => ({
      id: 0,
      title,
      content,
      toc: header ? [{ text: header, id: header, depth: 2, charIndex: 0 }] : [],
      routePath: route,
      domain: '',
      lang: '',
      version: '',
      normalizedTitle: title,
      normalizedHeaders: header ? [header] : [],
      normalizedContent: content,
    })
    const ranked = createLocalSearch([
      page('/a', '其他', '', '这里讲信号量的用法。'),
      page('/b', '其他', '信号量', '信号量\n正文。'),
      page('/c', '信号量详解', '', '正文。'),
      page('/d', '信号和量', '', '信号与量'),
    ]).search('信号量')
    // /d has 信号 but not 信号量: a words match (量 alone is skipped), ranked below every exact one.
    expect(keys(ranked)).toEqual(['/c', '/b', '/a', '/d'])
    expect(ranked.map((g) => g.items[0].fuzzy)).toEqual([false, false, false, true])
    // Exact above fuzzy: 信号量 as words (信号 … 量 is skipped as a single character) ranks last.
    const withWords = createLocalSearch([page('/w', '信号处理', '', '信号处理函数'), page('/x', '其他', '', '用信号量同步。')]).search(
      '信号量',
    )
    expect(keys(withWords)).toEqual(['/x', '/w'])
    expect(withWords[1].items[0].fuzzy).toBe(true)
  })
})

describe('code identifiers and option names', () => {
  it('-fsanitize finds the page, also where the page writes it in full-width characters', () => {
    const [g, ...rest] = search.search('-fsanitize')
    expect(rest).toEqual([])
    expect(g.key).toBe('/blog/2025/asan-build')
    const all = g.items.flatMap(marked)
    expect(all).toContain('-fsanitize')
    expect(all).toContain('－ｆｓａｎｉｔｉｚｅ')
  })

  it('0308010C in full-width digits finds the page and links to the heading it is under', () => {
    const [g] = search.search('０３０８０１０ｃ')
    expect(g.items).toHaveLength(1)
    expect(g.items[0]).toMatchObject({ type: 'content', link: '/blog/2025/asan-build#常见问题', header: '常见问题', fuzzy: false })
    expect(marked(g.items[0])).toEqual(['0308010C'])
  })

  it('a prefix of an identifier is an exact hit (xTaskCreat → xTaskCreate)', () => {
    const [g] = search.search('xTaskCreat')
    expect(g.key).toBe('/blog/2025/freertos-tasks')
    expect(g.items.every((s) => !s.fuzzy)).toBe(true)
  })

  it('typo tolerance: freertso finds FreeRTOS, marked as fuzzy, only with Fuse', () => {
    const [g] = search.search('freertso')
    expect(g.key).toBe('/blog/2025/freertos-tasks')
    expect(g.items[0]).toMatchObject({ type: 'title', fuzzy: true })
    expect(marked(g.items[0])).toEqual(['FreeRTOS'])
    expect(createLocalSearch(pages).search('freertso')).toEqual([])
  })

  it('typo tolerance covers words far into a long page (no location/distance cut-off)', () => {
    const long: IndexRecord = {
      ...pages[0],
      id: 99,
      routePath: '/long',
      title: '长页面',
      normalizedTitle: '长页面',
      content: '填充文字。'.repeat(2000) + 'vTaskDelayUntil',
      normalizedContent: '填充文字。'.repeat(2000) + 'vtaskdelayuntil',
    }
    const s = createLocalSearch([long], { Fuse: Fuse as unknown as FuseConstructor })
    expect(keys(s.search('vtaskdelayuntl'))).toEqual(['/long'])
  })
})

describe('several keywords', () => {
  it('every keyword must match the page', () => {
    expect(keys(search.search('FreeRTOS 栈深度'))).toEqual(['/blog/2025/freertos-tasks'])
    expect(keys(search.search('调度器'))).toHaveLength(2)
    expect(keys(search.search('调度器 虚拟运行时间'))).toEqual(['/notes/scheduler'])
    expect(search.search('调度器 cookie')).toEqual([])
  })

  it('highlights every keyword in the suggestions of a page', () => {
    const [g] = search.search('令牌 cookie')
    const all = g.items.flatMap(marked)
    expect(all).toContain('令牌')
    expect(all).toContain('Cookie')
  })

  it('an empty or blank query gives no results', () => {
    expect(search.search('')).toEqual([])
    expect(search.search(' 　 ')).toEqual([])
  })
})

describe('suggestions grouped by page', () => {
  it('a group holds its page title, then headers in outline order, then text snippets in text order', () => {
    const [g] = search.search('调度器')
    expect(g).toMatchObject({
      key: '/blog/2025/freertos-tasks',
      pageTitle: 'FreeRTOS 任务创建与调度器启动',
      link: '/blog/2025/freertos-tasks',
    })
    expect(g.items[0]).toMatchObject({ type: 'title', link: '/blog/2025/freertos-tasks', statement: 'FreeRTOS 任务创建与调度器启动' })
    expect(g.items[1]).toMatchObject({ type: 'header', link: '/blog/2025/freertos-tasks#调度器如何挑选任务', header: '调度器如何挑选任务' })
    const content = g.items.filter((s) => s.type === 'content')
    expect(content.map((s) => s.link)).toEqual([
      '/blog/2025/freertos-tasks',
      '/blog/2025/freertos-tasks#调度器如何挑选任务',
      '/blog/2025/freertos-tasks#小结',
    ])
    for (const s of content) {
      expect(s.statement.length).toBeLessThanOrEqual(102)
      expect(s.statement).not.toContain('\n')
      expect(s.pageTitle).toBe(g.pageTitle)
    }
  })

  it('highlight ranges point at the original text, not the normalized one', () => {
    const [g] = search.search('cortex-m')
    const s = g.items.find((x) => x.type === 'content')!
    expect(marked(s)).toEqual(['Cortex-M'])
  })

  it('at most 7 text snippets per keyword on a page, and at most `limit` suggestions in all', () => {
    const text = Array.from({ length: 30 }, (_, i) => `第${i}段：信号量用于任务同步。` + '其他说明文字'.repeat(20)).join('\n')
    const many: IndexRecord[] = Array.from({ length: 30 }, (_, i) => ({
      ...pages[0],
      id: i,
      routePath: `/p/${String(i).padStart(2, '0')}`,
      title: `第 ${i} 页`,
      normalizedTitle: `第 ${i} 页`,
      content: text,
      normalizedContent: text,
      toc: [],
      normalizedHeaders: [],
    }))
    const one = createLocalSearch(many).search('信号量')
    expect(one[0].items).toHaveLength(7)
    // Two keywords on the same page: up to 7 snippets each (none shared here, they are far apart).
    const two = createLocalSearch(many.slice(0, 1)).search('信号量 第29段')
    expect(two[0].items.filter((s) => s.type === 'content')).toHaveLength(8)
    // 30 pages × 7 suggestions, cut at the default limit of 100 and at a given one.
    expect(one.flatMap((g) => g.items)).toHaveLength(100)
    expect(
      createLocalSearch(many, { limit: 10 })
        .search('信号量')
        .flatMap((g) => g.items),
    ).toHaveLength(10)
  })

  it('a match inside a heading is a header suggestion, not also a text snippet', () => {
    const [g] = search.search('虚拟运行时间')
    const headerHits = g.items.filter((s) => s.type === 'header')
    expect(headerHits).toHaveLength(1)
    for (const s of g.items.filter((x) => x.type === 'content')) {
      expect(s.statement.startsWith('虚拟运行时间 ')).toBe(false)
    }
  })
})
