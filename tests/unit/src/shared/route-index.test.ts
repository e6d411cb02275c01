import { describe, expect, it } from 'vitest'
import { indexOfPath } from '../../../../src/shared/route-index'

describe('indexOfPath', () => {
  const list = ['/blog/2025/c', '/blog/2025/b', '/blog/2024/a'].map((path) => ({ path }))

  it('finds each path at its place, and -1 for one not in the list', () => {
    expect(list.map((r) => indexOfPath(list, r.path))).toEqual([0, 1, 2])
    expect(indexOfPath(list, '/blog/2023/z')).toBe(-1)
  })

  it('keeps one index per list: another list with the same paths has its own order', () => {
    const reversed = [...list].reverse()
    expect(indexOfPath(list, '/blog/2024/a')).toBe(2)
    expect(indexOfPath(reversed, '/blog/2024/a')).toBe(0)
  })
})
