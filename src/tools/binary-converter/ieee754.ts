/**
 * IEEE 754 binary32 and binary64: from a decimal to the bit pattern and back, with the fields.
 *
 *   encodeFloat(0.1, 32)  → { bits: 0x3dcccccdn, sign: 0, exponentRaw: 123, exponent: -4, mantissa: 0x4ccccdn, kind: 'normal', … }
 *   decodeFloat(0x80000000n, 32).value → -0
 *
 * The fields are worked out arithmetically (scaling by powers of two is exact in binary64), so
 * the tests can check them against DataView, which reads the bytes the machine actually stores.
 */
import { normalizeChar, parseInteger, bitLength } from './parse'

export type Precision = 32 | 64
export type FloatKind = 'zero' | 'subnormal' | 'normal' | 'infinity' | 'nan'

interface Format {
  exponentBits: number
  mantissaBits: number
  bias: number
}
export const FORMATS: Record<Precision, Format> = {
  32: { exponentBits: 8, mantissaBits: 23, bias: 127 },
  64: { exponentBits: 11, mantissaBits: 52, bias: 1023 },
}

export interface FloatParts {
  precision: Precision
  bits: bigint
  sign: 0 | 1
  /** The exponent field as stored. */
  exponentRaw: number
  /** The power of two it stands for (raw − bias; 1 − bias for subnormals); null for Inf/NaN. */
  exponent: number | null
  /** The fraction field as stored (without the implicit leading bit). */
  mantissa: bigint
  kind: FloatKind
  /** The value the pattern holds, as a JavaScript number (exact: every binary32 is a binary64). */
  value: number
}

const pow2 = (k: number) => Math.pow(2, k)

/** The pattern a number is stored as; binary32 rounds to nearest, ties to even (Math.fround). */
export function encodeFloat(input: number, precision: Precision): FloatParts {
  const { exponentBits, mantissaBits, bias } = FORMATS[precision]
  const v = precision === 32 ? Math.fround(input) : input
  const maxRaw = (1 << exponentBits) - 1
  const sign: 0 | 1 = v < 0 || Object.is(v, -0) ? 1 : 0
  let raw: number
  let mantissa: bigint
  if (Number.isNaN(v)) {
    // JavaScript cannot see a NaN's payload; the canonical quiet NaN is what engines store.
    return assemble(precision, 0, maxRaw, 1n << BigInt(mantissaBits - 1))
  } else if (!Number.isFinite(v)) {
    raw = maxRaw
    mantissa = 0n
  } else if (v === 0) {
    raw = 0
    mantissa = 0n
  } else {
    const a = Math.abs(v)
    let e = Math.floor(Math.log2(a))
    while (e > -1100 && pow2(e) > a) e--
    while (pow2(e + 1) <= a) e++
    const minExponent = 1 - bias
    if (e < minExponent) {
      raw = 0
      // a · 2^(bias − 1 + mantissaBits), in two steps so no intermediate power overflows.
      mantissa = BigInt(a * pow2(bias - 1) * pow2(mantissaBits))
    } else {
      raw = e + bias
      mantissa = BigInt((a / pow2(e) - 1) * pow2(mantissaBits))
    }
  }
  return assemble(precision, sign, raw, mantissa)
}

function assemble(precision: Precision, sign: 0 | 1, raw: number, mantissa: bigint): FloatParts {
  const { mantissaBits } = FORMATS[precision]
  const bits = (BigInt(sign) << BigInt(precision - 1)) | (BigInt(raw) << BigInt(mantissaBits)) | mantissa
  return decodeFloat(bits, precision)
}

/** Splits a pattern into its fields and the value it holds. */
export function decodeFloat(bits: bigint, precision: Precision): FloatParts {
  const { exponentBits, mantissaBits, bias } = FORMATS[precision]
  bits = BigInt.asUintN(precision, bits)
  const sign = Number(bits >> BigInt(precision - 1)) as 0 | 1
  const raw = Number((bits >> BigInt(mantissaBits)) & ((1n << BigInt(exponentBits)) - 1n))
  const mantissa = bits & ((1n << BigInt(mantissaBits)) - 1n)
  const maxRaw = (1 << exponentBits) - 1
  const m = Number(mantissa)
  let kind: FloatKind
  let magnitude: number
  let exponent: number | null
  if (raw === maxRaw) {
    kind = mantissa === 0n ? 'infinity' : 'nan'
    magnitude = mantissa === 0n ? Infinity : NaN
    exponent = null
  } else if (raw === 0) {
    kind = mantissa === 0n ? 'zero' : 'subnormal'
    exponent = 1 - bias
    magnitude = m * pow2(1 - bias - mantissaBits)
  } else {
    kind = 'normal'
    exponent = raw - bias
    magnitude = (1 + m / pow2(mantissaBits)) * pow2(raw - bias)
  }
  const value = Number.isNaN(magnitude) ? NaN : sign ? -magnitude : magnitude
  return { precision, bits, sign, exponentRaw: raw, exponent, mantissa, kind, value }
}

/** Whether a NaN is quiet (top fraction bit set); signalling NaNs trap on some hardware. */
export function isQuietNaN(parts: FloatParts): boolean {
  return parts.kind === 'nan' && ((parts.mantissa >> BigInt(FORMATS[parts.precision].mantissaBits - 1)) & 1n) === 1n
}

