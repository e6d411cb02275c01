import { describe, expect, it } from 'vitest'
import Fuse from 'fuse.js'
import { createLocalSearch, queryKeywords, type FuseConstructor, type LocalSearchOptions } from '../../../../src/search/local-search'
import type { ResultGroup, Suggestion } from '../../../../src/shared/search'
import type { SearchPage } from '../../../../build/search/search-index'
import { fixturePages, memoryIndex, page } from '../../helpers/search'

const withFuse: LocalSearchOptions = { Fuse: Fuse as unknown as FuseConstructor }

/** Search over the index build/search/search-index.ts makes of `pages` (the search fixture's by default): every batch. */
function searcher(pages: SearchPage[] = fixturePages, options: LocalSearchOptions = withFuse) {
  const engine = createLocalSearch(memoryIndex(pages).open(), options)
  return async (query: string): Promise<ResultGroup[]> => {
    let batch = await engine.search(query)
    while (batch.more) batch = await batch.more()
    return batch.groups
  }
}
const search = searcher()
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
    // One character.
    ['栈', '/blog/2025/freertos-tasks'],
  ])('%s', async (query, route) => {
    const groups = await search(query)
    expect(keys(groups)).toContain(route)
    const group = groups.find((g) => g.key === route)!
    for (const s of group.items) {
      expect(s.fuzzy).toBe(false)
      expect(marked(s)).toContain(query)
    }
  })

  it('a Chinese query whose words are apart in the text matches by words, below exact matches', async () => {
    // 进程调度算法 is not in any page; 进程 … 调度算法 are, in /notes/scheduler.
    const groups = await search('进程调度算法')
    expect(keys(groups)).toEqual(['/notes/scheduler'])
    expect(groups[0].items.every((s) => s.fuzzy)).toBe(true)
  })

  it('a keyword of three characters is found as written or not at all (no words of it alone)', async () => {
    const pages = [
      page('/a', '其他', '', '这里只有任务两个字。'),
      page('/b', '其他', '', '任务更新了。'),
      page('/c', '其他', '', '全不依赖任务更新。'),
    ]
    const s = searcher(pages)
    expect(keys(await s('任务更'))).toEqual(['/b', '/c'])
    expect(keys(await s('全不依 任务更'))).toEqual(['/c'])
  })

  it('ranks a title hit above a header hit above a text hit', async () => {
    // 调度器 is in the FreeRTOS page's title, and only in the text of the scheduler notes.
    expect(keys(await search('调度器'))).toEqual(['/blog/2025/freertos-tasks', '/notes/scheduler'])
    // Pages that differ only in where the word is: title > heading > text, whatever the route order.
    const ranked = await searcher([
      page('/a', '其他', '', '这里讲信号量的用法。'),
      page('/b', '其他', '信号量', '信号量\n正文。'),
      page('/c', '信号量详解', '', '正文。'),
      page('/d', '信号和量', '', '信号与量'),
    ])('信号量')
    // /d has 信号 and 量 but not 信号量: not a match (a three-character keyword has no words tier).
    expect(keys(ranked)).toEqual(['/c', '/b', '/a'])
    expect(ranked.map((g) => g.items[0].fuzzy)).toEqual([false, false, false])
    // Exact above fuzzy: 信号处理函数 as words (信号处理 … 函数) ranks below the page that has it as written.
    const withWords = await searcher([page('/w', '信号处理', '', '信号处理用的函数'), page('/x', '其他', '', '写一个信号处理函数。')])(
      '信号处理函数',
    )
    expect(keys(withWords)).toEqual(['/x', '/w'])
    expect(withWords[1].items[0].fuzzy).toBe(true)
  })
})

