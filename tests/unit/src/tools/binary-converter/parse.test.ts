import { describe, expect, it } from 'vitest'
import { bitLength, MAX_BITS, MAX_INPUT_CHARS, parseInteger } from '../../../../../src/tools/binary-converter/parse'
import { formatInteger } from '../../../../../src/tools/binary-converter/format'
import { error, value } from '../../../helpers/parse-integer'

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
