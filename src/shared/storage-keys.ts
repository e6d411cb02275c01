/** Every key the site keeps in the reader's browser, in one place. */
export const THEME_KEY = 'site-theme'
export const SCROLL_KEY = 'site-scroll'
