import { describe, expect, it } from 'vitest'
import { createRoutes } from '../../../../src/router/routes'
import type { PageModule, RouteSummary } from '../../../../src/shared/types'
import { route } from '../../helpers/route'

function store(list: RouteSummary[]) {
  const loads: string[] = []
  const routes = createRoutes({
    names: ['blog'],
    load: async () => ({ list, sidebars: {} }),
    page: async (r) => {
      loads.push(r.path)
      return { page: { routePath: r.path, title: r.title } } as PageModule
    },
  })
  return { routes, loads }
}

describe('createRoutes', () => {
  const list = [route('/blog/', 'blog/index.tsx'), route('/blog/2025/a', 'blog/2025/a.md', 'A')]

  it('loads a page through its section once, by any of its addresses', async () => {
    const { routes, loads } = store(list)
    expect((await routes.loadPage('/blog/2025/a'))?.page?.title).toBe('A')
    expect((await routes.preloadUrl('/blog/2025/a/?x=1#h'))?.page?.title).toBe('A')
    expect(await routes.loadPage('/blog/2025/nothing')).toBeNull()
    expect(loads).toEqual(['/blog/2025/a'])
  })

  it('does not load an adopted page again, and hands out an update to every address of it', async () => {
    const { routes, loads } = store(list)
    await routes.adoptPage('/blog/2025/a', { page: { routePath: '/blog/2025/a', title: 'first' } } as PageModule)
    expect((await routes.preloadUrl('/blog/2025/a/'))?.page?.title).toBe('first')
    expect(loads).toEqual([])
    expect(await routes.updatePageModule({ page: { routePath: '/blog/2025/a', title: 'edited' } } as PageModule)).toBe(true)
    expect((await routes.loadPage('/blog/2025/a'))?.page?.title).toBe('edited')
    expect((await routes.loadPage('/blog/2025/a/'))?.page?.title).toBe('edited')
    expect(await routes.updatePageModule({ page: { routePath: '/blog/2025/b' } } as PageModule)).toBe(false)
  })

  it('makes one section per route list, shared by every store', async () => {
    const a = await store(list).routes.loadSection('blog')
    const b = await store(list).routes.loadSection('blog')
    expect(a).toBe(b)
    expect(a.routes.get('/blog/2025/a')?.title).toBe('A')
  })
})
