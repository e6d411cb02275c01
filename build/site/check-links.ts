import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { closest, type Diagnostic } from '../diagnostics.ts'
import { matchRoute } from '../../src/shared/resolve-url.ts'
import type { SiteModel } from './model.ts'

/**
 * Checks every internal link of every page against the page set: the route must exist (in its
 * canonical form) and a `#hash` must name a heading of the target page. `/public/...` links must
 * name a file in public/.
 */
export function checkLinks(site: SiteModel): Diagnostic[] {
  const out: Diagnostic[] = []
  const routes = [...site.pages.keys()]
  for (const page of site.pages.values()) {
    for (const link of page.body?.links ?? []) {
      const at = { file: page.projectPath, line: link.line, column: link.column, fatal: true }
      if (link.route.startsWith('/public/')) {
        if (!existsSync(join(site.paths.publicDir, link.route.slice('/public/'.length)))) {
          out.push({
            ...at,
            reason: `dead link "${link.raw}"`,
            hint: `No file public/${link.route.slice('/public/'.length)} exists. Fix the link or add the file.`,
            rule: 'links/dead',
          })
        }
        continue
      }
      const target = site.pages.get(link.route)
      const draft = target ? undefined : site.drafts.get(link.route)
      if (draft) {
        out.push({
          ...at,
          reason: `link "${link.raw}" goes to a draft: ${draft.projectPath} has draft: true`,
          hint: `A draft is left out of the built site. Remove the link, or publish the page by taking "draft: true" out of ${draft.projectPath}.`,
          rule: 'links/draft',
        })
        continue
      }
      if (!target) {
        const near = matchRoute(site.pages, link.route)
        const guess = near?.routePath ?? closest(link.route, routes, Math.max(3, Math.floor(link.route.length / 3)))
        out.push({
          ...at,
          reason: `dead link "${link.raw}"`,
          hint: near
            ? `The page's route is "${near.routePath}". Write the link in that form.`
            : `No page has this route.${guess ? ` Did you mean "${guess}"?` : ''} Fix the link or add the page.`,
          rule: 'links/dead',
        })
        continue
      }
      if (link.hash && target.format !== 'tsx' && !(target.body?.anchors ?? []).includes(link.hash)) {
        const guess = closest(link.hash, target.body?.anchors ?? [], Math.max(2, Math.floor(link.hash.length / 2)))
        out.push({
          ...at,
          reason: `dead anchor "#${link.hash}" in link "${link.raw}"`,
          hint: `${target.projectPath} has no heading with this id.${guess ? ` Did you mean "#${guess}"?` : ''} Fix the anchor or set one with {#id} on the heading.`,
          rule: 'links/anchor',
        })
      }
    }
  }
  return out
}
