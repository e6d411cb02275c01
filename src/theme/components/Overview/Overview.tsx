import { Suspense, lazy, use, useEffect, useState } from 'react'
import { loadSection } from '../../../app/routes'
import type { PageData } from '../../../shared/types'
import { overviewRoutes } from './model'
import './Overview.css'

const RichOverview = lazy(() => import('./RichOverview'))

/**
 * The overview's list of pages. The prerendered page (and the first client render) is a plain
 * list of links from the section's route list; once the list and the lazily loaded part have
 * arrived, it becomes the grouped overview with headings and a filter (RichOverview.tsx).
 */
export function Overview({ page, section }: { page: PageData; section: string }) {
  const [rich, setRich] = useState(false)
  useEffect(() => {
    let live = true
    void Promise.all([loadSection(section), import('./RichOverview')]).then(() => live && setRich(true))
    return () => {
      live = false
    }
  }, [section])
  const plain = (
    <Suspense fallback={null}>
      <PlainList page={page} section={section} />
    </Suspense>
  )
  if (!section) return null
  return rich ? (
    <Suspense fallback={plain}>
      <RichOverview page={page} section={section} />
    </Suspense>
  ) : (
    plain
  )
}

function PlainList({ page, section }: { page: PageData; section: string }) {
  const routes = overviewRoutes(page.routePath, use(loadSection(section)).list)
  return (
    <ul className="site-overview__plain">
      {routes.map((r) => (
        <li key={r.path}>
          <a href={r.path}>{r.title}</a>
        </li>
      ))}
    </ul>
  )
}
