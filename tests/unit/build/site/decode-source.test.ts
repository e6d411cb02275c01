import { describe, expect, it } from 'vitest'
import { decodeSource } from '../../../../build/site/decode-source'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)))

describe('decodeSource', () => {
  it.each([
    ['UTF-8 text', bytes('# 标题\n\n正文 😀\n'), '# 标题\n\n正文 😀\n'],
    ['a byte-order mark, kept as readFileSync keeps it', bytes([0xef, 0xbb, 0xbf], '# 标题\n'), '\uFEFF# 标题\n'],
    ['a replacement character written as such', bytes('坏字符 \uFFFD 也是字符\n'), '坏字符 \uFFFD 也是字符\n'],
  ])('decodes %s', (_, input, text) => {
    expect(decodeSource(input)).toEqual({ text })
  })

  it('says where the first byte that is not UTF-8 sits', () => {
    // "中文" in GBK on the third line, after "ab " (and a byte-order mark, not counted).
    const { invalid } = decodeSource(bytes([0xef, 0xbb, 0xbf], '# 标题\n\nab ', [0xd6, 0xd0, 0xce, 0xc4], '\n'))
    expect(invalid).toEqual({ line: 3, column: 4, byte: 0xd6 })
  })
})
