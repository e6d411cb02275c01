import config from '../../../site.config'
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch'
import './NavBar.css'

/** `current` is the route of the page shown; '' on the 404 page, where no item is current. */
export function NavBar({ current }: { current: string }) {
  const path = current
  return (
    <header className="site-nav">
      <a className="site-nav__brand" href="/">
        <img src={config.logo} alt="" width={28} height={28} />
        <span>{config.logoText}</span>
      </a>
      <nav className="site-nav__menu" aria-label="主导航">
        <ul>
          {config.themeConfig.nav.map((item) => {
            const active = item.activeMatch ? new RegExp(item.activeMatch).test(path) : path === item.link
            return (
              <li key={item.link}>
                <a href={item.link} className="site-nav__link" aria-current={active ? 'page' : undefined}>
                  {item.text}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      <ThemeSwitch />
    </header>
  )
}
