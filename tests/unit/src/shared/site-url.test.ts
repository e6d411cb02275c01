import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../../../src/shared/site-url'

describe('absoluteUrl', () => {
  it('joins the origin and the percent-encoded route', () => {
    expect(absoluteUrl('https://notes.example.com', '/blog/2019/理解进程调度')).toBe(
      'https://notes.example.com/blog/2019/%E7%90%86%E8%A7%A3%E8%BF%9B%E7%A8%8B%E8%B0%83%E5%BA%A6',
    )
    expect(absoluteUrl('https://notes.example.com/', '/')).toBe('https://notes.example.com/')
    expect(absoluteUrl('https://notes.example.com', '/a b')).toBe('https://notes.example.com/a%20b')
  })
})
