import { describe, expect, it } from 'vitest'
import { LruCache } from '../../../../src/search/cache'

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
