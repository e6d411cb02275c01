import type { Root, Element } from 'hast'
import type { VFile } from 'vfile'
import { posix } from 'node:path'
import { visit } from 'unist-util-visit'
import { resolveUrl, safeDecode, urlHash } from '../../src/shared/resolve-url.ts'
import { routeOfFile } from '../../src/shared/route-path.ts'
import { withBase } from '../../src/shared/base.ts'

/**
 * Rewrites links and records the internal ones for the site-wide check (check-links.ts), which
 * can only run once every page's headings are known.
 *
 *   [x](./b.md#h)          → <a href="/blog/2025/b#h">       (recorded)
 *   [x](/blog/2025/b)      → unchanged                        (recorded)
 *   [x](https://a.org)     → <a href="https://a.org" target="_blank" rel="noopener noreferrer">
 *
 * `relativePath` is the page's path inside content/. With a base (`/notes/`) the href gets it
 * in front (`/notes/blog/2025/b#h`); the recorded route stays without it.
 */
export interface LinkRef {
  route: string
  hash: string
  raw: string
  line: number
  column: number
}

declare module 'vfile' {
  interface DataMap {
    links: LinkRef[]
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i

export default function rehypeLinks(options: { relativePath: string; base?: string }) {
  const dir = posix.dirname(options.relativePath)
  const selfRoute = routeOfFile(options.relativePath)
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = []
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return
      const cls = node.properties.className
      if (Array.isArray(cls) && cls.includes('header-anchor')) return
      const raw = node.properties.href
      if (SCHEME.test(raw) || raw.startsWith('//')) {
        if (/^(https?:)?\/\//i.test(raw)) {
          node.properties.target = '_blank'
          node.properties.rel = ['noopener', 'noreferrer']
        }
        return
      }
      const place = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
      const hashAt = raw.indexOf('#')
      const beforeHash = hashAt < 0 ? raw : raw.slice(0, hashAt)
      // The query stays on the link (`/a?outline=0`, a URL switch); the route is checked without it.
      const queryAt = beforeHash.indexOf('?')
      const pathPart = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
      const query = queryAt < 0 ? '' : beforeHash.slice(queryAt)
      const hash = hashAt < 0 ? '' : urlHash(raw)
      let route: string
      if (pathPart === '') route = selfRoute
      else if (/\.mdx?$/.test(pathPart)) {
        const target = pathPart.startsWith('/') ? pathPart.slice(1) : posix.normalize(posix.join(dir, safeDecode(pathPart)))
        route = routeOfFile(target)
      } else if (pathPart.startsWith('/')) route = resolveUrl(pathPart)
      else route = resolveUrl(posix.join(selfRoute.endsWith('/') ? selfRoute : posix.dirname(selfRoute), pathPart))
      if (pathPart !== '') node.properties.href = withBase(options.base ?? '/', route + query + (hashAt < 0 ? '' : raw.slice(hashAt)))
      links.push({ route, hash, raw, ...place })
    })
    file.data.links = links
  }
}
