/**
 * The base path: the URL prefix the site is served under (config `base`, or `--base`), `/` at a
 * host's root, `/notes/` in a folder of one. Routes stay base-less everywhere inside (the Site's
 * records, the router, resolveUrl); the base is added where an href or src is written
 * (withBase) and taken off where a URL comes in (stripBase).
 *
 * | base       | withBase('/blog/a#h') | stripBase('/notes/blog/a') |
 * |------------|-----------------------|----------------------------|
 * | `/`        | `/blog/a#h`           | `/notes/blog/a`            |
 * | `/notes/`  | `/notes/blog/a#h`     | `/blog/a`                  |
 *
 * Only site paths change: `https://…`, `//host/…`, `#h`, `?q`, `mailto:` and relative links are
 * written as they are.
 */

/**
 * The base as the site uses it, with a slash at each end: `notes`, `/notes` and `notes/` become
 * `/notes/`, '' becomes `/`. Throws on a value that is no path (a URL, a query, `..`, a character
 * that would need escaping), with what to write instead.
 */
export function normalizeBase(raw: unknown): string {
  if (typeof raw !== 'string') throw new Error(`base must be a string such as '/' or '/notes/', not ${JSON.stringify(raw)}`)
  const value = raw.trim()
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(value))
    throw new Error(`base "${raw}" is a URL; give the path only (e.g. '/notes/') and put the origin in \`url\``)
  const segments = value.split('/').filter(Boolean)
  const bad = segments.find((s) => s === '.' || s === '..' || !/^[\w.~-]+$/.test(s))
  if (bad !== undefined)
    throw new Error(`base "${raw}" has the segment "${bad}"; a base is a path of letters, digits, '-', '_', '.' and '~' (e.g. '/notes/')`)
  return segments.length ? `/${segments.join('/')}/` : '/'
}

/** A site path (`/…`) with the base in front; anything else as it is. */
export function withBase(base: string, path: string): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path
  return base + path.slice(1)
}

/** A `srcset` with each candidate's URL through withBase: `/a.png 1x, /b.png 2x`. */
export function withBaseSrcset(base: string, srcset: string): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().replace(/^\S+/, (url) => withBase(base, url)))
    .join(', ')
}

/**
 * The site path of a pathname the browser or a server sees, without the base: `/notes/a` → `/a`,
 * `/notes` → `/`; undefined when the pathname is outside the base.
 */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname
  if (pathname.startsWith(base)) return pathname.slice(base.length - 1)
  if (pathname === base.slice(0, -1)) return '/'
  return undefined
}
