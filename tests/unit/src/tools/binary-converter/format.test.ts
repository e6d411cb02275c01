import { describe, expect, it } from 'vitest'
import type { Base } from '../../../../../src/tools/binary-converter/parse'
import { formatInteger, groupDigits } from '../../../../../src/tools/binary-converter/format'
import { value } from '../../../helpers/parse-integer'

describe('formatInteger', () => {
  it('writes each base, padded to a width and grouped', () => {
    expect(formatInteger(255n, 2)).toBe('11111111')
    expect(formatInteger(255n, 2, { width: 16, group: true })).toBe('0000 0000 1111 1111')
    expect(formatInteger(255n, 16, { width: 32, upper: true })).toBe('000000FF')
    expect(formatInteger(8n, 8, { width: 8 })).toBe('010')
    expect(formatInteger(-1234567n, 10, { group: true })).toBe('-1 234 567')
    expect(formatInteger(0n, 10, { group: true })).toBe('0')
    expect(groupDigits('12345', 2, '_')).toBe('1_23_45')
    expect(groupDigits('', 4)).toBe('')
  })

  it('gives text that parses back to the same value, grouped or not', () => {
    const samples = [0n, 1n, 7n, 1023n, 123456789012345678901234567890n, -987654321n]
    for (const n of samples) {
      for (const base of [2, 8, 10, 16] as Base[]) {
        for (const group of [false, true]) {
          const text = formatInteger(n, base, { group })
          expect(value(text, base, true)).toBe(n)
        }
      }
    }
  })
})
