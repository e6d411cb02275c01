import { describe, expect, it } from 'vitest'
import { placeAt } from '../../../build/diagnostics'

describe('placeAt', () => {
  it.each([
    [0, { line: 1, column: 1 }],
    [2, { line: 1, column: 3 }],
    [3, { line: 1, column: 4 }],
    [4, { line: 2, column: 1 }],
    [5, { line: 3, column: 1 }],
    [7, { line: 3, column: 3 }],
  ])('offset %i of "abc\\n\\ncd" is %o', (offset, place) => {
    expect(placeAt('abc\n\ncd', offset)).toEqual(place)
  })
})