export type FloatInput =
  { ok: true; empty: true } | { ok: true; empty: false; value: number; text: string } | { ok: false; position: number; message: string }

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i

/** Reads a decimal like `0.1`, `-0`, `1e-45`, `Infinity` or `NaN` (full-width forms accepted). */
export function parseFloatInput(input: string): FloatInput {
  const chars = Array.from(input).map(normalizeChar)
  const text = chars.join('').trim()
  if (!text) return { ok: true, empty: true }
  const special = SPECIAL.exec(text)
  if (special) {
    const value = special[2].toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity
    return { ok: true, empty: false, value, text }
  }
  if (DECIMAL.test(text)) return { ok: true, empty: false, value: Number(text), text }
  const lead = chars.length - Array.from(chars.join('').trimStart()).length
  const bad = firstInvalid(Array.from(text))
  if (bad === -1) return { ok: false, position: 0, message: `'${text}' 不完整；请输入十进制小数，如 0.1、-2.5e-3、Infinity 或 NaN` }
  const original = Array.from(input)[lead + bad]
  return {
    ok: false,
    position: lead + bad + 1,
    message: `第 ${lead + bad + 1} 位的字符 '${original}' 不能出现在这里；请输入十进制小数，如 0.1、-2.5e-3、Infinity 或 NaN`,
  }
}

/** Index of the first character that cannot continue a decimal number, or -1 when every one can. */
function firstInvalid(chars: string[]): number {
  let state: 'start' | 'sign' | 'int' | 'frac' | 'e' | 'esign' | 'exp' = 'start'
  let digits = false
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]
    const digit = c >= '0' && c <= '9'
    if (digit) {
      if (state === 'e' || state === 'esign') state = 'exp'
      else if (state === 'start' || state === 'sign') state = 'int'
      if (state !== 'exp') digits = true
    } else if ((c === '+' || c === '-') && (state === 'start' || state === 'e')) state = state === 'start' ? 'sign' : 'esign'
    else if (c === '.' && (state === 'start' || state === 'sign' || state === 'int')) state = 'frac'
    else if ((c === 'e' || c === 'E') && digits && (state === 'int' || state === 'frac')) state = 'e'
    else return i
  }
  return -1
}

/** Reads a bit pattern typed in hexadecimal (0x prefix, spaces and _ allowed). */
export function parseBitsInput(input: string, precision: Precision): { ok: true; bits: bigint | null } | { ok: false; message: string } {
  const r = parseInteger(input, 16)
  if (!r.ok) return { ok: false, message: r.error.message }
  if (r.empty) return { ok: true, bits: null }
  if (bitLength(r.value) > precision) {
    return { ok: false, message: `float${precision} 的位模式最多 ${precision / 4} 个十六进制数字` }
  }
  return { ok: true, bits: r.value }
}

/**
 * The exact decimal value of a finite pattern: every binary fraction has a finite decimal
 * expansion (m · 2^-k = m · 5^k / 10^k).
 */
export function exactDecimal(parts: FloatParts): string {
  if (parts.kind === 'nan') return 'NaN'
  if (parts.kind === 'infinity') return parts.sign ? '-Infinity' : 'Infinity'
  const { mantissaBits } = FORMATS[parts.precision]
  const significand = parts.kind === 'normal' ? parts.mantissa | (1n << BigInt(mantissaBits)) : parts.mantissa
  const shift = parts.exponent! - mantissaBits
  const sign = parts.sign ? '-' : ''
  if (shift >= 0) return sign + (significand << BigInt(shift)).toString()
  const k = -shift
  const digits = (significand * 5n ** BigInt(k)).toString().padStart(k + 1, '0')
  const int = digits.slice(0, digits.length - k)
  const frac = digits.slice(digits.length - k).replace(/0+$/, '')
  return sign + int + (frac ? '.' + frac : '')
}

/**
 * Whether the decimal text equals the stored value exactly. Compares the two as fractions, so
 * `0.5` is exact and `0.1` is not; texts with exponents past ±1100 are never exact.
 */
export function isExact(text: string, parts: FloatParts): boolean {
  if (parts.kind === 'nan' || parts.kind === 'infinity') return SPECIAL.test(text)
  const m = /^([+-]?)(\d*)\.?(\d*)(?:e([+-]?\d+))?$/i.exec(text)
  if (!m) return false
  const exp = Number(m[4] ?? 0) - m[3].length
  if (Math.abs(exp) > 1100) return false
  const digits = BigInt(m[2] + m[3] || '0')
  const exact = exactDecimal(parts).replace('-', '')
  const [ei, ef = ''] = exact.split('.')
  const exactDigits = BigInt(ei + ef)
  const exactExp = -ef.length
  // digits · 10^exp == exactDigits · 10^exactExp
  const lo = Math.min(exp, exactExp)
  return digits * 10n ** BigInt(exp - lo) === exactDigits * 10n ** BigInt(exactExp - lo)
}

/** The shortest decimal that reads back as the same binary32 (as JavaScript's String() does for binary64). */
export function shortestDecimal(parts: FloatParts): string {
  const v = parts.value
  if (parts.precision === 64 || !Number.isFinite(v) || v === 0) return Object.is(v, -0) ? '-0' : String(v)
  for (let p = 1; p <= 9; p++) {
    const s = String(Number(v.toPrecision(p)))
    if (Math.fround(Number(s)) === v) return s
  }
  return String(v)
}
