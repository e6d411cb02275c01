/**
 * What the suite of tests/e2e/engines/suite.ts asks of a browser engine that playwright-core does
 * not drive here: Firefox over WebDriver BiDi (firefox.ts), WebKitGTK over classic W3C WebDriver
 * (webkit.ts). A page of either answers the same few calls, so one suite serves both.
 */

export interface Viewport {
  width: number
  height: number
}

export interface EnginePage {
  /** Loads a URL and waits for its `load` event. */
  goto(url: string): Promise<void>
  /** Runs `fn` in the page (sent as source text: it must use nothing from its module). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>
  /** Presses one key, or a chord whose last key is pressed while the others are held ('Control', 'k'). */
  press(...keys: Key[]): Promise<void>
  /** Types text into what has focus, key by key. */
  type(text: string): Promise<void>
  /** A real click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** What went wrong in the page since the last goto: uncaught errors, console errors and warnings, failed requests. */
  problems(): Promise<string[]>
  close(): Promise<void>
}

export type Key = 'Control' | 'Escape' | 'Enter' | 'k'

export interface Engine {
  name: string
  version: string
  newPage(viewport: Viewport): Promise<EnginePage>
  close(): Promise<void>
}

/**
 * Where an engine's driver shows no console and no page errors (WebKit's WebDriver has no log
 * interface), this script, run before any of the page's own, keeps them in
 * `window.__siteProblems`: console.error and console.warn calls (React reports hydration
 * mismatches and its caught errors through them), uncaught errors and rejections, resources that
 * failed to load (an <img>, <script> or <link> that fires `error`) and CSP violations.
 */
export const WATCH_SCRIPT = `(() => {
  const problems = (window.__siteProblems = [])
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = function (...args) {
      problems.push('console ' + level + ': ' + args.map(String).join(' '))
      return original.apply(this, args)
    }
  }
  addEventListener('error', (e) => {
    const t = e.target
    if (t && t !== window && t.tagName) problems.push('failed to load: <' + t.tagName.toLowerCase() + '> ' + (t.currentSrc || t.src || t.href))
    else problems.push('page error: ' + e.message)
  }, true)
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection: ' + (e.reason && e.reason.stack || e.reason)))
  addEventListener('securitypolicyviolation', (e) => problems.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI))
})()`
