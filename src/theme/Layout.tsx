import { Suspense, type ReactNode } from 'react'
import type { PageData } from '../shared/types'
import { ThemeContext, useSite, useTheme } from './config'
import { themeOf } from '../shared/site-config'
import { NavBar } from './components/NavBar/NavBar'
import type { HeroData } from './components/Hero/Hero'
import type { Feature } from './components/Features/Features'
import { Features, Hero, LatestArticles, NotFound, Overview, ScrollToTop } from './parts'
import { DocLayout } from './layouts/DocLayout'
import { Footer } from './components/Footer/Footer'

/**
 * Chooses the layout by `pageType`; any value it does not know renders like `doc`.
 * `section` names the page's section ('' for the root); its route list (sidebar, Previous/Next)
 * may still be loading, so everything that reads it sits in its own Suspense boundary.
 *
 *   home      navbar, hero, features, the newest articles, content
 *   doc       navbar, sidebar, content, outline, doc footer
 *   overview  navbar, sidebar, content, the section's pages with their headings and a filter
 *   custom    navbar, free content          blank   content only          404   navbar, not found
 *
 * Pages without a sidebar (home, custom, 404) end with the site footer.
 */
export function Layout({ page, section, children }: { page: PageData; section: string; children: ReactNode }) {
  // The theme's texts in the page's language (themeConfig.locales).
  const site = useSite()
  return (
    <ThemeContext value={themeOf(site, page.lang)}>
      <PageLayout page={page} section={section}>
        {children}
      </PageLayout>
    </ThemeContext>
  )
}

function PageLayout({ page, section, children }: { page: PageData; section: string; children: ReactNode }) {
  const t = useTheme()
  if (page.pageType === 'blank') return <main id="main">{children}</main>
  const current = page.pageType === '404' ? '' : page.routePath
  return (
    <>
      <a className="site-skip" href="#main">
        {t.skipToContentText}
      </a>
      <NavBar current={current} page={page} />
      <Body page={page} section={section}>
        {children}
      </Body>
      {page.pageType === 'home' || page.pageType === 'custom' || page.pageType === '404' ? <Footer /> : null}
      {t.enableScrollToTop ? (
        <div className="site-global">
          <Suspense fallback={null}>
            <ScrollToTop />
          </Suspense>
        </div>
      ) : null}
    </>
  )
}

function Body({ page, section, children }: { page: PageData; section: string; children: ReactNode }) {
  switch (page.pageType) {
    case 'home': {
      const fm = page.frontmatter
      return (
        <main id="main" className="site-home">
          <Suspense fallback={null}>
            {fm.hero ? <Hero hero={fm.hero as HeroData} /> : null}
            {Array.isArray(fm.features) ? <Features features={fm.features as Feature[]} /> : null}
            {page.latest?.length ? <LatestArticles articles={page.latest} lang={page.lang} /> : null}
          </Suspense>
          <div className="site-home__content">{children}</div>
        </main>
      )
    }
    case '404':
      return (
        <main id="main" className="site-custom">
          <Suspense fallback={null}>
            <NotFound />
          </Suspense>
        </main>
      )
    case 'custom':
      return (
        <main id="main" className="site-custom">
          {children}
        </main>
      )
    case 'overview':
      return (
        <DocLayout page={page} section={section} variant="overview" after={<Overview page={page} />}>
          {children}
        </DocLayout>
      )
    default:
      return (
        <DocLayout page={page} section={section}>
          {children}
        </DocLayout>
      )
  }
}
