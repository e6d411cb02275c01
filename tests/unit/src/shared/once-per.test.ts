import { describe, expect, it } from 'vitest'
import { oncePer } from '../../../../src/shared/once-per'

describe('oncePer', () => {
  it('makes the value once per object, with the arguments of the first call', () => {
    let calls = 0
    const label = oncePer((list: string[], name: string) => `${name}:${list.length}:${++calls}`)
    const a = ['x', 'y']
    expect(label(a, 'blog')).toBe('blog:2:1')
    expect(label(a, 'other')).toBe('blog:2:1')
    expect(label(['x', 'y'], 'book')).toBe('book:2:2')
  })

  it('remembers a value that is undefined too', () => {
    let calls = 0
    const none = oncePer((key: object) => void (calls += key ? 1 : 0))
    const key = {}
    none(key)
    none(key)
    expect(calls).toBe(1)
  })
})
