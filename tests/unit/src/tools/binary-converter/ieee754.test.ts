import { describe, expect, it } from 'vitest'
import {
  decodeFloat,
  encodeFloat,
  exactDecimal,
  isExact,
  isQuietNaN,
  parseBitsInput,
  parseFloatInput,
  type Precision,
} from '../../../../../src/tools/binary-converter/ieee754'

/** What the machine stores, read through DataView: the independent reference. */
function machineBits(v: number, precision: Precision): bigint {
  const view = new DataView(new ArrayBuffer(8))
  if (precision === 32) {
    view.setFloat32(0, v)
    return BigInt(view.getUint32(0))
  }
  view.setFloat64(0, v)
  return view.getBigUint64(0)
}
function machineValue(bits: bigint, precision: Precision): number {
  const view = new DataView(new ArrayBuffer(8))
  if (precision === 32) {
    view.setUint32(0, Number(bits))
    return view.getFloat32(0)
  }
  view.setBigUint64(0, bits)
  return view.getFloat64(0)
}

const samples = [
  0,
  -0,
  0.1,
  -0.1,
  1,
  -1,
  0.5,
  2,
  3.14159,
  1e-45,
  1.4e-45,
  1e-40,
  1e-38,
  1.17549435e-38,
  3.4028234663852886e38,
  3.5e38,
  1e-320,
  5e-324,
  2.2250738585072014e-308,
  2.225073858507201e-308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1 / 3,
  123456789.123,
  Infinity,
  -Infinity,
  16777217,
  2 ** 53 + 2,
  65504,
  1e300,
]

describe('encodeFloat', () => {
  it('gives the bit pattern the machine stores, for binary32 and binary64', () => {
    const random: number[] = []
    let seed = 12345
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31)
    for (let i = 0; i < 2000; i++) random.push((next() - 0.5) * 10 ** Math.floor(next() * 640 - 320))
    for (const v of [...samples, ...random]) {
      for (const p of [32, 64] as Precision[]) {
        const parts = encodeFloat(v, p)
        expect(parts.bits, `${v} as float${p}`).toBe(machineBits(v, p))
        expect(Object.is(parts.value, machineValue(parts.bits, p)), `${v} value`).toBe(true)
      }
    }
  })

  it('splits the fields: sign, raw and unbiased exponent, mantissa, kind', () => {
    expect(encodeFloat(0.1, 32)).toMatchObject({
      bits: 0x3dcccccdn,
      sign: 0,
      exponentRaw: 123,
      exponent: -4,
      mantissa: 0x4ccccdn,
      kind: 'normal',
    })
    expect(encodeFloat(0.1, 64)).toMatchObject({ bits: 0x3fb999999999999an, exponentRaw: 1019, exponent: -4, mantissa: 0x999999999999an })
    expect(encodeFloat(-0, 32)).toMatchObject({ bits: 0x80000000n, sign: 1, kind: 'zero', exponent: -126 })
    expect(encodeFloat(1e-45, 32)).toMatchObject({ bits: 1n, kind: 'subnormal', exponentRaw: 0, exponent: -126, mantissa: 1n })
    expect(encodeFloat(5e-324, 64)).toMatchObject({ bits: 1n, kind: 'subnormal', exponent: -1022 })
    expect(encodeFloat(-Infinity, 64)).toMatchObject({ bits: 0xfff0000000000000n, kind: 'infinity', exponent: null })
    expect(encodeFloat(1e39, 32)).toMatchObject({ kind: 'infinity', bits: 0x7f800000n })
    const nan = encodeFloat(NaN, 32)
    expect(nan).toMatchObject({ bits: 0x7fc00000n, kind: 'nan' })
    expect(isQuietNaN(nan)).toBe(true)
  })
})

describe('decodeFloat', () => {
  it('reads any pattern the way DataView does', () => {
    const patterns32 = [0n, 1n, 0x007fffffn, 0x00800000n, 0x3f800000n, 0x7f7fffffn, 0xff800000n, 0xc0490fdbn]
    for (const b of patterns32) expect(Object.is(decodeFloat(b, 32).value, machineValue(b, 32)), b.toString(16)).toBe(true)
    const patterns64 = [0n, 1n, 0x000fffffffffffffn, 0x0010000000000000n, 0x3ff0000000000000n, 0x7fefffffffffffffn, 0x8000000000000000n]
    for (const b of patterns64) expect(Object.is(decodeFloat(b, 64).value, machineValue(b, 64)), b.toString(16)).toBe(true)
  })

  it('keeps a NaN payload and tells quiet from signalling', () => {
    const s = decodeFloat(0x7f800001n, 32)
    expect(s.kind).toBe('nan')
    expect(s.mantissa).toBe(1n)
    expect(Number.isNaN(s.value)).toBe(true)
    expect(isQuietNaN(s)).toBe(false)
    expect(isQuietNaN(decodeFloat(0xfff8000000000001n, 64))).toBe(true)
  })
})

