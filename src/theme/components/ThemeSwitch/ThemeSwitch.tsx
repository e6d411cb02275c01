import { useEffect, useState } from 'react'
import { THEME_KEY } from '../../../shared/storage-keys'
import './ThemeSwitch.css'

/**
 * Light/dark switch. The server cannot know the reader's choice, so the button renders the same
 * markup everywhere and reads the state after mount; the icons follow the `dark` class in CSS.
 */
export function ThemeSwitch() {
  const [dark, setDark] = useState<boolean | undefined>(undefined)
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), [])
  const toggle = () => {
    const next = !document.documentElement.classList.contains('dark')
    document.documentElement.classList.toggle('dark', next)
    try {
      localStorage.setItem(THEME_KEY, next ? 'dark' : 'light')
    } catch {
      // Private mode without storage: the switch still works for this page.
    }
    setDark(next)
  }
  return (
    <button type="button" className="site-theme-switch" aria-label="深色模式" aria-pressed={dark} onClick={toggle}>
      <span className="site-theme-switch__sun" aria-hidden="true">☀</span>
      <span className="site-theme-switch__moon" aria-hidden="true">☾</span>
    </button>
  )
}
