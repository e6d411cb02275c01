import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIndexLoader, FETCH_FAILED_MESSAGE, type IndexLoaderOptions } from '../../../../src/search/index-loader'
import { createSearchSession } from '../../../../src/search/session'
import type { SearchConfig } from '../../../../src/shared/search'
import { memoryIndex, ok, page, remoteAnswer as answer, remoteOptions as options, status } from '../../helpers/search'

const index = memoryIndex()

afterEach(() => {
  vi.useRealTimers()
})

describe('search session (local)', () => {
  const session = (config: SearchConfig = {}, fetch: IndexLoaderOptions['fetch'] = index.fetch, log = vi.fn()) =>
    createSearchSession({ config, loader: createIndexLoader({ fetch, log }), source: () => ({ url: index.url }) })

  it('an empty query gives no results without fetching the index', async () => {
    const fetch = vi.fn(index.fetch)
    await expect(session({}, fetch).search('  ')).resolves.toEqual({ query: '  ', groups: [] })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a failed fetch gives no results and the message as the error', async () => {
    const log = vi.fn()
    const r = await session({}, () => status(500), log).search('调度器')
    expect(r).toEqual({ query: '调度器', groups: [], error: FETCH_FAILED_MESSAGE })
    expect(log).toHaveBeenCalledWith(FETCH_FAILED_MESSAGE)
  })

  it('searches again each time, over the files it has read: a query costs no fetch the second time', async () => {
    const fetch = vi.fn(index.fetch)
    const s = session({}, fetch)
    const first = await s.search('FreeRTOS 调度器')
    expect(first.groups).toHaveLength(1)
    const fetched = fetch.mock.calls.length
    // The same keywords after normalization (full-width letters, case, spaces).
    const again = await s.search('  ｆｒｅｅｒｔｏｓ　调度器 ')
    expect(again.groups).toEqual(first.groups)
    expect(fetch).toHaveBeenCalledTimes(fetched)
  })

  it('runs the hooks: beforeSearch may change the query, onSearch adds groups, afterSearch sees all', async () => {
    const extra = { key: 'extra', pageTitle: '外部结果', link: '/x', items: [] }
    const after = vi.fn()
    const s = session({
      beforeSearch: (q) => (q === 'rtos' ? 'FreeRTOS' : undefined),
      onSearch: (q, groups) => (q === 'FreeRTOS' && groups.length === 1 ? [extra] : undefined),
      afterSearch: after,
    })
    const r = await s.search('rtos')
    expect(r.groups.map((g) => g.key)).toEqual(['/blog/2025/freertos-tasks', 'extra'])
    expect(after).toHaveBeenCalledWith('FreeRTOS', r.groups)
  })
})

describe('search session (batches and failures)', () => {
  const many = memoryIndex(
    Array.from({ length: 40 }, (_, i) => page(`/p/${String(i).padStart(2, '0')}`, `第 ${i} 页`, '', `第${i}段：信号量用于任务同步。`)),
  )
  const open = (fetch = many.fetch) =>
    createSearchSession({ config: {}, loader: createIndexLoader({ fetch, log: () => {} }), source: () => ({ url: many.url }) })

  it('a long list comes in batches: more reads the next pages of the same query, until none are left', async () => {
    const s = open()
    const first = await s.search('信号量')
    expect(first.more).toBe(true)
    expect(first.groups.length).toBeLessThan(40)
    let r = first
    while (r.more) r = await s.more('信号量')
    expect(r.groups.map((g) => g.key)).toEqual(Array.from({ length: 40 }, (_, i) => `/p/${String(i).padStart(2, '0')}`))
    // The first batch's pages stay where they were.
    expect(r.groups.slice(0, first.groups.length)).toEqual(first.groups)
  })

  it('a part of the index that cannot be fetched gives the message as the error, and the next search tries again', async () => {
    let fail = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = open((url) => (fail && url.includes('/s-') ? status(503) : many.fetch(url)))
    expect(await s.search('信号量')).toEqual({ query: '信号量', groups: [], error: FETCH_FAILED_MESSAGE })
    expect(error).toHaveBeenCalledWith(FETCH_FAILED_MESSAGE)
    fail = false
    expect((await s.search('信号量')).groups.length).toBeGreaterThan(0)
    error.mockRestore()
  })
})

describe('search session (remote)', () => {
  it('caches the last 100 answers by the normalized query', async () => {
    let calls = 0
    const s = createSearchSession({
      config: options,
      loader: createIndexLoader({ fetch: () => Promise.reject(new Error('the index must not be fetched')) }),
      source: () => ({ url: '/i.json' }),
      remote: { fetch: () => (calls++, ok(answer)), log: () => {} },
    })
    const first = await s.search('FreeRTOS 调度器')
    expect((await s.search('  ｆｒｅｅｒｔｏｓ　调度器 ')).groups).toBe(first.groups)
    for (let i = 0; i < 99; i++) await s.search(`词${i}`)
    expect((await s.search('freertos 调度器')).groups).toBe(first.groups)
    for (let i = 0; i < 100; i++) await s.search(`语${i}`)
    const evicted = await s.search('FreeRTOS 调度器')
    expect(evicted.groups).not.toBe(first.groups)
    expect(evicted.groups).toEqual(first.groups)
    expect(calls).toBe(201)
  })

  it('a session in remote mode goes through the hooks and does not cache failures', async () => {
    let calls = 0
    const fetch = () => (++calls === 1 ? status(500) : ok(answer))
    const s = createSearchSession({
      config: options,
      loader: createIndexLoader({ fetch: () => Promise.reject(new Error('the index must not be fetched')) }),
      source: () => ({ url: '/i.json' }),
      lang: () => 'zh-CN',
      remote: { fetch, log: () => {} },
    })
    expect((await s.search('xtaskcreate')).groups).toEqual([])
    expect((await s.search('xtaskcreate')).groups).toHaveLength(2)
    expect(calls).toBe(2)
  })
})
