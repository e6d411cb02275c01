import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a page makes the browser fetch before it is interactive: every module script
 * and modulepreload its HTML references, gzip-compressed, summed.
 */
export function firstLoadJs(dist: string, htmlFile: string): { files: string[]; gzipBytes: number; code: string } {
  const html = readFileSync(join(dist, htmlFile), 'utf8')
  const files = [...html.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((m) => m[1])
  const sources = files.map((f) => readFileSync(join(dist, f)))
  const gzipBytes = sources.reduce((sum, b) => sum + gzipSync(b).length, 0)
  return { files, gzipBytes, code: sources.map(String).join('\n') }
}
