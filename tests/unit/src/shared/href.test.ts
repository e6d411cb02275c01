import { describe, expect, it } from 'vitest'
import { BASE, href, hrefSrcset, routeOfPathname } from '../../../../src/shared/href'

// The app's binding of the base; unit tests run with Vite's default base '/', under which every
// URL is written as it is (the browser test tests/e2e/base-path.test.ts runs a site under /notes/).
describe('href under the default base', () => {
  it('takes the base from Vite and leaves site paths as they are', () => {
    expect(BASE).toBe('/')
    expect(href('/blog/a#h')).toBe('/blog/a#h')
    expect(routeOfPathname('/blog/a')).toBe('/blog/a')
  })

  it('keeps each srcset candidate with its descriptor', () => {
    expect(hrefSrcset('/public/a.png 1x,  /public/b.png 2x')).toBe('/public/a.png 1x, /public/b.png 2x')
    expect(hrefSrcset('https://a.org/x.png 640w')).toBe('https://a.org/x.png 640w')
  })
})
