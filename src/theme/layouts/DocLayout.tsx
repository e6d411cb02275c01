import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { useRoutes } from '../../router/routes'
import type { PageData } from '../../shared/types'
import { outlineEnabled, useTheme } from '../config'
import { ArticleMeta, DocFooter } from '../parts'
import { LocalBar } from '../components/LocalBar/LocalBar'
import { Outline, useActiveHeading } from '../components/Outline/Outline'
import { Sidebar } from '../components/Sidebar/Sidebar'

interface Props {
  page: PageData
  section: string
  children: ReactNode
  /** The overview shows no outline and no doc footer, but what follows the content. */
  variant?: 'doc' | 'overview'
  after?: ReactNode
}

/**
 * Sidebar, article, doc footer and outline. Below 1280 px the outline moves into the local bar as
 * a dropdown; below 960 px the sidebar becomes a drawer opened from that bar.
 */
export function DocLayout({ page, section, children, variant = 'doc', after }: Props) {
  const theme = useTheme()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [outlineOpen, setOutlineOpen] = useState(false)
  const { pathname } = useLocation()
  const aside = useRef<HTMLDivElement>(null)
  const menu = useRef<HTMLElement | null>(null)
  const items = useMemo(() => (variant === 'doc' && outlineEnabled(page, theme) ? page.toc : []), [page, variant, theme])
  const active = useActiveHeading(items)

  useEffect(() => {
    setSidebarOpen(false)
    setOutlineOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!sidebarOpen) return
    menu.current = document.activeElement as HTMLElement | null
    aside.current?.querySelector<HTMLElement>('[aria-current="page"], a, button')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setSidebarOpen(false)
      menu.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [sidebarOpen])

  useEffect(() => {
    if (!outlineOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOutlineOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [outlineOpen])

  return (
    <>
      <LocalBar
        sidebar={Boolean(section)}
        sidebarOpen={sidebarOpen}
        onSidebar={() => setSidebarOpen(!sidebarOpen)}
        outline={items}
        outlineOpen={outlineOpen}
        onOutline={setOutlineOpen}
        active={active}
      />
      <div className={section ? 'site-doc' : 'site-doc site-doc--no-sidebar'}>
        {section ? (
          <div ref={aside} id="site-doc-sidebar" className="site-doc__sidebar" data-open={sidebarOpen || undefined}>
            {/* On first load the sidebar hydrates once its section's route list has arrived;
                until then React keeps the prerendered markup as it is. */}
            <Suspense fallback={null}>
              <SectionSidebar name={section} current={page.routePath} />
            </Suspense>
          </div>
        ) : null}
        {sidebarOpen ? <div className="site-doc__backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} /> : null}
        <main id="main" className="site-doc__main">
          <div className="site-doc__container">
            <article className="site-doc__article">
              {/* Only the dev server shows drafts (build/site/loader.ts): the badge says this page is not published. */}
              {page.frontmatter.draft === true ? <p className="site-doc__draft">{theme.draftText}</p> : null}
              <h1 className="site-doc__title">{variant === 'overview' ? (page.frontmatter.title ?? theme.overview.title) : page.title}</h1>
              {page.kind === 'article' ? (
                <Suspense fallback={null}>
                  <ArticleMeta page={page} />
                </Suspense>
              ) : null}
              {children}
              {after ? <Suspense fallback={null}>{after}</Suspense> : null}
            </article>
            {variant === 'doc' ? (
              <Suspense fallback={null}>
                <DocFooter page={page} section={section} />
              </Suspense>
            ) : null}
          </div>
          {items.length ? (
            <div className="site-doc__outline">
              <Outline items={items} active={active} title={theme.outlineTitle} />
            </div>
          ) : null}
        </main>
      </div>
    </>
  )
}

function SectionSidebar({ name, current }: { name: string; current: string }) {
  const theme = useTheme()
  return (
    <Sidebar
      section={use(useRoutes().loadSection(name))}
      current={current}
      label={theme.sidebarText}
      showAllText={theme.sidebarShowAllText}
    />
  )
}
