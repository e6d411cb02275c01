import type { ReactNode } from 'react'
import type { PageData } from '../shared/types'
import type { Section } from '../app/routes'
import { NavBar } from './components/NavBar/NavBar'
import { Sidebar } from './components/Sidebar/Sidebar'
import { Hero, type HeroData } from './components/Hero/Hero'
import { NotFound } from './components/NotFound/NotFound'

/** Chooses the layout by `pageType`; any value it does not know renders like `doc`. */
export function Layout({ page, section, children }: { page: PageData; section: Section; children: ReactNode }) {
  switch (page.pageType) {
    case 'blank':
      return <main id="main">{children}</main>
    case 'home':
      return (
        <>
          <SkipLink />
          <NavBar current={page.pageType === '404' ? '' : page.routePath} />
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
          <NavBar current={page.pageType === '404' ? '' : page.routePath} />
          <main id="main" className="site-custom">
            <NotFound />
          </main>
        </>
      )
    case 'custom':
      return (
        <>
          <SkipLink />
          <NavBar current={page.pageType === '404' ? '' : page.routePath} />
          <main id="main" className="site-custom">
            {children}
          </main>
        </>
      )
    default:
      return (
        <>
          <SkipLink />
          <NavBar current={page.pageType === '404' ? '' : page.routePath} />
          <div className="site-doc">
            {section.name ? <Sidebar section={section} current={page.routePath} /> : null}
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

function SkipLink() {
  return (
    <a className="site-skip" href="#main">
      跳到正文
    </a>
  )
}
