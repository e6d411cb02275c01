import { describe, expect, it } from 'vitest'
import { absoluteUrl, siteRootUrl } from '../../../../src/shared/site-url'

describe('absoluteUrl', () => {
  it('joins the origin and the percent-encoded route', () => {
    expect(absoluteUrl('https://notes.example.com', '/blog/2019/理解进程调度')).toBe(
      'https://notes.example.com/blog/2019/%E7%90%86%E8%A7%A3%E8%BF%9B%E7%A8%8B%E8%B0%83%E5%BA%A6',
    )
    expect(absoluteUrl('https://notes.example.com/', '/')).toBe('https://notes.example.com/')
    expect(absoluteUrl('https://notes.example.com', '/a b')).toBe('https://notes.example.com/a%20b')
  })
})

describe('siteRootUrl', () => {
  it('joins the origin and the base without a trailing slash, for absoluteUrl', () => {
    expect(siteRootUrl('https://notes.example.com', '/')).toBe('https://notes.example.com')
    expect(siteRootUrl('https://notes.example.com/', '/notes/')).toBe('https://notes.example.com/notes')
    expect(absoluteUrl(siteRootUrl('https://a.org', '/notes/'), '/')).toBe('https://a.org/notes/')
    expect(absoluteUrl(siteRootUrl('https://a.org', '/notes/'), '/blog/理')).toBe('https://a.org/notes/blog/%E7%90%86')
  })
})
