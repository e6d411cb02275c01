import { Suspense, use } from 'react'
import { useRoutes } from '../../../router/routes'
import type { PageData } from '../../../shared/types'
import { useTheme } from '../../config'
import { formatDateTime } from '../../../shared/date'
import { pageNeighbours, type Neighbour } from './neighbours'
import { sourceLinks } from './source-links'
import './DocFooter.css'
import { href } from '../../../shared/href'

/** Below the article: when it last changed, where its source is, and Previous/Next. */
export function DocFooter({ page, section }: { page: PageData; section: string }) {
  const theme = useTheme()
  const links = sourceLinks(page.relativePath, theme.sourceText, theme.repository)
  const updated = theme.lastUpdated && page.lastUpdated
  return (
    <footer className="site-doc-footer">
      {updated || links.length ? (
        <div className="site-doc-footer__meta">
          {updated ? (
            <p className="site-doc-footer__updated">
              {theme.lastUpdatedText}: <time dateTime={page.lastUpdated}>{formatDateTime(page.lastUpdated!)}</time>
            </p>
          ) : null}
          {links.length ? (
            <p className="site-doc-footer__source">
              {links.map((l) => (
                <a key={l.href} href={href(l.href)} target="_blank" rel="noopener">
                  {l.text}
                </a>
              ))}
            </p>
          ) : null}
        </div>
      ) : null}
      {section ? (
        // The section's list arrives after hydration on first load (see Layout.tsx).
        <Suspense fallback={null}>
          <PrevNext section={section} current={page.routePath} />
        </Suspense>
      ) : null}
    </footer>
  )
}

function PrevNext({ section, current }: { section: string; current: string }) {
  const theme = useTheme()
  const { prev, next } = pageNeighbours(use(useRoutes().loadSection(section)), current)
  if (!prev && !next) return null
  const link = (r: Neighbour, rel: 'prev' | 'next') => (
    <a className={`site-prev-next__link site-prev-next__link--${rel}`} href={href(r.path)} rel={rel}>
      <span className="site-prev-next__label">{rel === 'prev' ? theme.prevPageText : theme.nextPageText}</span>
      <span className="site-prev-next__title">{r.title}</span>
    </a>
  )
  return (
    <nav className="site-prev-next" aria-label={`${theme.prevPageText} / ${theme.nextPageText}`}>
      {prev ? link(prev, 'prev') : null}
      {next ? link(next, 'next') : null}
    </nav>
  )
}
