import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../../build/markdown/code-meta'

describe('code fences', () => {
  it('parses title, line ranges and flags from the meta string', () => {
    expect(parseCodeMeta('title="main.c" {1,4-6} program')).toEqual({ title: 'main.c', highlight: [1, 4, 5, 6], flags: ['program'] })
    expect(parseCodeMeta("{3-1} title='a b.c'")).toEqual({ title: 'a b.c', highlight: [3], flags: [] })
    expect(parseCodeMeta(undefined)).toEqual({ highlight: [], flags: [] })
  })
})
