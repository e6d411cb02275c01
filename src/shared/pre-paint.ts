import { THEME_KEY } from './storage-keys'

/** The URL switches: `?navbar=0` and so on hide a part of the page through a class on <html>. */
export const UI_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong palette and the
 * server HTML and the first client render agree: React renders the same markup for every reader
 * and CSS reads what this script puts on <html>:
 *
 *   class `dark`              the palette; 'auto' follows the system, also when it changes later
 *   data-appearance           the stored choice ('light' | 'dark' | 'auto'), for the switch's icon
 *   class `hide-<switch>`     one per URL switch set to 0 (`?outline=0` → `hide-outline`); after a
 *                             navigation the app sets them from the new URL (src/client/ui-switches.ts)
 *
 * With `darkMode: false` (themeConfig) the site has one palette: light, whatever is stored or
 * the system prefers, and no switch to change it.
 *
 * It stays a plain string of ES5: it runs before any module and must not wait for one.
 */
export function prePaintScript({ darkMode = true }: { darkMode?: boolean } = {}): string {
  const switches = `  try {
    var q = new URLSearchParams(location.search);
    ${JSON.stringify(UI_SWITCHES)}.forEach(function (k) { if (q.get(k) === '0') d.classList.add('hide-' + k); });
  } catch (e) {}`
  if (!darkMode) {
    return `(function () {
  var d = document.documentElement;
${switches}
  d.setAttribute('data-appearance', 'light');
})()`
  }
  return `(function () {
  var d = document.documentElement, key = ${JSON.stringify(THEME_KEY)};
${switches}
  var system = window.matchMedia && matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var t = null;
    try { t = localStorage.getItem(key); } catch (e) {}
    if (t !== 'light' && t !== 'dark') t = 'auto';
    d.setAttribute('data-appearance', t);
    d.classList.toggle('dark', t === 'dark' || (t === 'auto' && !!system && system.matches));
  }
  apply();
  if (system) system.addEventListener('change', apply);
  window.addEventListener('storage', function (e) { if (e.key === key) apply(); });
})()`
}
