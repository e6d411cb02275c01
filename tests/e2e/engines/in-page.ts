/**
 * Checks that run inside the page, the same in every engine: Chromium's tests pass them to
 * playwright's `page.evaluate`, Firefox's and WebKit's to their driver's (tests/e2e/engines/).
 * Each is one self-contained function of plain data, as a driver sends it as source text.
 */

/** How a group's name sits against its first choice, for each named fieldset in `root`. */
export interface GroupLayout {
  name: string
  /** The name's box ends before the first choice begins, on the same line. */
  beside: boolean
}

export function groupLayouts(selector: string): GroupLayout[] {
  return [...document.querySelectorAll<HTMLFieldSetElement>(selector)].map((group) => {
    const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '')
    const choice = group.querySelector('label')
    if (!label || !choice) return { name: group.getAttribute('aria-labelledby') ?? '?', beside: false }
    const a = label.getBoundingClientRect()
    const b = choice.getBoundingClientRect()
    const ltr = getComputedStyle(group).direction !== 'rtl'
    const before = ltr ? a.right <= b.left + 0.5 : b.right <= a.left + 0.5
    const sameLine = a.top < b.bottom && b.top < a.bottom
    return { name: label.textContent ?? '', beside: before && sameLine }
  })
}

/** Resolves true once the app and its lazily loaded parts have hydrated (browser.ts waitForHydration). */
export function hydrated(timeout: number): Promise<boolean> {
  return new Promise((resolve) => {
    const start = Date.now()
    const check = () => {
      const d = document.documentElement.dataset
      if (d.hydrated === 'true' && d.parts === 'ready') resolve(true)
      else if (Date.now() - start > timeout) resolve(false)
      else setTimeout(check, 50)
    }
    check()
  })
}

/**
 * Resolves once the page has asked for no new resource for `quiet` ms (at most `max` ms): the
 * parts fetched while idle, images, the icon. Playwright's `networkidle`, for drivers without it.
 */
export function settled(quiet: number, max: number): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now()
    let count = -1
    let since = start
    const check = () => {
      const n = performance.getEntriesByType('resource').length
      const now = performance.now()
      if (n !== count) {
        count = n
        since = now
      }
      if (now - since >= quiet || now - start >= max) resolve()
      else setTimeout(check, 50)
    }
    check()
  })
}
