import { useEffect, useState } from 'react'
import { useTheme } from '../../config'
import './ScrollToTop.css'

/** The button shows once the page is scrolled down this far. */
const SHOW_AFTER = 400

/** A button back to the top of the page, shown once the reader has scrolled down. */
export function ScrollToTop() {
  const theme = useTheme()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => setShown(window.scrollY > SHOW_AFTER)
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  const toTop = () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    document.querySelector<HTMLElement>('.site-skip')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      className={shown ? 'site-to-top site-to-top--shown' : 'site-to-top'}
      aria-label={theme.scrollToTopText}
      tabIndex={shown ? undefined : -1}
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
      </svg>
    </button>
  )
}
