/**
 * The converter's state in the URL query, so a conversion can be shared as a link.
 *
 *   encodeQuery({ value: -1n, width: 8, signed: true, group: true, float: '0.1', precision: 32 })
 *     → 'n=-1&w=8&f=0.1&p=32'
 *   decodeQuery('?n=-1&w=8') → { value: -1n, width: 8 }
 *
 * Defaults are left out. A parameter that does not parse is ignored, never an error: a link
 * that was cut short still opens the tool.
 */
import { parseInteger } from './parse'
import type { Precision } from './ieee754'
import { WIDTHS, type Width } from './width'

export interface SharedState {
  value: bigint
  width: Width
  signed: boolean
  group: boolean
  float: string
  precision: Precision
}

export const DEFAULT_STATE: SharedState = { value: 0n, width: null, signed: true, group: true, float: '0.1', precision: 32 }

export function encodeQuery(state: SharedState): string {
  const q = new URLSearchParams()
  if (state.value !== DEFAULT_STATE.value) q.set('n', state.value.toString())
  if (state.width !== null) q.set('w', String(state.width))
  if (!state.signed) q.set('u', '1')
  if (!state.group) q.set('g', '0')
  if (state.float !== DEFAULT_STATE.float) q.set('f', state.float)
  if (state.precision !== DEFAULT_STATE.precision) q.set('p', String(state.precision))
  return q.toString()
}

export function decodeQuery(search: string): Partial<SharedState> {
  const q = new URLSearchParams(search)
  const out: Partial<SharedState> = {}
  const n = q.get('n')
  if (n !== null) {
    const r = parseInteger(n, 10)
    if (r.ok && !r.empty) out.value = r.value
  }
  const w = Number(q.get('w'))
  if ((WIDTHS as readonly number[]).includes(w)) out.width = w as Width
  if (q.get('u') === '1') out.signed = false
  if (q.get('g') === '0') out.group = false
  const f = q.get('f')
  if (f !== null && f.length <= 1000) out.float = f
  const p = q.get('p')
  if (p === '32' || p === '64') out.precision = Number(p) as Precision
  return out
}
