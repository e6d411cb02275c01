/**
 * Fixed widths and two's complement.
 *
 * With a width W a field in base 2, 8 or 16 holds a bit pattern 0 … 2^W − 1, and the decimal field
 * holds what the pattern means: the same number when unsigned, pattern − 2^W when signed and the
 * top bit is set. Nothing wraps: a number outside the range is reported with the range.
 *
 *   toPattern(-1n, 8)          → 255n
 *   fromPattern(255n, 8, true) → -1n
 *   rangeOf(8, true)           → { min: -128n, max: 127n }
 */

export type Width = 8 | 16 | 32 | 64 | 128 | null

export const WIDTHS: readonly Exclude<Width, null>[] = [8, 16, 32, 64, 128]

export function rangeOf(width: number, signed: boolean): { min: bigint; max: bigint } {
  const w = BigInt(width)
  return signed ? { min: -(1n << (w - 1n)), max: (1n << (w - 1n)) - 1n } : { min: 0n, max: (1n << w) - 1n }
}

/** Whether `value` is a W-bit integer of the given signedness; always true without a width. */
export function fits(value: bigint, width: Width, signed: boolean): boolean {
  if (width === null) return true
  const { min, max } = rangeOf(width, signed)
  return value >= min && value <= max
}

/** The W-bit pattern of a value in range (negative values become their two's complement). */
export function toPattern(value: bigint, width: number): bigint {
  return BigInt.asUintN(width, value)
}

/** What a W-bit pattern means, signed or unsigned. */
export function fromPattern(pattern: bigint, width: number, signed: boolean): bigint {
  return signed ? BigInt.asIntN(width, pattern) : BigInt.asUintN(width, pattern)
}

export function widthLabel(width: number, signed: boolean): string {
  return `${width} 位${signed ? '有符号' : '无符号'}整数`
}

/** "超出 8 位有符号整数的范围（-128 … 127）" */
export function rangeMessage(width: number, signed: boolean): string {
  const { min, max } = rangeOf(width, signed)
  return `超出 ${widthLabel(width, signed)}的范围（${min} … ${max}）`
}
