import { describe, expect, it } from 'vitest'
import { neighbours, pageNeighbours } from '../../../../../../src/theme/components/DocFooter/neighbours'
import type { Section } from '../../../../../../src/router/routes'
import type { Sidebars } from '../../../../../../src/shared/sidebar'
import { route } from '../../../../helpers/route'

const section = (name: string, list: readonly ReturnType<typeof route>[], sidebars: Sidebars = {}): Section => ({
  name,
  list,
  routes: new Map(list.map((r) => [r.path, r])),
  sidebars,
})

describe('neighbours (Previous/Next)', () => {
  const list = [{ path: '/a' }, { path: '/b' }, { path: '/c' }]
  it('gives the pages before and after in reading order', () => {
    expect(neighbours(list, '/b')).toEqual({ prev: { path: '/a' }, next: { path: '/c' } })
    expect(neighbours(list, '/a')).toEqual({ prev: undefined, next: { path: '/b' } })
    expect(neighbours(list, '/c')).toEqual({ prev: { path: '/b' }, next: undefined })
  })
  it('gives nothing for a page not in the list', () => expect(neighbours(list, '/x')).toEqual({}))
})

describe('pageNeighbours', () => {
  const tools = section('tool', [
    route('/tool/binary', 'tool/binary.tsx', '进制转换'),
    route('/tool/', 'tool/index.md', '工具'),
    route('/tool/qr', 'tool/qr.tsx', '扫码'),
  ])
  it("generated sidebar: a folder's index page and its own pages are no neighbours", () => {
    expect(pageNeighbours(tools, '/tool/')).toEqual({})
    expect(pageNeighbours(tools, '/tool/binary')).toEqual({ next: { ...tools.list[2] } })
    expect(pageNeighbours(tools, '/tool/qr')).toEqual({ prev: { ...tools.list[0] } })
  })
  it('a config sidebar: its links in order, an index page and its pages too', () => {
    const s = section('tool', tools.list, {
      '/tool/': [
        { text: '工具', link: '/tool/' },
        { text: '组', items: [{ text: '扫码', link: '/tool/qr' }] },
        { text: '进制', link: '/tool/binary' },
      ],
    })
    expect(pageNeighbours(s, '/tool/')).toEqual({ next: { path: '/tool/qr', title: '扫码' } })
    expect(pageNeighbours(s, '/tool/qr')).toEqual({
      prev: { path: '/tool/', title: '工具' },
      next: { path: '/tool/binary', title: '进制' },
    })
  })
})
