import { useEffect, useState } from 'react'
import { useSite, useTheme } from '../../config'
import { themeOf } from '../../../shared/site-config'
import { notFoundHome } from './home-link'
import './NotFound.css'

/**
 * The not-found page. The prerendered 404.html is served for every unknown path, so the link and
 * the language of its texts are worked out from the address after mount (home-link.ts); before
 * that they are the site root's.
 */
export function NotFound() {
  const config = useSite()
  const [home, setHome] = useState(config.base)
  const [lang, setLang] = useState('')
  const theme = useTheme()
  useEffect(() => {
    const { home, lang, redirect } = notFoundHome(location.pathname, config)
    if (redirect) return location.replace(redirect + location.search + location.hash)
    setHome(home)
    setLang(lang)
    document.documentElement.lang = lang
  }, [config])
  const t = (lang ? themeOf(config, lang) : theme).notFound
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
