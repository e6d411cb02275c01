import type { Diagnostic } from '../diagnostics.ts'
import { routeOfFile } from '../../src/shared/route-path.ts'

export interface RouteClash {
  file: string
  other: string
  route: string
  otherRoute: string
}

/**
 * Finds page files that claim one address. `a.md` and `a.tsx` give the same route. `a.md` (`/a`)
 * and `a/index.md` (`/a/`) give two routes but one address: `matchRoute`, the preview server and
 * nginx answer either spelling with the page of the other, so a link to `/a/` written for `a.md`
 * would land on `a/index.md` and the link check could not tell.
 *
 *   guide/a.md, guide/a.tsx        →  { file: 'guide/a.tsx', other: 'guide/a.md', route: '/guide/a', otherRoute: '/guide/a' }
 *   guide/a.md, guide/a/index.md   →  { file: 'guide/a/index.md', other: 'guide/a.md', route: '/guide/a/', otherRoute: '/guide/a' }
 *
 * Paths are relative to content/; the first file of a group in path order is the `other` of the rest.
 */
export function routeClashes(files: readonly string[]): RouteClash[] {
  const first = new Map<string, string>()
  const out: RouteClash[] = []
  for (const file of [...files].sort()) {
    const route = routeOfFile(file)
    const address = route.length > 1 ? route.replace(/\/$/, '') : route
    const other = first.get(address)
    if (other === undefined) first.set(address, file)
    else out.push({ file, other, route, otherRoute: routeOfFile(other) })
  }
  return out
}

/** The clash as an error on the later file; `projectPath` turns a content path into the printed one. */
export function clashDiagnostic(c: RouteClash, projectPath: (rel: string) => string): Diagnostic {
  const same = c.route === c.otherRoute
  return {
    file: projectPath(c.file),
    line: 1,
    column: 1,
    reason: same
      ? `route "${c.route}" is also the route of ${projectPath(c.other)}`
      : `route "${c.route}" is the same address as "${c.otherRoute}" of ${projectPath(c.other)}`,
    hint: same
      ? 'A route has one page file. Rename or remove one of the two files.'
      : `The site answers ${c.otherRoute} and ${c.route} with one page (either spelling leads to the other). Rename or remove one of the two files.`,
    rule: 'site/route-clash',
    fatal: true,
  }
}
