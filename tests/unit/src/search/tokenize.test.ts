import { describe, expect, it } from 'vitest'
import { hanPairs, latinWords, letterPairs, onWordBoundaries, segmentHan, splitTerms } from '../../../../src/search/tokenize'
import { normalizeText } from '../../../../src/shared/normalize-text'

describe('splitTerms', () => {
  it('cuts Han runs into segmenter words and character pairs, other text into letter/digit runs', () => {
    const t = splitTerms(normalizeText('用 xTaskCreate 创建任务，再用 -fsanitize=address 编译'))
    expect(t.latin).toEqual(['xtaskcreate', 'fsanitize', 'address'])
    // Whatever the segmenter decides, its words put together give back each Han run.
    expect(t.words.filter((w) => /\p{Script=Han}/u.test(w)).join('')).toBe('用创建任务再用编译')
    expect(t.pairs).toEqual(['创建', '建任', '任务', '再用', '编译'])
  })

  it('the same text gives the same terms at index time and at query time', () => {
    const s = '进程的调度算法决定了交互程序的响应速度'
    expect(splitTerms(s)).toEqual(splitTerms(s))
    expect(segmentHan(s).join('')).toBe(s)
  })

  it('hanPairs works by code point, not UTF-16 unit', () => {
    expect(hanPairs('𠀋调度')).toEqual(['𠀋调', '调度'])
    expect(hanPairs('调')).toEqual([])
  })
})

describe('latinWords / letterPairs', () => {
  it('takes identifiers and option names out of mixed text without segmenting it', () => {
    expect(latinWords('在 32 位的 cortex-m 上调用 vtaskstartscheduler，config_tick_rate_hz')).toEqual([
      '32',
      'cortex',
      'm',
      'vtaskstartscheduler',
      'config_tick_rate_hz',
    ])
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
