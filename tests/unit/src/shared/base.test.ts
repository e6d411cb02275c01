import { describe, expect, it } from 'vitest'
import { normalizeBase, stripBase, withBase, withBaseSrcset } from '../../../../src/shared/base'

describe('normalizeBase', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['notes', '/notes/'],
    ['/notes', '/notes/'],
    ['notes/', '/notes/'],
    [' /notes/ ', '/notes/'],
    ['/docs//v1', '/docs/v1/'],
    ['/a.b~c_d-e/', '/a.b~c_d-e/'],
  ])('%j → %j', (raw, base) => {
    expect(normalizeBase(raw)).toBe(base)
  })

  it.each([
    ['https://a.org/notes/', /is a URL; give the path only/],
    ['//cdn.example.com/notes/', /is a URL/],
    ['/notes?x=1', /segment "notes\?x=1"/],
    ['/a/../b/', /segment "\.\."/],
    ['/笔记/', /segment "笔记"; a base is a path of letters/],
    ['/my notes/', /segment "my notes"/],
  ])('refuses %j with what to write instead', (raw, message) => {
    expect(() => normalizeBase(raw)).toThrow(message)
  })

  it('refuses what is not a string', () => {
    expect(() => normalizeBase(3)).toThrow(/base must be a string such as '\/' or '\/notes\/', not 3/)
  })
})

describe('withBase and stripBase', () => {
  it.each([
    ['/', '/blog/a#h', '/blog/a#h'],
    ['/notes/', '/blog/a#h', '/notes/blog/a#h'],
    ['/notes/', '/', '/notes/'],
    ['/notes/', '/blog/?tag=C', '/notes/blog/?tag=C'],
    ['/notes/', '/public/logo.svg', '/notes/public/logo.svg'],
    ['/notes/', 'https://a.org/x', 'https://a.org/x'],
    ['/notes/', '//cdn.org/x.js', '//cdn.org/x.js'],
    ['/notes/', '#h', '#h'],
    ['/notes/', '?q=1', '?q=1'],
    ['/notes/', 'mailto:a@b.org', 'mailto:a@b.org'],
    ['/notes/', 'other', 'other'],
  ])('withBase(%j, %j) → %j', (base, path, out) => {
    expect(withBase(base, path)).toBe(out)
  })

  it.each([
    ['/', '/notes/blog/a', '/notes/blog/a'],
    ['/notes/', '/notes/blog/a', '/blog/a'],
    ['/notes/', '/notes/', '/'],
    ['/notes/', '/notes', '/'],
    ['/notes/', '/blog/a', undefined],
    ['/notes/', '/notesx/a', undefined],
    ['/notes/', '/', undefined],
  ])('stripBase(%j, %j) → %j', (base, pathname, out) => {
    expect(stripBase(base, pathname)).toBe(out)
  })

  it('withBaseSrcset prefixes each candidate and keeps its descriptor', () => {
    expect(withBaseSrcset('/notes/', '/public/a.png 1x,  /public/b.png 2x')).toBe('/notes/public/a.png 1x, /notes/public/b.png 2x')
    expect(withBaseSrcset('/notes/', 'https://a.org/x.png 640w, /x.png')).toBe('https://a.org/x.png 640w, /notes/x.png')
    expect(withBaseSrcset('/', '/a.png 1x, /b.png 2x')).toBe('/a.png 1x, /b.png 2x')
  })

  it('undo each other on every site path', () => {
    for (const path of ['/', '/blog/', '/blog/2025/a', '/public/x.png'])
      for (const base of ['/', '/notes/', '/a/b/']) expect(stripBase(base, withBase(base, path))).toBe(path)
  })
})
