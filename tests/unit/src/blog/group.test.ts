import { describe, expect, it } from 'vitest'
import { byDateDesc, filterByTag, groupByYear, tagCounts, tagFromSearch, tagHref, type BlogEntry } from '../../../../src/blog/group'

const entry = (path: string, date: string, tags: string[] = []): BlogEntry => ({
  path,
  title: path.split('/').pop()!,
  date,
  description: '',
  tags,
})

describe('grouping and filtering', () => {
  const list = [
    entry('/blog/2017/a', '2017-02-01T20:00:00+08:00', ['C', 'GCC']),
    entry('/blog/2018/b', '2018-09-09T21:00:00+08:00', ['Git']),
    entry('/blog/2017/c', '2017-11-20T22:00:00+08:00', ['C', 'Linux']),
    entry('/blog/2018/d', '2018-01-01T00:10:00+08:00', ['C']),
    entry('/blog/2017/e', '2017-11-20T22:00:00+08:00', ['Linux']),
  ]

  it('groups by year, newest year first, newest article first, equal dates by path', () => {
    expect(groupByYear(list).map((g) => [g.year, g.entries.map((e) => e.path)])).toEqual([
      [2018, ['/blog/2018/b', '/blog/2018/d']],
      [2017, ['/blog/2017/c', '/blog/2017/e', '/blog/2017/a']],
    ])
  })

  it('puts an article in its Shanghai year, not in the year of its UTC time', () => {
    // 00:10 on 1 January 2018 in Shanghai is still 2017 in UTC.
    const [g] = groupByYear([entry('/blog/2018/d', '2018-01-01T00:10:00+08:00')])
    expect(g.year).toBe(2018)
  })

  it('leaves out entries without a readable date instead of inventing a year', () => {
    expect(groupByYear([entry('/x', 'soon'), list[0]]).map((g) => g.year)).toEqual([2017])
  })

  it('sorts with byDateDesc independently of input order', () => {
    const a = [...list].sort(byDateDesc).map((e) => e.path)
    const b = [...list]
      .reverse()
      .sort(byDateDesc)
      .map((e) => e.path)
    expect(a).toEqual(b)
    expect(a).toEqual(['/blog/2018/b', '/blog/2018/d', '/blog/2017/c', '/blog/2017/e', '/blog/2017/a'])
  })

  it('filters by an exact tag; null means all', () => {
    expect(filterByTag(list, 'C').map((e) => e.path)).toEqual(['/blog/2017/a', '/blog/2017/c', '/blog/2018/d'])
    expect(filterByTag(list, 'c')).toEqual([])
    expect(filterByTag(list, null)).toHaveLength(5)
  })

  it('counts tags, most used first, ties in order of first appearance (newest article first)', () => {
    expect(tagCounts(list)).toEqual([
      { tag: 'C', count: 3 },
      { tag: 'Linux', count: 2 },
      { tag: 'Git', count: 1 },
      { tag: 'GCC', count: 1 },
    ])
  })

  it('counts a tag written twice in one article once', () => {
    expect(tagCounts([entry('/x', '2017-01-01T00:00:00+08:00', ['C', 'C'])])).toEqual([{ tag: 'C', count: 1 }])
  })

  it('reads the tag from a query and writes links that survive the round trip', () => {
    for (const tag of ['FreeRTOS', 'C++', 'Hugging Face', 'Linux内核', 'a&b=c']) {
      const href = tagHref(tag)
      expect(href.startsWith('/blog/?tag=')).toBe(true)
      expect(tagFromSearch(new URL(href, 'http://x').search)).toBe(tag)
    }
    expect(tagHref('C++')).toBe('/blog/?tag=C%2B%2B')
    expect(tagFromSearch('?tag=%E9%94%81')).toBe('锁')
    expect(tagFromSearch('')).toBeNull()
    expect(tagFromSearch('?tag=')).toBeNull()
    expect(tagFromSearch('?tag=%20%20')).toBeNull()
    expect(tagFromSearch('?other=1')).toBeNull()
  })
})
