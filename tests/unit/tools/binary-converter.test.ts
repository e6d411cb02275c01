import { describe, expect, it } from 'vitest'
import { bitLength, MAX_BITS, MAX_INPUT_CHARS, parseInteger, type Base } from '../../../src/tools/binary-converter/parse'
import { formatInteger, groupDigits } from '../../../src/tools/binary-converter/format'
import { fits, fromPattern, rangeMessage, rangeOf, toPattern } from '../../../src/tools/binary-converter/width'
import {
  bitAt,
  fieldText,
  fitProblem,
  gridBits,
  readField,
  readings,
  setSigned,
  setWidth,
  toggleBit,
  type ConverterState,
} from '../../../src/tools/binary-converter/converter'
import { decodeQuery, encodeQuery, DEFAULT_STATE } from '../../../src/tools/binary-converter/url-state'

const value = (input: string, base: Base, allowSign = false) => {
  const r = parseInteger(input, base, { allowSign })
  if (!r.ok || r.empty) throw new Error(`expected a value for ${input}: ${JSON.stringify(r)}`)
  return r.value
}
const error = (input: string, base: Base, allowSign = false) => {
  const r = parseInteger(input, base, { allowSign })
  if (r.ok) throw new Error(`expected an error for ${input}`)
  return r.error
}

describe('parseInteger', () => {
  it('reads each base, with and without its prefix in any case', () => {
    expect(value('101101', 2)).toBe(45n)
    expect(value('0b101101', 2)).toBe(45n)
    expect(value('0B101101', 2)).toBe(45n)
    expect(value('755', 8)).toBe(493n)
    expect(value('0o755', 8)).toBe(493n)
    expect(value('0O755', 8)).toBe(493n)
    expect(value('123456789', 10)).toBe(123456789n)
    expect(value('DeadBeef', 16)).toBe(3735928559n)
    expect(value('0xdeadbeef', 16)).toBe(3735928559n)
    expect(value('0XDEADBEEF', 16)).toBe(3735928559n)
  })

  it('reads "0b1" in the hexadecimal field as hexadecimal digits, not a binary prefix', () => {
    expect(value('0b1', 16)).toBe(0xb1n)
  })

  it('ignores surrounding whitespace and _ or spaces between digits', () => {
    expect(value('  1111_0000 1010  ', 2)).toBe(0b111100001010n)
    expect(value('\t1 000 000\n', 10)).toBe(1000000n)
    expect(value('0x_ff_ff', 16)).toBe(65535n)
    expect(value('1__2', 10)).toBe(12n)
  })

  it('normalizes full-width digits, letters, signs and spaces', () => {
    expect(value('１２３', 10)).toBe(123n)
    expect(value('ＦＦ', 16)).toBe(255n)
    expect(value('ａｂ', 16)).toBe(0xabn)
    expect(value('０ｘ１０', 16)).toBe(16n)
    expect(value('－４２', 10)).toBe(-42n)
    expect(value('\u3000７\u3000', 10)).toBe(7n)
  })

  it('accepts a sign on decimal, and on the others only when asked', () => {
    expect(value('-42', 10)).toBe(-42n)
    expect(value('+42', 10)).toBe(42n)
    expect(value('- 42', 10)).toBe(-42n)
    expect(value('-0x1f', 16, true)).toBe(-31n)
    const e = error('-101', 2)
    expect(e.kind).toBe('sign')
    expect(e.position).toBe(1)
    expect(e.message).toContain("第 1 位的符号 '-' 只能用于十进制")
  })

  it('names the offending character and its position', () => {
    const e = error('12ag', 16)
    expect(e).toMatchObject({ kind: 'invalid-digit', position: 4, char: 'g' })
    expect(e.message).toBe("第 4 位的字符 'g' 不是十六进制数字")
    expect(error('1012', 2).message).toBe("第 4 位的字符 '2' 不是二进制数字")
    expect(error('78', 8).message).toBe("第 2 位的字符 '8' 不是八进制数字")
    expect(error('12a', 10).message).toBe("第 3 位的字符 'a' 不是十进制数字")
    // Positions count what was typed, leading spaces included.
    expect(error('  0xFG', 16).message).toBe("第 6 位的字符 'G' 不是十六进制数字")
    // The character is quoted as typed, even when it is a full-width form.
    expect(error('１ｇ', 16).message).toBe("第 2 位的字符 'ｇ' 不是十六进制数字")
    // Characters outside the BMP count as one position.
    expect(error('1😀', 10)).toMatchObject({ position: 2, char: '😀' })
    expect(error('1.5', 10).message).toBe("第 2 位的字符 '.' 不是十进制数字")
    expect(error('0x10', 10).message).toBe("第 2 位的字符 'x' 不是十进制数字")
    expect(error('1,000', 10).message).toBe("第 2 位的字符 ',' 不是十进制数字")
  })

  it('reports a prefix or sign with no digits after it', () => {
    expect(error('0x', 16)).toMatchObject({ kind: 'no-digits', message: '前缀 0x 后面缺少数字' })
    expect(error('0b__', 2).message).toBe('前缀 0b 后面缺少数字')
    expect(error('-', 10).message).toBe('符号后面缺少数字')
    expect(error('+ ', 10).message).toBe('符号后面缺少数字')
    expect(error('_', 10).message).toBe('没有数字')
  })

  it('treats an empty or blank field as empty, not as zero or an error', () => {
    expect(parseInteger('', 10)).toEqual({ ok: true, empty: true })
    expect(parseInteger('   ', 16)).toEqual({ ok: true, empty: true })
  })

  it('converts 10,000 decimal digits quickly and refuses numbers past the limit', () => {
    const digits = '7' + '3'.repeat(9999)
    const started = performance.now()
    const n = value(digits, 10)
    const bin = formatInteger(n, 2)
    const hex = formatInteger(n, 16)
    formatInteger(n, 8)
    formatInteger(n, 10, { group: true })
    expect(performance.now() - started).toBeLessThan(100)
    expect(BigInt('0b' + bin)).toBe(n)
    expect(BigInt('0x' + hex)).toBe(n)
    expect(value(digits, 10).toString()).toBe(digits)

    expect(value('1'.repeat(MAX_BITS), 2)).toBe((1n << BigInt(MAX_BITS)) - 1n)
    expect(error('1' + '0'.repeat(MAX_BITS), 2).kind).toBe('too-large')
    expect(error('9'.repeat(40_000), 10)).toMatchObject({ kind: 'too-large' })
    expect(error('9'.repeat(40_000), 10).message).toContain('100,000 个二进制位')
    expect(error('1'.repeat(MAX_INPUT_CHARS + 1), 2).message).toContain('超出本工具的处理上限')
    // Leading zeros do not count against the limit.
    expect(value('0'.repeat(200_000) + '1', 2)).toBe(1n)
  })
})

