import { describe, expect, it } from 'vitest'
import { letterPairs, onWordBoundaries, segmentHan } from '../../../../src/search/tokenize'

describe('segmentHan / letterPairs', () => {
  it("a segmenter's words put together give back the run", () => {
    const s = '进程的调度算法决定了交互程序的响应速度'
    expect(segmentHan(s).join('')).toBe(s)
    expect(segmentHan('进程调度算法')).toEqual(['进程', '调度', '算法'])
  })

  it('letter pairs of a word, for finding words that look alike', () => {
    expect(letterPairs('epoll')).toEqual(['ep', 'po', 'ol', 'll'])
  })
})

describe('onWordBoundaries', () => {
  const text = '这是一段简单的说明：服务器先做身份认证。'
  it('a whole segmenter word is on boundaries; a pair straddling two words is not', () => {
    const at = text.indexOf('简单')
    expect(onWordBoundaries(text, at, at + 2)).toBe(true)
    const straddle = text.indexOf('段简')
    expect(onWordBoundaries(text, straddle, straddle + 2)).toBe(false)
  })

  it('Latin text: boundaries are the ends of letter/digit runs', () => {
    const s = '调用 xtaskcreate(blink)'
    const at = s.indexOf('xtaskcreate')
    expect(onWordBoundaries(s, at, at + 11)).toBe(true)
    expect(onWordBoundaries(s, at, at + 5)).toBe(false)
  })
})