describe('parseFloatInput', () => {
  it('reads decimals, exponents and the special values', () => {
    const v = (t: string) => {
      const r = parseFloatInput(t)
      if (!r.ok || r.empty) throw new Error(t)
      return r.value
    }
    expect(v('0.1')).toBe(0.1)
    expect(Object.is(v('-0'), -0)).toBe(true)
    expect(v('1e-45')).toBe(1e-45)
    expect(v('.5')).toBe(0.5)
    expect(v('5.')).toBe(5)
    expect(v('+2.5E3')).toBe(2500)
    expect(v(' Infinity ')).toBe(Infinity)
    expect(v('-inf')).toBe(-Infinity)
    expect(Number.isNaN(v('NaN'))).toBe(true)
    expect(v('１.５')).toBe(1.5)
    expect(parseFloatInput('  ')).toEqual({ ok: true, empty: true })
  })

  it('points at the first character that does not belong', () => {
    expect(parseFloatInput('1.2.3')).toMatchObject({ ok: false, position: 4 })
    expect(parseFloatInput('0x10')).toMatchObject({ ok: false, position: 2 })
    const r = parseFloatInput('  12a')
    expect(r).toMatchObject({ ok: false, position: 5 })
    if (!r.ok) expect(r.message).toBe("第 5 位的字符 'a' 不能出现在这里；请输入十进制小数，如 0.1、-2.5e-3、Infinity 或 NaN")
    expect(parseFloatInput('e5')).toMatchObject({ ok: false, position: 1 })
    expect(parseFloatInput('1e')).toMatchObject({ ok: false, position: 0 })
    const cut = parseFloatInput('-')
    if (cut.ok) throw new Error('expected an error')
    expect(cut.message).toContain("'-' 不完整")
  })
})

describe('parseBitsInput', () => {
  it('reads hexadecimal patterns of at most the width', () => {
    expect(parseBitsInput('0x3DCC_CCCD', 32)).toEqual({ ok: true, bits: 0x3dcccccdn })
    expect(parseBitsInput('', 32)).toEqual({ ok: true, bits: null })
    expect(parseBitsInput('1_0000_0000', 32)).toEqual({ ok: false, message: 'float32 的位模式最多 8 个十六进制数字' })
    expect(parseBitsInput('xyz', 64)).toEqual({ ok: false, message: "第 1 位的字符 'x' 不是十六进制数字" })
  })
})

describe('exact values', () => {
  it('expands the stored value exactly', () => {
    expect(exactDecimal(encodeFloat(0.1, 32))).toBe('0.100000001490116119384765625')
    expect(exactDecimal(encodeFloat(0.1, 64))).toBe('0.1000000000000000055511151231257827021181583404541015625')
    expect(exactDecimal(encodeFloat(-2.5, 64))).toBe('-2.5')
    expect(exactDecimal(encodeFloat(2 ** 70, 64))).toBe((2n ** 70n).toString())
    // 2^-149 = 5^149 / 10^149
    expect(exactDecimal(encodeFloat(1e-45, 32))).toBe('0.' + (5n ** 149n).toString().padStart(149, '0'))
    // The exact expansion read back as a number is the same number.
    for (const v of [0.1, 1 / 3, 5e-324, 1.7976931348623157e308]) expect(Number(exactDecimal(encodeFloat(v, 64)))).toBe(v)
  })

  it('knows when a decimal is stored exactly', () => {
    expect(isExact('0.5', encodeFloat(0.5, 32))).toBe(true)
    expect(isExact('0.1', encodeFloat(0.1, 32))).toBe(false)
    expect(isExact('0.1', encodeFloat(0.1, 64))).toBe(false)
    expect(isExact('16777217', encodeFloat(16777217, 32))).toBe(false)
    expect(isExact('16777217', encodeFloat(16777217, 64))).toBe(true)
    expect(isExact('2.5e2', encodeFloat(250, 32))).toBe(true)
    expect(isExact('Infinity', encodeFloat(Infinity, 32))).toBe(true)
    expect(isExact('1e999', encodeFloat(Infinity, 64))).toBe(false)
  })
})
