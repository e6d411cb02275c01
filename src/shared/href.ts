/**
 * The app's base path, as Vite was given it (build/render/build.ts, build/dev/server.ts):
 * every component that writes a site href or src goes through `href`, and the client router takes
 * URLs back to routes through `routeOfPathname`. The app's only; build/ passes the base itself.
 */
import { stripBase, withBase, withBaseSrcset } from './base'

/**
 * Also React Router's `basename`: with its trailing slash, the router writes the home page as
 * `/notes/`, not `/notes` (which the servers redirect to `/notes/`).
 */
export const BASE: string = import.meta.env.BASE_URL

/** A site path with the base in front (`/blog/a` → `/notes/blog/a`); other URLs as they are. */
export function href(path: string): string {
  return withBase(BASE, path)
}

/** A `srcset` with the base in front of each candidate's site path. */
export function hrefSrcset(srcset: string): string {
  return withBaseSrcset(BASE, srcset)
}

/** The base-less path of a pathname of this origin; undefined outside the base. */
export function routeOfPathname(pathname: string): string | undefined {
  return stripBase(BASE, pathname)
}
