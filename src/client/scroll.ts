import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { SCROLL_KEY } from '../shared/storage-keys'

/**
 * Scroll after client-side navigation: the top of a new page, the heading named by the hash,
 * or, on Back and Forward, the position the reader left. Positions are kept per history entry
 * (React Router's location key) and survive a reload through sessionStorage.
 *
 * Returns a function to call right before navigating, which records the current position.
 */
export function useScrollRestoration(): () => void {
  const location = useLocation()
  const type = useNavigationType()
  const key = useRef(location.key)
  const positions = useRef<Map<string, number> | null>(null)
  const first = useRef(true)

  const store = () => {
    if (!positions.current) {
      let saved: [string, number][] = []
      try {
        saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '[]')
      } catch {
        saved = []
      }
      positions.current = new Map(saved)
    }
    return positions.current
  }
  const save = useCallback(() => {
    store().set(key.current, window.scrollY)
  }, [])

  useEffect(() => {
    history.scrollRestoration = 'manual'
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(save)
    }
    const persist = () => {
      save()
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify([...store()].slice(-50)))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', persist)
    }
  }, [save])

  useLayoutEffect(() => {
    key.current = location.key
    if (first.current) {
      first.current = false
      const saved = store().get(location.key)
      if (type === 'POP' && saved !== undefined) restore(saved)
      return
    }
    if (type === 'POP') {
      restore(store().get(location.key) ?? 0)
    } else if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1))
      document.getElementById(id)?.scrollIntoView()
    } else {
      window.scrollTo(0, 0)
    }
  }, [location.key, location.hash, type])

  return save
}

/**
 * Scrolls to `y` and holds it for a short while: parts of a page that arrive just after it
 * renders (a footer, lazily loaded pieces) can leave it too short to get there, or move it by
 * scroll anchoring. Any input from the reader ends the hold at once.
 */
function restore(y: number): void {
  const until = performance.now() + 1500
  let stopped = false
  // Scroll anchoring would move the page as late parts arrive; the hold puts it back anyway.
  const root = document.documentElement
  root.style.overflowAnchor = 'none'
  const stop = () => {
    if (stopped) return
    stopped = true
    root.style.overflowAnchor = ''
    for (const t of INPUTS) window.removeEventListener(t, stop)
  }
  for (const t of INPUTS) window.addEventListener(t, stop, { passive: true, once: true })
  const step = () => {
    if (stopped) return
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y)
    if (performance.now() < until) requestAnimationFrame(step)
    else stop()
  }
  step()
}

const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
