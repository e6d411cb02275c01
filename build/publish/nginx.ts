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
 */
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
}

export function nginxServerBlock(o: NginxOptions): string {
  const root = o.root.replace(/\/+$/, '')
  const headers = `include ${root}/${NGINX_HEADERS};`
  const camera = (o.cameraRoutes ?? []).map(
    (route) => `
    location = ${route} {
        include ${root}/${NGINX_CAMERA_HEADERS};
        add_header Cache-Control "no-cache" always;
        try_files $uri.html =404;
    }
`,
  )
  return `server {
    listen ${o.listen};
    server_name ${o.serverName};
    root ${root};
    error_page 404 /404.html;
    # Redirects name the path only, so they keep the scheme and host the reader used.
    absolute_redirect off;
    charset utf-8;
    charset_types text/css text/plain text/markdown text/xml application/javascript application/json image/svg+xml;

    # /a/b.html → /a/b and /a/index(.html) → /a/, judged on what the reader asked for (still
    # percent-encoded) so the lookups below never loop. Files under /assets/ and /public/ are
    # served as they are.
    if ($request_uri ~ "^(?!/(?:assets|public)/)([^?]*?)/index(?:\\.html)?(\\?.*)?$") { return 301 $1/$2; }
    if ($request_uri ~ "^(?!/(?:assets|public)/)([^?]*)\\.html(\\?.*)?$") { return 301 $1$2; }

    # The build's own files (the header snippets in .nginx/) are not for readers.
    location ~ /\\.(?!well-known/) {
        return 404;
    }

    # The pages' markdown sources (/public/source/…), which Debian's mime.types does not know.
    location ~ \\.md$ {
        ${headers}
        add_header Cache-Control "no-cache" always;
        types { }
        default_type text/markdown;
        try_files $uri =404;
    }

    location ^~ /assets/ {
        ${headers}
        add_header Cache-Control "public, max-age=31536000, immutable" always;
        try_files $uri =404;
    }
${camera.join('')}
    # /a/ : the folder's index.html, else the page /a without the slash.
    location ~ ^(?<site_noslash>.*)/$ {
        ${headers}
        add_header Cache-Control "no-cache" always;
        try_files \${uri}index.html @site_noslash;
    }

    # /a : the page a.html, a file, else the folder /a/.
    location / {
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
