import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Route changes through the View Transitions API (`themeConfig.viewTransition`). The browser
 * snapshots the old page, `navigate()` runs, and the new page is captured once React has
 * committed the new location: React Router applies navigations inside `startTransition`, which
 * `flushSync` would not hurry, so the update callback waits for the commit instead (signalled by
 * useViewTransitionCommit, at most COMMIT_TIMEOUT_MS). Without support, or when the reader asks
 * for reduced motion, the page swaps at once.
 */
const COMMIT_TIMEOUT_MS = 1000

type StartViewTransition = (update: () => Promise<void> | void) => { ready: Promise<void> }

let committed: (() => void) | null = null

export function canAnimateRoutes(): boolean {
  return (
    typeof (document as { startViewTransition?: unknown }).startViewTransition === 'function' &&
    !matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

export function runRouteChange(enabled: boolean, change: () => void): void {
  if (!enabled || !canAnimateRoutes()) {
    change()
    return
  }
  const start = (document as unknown as { startViewTransition: StartViewTransition }).startViewTransition.bind(document)
  const transition = start(
    () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, COMMIT_TIMEOUT_MS)
        committed = () => {
          clearTimeout(timer)
          resolve()
        }
        change()
      }),
  )
  // A transition the browser skips (the document is hidden, another one starts) rejects `ready`;
  // the page changes all the same, so that is no error.
  transition.ready.catch(() => undefined)
}

/** Ends a pending transition's update once the new location is on screen. */
export function useViewTransitionCommit(): void {
  const { key } = useLocation()
  useLayoutEffect(() => {
    committed?.()
    committed = null
  }, [key])
}
