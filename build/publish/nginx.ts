/**
 * The nginx server block for dist/: the README shows it (for the site's config) and the nginx
 * test runs it, so the documented config is the tested one. It gives the same answers as
 * `npm run preview` (build/preview/server.ts):
 *
 *   /a/b              → a/b.html                  /a/             → a/index.html
 *   /a/b.html         → 301 /a/b                  /a/index(.html) → 301 /a/
 *   /a (a folder)     → 301 /a/                   /a/b/ (a page)  → 301 /a/b
 *   /assets/…         → the file, cached for a year (hashed names never change)
 *   anything else     → 404.html with status 404; HTML is revalidated on every visit
 *
 * plus the security headers the build writes into dist/.nginx/ (see csp.ts). One difference:
 * `/a/b/index` takes two redirects (→ /a/b/ → /a/b) where preview takes one.
 *
 * Under a base (`/notes/`), dist/ is deployed to a folder whose path ends with it
 * (`/srv/www/notes`): nginx's root is the folder above, every location is the base's, `/notes`
 * redirects to `/notes/`, and a path outside the base gets the 404 page, as in preview.
 */
import { normalizeBase, withBase } from '../../src/shared/base.ts'

export const NGINX_HEADERS = '.nginx/headers.conf'
export const NGINX_CAMERA_HEADERS = '.nginx/headers-camera.conf'

export interface NginxOptions {
  /** `listen` argument, e.g. `80` or `127.0.0.1:8080`. */
  listen: string
  serverName: string
  /** Absolute path of the deployed dist/ folder. */
  root: string
  /** Routes that may use the camera (site config `publish.cameraRoutes`). */
  cameraRoutes?: string[]
  /** The site's base path (config `base`); default `/`. `root` must end with it. */
  base?: string
}

export function nginxServerBlock(o: NginxOptions): string {
  const root = o.root.replace(/\/+$/, '')
  const base = normalizeBase(o.base ?? '/')
  const under = base.slice(0, -1)
  if (!root.endsWith(under)) throw new Error(`nginx: the deployed folder ${root} must end with the base ${under} (e.g. /srv/www${under})`)
  // nginx looks files up by the whole path, base included: its root is the folder above dist/.
  const docRoot = root.slice(0, root.length - under.length) || '/'
  /** The base in a regular expression. */
  const b = base.replace(/\./g, '\\.')
  const headers = `include ${root}/${NGINX_HEADERS};`
  const camera = (o.cameraRoutes ?? []).map(
    (route) => `
    location = ${withBase(base, route)} {
        include ${root}/${NGINX_CAMERA_HEADERS};
        add_header Cache-Control "no-cache" always;
        try_files $uri.html =404;
    }
`,
  )
  return `server {
    listen ${o.listen};
    server_name ${o.serverName};
    root ${docRoot};
    error_page 404 ${base}404.html;
    # Redirects name the path only, so they keep the scheme and host the reader used.
    absolute_redirect off;
    charset utf-8;
    charset_types text/css text/plain text/markdown text/xml application/javascript application/json image/svg+xml;

    # /a/b.html → /a/b and /a/index(.html) → /a/, judged on what the reader asked for (still
    # percent-encoded) so the lookups below never loop. Files under /assets/ and /public/ are
    # served as they are.
    if ($request_uri ~ "^(?!${b}(?:assets|public)/)([^?]*?)/index(?:\\.html)?(\\?.*)?$") { return 301 $1/$2; }
    if ($request_uri ~ "^(?!${b}(?:assets|public)/)([^?]*)\\.html(\\?.*)?$") { return 301 $1$2; }

    # The build's own files (the header snippets in .nginx/) are not for readers.
    location ~ /\\.(?!well-known/) {
        return 404;
    }

    # The pages' markdown sources (/public/source/…), which Debian's mime.types does not know.
    location ~ ${base === '/' ? '' : `^${b}.*`}\\.md$ {
        ${headers}
        add_header Cache-Control "no-cache" always;
        types { }
        default_type text/markdown;
        try_files $uri =404;
    }

    location ^~ ${base}assets/ {
        ${headers}
        add_header Cache-Control "public, max-age=31536000, immutable" always;
        try_files $uri =404;
    }
${camera.join('')}
    # /a/ : the folder's index.html, else the page /a without the slash.
    location ~ ^(?<site_noslash>${base === '/' ? '.*' : `${b.slice(0, -1)}(?:/.*)?`})/$ {
        ${headers}
        add_header Cache-Control "no-cache" always;
        try_files \${uri}index.html @site_noslash;
    }
${outside(base)}
    # /a : the page a.html, a file, else the folder /a/.
    location ${base} {
        ${headers}
        add_header Cache-Control "no-cache" always;
        try_files $uri.html $uri @site_slash;
    }

    location @site_noslash {
        if (!-f $document_root$site_noslash.html) { return 404; }
        if ($request_uri ~ "^([^?]*?)/(\\?.*)?$") { return 301 $1$2; }
        return 404;
    }

    location @site_slash {
        if (!-f $request_filename/index.html) { return 404; }
        if ($request_uri ~ "^([^?]*)(\\?.*)?$") { return 301 $1/$2; }
        return 404;
    }
}
`
}

/** Under a base: its bare form redirects to it, and the rest of the host is no part of the site. */
function outside(base: string): string {
  if (base === '/') return ''
  return `
    location = ${base.slice(0, -1)} {
        return 301 ${base}$is_args$args;
    }

    location / {
        return 404;
    }
`
}
