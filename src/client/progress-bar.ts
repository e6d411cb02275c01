import nprogress from 'nprogress'

/**
 * nprogress with the site's settings, loaded by progress.ts only when a navigation is slow.
 * nprogress 0.2.0's defaults are the site's; they are written out so an upgrade cannot change
 * them: minimum 0.08, speed 200 ms, a trickle of up to 0.02 (`trickleRate`: 0.2.0's `trickle()`
 * adds `Math.random() * trickleRate`) every 800 ms.
 */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const

// @types/nprogress lacks `trickleRate`, which 0.2.0 reads.
nprogress.configure(PROGRESS_SETTINGS as Parameters<typeof nprogress.configure>[0])

export { nprogress }
