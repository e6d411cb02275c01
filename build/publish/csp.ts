import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The security headers of the site, for hosts that take them from a file (the nginx server block
 * in nginx.ts includes the snippets this writes into dist/.nginx/).
 *
 * Scripts: only files from the site itself and the inline scripts the build wrote (the pre-paint
 * theme script, the small loaders of the /public/ demos), each allowed by its SHA-256, computed
 * from the written HTML so the list can never drift from the pages:
 *
 *   <script>(function () { … })()</script>   →   'sha256-Vh1h…='
 *
 * A `<script type="application/ld+json">` is a data block the browser never runs; CSP does not
 * apply to it, so it needs no hash.
 *
 * Styles keep 'unsafe-inline': highlighted code carries its colours in style attributes
 * (`--shiki-light:#…`), and React writes style attributes too. Images and workers may be `blob:`
 * (the QR scanner draws a picked file through an object URL and decodes in a Worker).
 */

/** Script types a browser executes (HTML's JavaScript MIME types, `module`, `importmap`). */
const EXECUTABLE = /^(|module|importmap|(text|application)\/(x-)?(javascript|ecmascript|jscript|livescript)(1\.\d)?)$/

/** The text of every inline script a browser would run in one HTML document. */
export function inlineScripts(html: string): string[] {
  const out: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1]
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs)
    const value = (type?.[2] ?? type?.[3] ?? type?.[4] ?? '').trim().toLowerCase()
    if (EXECUTABLE.test(value)) out.push(m[2])
  }
  return out
}

/** A CSP hash source: `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`. */
export function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** Hash sources of the inline scripts of every .html file below `dir`, sorted, each once. */
export function scriptHashes(dir: string): string[] {
  const hashes = new Set<string>()
  const walk = (d: string) => {
    if (!existsSync(d)) return
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.html')) for (const s of inlineScripts(readFileSync(p, 'utf8'))) hashes.add(hashSource(s))
    }
  }
  walk(dir)
  return [...hashes].sort()
}

export function contentSecurityPolicy(hashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Every response's security headers; `camera` for the pages that may use it. */
export function securityHeaders(csp: string, camera: boolean): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', camera ? 'camera=(self)' : 'camera=()'],
  ]
}

/** The headers as nginx directives, for `include` in a location (`always`: 404 pages too). */
export function nginxHeaderSnippet(headers: [string, string][]): string {
  return (
    '# Written by the site build (build/publish/csp.ts); the script hashes are those of the built pages.\n' +
    headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n') +
    '\n'
  )
}
