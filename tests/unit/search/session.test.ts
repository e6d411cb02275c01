import { afterEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LruCache } from '../../../src/search/cache'
import { createIndexLoader, FETCH_FAILED_MESSAGE, type IndexLoaderOptions } from '../../../src/search/index-loader'
import { createSearchSession } from '../../../src/search/session'
import type { RemoteSearchOptions, SearchConfig } from '../../../src/shared/search'
import { groupsOfAnswer, remoteUrl, searchRemote } from '../../../src/search/remote'
import type { SearchIndexFile } from '../../../src/shared/search'

const indexFile: SearchIndexFile = JSON.parse(readFileSync(join(import.meta.dirname, 'fixture/search-index.json'), 'utf8'))
const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) })
const status = (code: number) => Promise.resolve({ ok: false, status: code, json: () => Promise.resolve({}) })

afterEach(() => {
  vi.useRealTimers()
})

describe('LruCache', () => {
  it('keeps the last `size` keys, a read counting as a use', () => {
    const c = new LruCache<number>(3)
    c.set('a', 1)
    c.set('b', 2)
    c.set('c', 3)
    expect(c.get('a')).toBe(1)
    c.set('d', 4)
    expect(c.has('b')).toBe(false)
    expect(['a', 'c', 'd'].map((k) => c.get(k))).toEqual([1, 3, 4])
    expect(c.length).toBe(3)
  })
})

describe('index loader', () => {
  it('goes initial → initing → inited and fetches once per source', async () => {
    const fetch = vi.fn<NonNullable<IndexLoaderOptions['fetch']>>(() => ok(indexFile))
    const loader = createIndexLoader({ fetch, log: () => {} })
    expect(loader.state).toBe('initial')
    loader.prefetch({ url: '/i.json' })
    expect(loader.state).toBe('initing')
    const records = await loader.load({ url: '/i.json' })
    expect(loader.state).toBe('inited')
    expect(records).toHaveLength(indexFile.pages.length)
    await loader.load({ url: '/i.json' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('fetches again when the language or the version changes', async () => {
    const fetch = vi.fn<NonNullable<IndexLoaderOptions['fetch']>>(() => ok(indexFile))
    const loader = createIndexLoader({ fetch, log: () => {} })
    await loader.load({ url: '/i.json', lang: 'zh', version: '' })
    await loader.load({ url: '/i.json', lang: 'en', version: '' })
    await loader.load({ url: '/i.json', lang: 'en', version: 'v2' })
    await loader.load({ url: '/i.json', lang: 'en', version: 'v2' })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404 answer', () => status(404)],
    ['a body that is not an index', () => ok({ hello: 1 })],
  ])('on %s: logs the exact message, yields null, and tries again next time', async (_, failing) => {
    const log = vi.fn()
    let calls = 0
    const loader = createIndexLoader({
      fetch: () => (++calls === 1 ? failing() : ok(indexFile)) as ReturnType<NonNullable<IndexLoaderOptions['fetch']>>,
      log,
    })
    await expect(loader.load({ url: '/i.json' })).resolves.toBeNull()
    expect(log).toHaveBeenCalledExactlyOnceWith('Failed to fetch search index, please reload the page and try again.')
    expect(loader.state).toBe('initial')
    await expect(loader.load({ url: '/i.json' })).resolves.toHaveLength(indexFile.pages.length)
    expect(loader.state).toBe('inited')
  })

  it('tries again on every call while the fetch keeps failing, but logs once per source', async () => {
    const log = vi.fn()
    const fetch = vi.fn(() => status(404))
    const loader = createIndexLoader({ fetch, log })
    for (let i = 0; i < 3; i++) await expect(loader.load({ url: '/i.json' })).resolves.toBeNull()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(log).toHaveBeenCalledTimes(1)
    await expect(loader.load({ url: '/i.json', lang: 'en' })).resolves.toBeNull()
    expect(log).toHaveBeenCalledTimes(2)
  })
})

describe('search session (local)', () => {
  const session = (config: SearchConfig = {}, fetch: IndexLoaderOptions['fetch'] = () => ok(indexFile), log = vi.fn()) =>
    createSearchSession({ config, loader: createIndexLoader({ fetch, log }), source: () => ({ url: '/i.json' }) })

  it('an empty query gives no results without fetching the index', async () => {
    const fetch = vi.fn(() => ok(indexFile))
    await expect(session({}, fetch).search('  ')).resolves.toEqual({ query: '  ', groups: [] })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a failed fetch gives no results and the message as the error', async () => {
    const log = vi.fn()
    const r = await session({}, () => status(500), log).search('调度器')
    expect(r).toEqual({ query: '调度器', groups: [], error: FETCH_FAILED_MESSAGE })
    expect(log).toHaveBeenCalledWith(FETCH_FAILED_MESSAGE)
  })

  it('caches the last 100 queries by their normalized form', async () => {
    const s = session()
    const first = await s.search('FreeRTOS 调度器')
    expect(first.groups).toHaveLength(1)
    // The same keywords after normalization (full-width letters, case, spaces) hit the cache.
    const again = await s.search('  ｆｒｅｅｒｔｏｓ　调度器 ')
    expect(again.groups).toBe(first.groups)
    for (let i = 0; i < 99; i++) await s.search(`词${i}`)
    expect((await s.search('freertos 调度器')).groups).toBe(first.groups)
    // 100 other queries later it has been evicted: searched again, same answer, new object.
    for (let i = 0; i < 100; i++) await s.search(`语${i}`)
    const evicted = await s.search('FreeRTOS 调度器')
    expect(evicted.groups).not.toBe(first.groups)
    expect(evicted.groups).toEqual(first.groups)
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

describe('remote search', () => {
  const options: RemoteSearchOptions = {
    mode: 'remote',
    apiUrl: 'https://search.example/api',
    searchIndexes: ['blog', 'book'],
    limit: 20,
    timeout: 50,
  }
  const answer = [
    {
      index: 'blog',
      hits: [{ title: 'FreeRTOS 任务', routePath: '/blog/a', header: '创建任务', anchor: '创建任务', content: '用 xTaskCreate 创建任务' }],
    },
    {
      index: 'book',
      hits: [
        { title: 'GCC 技巧', routePath: '/book/x' },
        { title: 'GCC 技巧', routePath: '/book/x', header: 'xTaskCreate 的参数', anchor: 'p' },
      ],
    },
  ]

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
