import { describe, expect, it } from 'vitest'
import { fits, hanTerms, isHan, runsOf, shardOf, termsOf, tokenFit } from '../../../../src/shared/search-terms'
import { normalizeText } from '../../../../src/shared/normalize-text'

describe('runsOf / termsOf', () => {
  it('cuts text into Han, word and symbol runs; white space separates, nothing else is lost', () => {
    const text = normalizeText('用 xTaskCreate() 创建任务，再用 -fsanitize=address')
    expect(runsOf(text).map((r) => `${r.kind}:${r.text}`)).toEqual([
      'han:用',
      'word:xtaskcreate',
      'symbol:()',
      'han:创建任务',
      'symbol:,',
      'han:再用',
      'symbol:-',
      'word:fsanitize',
      'symbol:=',
      'word:address',
    ])
    for (const r of runsOf(text)) expect(text.slice(r.at, r.at + r.text.length)).toBe(r.text)
  })

  it('Han runs give every character and every pair (by code point); tokens are whole', () => {
    expect([...termsOf('𠀋调度 a_b')].sort()).toEqual(['a_b', '调', '调度', '度', '𠀋', '𠀋调'].sort())
    expect([...termsOf('在 cortex-m 上')].filter((t) => !isHan(t))).toEqual(['cortex', '-', 'm'])
  })
})

describe('a query run and the index', () => {
  it('a Han run is found by its character, or by pairs covering it', () => {
    expect(hanTerms('栈')).toEqual(['栈'])
    expect(hanTerms('调度')).toEqual(['调度'])
    expect(hanTerms('调度器')).toEqual(['调度', '度器'])
    expect(hanTerms('时间片的长度')).toEqual(['时间', '片的', '长度'])
  })

  it('a word with something before it starts a token, with something after it ends one', () => {
    const fitOf = (keyword: string, text: string) =>
      tokenFit(
        keyword,
        runsOf(keyword).find((r) => r.text === text)!,
      )
    expect(fitOf('taskcreat', 'taskcreat')).toBe('inside')
    expect(fitOf('-fsanitize', 'fsanitize')).toBe('prefix')
    expect(fitOf('fsanitize=address', 'fsanitize')).toBe('suffix')
    expect(fitOf('-fsanitize=address', 'fsanitize')).toBe('equal')
    expect(fitOf('static inline', 'static')).toBe('suffix')
    expect(fits('xtaskcreate', 'taskcreat', 'inside')).toBe(true)
    expect(fits('xtaskcreate', 'taskcreat', 'prefix')).toBe(false)
    expect(fits('fsanitize', 'fsan', 'prefix')).toBe(true)
    expect(fits('fsanitize', 'fsan', 'equal')).toBe(false)
  })

  it('tokens that begin alike share a shard; a term is always in the same one', () => {
    expect(shardOf('epoll_wait', 64)).toBe(shardOf('epoll', 64))
    expect(shardOf('epoll_ctl', 64)).toBe(shardOf('epoll', 64))
    expect(shardOf('调度', 64)).toBe(shardOf('调度', 64))
    const used = new Set(['调度', '度器', '任务', '内存', 'gcc', 'make', 'epoll', 'linux'].map((t) => shardOf(t, 64)))
    expect(used.size).toBeGreaterThan(4)
  })
})