describe('code identifiers and option names', () => {
  it('-fsanitize finds the page, also where the page writes it in full-width characters', async () => {
    const [g, ...rest] = await search('-fsanitize')
    expect(rest).toEqual([])
    expect(g.key).toBe('/blog/2025/asan-build')
    const all = g.items.flatMap(marked)
    expect(all).toContain('-fsanitize')
    expect(all).toContain('－ｆｓａｎｉｔｉｚｅ')
  })

  it('0308010C in full-width digits finds the page and links to the heading it is under', async () => {
    const [g] = await search('０３０８０１０ｃ')
    expect(g.items).toHaveLength(1)
    expect(g.items[0]).toMatchObject({ type: 'content', link: '/blog/2025/asan-build#常见问题', header: '常见问题', fuzzy: false })
    expect(marked(g.items[0])).toEqual(['0308010C'])
  })

  it('a prefix, a suffix or the middle of an identifier is an exact hit', async () => {
    for (const q of ['xTaskCreat', 'TaskCreate', 'askCrea']) {
      const [g] = await search(q)
      expect(g.key).toBe('/blog/2025/freertos-tasks')
      expect(g.items.every((s) => !s.fuzzy)).toBe(true)
    }
  })

  it('a keyword across a symbol must be written as in the text: = then address', async () => {
    expect(keys(await search('fsanitize=address'))).toEqual(['/blog/2025/asan-build'])
    expect(await search('sanitize-address')).toEqual([])
    // A word no token holds is a typo: addresses → address, fuzzy.
    const [typo] = await search('fsanitize=addresses')
    expect(typo.items.every((s) => s.fuzzy)).toBe(true)
  })

  it('typo tolerance: freertso finds FreeRTOS, marked as fuzzy, only with Fuse', async () => {
    const [g] = await search('freertso')
    expect(g.key).toBe('/blog/2025/freertos-tasks')
    expect(g.items[0]).toMatchObject({ type: 'title', fuzzy: true })
    expect(marked(g.items[0])).toEqual(['FreeRTOS'])
    expect(await searcher(fixturePages, {})('freertso')).toEqual([])
  })

  it('typo tolerance covers words far into a long page', async () => {
    const long = page('/long', '长页面', '', '填充文字。'.repeat(2000) + 'vTaskDelayUntil')
    expect(keys(await searcher([long])('vtaskdelayuntl'))).toEqual(['/long'])
  })
})

describe('several keywords', () => {
  it('every keyword must match the page', async () => {
    expect(keys(await search('FreeRTOS 栈深度'))).toEqual(['/blog/2025/freertos-tasks'])
    expect(keys(await search('调度器'))).toHaveLength(2)
    expect(keys(await search('调度器 虚拟运行时间'))).toEqual(['/notes/scheduler'])
    expect(await search('调度器 cookie')).toEqual([])
  })

  it('quotes make one keyword of words and the spaces between them', async () => {
    const pages = [page('/a', '其他', '', 'static inline int f(void);'), page('/b', '其他', '', 'static int inline_count;')]
    const s = searcher(pages)
    expect(keys(await s('static inline'))).toEqual(['/a', '/b'])
    expect(keys(await s('"static inline"'))).toEqual(['/a'])
    expect(keys(await s('“static inline”'))).toEqual(['/a'])
    expect(queryKeywords('"a  b" c "d')).toEqual(['a b', 'c', 'd'])
  })

  it('highlights every keyword in the suggestions of a page', async () => {
    const [g] = await search('令牌 cookie')
    const all = g.items.flatMap(marked)
    expect(all).toContain('令牌')
    expect(all).toContain('Cookie')
  })

  it('an empty or blank query gives no results', async () => {
    expect(await search('')).toEqual([])
    expect(await search(' 　 ')).toEqual([])
  })
})

describe('suggestions grouped by page', () => {
  it('a group holds its page title, then headers in outline order, then text snippets in text order', async () => {
    const [g] = await search('调度器')
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

  it('highlight ranges point at the original text, not the normalized one', async () => {
    const [g] = await search('cortex-m')
    const s = g.items.find((x) => x.type === 'content')!
    expect(marked(s)).toEqual(['Cortex-M'])
  })

  it('at most 7 text snippets per keyword on a page, and at most `limit` suggestions in all', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `第${i}段：信号量用于任务同步。` + '其他说明文字'.repeat(20)).join('\n')
    const many = Array.from({ length: 30 }, (_, i) => page(`/p/${String(i).padStart(2, '0')}`, `第 ${i} 页`, '', text))
    const one = await searcher(many)('信号量')
    expect(one[0].items).toHaveLength(7)
    // Two keywords on the same page: up to 7 snippets each (none shared here, they are far apart).
    const two = await searcher(many.slice(0, 1))('信号量 第29段')
    expect(two[0].items.filter((s) => s.type === 'content')).toHaveLength(8)
    // 30 pages × 7 suggestions, cut at the default limit of 100 and at a given one.
    expect(one.flatMap((g) => g.items)).toHaveLength(100)
    expect((await searcher(many, { limit: 10 })('信号量')).flatMap((g) => g.items)).toHaveLength(10)
  })

  it('a match inside a heading is a header suggestion, not also a text snippet', async () => {
    const [g] = await search('虚拟运行时间')
    const headerHits = g.items.filter((s) => s.type === 'header')
    expect(headerHits).toHaveLength(1)
    for (const s of g.items.filter((x) => x.type === 'content')) {
      expect(s.statement.startsWith('虚拟运行时间 ')).toBe(false)
    }
  })
})
