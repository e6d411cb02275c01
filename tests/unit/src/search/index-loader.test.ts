import { describe, expect, it, vi } from 'vitest'
import { createIndexLoader, type IndexLoaderOptions } from '../../../../src/search/index-loader'
import { memoryIndex, ok, status } from '../../helpers/search'

const index = memoryIndex()
const served: NonNullable<IndexLoaderOptions['fetch']> = (url) => index.fetch(url)

describe('index loader', () => {
  it('goes initial → initing → inited and fetches once per source', async () => {
    const fetch = vi.fn<NonNullable<IndexLoaderOptions['fetch']>>(served)
    const loader = createIndexLoader({ fetch, log: () => {} })
    expect(loader.state).toBe('initial')
    loader.prefetch({ url: index.url })
    expect(loader.state).toBe('initing')
    const files = await loader.load({ url: index.url })
    expect(loader.state).toBe('inited')
    expect(files?.manifest).toEqual(index.manifest)
    await loader.load({ url: index.url })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('fetches again when the language or the version changes', async () => {
    const fetch = vi.fn<NonNullable<IndexLoaderOptions['fetch']>>(served)
    const loader = createIndexLoader({ fetch, log: () => {} })
    await loader.load({ url: index.url, lang: 'zh', version: '' })
    await loader.load({ url: index.url, lang: 'en', version: '' })
    await loader.load({ url: index.url, lang: 'en', version: 'v2' })
    await loader.load({ url: index.url, lang: 'en', version: 'v2' })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404 answer', () => status(404)],
    ['a body that is not an index', () => ok({ hello: 1 })],
    ['an index of another format', () => ok({ ...index.manifest, format: 1 })],
  ])('on %s: logs the exact message, yields null, and tries again next time', async (_, failing) => {
    const log = vi.fn()
    let calls = 0
    const loader = createIndexLoader({
      fetch: (url) => (++calls === 1 ? failing() : index.fetch(url)) as ReturnType<NonNullable<IndexLoaderOptions['fetch']>>,
      log,
    })
    await expect(loader.load({ url: index.url })).resolves.toBeNull()
    expect(log).toHaveBeenCalledExactlyOnceWith('Failed to fetch search index, please reload the page and try again.')
    expect(loader.state).toBe('initial')
    expect((await loader.load({ url: index.url }))?.manifest).toEqual(index.manifest)
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
