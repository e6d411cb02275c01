import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { NavItem } from '../../../shared/site-config'
import type { PageData } from '../../../shared/types'
import { useSite, useTheme } from '../../config'
import { LocaleSwitchers, SocialLinks, ThemeSwitch } from '../../parts'
import { NavMenuItem, ScreenItem, itemActive } from './NavMenuItem'
import { isLocalized } from '../../../shared/locale'
import { useHideOnScroll } from './use-hide-on-scroll'
import './NavBar.css'
import { SearchButton } from '../Search/SearchButton'
import { href } from '../../../shared/href'

/**
 * The top bar: brand, menu items (left or right), the version and language switchers (with
 * `multiVersion` and `locales`), search, appearance switch, social links; below 768 px a
 * hamburger opens the same items as a full-screen menu. `current` is the route shown, '' on the
 * 404 page, where no item is current; `page` is the page shown, whose language and version the
 * switchers and the search follow.
 */
export function NavBar({ current, page }: { current: string; page: PageData }) {
  const t = useTheme()
  const config = useSite()
  /** With several languages or versions the navbar has switchers (a part of their own, LocaleSwitchers.tsx). */
  const localized = isLocalized(config)
  const left = t.nav.filter((i) => i.position === 'left')
  const right = t.nav.filter((i) => i.position !== 'left')
  /** Beyond five items the compact navbar (below 1280 px) tightens its spacing. */
  const many = t.nav.length > 5
  const social = t.socialLinks.length ? (
    <Suspense fallback={null}>
      <SocialLinks links={t.socialLinks} />
    </Suspense>
  ) : null
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const button = useRef<HTMLButtonElement>(null)
  useHideOnScroll(open)

  // The menu closes on navigation and when the window grows past the hamburger breakpoint.
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const wide = matchMedia('(min-width: 768px)')
    const onWide = () => wide.matches && setOpen(false)
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    onWide()
    wide.addEventListener('change', onWide)
    document.addEventListener('keydown', onKey)
    document.documentElement.classList.add('site-nav-screen-open')
    return () => {
      wide.removeEventListener('change', onWide)
      document.removeEventListener('keydown', onKey)
      document.documentElement.classList.remove('site-nav-screen-open')
    }
  }, [open])

  const list = (items: NavItem[], where: string) =>
    items.length ? (
      <ul className={`site-nav__items site-nav__items--${where}`}>
        {items.map((item) => (
          <li key={item.text}>
            <NavMenuItem item={item} path={current} />
          </li>
        ))}
      </ul>
    ) : null

  return (
    <header className={many ? 'site-nav site-nav--many' : 'site-nav'}>
      <div className="site-nav__bar">
        <a className="site-nav__brand" href={config.base}>
          {config.logo ? <img src={href(config.logo)} alt="" width={28} height={28} /> : null}
          <span>{config.logoText}</span>
        </a>
        <nav className="site-nav__menu" aria-label={t.navText}>
          {list(left, 'left')}
          {list(right, 'right')}
          {localized ? (
            <Suspense fallback={null}>
              <LocaleSwitchers page={page} />
            </Suspense>
          ) : null}
        </nav>
        <SearchButton lang={page.lang} version={page.version} placeholder={t.searchPlaceholderText} />
        <div className="site-nav__tools">
          {t.darkMode ? (
            <Suspense fallback={null}>
              <ThemeSwitch />
            </Suspense>
          ) : null}
          {social}
        </div>
        <button
          ref={button}
          type="button"
          className="site-nav__hamburger"
          aria-label={t.menuText}
          aria-expanded={open}
          aria-controls="site-nav-screen"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" />
        </button>
      </div>
      {open ? (
        <div id="site-nav-screen" className="site-nav__screen">
          <nav aria-label={t.menuText}>
            <ul className="site-nav__screen-items">
              {t.nav.map((item) => (
                <ScreenItem key={item.text} item={item} path={current} />
              ))}
              {localized ? (
                <Suspense fallback={null}>
                  <LocaleSwitchers page={page} screen />
                </Suspense>
              ) : null}
            </ul>
          </nav>
          <div className="site-nav__screen-tools">
            {t.darkMode ? (
              <Suspense fallback={null}>
                <ThemeSwitch withLabel />
              </Suspense>
            ) : null}
            {social}
          </div>
        </div>
      ) : null}
    </header>
  )
}

export { itemActive }
