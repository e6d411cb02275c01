/**
 * Reading an integer typed into one of the converter's fields.
 *
 *   parseInteger(' 0xDEAD_beef ', 16)        → { ok: true, value: 3735928559n }
 *   parseInteger('１２３', 10)                → { ok: true, value: 123n }   (full-width digits)
 *   parseInteger('12g4', 16)                 → { ok: false, error: { position: 3, char: 'g', … } }
 *
 * Positions count characters (code points) of the text as typed, from 1, so the message points
 * at what the reader sees even when the text has surrounding spaces or full-width characters.
 */

export type Base = 2 | 8 | 10 | 16

export const BASE_NAMES: Record<Base, string> = { 2: '二进制', 8: '八进制', 10: '十进制', 16: '十六进制' }
export const BASE_PREFIX: Record<Base, string> = { 2: '0b', 8: '0o', 10: '', 16: '0x' }

/**
 * The largest magnitude the tool converts, in bits (about 30,100 decimal digits). Conversions of
 * numbers this size take a few milliseconds; far beyond it, the quadratic decimal conversion of
 * BigInt would block the page for seconds.
 */
export const MAX_BITS = 100_000
/** Longest text looked at (a binary number of MAX_BITS digits plus separators). */
export const MAX_INPUT_CHARS = 400_000

export type ParseErrorKind = 'invalid-digit' | 'sign' | 'no-digits' | 'too-large'

export interface ParseError {
  kind: ParseErrorKind
  /** 1-based position of the offending character in the text as typed; 0 when none applies. */
  position: number
  char: string
  message: string
}

export type ParseResult = { ok: true; empty: false; value: bigint } | { ok: true; empty: true } | { ok: false; error: ParseError }

export interface ParseOptions {
  /** Accept a leading + or -. The decimal field always does; the others only with unlimited width. */
  allowSign?: boolean
}

/** Full-width forms (U+FF01–FF5E) map to ASCII by a fixed offset; U+3000 is the ideographic space. */
export function normalizeChar(c: string): string {
  const code = c.codePointAt(0)!
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCodePoint(code - 0xfee0)
  if (code === 0x3000) return ' '
  return c
}

const isSpace = (c: string) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f' || (c > '\x7f' && /^\s$/u.test(c))
const isSeparator = (c: string) => c === '_' || isSpace(c)

function digitValue(c: string): number {
  const code = c.toLowerCase().charCodeAt(0)
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 97 && code <= 122) return code - 87
  return 99
}

function err(kind: ParseErrorKind, position: number, char: string, message: string): ParseResult {
  return { ok: false, error: { kind, position, char, message } }
}

export function parseInteger(input: string, base: Base, options: ParseOptions = {}): ParseResult {
  const allowSign = base === 10 || options.allowSign === true
  if (input.length > MAX_INPUT_CHARS) {
    return err('too-large', 0, '', `输入超过 ${MAX_INPUT_CHARS.toLocaleString('en-US')} 个字符，超出本工具的处理上限`)
  }
  // ASCII text (the usual case) needs no normalization, and its code units are its characters.
  const ascii = /^[\x00-\x7f]*$/.test(input)
  const raw = ascii ? input.split('') : Array.from(input)
  const chars = ascii ? raw : raw.map(normalizeChar)
  let i = 0
  const end = (() => {
    let e = chars.length
    while (e > 0 && isSpace(chars[e - 1])) e--
    return e
  })()
  while (i < end && isSpace(chars[i])) i++
  if (i === end) return { ok: true, empty: true }

  let negative = false
  let hasSign = false
  if (chars[i] === '-' || chars[i] === '+') {
    if (!allowSign) {
      return err('sign', i + 1, raw[i], `第 ${i + 1} 位的符号 '${raw[i]}' 只能用于十进制；负数请在十进制栏输入，并选择位宽（补码）`)
    }
    negative = chars[i] === '-'
    hasSign = true
    i++
    while (i < end && isSpace(chars[i])) i++
  }
  const prefix = BASE_PREFIX[base]
  let hasPrefix = false
  if (prefix && end - i >= 2 && chars[i] === '0' && chars[i + 1].toLowerCase() === prefix[1]) {
    i += 2
    hasPrefix = true
  }

  let digits = ''
  for (let k = i; k < end; k++) {
    const c = chars[k]
    if (isSeparator(c)) continue
    if (digitValue(c) >= base) {
      return err('invalid-digit', k + 1, raw[k], `第 ${k + 1} 位的字符 '${raw[k]}' 不是${BASE_NAMES[base]}数字`)
    }
    digits += c
  }
  if (!digits) {
    const message = hasPrefix ? `前缀 ${prefix} 后面缺少数字` : hasSign ? '符号后面缺少数字' : '没有数字'
    return err('no-digits', 0, '', message)
  }
  // log2(base) bits per digit bounds the size before the (possibly slow) conversion.
  const bitsPerDigit = base === 10 ? Math.log2(10) : Math.log2(base)
  const leading = digits.replace(/^0+/, '')
  if (leading.length * bitsPerDigit > MAX_BITS + 4) {
    return err(
      'too-large',
      0,
      '',
      `数值超过 ${MAX_BITS.toLocaleString('en-US')} 个二进制位（约 30,100 位十进制数字），超出本工具的处理上限`,
    )
  }
  const magnitude = BigInt(base === 10 ? digits : BASE_PREFIX[base] + digits)
  if (bitLength(magnitude) > MAX_BITS) {
    return err(
      'too-large',
      0,
      '',
      `数值超过 ${MAX_BITS.toLocaleString('en-US')} 个二进制位（约 30,100 位十进制数字），超出本工具的处理上限`,
    )
  }
  return { ok: true, empty: false, value: negative ? -magnitude : magnitude }
}

/** Number of bits of |n| (0 for 0). */
export function bitLength(n: bigint): number {
  if (n < 0n) n = -n
  if (n === 0n) return 0
  const hex = n.toString(16)
  return (hex.length - 1) * 4 + Math.floor(Math.log2(parseInt(hex[0], 16))) + 1
}
