import { describe, expect, it } from 'vitest'
import { align, keepsPositions, keywordsOf, normalizeText, positionMapper, toOriginal } from '../../../../src/shared/normalize-text'

describe('normalizeText', () => {
  it.each([
    ['NFKC compatibility forms', 'ﬁle №5 ①', 'file no5 1'],
    ['full-width Latin letters and digits', 'ＦｒｅｅＲＴＯＳ ０３０８０１０Ｃ', 'freertos 0308010c'],
    ['full-width punctuation and the ideographic space', '－ｆｓａｎｉｔｉｚｅ＝ａｄｄｒｅｓｓ　（ｘ）', '-fsanitize=address (x)'],
    ['upper case to lower case', 'xTaskCreate HELLO Ärger', 'xtaskcreate hello ärger'],
    ['Chinese text is unchanged', '调度器按优先级挑选任务。', '调度器按优先级挑选任务。'],
    ['a base letter with a combining mark composes', 'Cafe\u0301', 'café'],
  ])('%s', (_, input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })

  it('gives the same result as NFKC + toLowerCase of the whole string on mixed text', () => {
    const s = 'Ｎｏｄｅ 17 报错 ERR_OSSL_EVP_UNSUPPORTED（０３０８０１０Ｃ）'
    expect(normalizeText(s)).toBe(s.normalize('NFKC').toLowerCase())
  })
})

describe('align / toOriginal', () => {
  it('maps every normalized position back to the cluster it comes from', () => {
    const s = 'Ａﬁx'
    const a = align(s)
    expect(a.text).toBe('afix')
    expect(a.start).toEqual([0, 1, 1, 2])
    expect(a.end).toEqual([1, 2, 2, 3])
    // "fi" in the normalized text is the ligature, one unit, in the original.
    expect(toOriginal(a, 1, 3)).toEqual({ start: 1, end: 2 })
    // Half of the ligature still highlights the whole ligature.
    expect(toOriginal(a, 2, 4)).toEqual({ start: 1, end: 3 })
  })

  it('keeps characters outside the BMP and combining marks in one piece', () => {
    const s = '𠀋e\u0301Z'
    const a = align(s)
    expect(a.text).toBe('𠀋éz')
    const z = a.text.indexOf('z')
    expect(s.slice(toOriginal(a, z, z + 1).start, toOriginal(a, z, z + 1).end)).toBe('Z')
    const e = a.text.indexOf('é')
    expect(s.slice(toOriginal(a, e, e + 1).start, toOriginal(a, e, e + 1).end)).toBe('e\u0301')
  })

  it('an empty range maps to an empty range', () => {
    expect(toOriginal(align('ab'), 1, 1)).toEqual({ start: 1, end: 1 })
  })
})

describe('keywordsOf', () => {
  it('splits at any white space, drops empties and repeats', () => {
    expect(keywordsOf(normalizeText('  freertos　栈深度\tfreertos  '))).toEqual(['freertos', '栈深度'])
    expect(keywordsOf('   ')).toEqual([])
  })
})

describe('keepsPositions / positionMapper', () => {
  it('is true for ASCII, Han, CJK and full-width punctuation, so positions map by identity', () => {
    const s = '抢占式调度器总是运行优先级最高的就绪任务；ＦｒｅｅＲＴＯＳ（V10）。'
    expect(keepsPositions(s)).toBe(true)
    expect(normalizeText(s).length).toBe(s.length)
    expect(positionMapper(s)(3, 6)).toEqual({ start: 3, end: 6 })
  })

  it('is false where a cluster changes length, and the mapper then aligns', () => {
    for (const s of ['ﬁle', 'Cafe\u0301', '½ 杯', '𠀋']) expect(keepsPositions(s), s).toBe(false)
    const s = 'ﬁx 调度器'
    const n = normalizeText(s)
    const at = n.indexOf('调度器')
    const o = positionMapper(s)(at, at + 3)
    expect(s.slice(o.start, o.end)).toBe('调度器')
  })
})
