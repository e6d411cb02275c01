import { describe, expect, it } from 'vitest'
import { neighbours } from '../../../../../../src/theme/components/DocFooter/neighbours'

describe('neighbours (Previous/Next)', () => {
  const list = [{ path: '/a' }, { path: '/b' }, { path: '/c' }]
  it('gives the pages before and after in reading order', () => {
    expect(neighbours(list, '/b')).toEqual({ prev: { path: '/a' }, next: { path: '/c' } })
    expect(neighbours(list, '/a')).toEqual({ prev: undefined, next: { path: '/b' } })
    expect(neighbours(list, '/c')).toEqual({ prev: { path: '/b' }, next: undefined })
  })
  it('gives nothing for a page not in the list', () => expect(neighbours(list, '/x')).toEqual({}))
})
