/**
 * Writing a number in a base, optionally padded to a width and grouped for reading.
 *
 *   formatInteger(255n, 2, { width: 16, group: true }) → '0000 0000 1111 1111'
 *   formatInteger(-1234567n, 10, { group: true })      → '-1 234 567'
 *
 * Groups are separated by spaces, which the parser ignores, so a grouped text copied back into a
 * field gives the same value: grouping is a display choice only.
 */
import type { Base } from './parse'

/** Digits per group: nibbles for binary and hexadecimal, thousands for decimal, triads for octal. */
export const GROUP_SIZE: Record<Base, number> = { 2: 4, 8: 3, 10: 3, 16: 4 }

export interface FormatOptions {
  /** Pad with zeros to the digits a pattern of this many bits needs. */
  width?: number | null
  group?: boolean
  upper?: boolean
}

export function digitsForWidth(width: number, base: Base): number {
  if (base === 10) return 0
  return Math.ceil(width / Math.log2(base))
}

export function formatInteger(value: bigint, base: Base, options: FormatOptions = {}): string {
  const negative = value < 0n
  let digits = (negative ? -value : value).toString(base)
  if (options.upper) digits = digits.toUpperCase()
  if (options.width && base !== 10) digits = digits.padStart(digitsForWidth(options.width, base), '0')
  if (options.group) digits = groupDigits(digits, GROUP_SIZE[base])
  return (negative ? '-' : '') + digits
}

/** Splits a run of digits into groups of `size`, counted from the right. */
export function groupDigits(digits: string, size: number, separator = ' '): string {
  const first = digits.length % size || size
  const parts = [digits.slice(0, first)]
  for (let i = first; i < digits.length; i += size) parts.push(digits.slice(i, i + size))
  return parts.join(separator)
}
