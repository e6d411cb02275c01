import { describe, expect, it } from 'vitest'
import { fits, fromPattern, rangeMessage, rangeOf, toPattern } from '../../../../../src/tools/binary-converter/width'

describe('width and two’s complement', () => {
  it('has the ranges of fixed-width integers', () => {
    expect(rangeOf(8, true)).toEqual({ min: -128n, max: 127n })
    expect(rangeOf(8, false)).toEqual({ min: 0n, max: 255n })
    expect(rangeOf(64, true)).toEqual({ min: -9223372036854775808n, max: 9223372036854775807n })
    expect(rangeOf(128, false).max).toBe(2n ** 128n - 1n)
    expect(fits(-129n, 8, true)).toBe(false)
    expect(fits(5n, null, false)).toBe(true)
  })

  it('encodes negatives as 2^W + n and reads patterns both ways', () => {
    for (const w of [8, 16, 32, 64, 128]) {
      for (const n of [-1n, -2n, -(2n ** BigInt(w - 1)), 5n, 2n ** BigInt(w - 1) - 1n]) {
        const pattern = toPattern(n, w)
        expect(pattern).toBe(n < 0n ? 2n ** BigInt(w) + n : n)
        expect(fromPattern(pattern, w, true)).toBe(n)
      }
    }
    // Checked against the machine's own 32-bit integers.
    const view = new DataView(new ArrayBuffer(4))
    for (const n of [-1, -2147483648, 123456, -98765]) {
      view.setInt32(0, n)
      expect(toPattern(BigInt(n), 32)).toBe(BigInt(view.getUint32(0)))
    }
    expect(fromPattern(0x80n, 8, false)).toBe(128n)
    expect(fromPattern(0x80n, 8, true)).toBe(-128n)
  })

  it('words the range message', () => {
    expect(rangeMessage(8, true)).toBe('超出 8 位有符号整数的范围（-128 … 127）')
    expect(rangeMessage(16, false)).toBe('超出 16 位无符号整数的范围（0 … 65535）')
  })
})
