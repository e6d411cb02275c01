import { describe, expect, it } from 'vitest'
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
} from '../../../../../src/tools/binary-converter/converter'

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
