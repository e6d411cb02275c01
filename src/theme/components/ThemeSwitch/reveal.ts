/**
 * The appearance animation, loaded on first use: a circle grows from the click point over the
 * new palette for 400 ms. View Transitions snapshot the old page, `change` paints the new one,
 * and the new snapshot is clipped to the growing circle. While the class
 * `site-appearance-transition` is on <html>, the transition runs (and takes the clicks).
 */
export const REVEAL_MS = 400

interface ViewTransition {
  ready: Promise<void>
  finished: Promise<void>
}

export function reveal(x: number, y: number, change: () => void): void {
  const doc = document as Document & { startViewTransition?: (cb: () => void) => ViewTransition }
  if (!doc.startViewTransition) return change()
  const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y))
  const html = document.documentElement
  html.classList.add('site-appearance-transition')
  const transition = doc.startViewTransition(change)
  transition.ready.then(
    () =>
      void html.animate(
        { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
        { duration: REVEAL_MS, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
      ),
    () => undefined,
  )
  transition.finished.finally(() => html.classList.remove('site-appearance-transition')).catch(() => undefined)
}
