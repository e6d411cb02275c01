/** Every key the site keeps in the reader's browser, in one place. */
/** The reader's appearance choice: 'light', 'dark' or 'auto' (absent means 'auto'). */
export const THEME_KEY = 'site-theme'
export const SCROLL_KEY = 'site-scroll'
/** The chosen tab of each markdown tab group with an id: a JSON map id → tab label. */
export const TABS_KEY = 'site-tabs'
/** The QR scanner's recent results (src/tools/qr-scanner/history.ts), newest first. */
export const QR_HISTORY_KEY = 'site-qr-history'
/** Set on the first visit to the site's root: the language redirect (locale-redirect.ts) happens once. */
export const VISITED_KEY = 'site-visited'
