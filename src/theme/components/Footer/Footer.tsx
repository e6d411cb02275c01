import { useTheme } from '../../config'
import './Footer.css'

/**
 * The site footer under pages without a sidebar (home, custom, 404), as documentation sites
 * place it: `themeConfig.footer.message` and `.copyright`, each on its own line, as text.
 * Nothing is rendered when neither is set; `?footer=0` hides it (pre-paint.ts).
 */
export function Footer() {
  const theme = useTheme()
  const { message, copyright } = theme.footer ?? {}
  if (!message && !copyright) return null
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {message ? <p className="site-footer__message">{message}</p> : null}
        {copyright ? <p className="site-footer__copyright">{copyright}</p> : null}
      </div>
    </footer>
  )
}
