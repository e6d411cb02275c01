import { describe, expect, it } from 'vitest'
import { decodeQuery, encodeQuery, DEFAULT_STATE } from '../../../../../src/tools/binary-converter/url-state'

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
