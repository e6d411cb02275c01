import { createServer, type Server, type ServerResponse } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { resolveUrl, safeDecode } from '../../src/shared/resolve-url.ts'
import { stripBase, withBase } from '../../src/shared/base.ts'
import { outputPath } from '../render/output-path.ts'

/**
 * `npm run preview`: serves dist/ the way static hosts do (the nginx block in the README does
 * the same):
 *
 *   /a/b            → a/b.html
 *   /a/             → a/index.html
 *   /a/b.html       → 301 /a/b            /a/index → 301 /a/
 *   /a (a folder)   → 301 /a/             /a/b/ (a page) → 301 /a/b
 *   anything else   → 404.html, status 404
 *
 * Under a base (`/notes/`) the paths above are the ones after it: `/notes/a/b` → a/b.html,
 * `/notes` → 301 `/notes/`, and every path outside the base → 404.html, status 404.
 *
 * Hashed files under /assets/ are cached for a year; HTML is revalidated on every visit.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export function serveFile(res: ServerResponse, dir: string, relative: string, cache: string, status = 200): boolean {
  // A folder of static files (a demo under /public/) is served by its index.html.
  const file = normalize(join(dir, relative.endsWith('/') || relative === '' ? relative + 'index.html' : relative))
  if (!file.startsWith(normalize(dir) + sep) || !existsSync(file) || !statSync(file).isFile()) return false
  res.writeHead(status, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cache,
  })
  res.end(readFileSync(file))
  return true
}

const HTML_CACHE = 'no-cache'
const ASSET_CACHE = 'public, max-age=31536000, immutable'

export function previewHandler(dir: string, base = '/') {
  const has = (rel: string) => existsSync(join(dir, rel)) && statSync(join(dir, rel)).isFile()
  return (rawUrl: string, res: ServerResponse) => {
    const [asked, ...rest] = rawUrl.split('?')
    const search = rest.length ? '?' + rest.join('?') : ''
    const redirect = (to: string) => {
      res.writeHead(301, { location: encodeURI(withBase(base, to)) + search, 'cache-control': HTML_CACHE })
      res.end()
    }
    // The path after the base; outside it, nothing of the site is served.
    const pathname = stripBase(base, asked)
    if (pathname === undefined) return notFound(res, dir)
    if (base !== '/' && asked === base.slice(0, -1)) return redirect('/')
    const decoded = safeDecode(pathname)
    if (/^\/(assets|public)\//.test(decoded) || (extname(decoded) && extname(decoded) !== '.html')) {
      const cache = decoded.startsWith('/assets/') ? ASSET_CACHE : HTML_CACHE
      if (decoded.startsWith('/public/') && !decoded.endsWith('/') && has(decoded.slice(1) + '/index.html')) return redirect(decoded + '/')
      if (serveFile(res, dir, decoded.slice(1), cache)) return
    } else {
      const route = resolveUrl(pathname)
      const target = has(outputPath(route))
        ? route
        : route.endsWith('/') && route !== '/' && has(outputPath(route.slice(0, -1)))
          ? route.slice(0, -1)
          : !route.endsWith('/') && has(outputPath(route + '/'))
            ? route + '/'
            : undefined
      if (target !== undefined) {
        if (target !== decoded) return redirect(target)
        serveFile(res, dir, outputPath(target), HTML_CACHE)
        return
      }
    }
    notFound(res, dir)
  }
}

function notFound(res: ServerResponse, dir: string): void {
  if (!serveFile(res, dir, '404.html', HTML_CACHE, 404)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('404 Not Found')
  }
}

/** `base`: the base path dist/ was built for (src/shared/base.ts); default `/`. */
export async function startPreviewServer(options: { dir: string; port: number; host: string; base?: string }): Promise<Server> {
  const handle = previewHandler(options.dir, options.base)
  const server = createServer((req, res) => handle(req.url ?? '/', res))
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve))
  return server
}
