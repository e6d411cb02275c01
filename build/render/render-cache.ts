import { readFileSync } from 'node:fs'
import { filesBelow, openCacheDir, sha256 } from '../cache/cache-dir.ts'
import { oncePer } from '../../src/shared/once-per.ts'
import type { RenderData, RenderResult, RouteSummary } from '../../src/shared/types.ts'

/**
 * Server renders kept between builds. What `render(url, data)` returns depends on the server
 * bundle and on its arguments only (rendering is a function of data), so a page whose URL, record,
 * body and section list are what they were, under the same server bundle, is not rendered again:
 * an edit of one article renders that article and, when its title or date changed, its section's
 * pages (their sidebar and prev/next). The document around it (scripts, styles) is put together
 * on every build, since the client build's file names change with any page.
 */
export interface RenderCache {
  render(url: string, data: RenderData, render: () => Promise<RenderResult>): Promise<RenderResult>
  readonly stats: { rendered: number; cached: number }
  /** Removes the renders this build did not use. */
  prune(): number
}

const FORMAT = 1

export function openRenderCache(options: { dir: string; serverDir: string }): RenderCache {
  const entries = openCacheDir<{ format: typeof FORMAT }>(options.dir)
  const server = bundleHash(options.serverDir)
  const stats = { rendered: 0, cached: 0 }
  // One hash per section list: the list is the same array for every page of the section.
  const listHash = oncePer((routes: RouteSummary[]) => sha256(JSON.stringify(routes)))
  return {
    stats,
    async render(url, data, render) {
      const key = sha256(
        `${FORMAT}\n${server}\n${url}\n${JSON.stringify(data.sections)}\n${data.section.name}\n${listHash(data.section.routes)}\n${JSON.stringify(data.section.sidebars)}\n${JSON.stringify(data.page)}`,
      )
      const hit = entries.read(key)
      if (hit?.header.format === FORMAT) {
        stats.cached++
        return JSON.parse(hit.body) as RenderResult
      }
      const result = await render()
      stats.rendered++
      entries.write(key, { format: FORMAT }, JSON.stringify(result))
      return result
    },
    prune: () => entries.prune(),
  }
}

/** A hash of the server bundle's JavaScript (its source maps name files, not behaviour). */
function bundleHash(dir: string): string {
  const files = filesBelow(dir).filter((f) => f.endsWith('.js'))
  return sha256(files.map((f) => `${f.slice(dir.length)}\n${sha256(readFileSync(f))}`).join('\n'))
}
