import { describe, expect, it } from 'vitest'
import { filterOverview, groupOverview, overviewRoutes } from '../../../../src/shared/overview'
import type { OverviewGroup } from '../../../../src/shared/types'
import { route } from '../../helpers/route'

describe('overview', () => {
  const routes = [
    route('/book/gcc/', 'book/gcc/index.md', 'GCC'),
    route('/book/gcc/001-a', 'book/gcc/001-a.md', 'Print Predefined Macros'),
    route('/book/gcc/002-b', 'book/gcc/002-b.md', '只打印命令'),
    route('/book/gcc/003-c', 'book/gcc/003-c.md', 'Save temps'),
    route('/book/', 'book/index.md', '书'),
  ]
  it('lists the pages of the overview folder, not itself', () => {
    expect(overviewRoutes('/book/gcc/', routes).map((r) => r.path)).toEqual(['/book/gcc/001-a', '/book/gcc/002-b', '/book/gcc/003-c'])
  })

  const meta = [
    { text: '信息', items: ['001-a', 'missing'] },
    { text: '空组', items: ['nothing'] },
  ]
  const groups = groupOverview(overviewRoutes('/book/gcc/', routes), meta, '/book/gcc/', 'Others')
  it('groups as the meta file says; the rest in the last group; empty groups dropped', () => {
    expect(groups.map((g) => [g.title, g.items.map((i) => i.link)])).toEqual([
      ['信息', ['/book/gcc/001-a']],
      ['Others', ['/book/gcc/002-b', '/book/gcc/003-c']],
    ])
    expect(groupOverview(overviewRoutes('/book/gcc/', routes), undefined, '/book/gcc/', '其他').map((g) => g.title)).toEqual(['其他'])
  })

  const withHeaders: OverviewGroup[] = groups.map((g) => ({
    ...g,
    items: g.items.map((i) => ({
      ...i,
      headers: i.link.endsWith('002-b')
        ? [
            { text: 'dry-run 的输出', id: 'x' },
            { text: '其他选项', id: 'y' },
          ]
        : [],
    })),
  }))
  const titles = (gs: OverviewGroup[]) => gs.flatMap((g) => g.items.map((i) => i.title))

  it('an empty query (or spaces) shows everything', () => {
    expect(filterOverview(withHeaders, '')).toEqual(withHeaders)
    expect(filterOverview(withHeaders, '   ')).toEqual(withHeaders)
  })
  it('matches titles case-insensitively and treats dashes as spaces', () => {
    expect(titles(filterOverview(withHeaders, 'PREDEFINED'))).toEqual(['Print Predefined Macros'])
    expect(titles(filterOverview(withHeaders, 'print-predefined'))).toEqual(['Print Predefined Macros'])
    expect(titles(filterOverview(withHeaders, 'save-TEMPS'))).toEqual(['Save temps'])
  })
  it('a match in headings keeps the page with only those headings', () => {
    const r = filterOverview(withHeaders, 'DRY RUN')
    expect(titles(r)).toEqual(['只打印命令'])
    expect(r[0].items[0].headers.map((h) => h.id)).toEqual(['x'])
  })
  it('no match leaves no group', () => expect(filterOverview(withHeaders, 'nothing-here')).toEqual([]))
})
