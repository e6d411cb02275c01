import { THEME_KEY } from '../shared/storage-keys'

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong palette and the
 * server HTML and the first client render agree: both render theme-neutral markup and CSS reads
 * the `dark` class on <html>.
 */
export const prePaintScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})()`
