import { useEffect } from 'react'

/** Scroll handling runs at most once per this many milliseconds. */
const THROTTLE = 200

/**
 * Hides the navbar while the reader scrolls down and brings it back when they scroll up, by a
 * class on <html> (`site-nav-hidden`), so sticky parts below it can move up too (see vars.css).
 * Nothing hides while `paused` (the full-screen menu is open) or near the top of the page.
 */
export function useHideOnScroll(paused: boolean): void {
  useEffect(() => {
    const html = document.documentElement
    if (paused) {
      html.classList.remove('site-nav-hidden')
      return
    }
    // The direction of the latest movement, kept on every event (cheap); the throttled check
    // acts on it, so a short scroll up right after a long one down still brings the bar back.
    let last = window.scrollY
    let down = false
    let lastRun = 0
    let timer = 0
    const check = () => {
      lastRun = Date.now()
      timer = 0
      const nav = document.querySelector('.site-nav')
      const focused = nav?.contains(document.activeElement)
      html.classList.toggle('site-nav-hidden', down && window.scrollY > 120 && !focused)
    }
    const onScroll = () => {
      const y = window.scrollY
      if (Math.abs(y - last) < 4) return
      down = y > last
      last = y
      const wait = THROTTLE - (Date.now() - lastRun)
      if (wait <= 0) check()
      else if (!timer) timer = window.setTimeout(check, wait)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(timer)
      html.classList.remove('site-nav-hidden')
    }
  }, [paused])
}
