import { useId, useState } from 'react'
import type { PageData } from '../../../shared/types'
import { useTheme } from '../../config'
import { filterOverview } from '../../../shared/overview'
import './Overview.css'
import { href } from '../../../shared/href'

/**
 * The overview: the pages of the folder in the groups its `_meta.json` names, each with its
 * description and headings, and a filter. The groups come with the page's own record (worked out
 * at build time, build/site/overview.ts), so the prerendered HTML already holds all of it; the
 * filter works once the page has hydrated.
 */
export function Overview({ page }: { page: PageData }) {
  const theme = useTheme()
  const groups = page.overview ?? []
  const o = theme.overview
  const [query, setQuery] = useState('')
  const inputId = useId()
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
                  <a href={href(item.link)}>{item.title}</a>
                </h3>
                {item.description ? <p className="site-overview__description">{item.description}</p> : null}
                {item.headers.length ? (
                  <ul>
                    {item.headers.map((h) => (
                      <li key={h.id}>
                        <a href={href(`${item.link}#${encodeURIComponent(h.id)}`)}>{h.text}</a>
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
