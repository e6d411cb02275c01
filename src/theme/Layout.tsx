import { Suspense, use, type ReactNode } from 'react'
import type { PageData } from '../shared/types'
import { loadSection } from '../app/routes'
import { NavBar } from './components/NavBar/NavBar'
import { Sidebar } from './components/Sidebar/Sidebar'
import { Hero, type HeroData } from './components/Hero/Hero'
import { NotFound } from './components/NotFound/NotFound'

/** Chooses the layout by `pageType`; any value it does not know renders like `doc`. */
/** `section` names the page's section; its route list (for the sidebar) may still be loading. */
export function Layout({ page, section, children }: { page: PageData; section: string; children: ReactNode }) {
  const current = page.pageType === '404' ? '' : page.routePath
  switch (page.pageType) {
    case 'blank':
      return <main id="main">{children}</main>
    case 'home':
      return (
        <>
          <SkipLink />
          <NavBar current={current} />
          <main id="main" className="site-home">
            {page.frontmatter.hero ? <Hero hero={page.frontmatter.hero as HeroData} /> : null}
            <div className="site-home__content">{children}</div>
          </main>
        </>
      )
    case '404':
      return (
        <>
          <SkipLink />
          <NavBar current={current} />
          <main id="main" className="site-custom">
            <NotFound />
          </main>
        </>
      )
    case 'custom':
      return (
        <>
          <SkipLink />
          <NavBar current={current} />
          <main id="main" className="site-custom">
            {children}
          </main>
        </>
      )
    default:
      return (
        <>
          <SkipLink />
          <NavBar current={current} />
          <div className="site-doc">
            {section ? (
              // On first load the sidebar hydrates once its section's route list has arrived;
              // until then React keeps the prerendered markup as it is.
              <Suspense fallback={null}>
                <SectionSidebar name={section} current={page.routePath} />
              </Suspense>
            ) : null}
            <main id="main" className="site-doc__main">
              <article className="site-doc__article">
                <h1 className="site-doc__title">{page.title}</h1>
                {children}
              </article>
            </main>
          </div>
        </>
      )
  }
}

function SectionSidebar({ name, current }: { name: string; current: string }) {
  return <Sidebar section={use(loadSection(name))} current={current} />
}

function SkipLink() {
  return (
    <a className="site-skip" href="#main">
      跳到正文
    </a>
  )
}
