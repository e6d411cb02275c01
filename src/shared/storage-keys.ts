/** Every key the site keeps in the reader's browser, in one place. */
/** The reader's appearance choice: 'light', 'dark' or 'auto' (absent means 'auto'). */
export const THEME_KEY = 'site-theme'
export const SCROLL_KEY = 'site-scroll'
