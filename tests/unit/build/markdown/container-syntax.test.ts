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
