/**
 * The loading bar of a navigation whose page is not ready yet. A page that was preloaded (on hover
 * or focus) opens at once and never shows it: the bar starts only after SHOW_AFTER_MS, and
 * nprogress (progress-bar.ts) is loaded only then.
 */
export const SHOW_AFTER_MS = 100

type Tracked = Promise<unknown> & { status?: string }

/** Shows the bar while `loading` is pending (after a short delay), and returns `loading`. */
export function withProgress<T>(loading: Promise<T>): Promise<T> {
  // A loaded page's promise is already settled (routes.ts marks it): nothing to wait for.
  if ((loading as Tracked).status === 'fulfilled') return loading
  let done = false
  let bar: { done(): unknown } | undefined
  const timer = setTimeout(() => {
    void import('./progress-bar').then(({ nprogress }) => {
      if (done) return
      nprogress.start()
      bar = nprogress
    })
  }, SHOW_AFTER_MS)
  const finish = () => {
    done = true
    clearTimeout(timer)
    bar?.done()
  }
  loading.then(finish, finish)
  return loading
}
