import { describe, expect, it } from 'vitest'
import { groupOf, groupWindow, sidebarGroups, sidebarModel } from '../../../../../../src/theme/components/Sidebar/groups'
import { route } from '../../../../helpers/route'

describe('sidebarGroups', () => {
  it('blog: the index on top, then one group per year, newest year first, articles in list order', () => {
    const list = [
      route('/blog/', 'blog/index.tsx', '博客'),
      route('/blog/2025/b', 'blog/2025/b.md', 'B', '2025-05-01'),
      route('/blog/2025/a', 'blog/2025/a.md', 'A', '2025-01-01'),
      route('/blog/2019/z', 'blog/2019/z.md', 'Z', '2019-03-01'),
      route('/blog/2023/m', 'blog/2023/m.md', 'M', '2023-03-01'),
    ]
    const model = sidebarGroups('blog', list)
    expect(model.top.map((r) => r.path)).toEqual(['/blog/'])
    expect(model.groups.map((g) => g.title)).toEqual(['2025', '2023', '2019'])
    expect(model.groups[0].items.map((r) => r.title)).toEqual(['B', 'A'])
    expect(groupOf(model, '/blog/2019/z')).toBe('/blog/2019/')
    expect(groupOf(model, '/blog/')).toBeUndefined()
  })

  it('book: groups by folder titled by the folder index, the index first, then by file name', () => {
    const list = [
      route('/book/', 'book/index.md', '在线书籍'),
      route('/book/gcc/002-b', 'book/gcc/002-b.md', 'two'),
      route('/book/gcc/001-a', 'book/gcc/001-a.md', 'one'),
      route('/book/gcc/', 'book/gcc/index.md', '100 个 gcc 小技巧'),
      route('/book/other/x', 'book/other/x.md', 'x'),
    ]
    const model = sidebarGroups('book', list)
    expect(model.top.map((r) => r.title)).toEqual(['在线书籍'])
    expect(model.groups.map((g) => g.title)).toEqual(['100 个 gcc 小技巧', 'other'])
    expect(model.groups[0].items.map((r) => r.title)).toEqual(['100 个 gcc 小技巧', 'one', 'two'])
  })
})

describe('groupWindow', () => {
  const items = Array.from({ length: 120 }, (_, i) => route(`/blog/2020/a${i}`, `blog/2020/a${i}.md`))

  it('shows a short group whole', () => {
    expect(groupWindow(items.slice(0, 50), '/blog/2020/a3')).toEqual({ start: 0, end: 50 })
  })

  it('shows 50 items of a long group, the current page in the middle, clamped at both ends', () => {
    expect(groupWindow(items, '/blog/2020/a60')).toEqual({ start: 35, end: 85 })
    expect(groupWindow(items, '/blog/2020/a3')).toEqual({ start: 0, end: 50 })
    expect(groupWindow(items, '/blog/2020/a118')).toEqual({ start: 70, end: 120 })
  })

  it('shows the top of a long group that does not hold the current page', () => {
    expect(groupWindow(items, '/blog/2019/x')).toEqual({ start: 0, end: 50 })
  })
})

describe('sidebarModel', () => {
  it('groups a route list once, and again for another list', () => {
    const list = [route('/blog/', 'blog/index.tsx'), route('/blog/2025/a', 'blog/2025/a.md')]
    expect(sidebarModel('blog', list)).toBe(sidebarModel('blog', list))
    expect(sidebarModel('blog', [...list])).not.toBe(sidebarModel('blog', list))
    expect(sidebarModel('blog', list)).toEqual(sidebarGroups('blog', list))
  })
})
