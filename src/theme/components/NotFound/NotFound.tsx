import { useEffect, useState } from 'react'
import { config, theme } from '../../config'
import { notFoundHome } from './home-link'
import './NotFound.css'

/**
 * The not-found page. The prerendered 404.html is served for every unknown path, so the link is
 * worked out from the address after mount (home-link.ts); before that it is the site root.
 */
export function NotFound() {
  const [home, setHome] = useState(config.base)
  useEffect(() => {
    const { home, redirect } = notFoundHome(location.pathname, config)
    if (redirect) location.replace(redirect + location.search + location.hash)
    else setHome(home)
  }, [])
  const t = theme.notFound
  return (
    <section className="site-404" aria-labelledby="site-404-title">
      <p className="site-404__code">{t.code}</p>
      <h1 id="site-404-title" className="site-404__title">
        {t.title}
      </h1>
      <a className="site-404__home" href={home}>
        {t.homeText}
      </a>
    </section>
  )
}
