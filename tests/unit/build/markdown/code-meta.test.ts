import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../../build/markdown/code-meta'

describe('code fences', () => {
  it('parses title, line ranges and flags from the meta string', () => {
    expect(parseCodeMeta('title="main.c" {1,4-6} program')).toEqual({
      title: 'main.c',
      highlight: [1, 4, 5, 6],
      flags: ['program'],
      attributes: {},
    })
    expect(parseCodeMeta("{3-1} title='a b.c'")).toEqual({ title: 'a b.c', highlight: [3], flags: [], attributes: {} })
    expect(parseCodeMeta(undefined)).toEqual({ highlight: [], flags: [], attributes: {} })
    expect(parseCodeMeta('alt="客户端 → 服务器" title="图 1" wide')).toEqual({
      title: '图 1',
      highlight: [],
      flags: ['wide'],
      attributes: { alt: '客户端 → 服务器' },
    })
  })
})