describe('bitLength', () => {
  it('counts the bits of the magnitude', () => {
    for (const n of [0n, 1n, 2n, 3n, 255n, 256n, 0xffffn, 1n << 100n, (1n << 100n) - 1n]) {
      expect(bitLength(n)).toBe(n === 0n ? 0 : n.toString(2).length)
      expect(bitLength(-n)).toBe(bitLength(n))
    }
  })
})

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

describe('the converter', () => {
  const s8: ConverterState = { value: 0n, width: 8, signed: true }
  const u8: ConverterState = { value: 0n, width: 8, signed: false }
  const free: ConverterState = { value: 0n, width: null, signed: true }

  it('reads a decimal against the width and signedness', () => {
    expect(readField('-1', 10, s8)).toEqual({ ok: true, value: -1n })
    expect(readField('-128', 10, s8)).toEqual({ ok: true, value: -128n })
    expect(readField('', 10, s8)).toEqual({ ok: true, value: null })
    const over = readField('128', 10, s8)
    expect(over.ok).toBe(false)
    if (!over.ok) expect(over.error.message).toBe('超出 8 位有符号整数的范围（-128 … 127）')
    const negative = readField('-1', 10, u8)
    if (negative.ok) throw new Error('expected an error')
    expect(negative.error.message).toBe('超出 8 位无符号整数的范围（0 … 255）')
  })

  it('reads a pattern in the other bases and refuses one wider than the width', () => {
    expect(readField('ff', 16, s8)).toEqual({ ok: true, value: -1n })
    expect(readField('ff', 16, u8)).toEqual({ ok: true, value: 255n })
    expect(readField('1000 0000', 2, s8)).toEqual({ ok: true, value: -128n })
    const wide = readField('1ff', 16, s8)
    if (wide.ok) throw new Error('expected an error')
    expect(wide.error.message).toBe('需要 9 位，超出所选的 8 位（十六进制最大 FF）')
    const sign = readField('-1', 2, s8)
    if (sign.ok) throw new Error('expected an error')
    expect(sign.error.kind).toBe('sign')
    expect(readField('-101', 2, free)).toEqual({ ok: true, value: -5n })
    const bad = readField('12', 2, free)
    if (bad.ok) throw new Error('expected an error')
    expect(bad.error.message).toBe("第 2 位的字符 '2' 不是二进制数字")
  })

  it('shows patterns padded to the width and the number itself without one', () => {
    const s = { value: -2n, width: 16, signed: true } as ConverterState
    expect(fieldText(s, 2, true)).toBe('1111 1111 1111 1110')
    expect(fieldText(s, 16, false)).toBe('FFFE')
    expect(fieldText(s, 8, false)).toBe('177776')
    expect(fieldText(s, 10, false)).toBe('-2')
    expect(readings(s)).toEqual({ unsigned: 65534n, signed: -2n })
    const f = { value: -10n, width: null, signed: true } as ConverterState
    expect(fieldText(f, 2, false)).toBe('-1010')
    expect(readings(f)).toBeNull()
  })

  it('keeps the number when the width changes and says when it no longer fits', () => {
    let s: ConverterState = { value: 300n, width: 16, signed: false }
    expect(fitProblem(s)).toBeNull()
    s = setWidth(s, 8)
    expect(s.value).toBe(300n)
    expect(fitProblem(s)).toBe('当前值 300 超出 8 位无符号整数的范围（0 … 255），请选择更大的位宽')
    expect(fieldText(s, 2, false)).toBe('')
    expect(fieldText(s, 10, false)).toBe('300')
    expect(readings(s)).toBeNull()
    s = setWidth(s, 16)
    expect(fieldText(s, 16, false)).toBe('012C')
    const neg = setSigned({ value: -1n, width: null, signed: true }, false)
    expect(fitProblem(setWidth(neg, 8))).toBe('当前值 -1 超出 8 位无符号整数的范围（0 … 255），请切换为有符号，或不限位宽')
  })

  it('keeps the bit pattern when signedness changes', () => {
    expect(setSigned({ value: 255n, width: 8, signed: false }, true).value).toBe(-1n)
    expect(setSigned({ value: -128n, width: 8, signed: true }, false).value).toBe(128n)
    expect(setSigned({ value: 5n, width: null, signed: true }, false).value).toBe(5n)
  })

  it('toggles bits of the pattern, or of the magnitude without a width', () => {
    let s: ConverterState = { value: 0n, width: 8, signed: true }
    s = toggleBit(s, 7)
    expect(s.value).toBe(-128n)
    expect(bitAt(s, 7)).toBe(true)
    s = toggleBit(s, 0)
    expect(s.value).toBe(-127n)
    s = toggleBit(s, 7)
    expect(s.value).toBe(1n)
    expect(toggleBit(s, 8)).toBe(s)
    const f: ConverterState = { value: -5n, width: null, signed: true }
    expect(toggleBit(f, 1).value).toBe(-7n)
    expect(gridBits(f)).toBe(8)
    expect(gridBits({ ...f, value: 1n << 20n })).toBe(24)
    expect(gridBits(s)).toBe(8)
  })
})

describe('URL state', () => {
  it('round-trips every field and leaves defaults out', () => {
    const state = { value: -12345678901234567890n, width: 64 as const, signed: false, group: false, float: '-0', precision: 64 as const }
    const q = encodeQuery(state)
    expect(q).toBe('n=-12345678901234567890&w=64&u=1&g=0&f=-0&p=64')
    expect({ ...DEFAULT_STATE, ...decodeQuery('?' + q) }).toEqual(state)
    expect(encodeQuery(DEFAULT_STATE)).toBe('')
    expect(decodeQuery('')).toEqual({})
  })

  it('ignores parameters that do not parse', () => {
    expect(decodeQuery('?n=12x&w=7&u=yes&p=16&g=1')).toEqual({})
    expect(decodeQuery('?n=%EF%BC%91%EF%BC%92')).toEqual({ value: 12n })
    expect(decodeQuery('?f=' + 'x'.repeat(1001))).toEqual({})
  })
})
