import { describe, expect, it } from 'vitest'
import { markContainers } from '../../../../build/markdown/container-syntax'
import { TABS } from '../../helpers/tabs'

describe('containers', () => {
  it('leaves ::: inside code fences alone', () => {
    const src = '```text\n::: tip\n:::\n```\n'
    expect(markContainers(src).text).toBe(src)
  })
})

describe('tabs container', () => {
  it('marks `==` lines only inside a tabs container, keeping the line count', () => {
    const src = '== 不是标签\n\n' + TABS + '\n::: tip\n== 也不是\n:::\n'
    const { text, unknown } = markContainers(src)
    expect(unknown).toEqual([])
    expect(text.split('\n')).toHaveLength(src.split('\n').length)
    expect(text).toContain('<!--tab:Debian-->')
    expect(text).toContain('<!--tab:macOS-->')
    expect(text.startsWith('== 不是标签')).toBe(true)
    expect(text).toContain('\n== 也不是\n')
  })
})

describe('markers in MDX', () => {
  it('are expressions holding a comment, on the same lines', () => {
    const src = '文字\n::: warning 小心\n正文\n:::\n\n::: tabs key=os\n== Debian\napt\n:::\n'
    const { text } = markContainers(src, true)
    expect(text.split('\n')).toEqual([
      '文字',
      '{/*container:warning:%E5%B0%8F%E5%BF%83*/}',
      '正文',
      '{/*/container*/}',
      '',
      '{/*container:tabs:key%3Dos*/}',
      '{/*tab:Debian*/}',
      'apt',
      '{/*/container*/}',
      '',
    ])
  })
})
