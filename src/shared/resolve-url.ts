/**
 * The one place that turns an incoming URL into a route path. The dev server, the prerenderer,
 * the preview server and the client router all call it.
 *
 * | input                              | route                     |
 * |------------------------------------|---------------------------|
 * | `/`, `/index`, `/index.html`       | `/`                       |
 * | `/blog/`, `/blog/index.html`       | `/blog/`                  |
 * | `/blog/2025/a.html?x=1#h`          | `/blog/2025/a`            |
 * | `/blog/2019/%E7%90%86`             | `/blog/2019/理`           |
 * | `blog//2025/a`                     | `/blog/2025/a`            |
 */
export function resolveUrl(url: string): string {
  let path = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '')
  path = path.split(/[?#]/, 1)[0]
  path = safeDecode(path)
  path = ('/' + path).replace(/\/{2,}/g, '/')
  path = path.replace(/\.html$/, '')
  path = path.replace(/\/index$/, '/')
  return path
}

/** decodeURIComponent that keeps a malformed escape as it is instead of throwing. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** The hash of a URL without `#`, decoded; '' when there is none. */
export function urlHash(url: string): string {
  const i = url.indexOf('#')
  return i < 0 ? '' : safeDecode(url.slice(i + 1))
}

/**
 * Finds the route a resolved path names. A page `/a/b` is also reached as `/a/b/` (an old
 * `/a/b/index` link), and a folder index `/a/` as `/a`.
 */
export function matchRoute<T>(routes: ReadonlyMap<string, T>, path: string): T | undefined {
  return routes.get(path) ?? (path.endsWith('/') && path !== '/' ? routes.get(path.slice(0, -1)) : routes.get(path + '/'))
}

/**
 * The section a route belongs to: its first path segment (`/blog/x` → `blog`), '' for the root.
 * A page of another language or version is in its prefix's sections (`/en/guide/x` → `en/guide`,
 * `/v1/en/x` → `v1/en`): the longest of the path's first three segments that names a section.
 */
export function sectionOf(path: string, sections: readonly string[]): string {
  const segments = path.split('/').slice(1, 4)
  let found = ''
  for (let i = 1; i <= segments.length; i++) {
    const name = segments.slice(0, i).join('/')
    if (sections.includes(name)) found = name
  }
  return found
}
