import { use, useEffect, useId, useMemo, useState } from 'react'
import { loadPage, loadSection } from '../../../app/routes'
import type { PageData } from '../../../shared/types'
import { theme } from '../../config'
import { filterOverview, groupOverview, overviewRoutes, type FolderMeta, type OverviewGroup } from './model'

/**
 * The grouped overview with a filter. Groups come from the folder's `_meta.json` (imported here,
 * in this lazily loaded part only); each page's headings come from its own record, loaded
 * as the overview opens.
 */
const metaFiles = import.meta.glob<FolderMeta>('/content/**/_meta.json', { import: 'default' })
const metaCache = new Map<string, Promise<FolderMeta | undefined>>()

function loadMeta(folder: string): Promise<FolderMeta | undefined> {
  let p = metaCache.get(folder)
  if (!p) {
    const load = metaFiles[`/content${folder}_meta.json`]
    p = load ? load().catch(() => undefined) : Promise.resolve(undefined)
    metaCache.set(folder, p)
  }
  return p
}

export default function RichOverview({ page, section }: { page: PageData; section: string }) {
  const folder = page.routePath.slice(0, page.routePath.lastIndexOf('/') + 1)
  const list = use(loadSection(section)).list
  const meta = use(loadMeta(folder))
  const o = theme.overview
  const depths = Array.isArray(page.frontmatter.overviewHeaders) ? (page.frontmatter.overviewHeaders as number[]) : [...o.headers]
  const routes = useMemo(() => overviewRoutes(page.routePath, list), [page.routePath, list])
  const [headers, setHeaders] = useState<Record<string, { text: string; id: string }[]>>({})
  const [descriptions, setDescriptions] = useState<Record<string, string>>({})
  const [query, setQuery] = useState('')
  const inputId = useId()

  useEffect(() => {
    let live = true
    for (const r of routes) {
      loadPage(r.path).then(
        (mod) => {
          const toc = mod?.page?.toc.filter((h) => depths.includes(h.depth)) ?? []
          if (!live) return
          setHeaders((h) => ({ ...h, [r.path]: toc.map(({ text, id }) => ({ text, id })) }))
          const description = mod?.page?.frontmatter.description
          if (description) setDescriptions((d) => ({ ...d, [r.path]: description }))
        },
        () => undefined,
      )
    }
    return () => {
      live = false
    }
  }, [routes, depths.join()])

  const groups: OverviewGroup[] = useMemo(
    () =>
      groupOverview(routes, meta, folder, o.othersGroupText).map((g) => ({
        ...g,
        items: g.items.map((item) => ({ ...item, headers: headers[item.link] ?? [], description: descriptions[item.link] })),
      })),
    [routes, meta, folder, headers, descriptions],
  )
  const shown = filterOverview(groups, query)

  return (
    <div className="site-overview">
      <div className="site-overview__filter">
        <label htmlFor={inputId}>{o.filterNameText}</label>
        <input id={inputId} type="search" value={query} placeholder={o.filterPlaceholderText} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div aria-live="polite">
        {shown.length ? null : (
          <p className="site-overview__empty">
            {o.filterNoResultText} <strong>{query}</strong>
          </p>
        )}
      </div>
      {shown.map((g) => (
        <section key={g.title} className="site-overview__group">
          <h2 className="site-overview__group-title">{g.title}</h2>
          <div className="site-overview__cards">
            {g.items.map((item) => (
              <div key={item.link} className="site-overview__card">
                <h3 className="site-overview__title">
                  <a href={item.link}>{item.title}</a>
                </h3>
                {item.description ? <p className="site-overview__description">{item.description}</p> : null}
                {item.headers.length ? (
                  <ul>
                    {item.headers.map((h) => (
                      <li key={h.id}>
                        <a href={`${item.link}#${encodeURIComponent(h.id)}`}>{h.text}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
