import { describe, expect, it } from 'vitest'
import { isPageFile, routeOfFile } from '../../../../src/shared/route-path'

describe('routeOfFile', () => {
  const table: [string, string][] = [
    ['index.md', '/'],
    ['blog/index.tsx', '/blog/'],
    ['blog/2025/freertos-lock.md', '/blog/2025/freertos-lock'],
    ['blog/2019/理解进程调度.md', '/blog/2019/理解进程调度'],
    ['book/100-gcc-tips/index.md', '/book/100-gcc-tips/'],
    ['tool/binary-converter.tsx', '/tool/binary-converter'],
    ['guide/widgets.mdx', '/guide/widgets'],
  ]
  it.each(table)('%s → %s', (file, route) => expect(routeOfFile(file)).toBe(route))

  it('skips partials and non-page files', () => {
    expect(isPageFile('blog/_partial.md')).toBe(false)
    expect(isPageFile('blog/_images/a.md')).toBe(false)
    expect(isPageFile('_data/tags.json')).toBe(false)
    expect(isPageFile('blog/2025/a.md')).toBe(true)
    expect(isPageFile('guide/a.mdx')).toBe(true)
    expect(isPageFile('guide/_part.mdx')).toBe(false)
  })
})
