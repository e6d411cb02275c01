import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { readAppearance, setAppearance, type Appearance } from '../../../client/appearance'
import { useTheme } from '../../config'
import { fillText } from '../../../shared/site-config'
import './ThemeSwitch.css'

const NEXT: Record<Appearance, Appearance> = { light: 'dark', dark: 'auto', auto: 'light' }

const loadReveal = () => import('./reveal')

/**
 * The appearance switch, cycling light → dark → auto. The server cannot know the reader's
 * choice, so the first render is the same for everyone: the icon follows `data-appearance` on
 * <html> in CSS (set by the pre-paint script) and the accessible name gets the choice after mount.
 */
export function ThemeSwitch({ withLabel = false }: { withLabel?: boolean }) {
  const theme = useTheme()
  const names: Record<Appearance, string> = { light: theme.lightModeText, dark: theme.darkModeText, auto: theme.autoModeText }
  const [choice, setChoice] = useState<Appearance | undefined>(undefined)
  // The choice a click has asked for while the animation is still loading: a second quick click
  // goes on from there.
  const pending = useRef<Appearance | undefined>(undefined)
  useEffect(() => {
    setChoice(readAppearance())
    // Another tab or the pre-paint listener may change it; keep the name in step.
    const sync = () => setChoice(readAppearance())
    window.addEventListener('storage', sync)
    return () => window.removeEventListener('storage', sync)
  }, [])

  const animate = () =>
    theme.enableAppearanceAnimation && 'startViewTransition' in document && !matchMedia('(prefers-reduced-motion: reduce)').matches

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    const next = NEXT[pending.current ?? choice ?? readAppearance()]
    pending.current = next
    const apply = () => {
      setAppearance(next)
      setChoice(next)
      if (pending.current === next) pending.current = undefined
    }
    if (!animate()) return apply()
    const r = e.currentTarget.getBoundingClientRect()
    // A keyboard press has no pointer position: the reveal starts at the button's centre.
    const x = e.clientX || r.left + r.width / 2
    const y = e.clientY || r.top + r.height / 2
    loadReveal().then(({ reveal }) => reveal(x, y, apply), apply)
  }

  const name = choice
    ? fillText(theme.appearanceChoiceText, { appearance: theme.appearanceText, mode: names[choice] })
    : theme.appearanceText
  return (
    <button
      type="button"
      className={withLabel ? 'site-theme-switch site-theme-switch--labelled' : 'site-theme-switch'}
      aria-label={withLabel ? undefined : name}
      onPointerEnter={() => animate() && void loadReveal()}
      onClick={onClick}
    >
      <svg className="site-theme-switch__icon site-theme-switch__sun" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
      <svg className="site-theme-switch__icon site-theme-switch__moon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
      </svg>
      <svg className="site-theme-switch__icon site-theme-switch__auto" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" className="site-theme-switch__fill" />
      </svg>
      {withLabel ? <span className="site-theme-switch__label">{name}</span> : null}
    </button>
  )
}
