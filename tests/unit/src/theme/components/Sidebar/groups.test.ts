import { describe, expect, it } from 'vitest'
import {
  groupsHolding,
  groupWindow,
  sidebarGroups,
  sidebarModel,
  sidebarOrder,
} from '../../../../../../src/theme/components/Sidebar/groups'
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
    expect(groupsHolding(model, '/blog/2019/z')).toEqual(['/blog/2019/'])
    expect(groupsHolding(model, '/blog/')).toEqual([])
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

describe('a folder with a _meta.json', () => {
  const grouped = (path: string, title: string, group: string) => ({ ...route(path, `${path.slice(1)}.md`, title), group })
  // The list as Site.summaries gives it: the folder's pages in its _meta.json order, each with its group.
  const list = [
    route('/book/', 'book/index.md', '在线书籍'),
    grouped('/book/gcc/002-b', 'two', '预处理'),
    grouped('/book/gcc/003-c', 'three', '预处理'),
    grouped('/book/gcc/001-a', 'one', '调试'),
    route('/book/gcc/', 'book/gcc/index.md', 'gcc'),
  ]
  const model = sidebarGroups('book', list)

  it('splits the folder group by the groups, in their order, after the index page', () => {
    const [gcc] = model.groups
    expect(gcc.parts!.map((p) => [p.title, p.items.map((r) => r.title)])).toEqual([
      ['预处理', ['two', 'three']],
      ['调试', ['one']],
    ])
    expect(gcc.items.map((r) => r.title)).toEqual(['gcc', 'two', 'three', 'one'])
    expect(sidebarOrder(model).map((r) => r.title)).toEqual(['在线书籍', 'gcc', 'two', 'three', 'one'])
  })
  it('opens the group and the part that hold a page', () => {
    expect(groupsHolding(model, '/book/gcc/001-a')).toEqual(['/book/gcc/', '/book/gcc/#1'])
    expect(groupsHolding(model, '/book/gcc/')).toEqual(['/book/gcc/'])
    expect(groupsHolding(model, '/book/')).toEqual([])
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
