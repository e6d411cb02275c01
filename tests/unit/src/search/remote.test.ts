import { describe, expect, it, vi } from 'vitest'
import { groupsOfAnswer, remoteUrl, searchRemote } from '../../../../src/search/remote'
import { remoteAnswer as answer, remoteOptions as options, status } from '../../helpers/search'

describe('remote search', () => {
  it('asks for keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteUrl(options, '调度器 rtos', 'zh-CN'))
    expect(url.origin + url.pathname).toBe('https://search.example/api')
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '调度器 rtos', limit: '20', searchIndexes: 'blog,book', lang: 'zh-CN' })
  })

  it('turns the groups { index, hits } into result groups with highlights', () => {
    const groups = groupsOfAnswer(answer, 'xtaskcreate')
    expect(groups.map((g) => [g.key, g.index, g.items.map((s) => [s.type, s.link])])).toEqual([
      ['blog:/blog/a', 'blog', [['content', '/blog/a#创建任务']]],
      [
        'book:/book/x',
        'book',
        [
          ['title', '/book/x'],
          ['header', '/book/x#p'],
        ],
      ],
    ])
    const s = groups[0].items[0]
    expect(s.statement.slice(s.highlights[0].start, s.highlights[0].start + s.highlights[0].length)).toBe('xTaskCreate')
  })

  it('a 500 answer is logged and gives no results', async () => {
    const log = vi.fn()
    const r = await searchRemote(options, 'x', '', { fetch: () => status(500), log })
    expect(r).toEqual({ groups: [], error: 'Search request failed: HTTP 500' })
    expect(log).toHaveBeenCalledWith('Search request failed: HTTP 500')
  })

  it('no answer within the timeout aborts the request, is logged and gives no results', async () => {
    const log = vi.fn()
    const never = (_: string, init: { signal: AbortSignal }) =>
      new Promise<never>((_, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const r = await searchRemote(options, 'x', '', { fetch: never, log })
    expect(r.groups).toEqual([])
    expect(log).toHaveBeenCalledWith('Search request failed: no answer within 50 ms')
  })
})
