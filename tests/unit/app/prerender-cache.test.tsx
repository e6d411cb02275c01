import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { PrerenderCache, PrerenderCacheProvider, type PrerenderCacheStore } from '../../../src/app/prerender-cache'

function Links({ items, current }: { items: string[]; current: string }) {
  return (
    <ul>
      {items.map((p) => (
        <li key={p}>
          <a href={p} className={p === current ? 'link active' : 'link'} aria-current={p === current ? 'page' : undefined}>
            第 {p} 页
          </a>
        </li>
      ))}
    </ul>
  )
}

const items = ['/a', '/b', '/c']
const mark = (current: string) => (html: string) =>
  html.replace(`<a href="${current}" class="link">`, `<a href="${current}" class="link active" aria-current="page">`)

function Page({ current }: { current: string }) {
  return (
    <main>
      <PrerenderCache cacheKey="links" as="nav" aria-label="侧边栏" mark={mark(current)}>
        <Links items={items} current="" />
      </PrerenderCache>
    </main>
  )
}

describe('PrerenderCache', () => {
  it('writes, for every page, exactly the HTML React writes when it renders in place', () => {
    let renders = 0
    const store: PrerenderCacheStore = {
      html: new Map(),
      render: (node) => {
        renders++
        return renderToString(node)
      },
    }
    for (const current of items) {
      const cached = renderToString(
        <PrerenderCacheProvider value={store}>
          <Page current={current} />
        </PrerenderCacheProvider>,
      )
      const inPlace = renderToString(
        <main>
          <nav aria-label="侧边栏">
            <Links items={items} current={current} />
          </nav>
        </main>,
      )
      expect(cached).toBe(inPlace)
    }
    expect(renders).toBe(1)
  })

  it('renders the children itself without a store', () => {
    expect(renderToString(<Page current="/b" />)).toContain('<nav aria-label="侧边栏"><ul><li><a href="/a" class="link">')
  })
})
