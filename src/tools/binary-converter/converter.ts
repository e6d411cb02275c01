/**
 * The converter's state and what each action does to it, apart from any UI.
 *
 * `value` is the number the fields stand for, as the decimal field shows it. With a width, the
 * other fields show its W-bit pattern; without one they show the number itself, with a sign.
 *
 *   readField('ff', 16, { value: 0n, width: 8, signed: true })  → { ok: true, value: -1n }
 *   readField('300', 10, { value: 0n, width: 8, signed: false }) → { ok: false, error: … 范围（0 … 255） }
 */
import { BASE_NAMES, bitLength, parseInteger, type Base, type ParseError } from './parse'
import { formatInteger } from './format'
import { fits, fromPattern, rangeMessage, toPattern, type Width } from './width'

export interface ConverterState {
  value: bigint
  width: Width
  signed: boolean
}

export const BASES: readonly Base[] = [2, 8, 10, 16]

export type FieldResult = { ok: true; value: bigint | null } | { ok: false; error: ParseError }

/** Reads the text of one field under the current width and signedness; `value: null` for an empty field. */
export function readField(text: string, base: Base, state: Pick<ConverterState, 'width' | 'signed'>): FieldResult {
  const { width, signed } = state
  const parsed = parseInteger(text, base, { allowSign: width === null })
  if (!parsed.ok) return parsed
  if (parsed.empty) return { ok: true, value: null }
  const n = parsed.value
  if (width === null) return { ok: true, value: n }
  if (base === 10) {
    if (!fits(n, width, signed)) return overflow(rangeMessage(width, signed))
    return { ok: true, value: n }
  }
  if (bitLength(n) > width) {
    return overflow(
      `需要 ${bitLength(n)} 位，超出所选的 ${width} 位（${BASE_NAMES[base]}最大 ${formatInteger((1n << BigInt(width)) - 1n, base, { upper: true })}）`,
    )
  }
  return { ok: true, value: fromPattern(n, width, signed) }
}

function overflow(message: string): FieldResult {
  return { ok: false, error: { kind: 'too-large', position: 0, char: '', message } }
}

/** The text a field shows for the state, or '' when the value does not fit the width. */
export function fieldText(state: ConverterState, base: Base, group: boolean): string {
  const { value, width, signed } = state
  if (!fits(value, width, signed)) return base === 10 ? formatInteger(value, 10, { group }) : ''
  if (width === null || base === 10) return formatInteger(value, base, { group, upper: true })
  return formatInteger(toPattern(value, width), base, { width, group, upper: true })
}

/** Both readings of the current bit pattern, or null without a width or when the value does not fit. */
export function readings(state: ConverterState): { unsigned: bigint; signed: bigint } | null {
  const { value, width, signed } = state
  if (width === null || !fits(value, width, signed)) return null
  const pattern = toPattern(value, width)
  return { unsigned: pattern, signed: fromPattern(pattern, width, true) }
}

/** A message when the value does not fit the chosen width (after the width or signedness changed). */
export function fitProblem(state: ConverterState): string | null {
  const { value, width, signed } = state
  if (fits(value, width, signed)) return null
  const hint = value < 0n && !signed ? '请切换为有符号，或不限位宽' : '请选择更大的位宽'
  return `当前值 ${value} ${rangeMessage(width!, signed)}，${hint}`
}

/** Changing the width keeps the number (it may then not fit, which `fitProblem` reports). */
export function setWidth(state: ConverterState, width: Width): ConverterState {
  return { ...state, width }
}

/** Changing signedness keeps the bit pattern and reads it the other way. */
export function setSigned(state: ConverterState, signed: boolean): ConverterState {
  const { value, width } = state
  if (width === null || !fits(value, width, state.signed)) return { ...state, signed }
  return { ...state, signed, value: fromPattern(toPattern(value, width), width, signed) }
}

/** The number of cells the bit grid shows: the width, or the magnitude's bits rounded up to bytes. */
export function gridBits(state: ConverterState): number {
  if (state.width !== null) return state.width
  return Math.max(8, Math.ceil(bitLength(state.value) / 8) * 8)
}

/** Bits past this are not drawn as a grid (a grid of thousands of buttons helps nobody). */
export const MAX_GRID_BITS = 128

/** Bit `index` (0 = least significant) of the pattern, or of the magnitude without a width. */
export function bitAt(state: ConverterState, index: number): boolean {
  const { value, width } = state
  const bits = width === null ? (value < 0n ? -value : value) : toPattern(value, width)
  return ((bits >> BigInt(index)) & 1n) === 1n
}

/** Flips one bit of the pattern (or of the magnitude, keeping the sign, without a width). */
export function toggleBit(state: ConverterState, index: number): ConverterState {
  const { value, width, signed } = state
  const mask = 1n << BigInt(index)
  if (width === null) {
    const magnitude = (value < 0n ? -value : value) ^ mask
    return { ...state, value: value < 0n ? -magnitude : magnitude }
  }
  if (!fits(value, width, signed) || index >= width) return state
  return { ...state, value: fromPattern(toPattern(value, width) ^ mask, width, signed) }
}
