import { describe, expect, it } from 'vitest'
import { findRanges, mergeRanges, snippet, splitByRanges, SNIPPET_LENGTH } from '../../../../src/search/highlight'

describe('ranges', () => {
  it('mergeRanges sorts and joins overlapping or touching ranges, dropping empty ones', () => {
    expect(
      mergeRanges([
        { start: 10, length: 2 },
        { start: 0, length: 3 },
        { start: 2, length: 4 },
        { start: 12, length: 1 },
        { start: 20, length: 0 },
      ]),
    ).toEqual([
      { start: 0, length: 6 },
      { start: 10, length: 3 },
    ])
  })

  it('findRanges finds every occurrence of every needle', () => {
    const text = '认证通过后再认证一次；xtaskcreate'
    expect(findRanges(text, ['认证', 'task'])).toEqual([
      { start: 0, length: 2 },
      { start: 6, length: 2 },
      { start: 12, length: 4 },
    ])
    expect(findRanges(text, [''])).toEqual([])
  })

  it('splitByRanges cuts text into plain and marked parts that join back to the text', () => {
    const text = '调度器如何挑选任务'
    const parts = splitByRanges(text, [
      { start: 0, length: 3 },
      { start: 5, length: 2 },
      { start: 40, length: 3 },
    ])
    expect(parts).toEqual([
      { text: '调度器', mark: true },
      { text: '如何', mark: false },
      { text: '挑选', mark: true },
      { text: '任务', mark: false },
    ])
    expect(parts.map((p) => p.text).join('')).toBe(text)
  })
})

describe('snippet', () => {
  const text = '甲'.repeat(300) + '认证' + '乙'.repeat(300)

  it('shows about 100 characters around the match, with an ellipsis at each cut end', () => {
    const s = snippet(text, { start: 300, end: 302 }, [{ start: 300, length: 2 }])
    expect(s.statement.length).toBe(SNIPPET_LENGTH + 2)
    expect(s.statement.startsWith('…') && s.statement.endsWith('…')).toBe(true)
    const [h] = s.highlights
    expect(s.statement.slice(h.start, h.start + h.length)).toBe('认证')
    // A third of the free room before the match.
    expect(h.start).toBe(1 + Math.floor((SNIPPET_LENGTH - 2) / 3))
  })

  it('stays inside the text at its start and end and drops ranges outside the window', () => {
    const start = snippet(text, { start: 5, end: 6 }, [
      { start: 5, length: 1 },
      { start: 300, length: 2 },
    ])
    expect(start.statement.startsWith('甲')).toBe(true)
    expect(start.highlights).toEqual([{ start: 5, length: 1 }])
    const end = snippet(text, { start: 600, end: 602 }, [{ start: 600, length: 2 }])
    expect(end.statement.endsWith('乙')).toBe(true)
    expect(end.statement.length).toBe(SNIPPET_LENGTH + 1)
  })

  it('turns line breaks into spaces so offsets stay valid', () => {
    const s = snippet('第一行\n认证\n第三行', { start: 4, end: 6 }, [{ start: 4, length: 2 }])
    expect(s.statement).toBe('第一行 认证 第三行')
    expect(s.highlights).toEqual([{ start: 4, length: 2 }])
  })
})
