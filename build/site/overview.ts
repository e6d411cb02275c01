import { dirname } from 'node:path'
import { groupOverview, overviewRoutes, type FolderMeta } from '../../src/shared/overview.ts'
import type { OverviewGroup, RouteSummary } from '../../src/shared/types.ts'
import { closest, placeAt, type Diagnostic } from '../diagnostics.ts'
import type { PageRecord } from './record.ts'

/**
 * What an overview page lists, worked out at build time from the Page records: the pages of its
 * folder and below, grouped as the folder's `_meta.json` names them, each with its description
 * and its headings of the configured depths. The page's own record carries the result, so the
 * prerendered HTML is the whole overview and the browser loads nothing more for it.
 *
 *   content/book/100-gcc-tips/_meta.json
 *   [{ "text": "预处理", "items": ["007-preprocess-no-linemarkers", "008-define-macro"] }, …]
 */

export interface MetaRead {
  file: string
  text: string
  meta?: FolderMeta
  problems: Diagnostic[]
}

/** A file beside the pages that the site reads (a folder's `_meta.json`, the tags file), as the loader found it. */
export interface SideFile {
  /** Absolute path. */
  file: string
  /** Path from the project root, as messages print it. */
  projectPath: string
  text: string
}

/**
 * A folder's `_meta.json` (`folder` relative to content/, '' for content/ itself), parsed and
 * checked against the routes: the one reading that the overview page and the generated sidebar
 * (model.ts summaries) both group by.
 */
export function parseFolderMeta(side: SideFile, folder: string, routes: ReadonlySet<string>): MetaRead {
  const { file, text, projectPath } = side
  const at = (offset: number) => placeAt(text, offset)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return {
      file,
      text,
      problems: [
        {
          file: projectPath,
          ...at(jsonErrorOffset(text, (e as Error).message)),
          reason: `_meta.json is not valid JSON: ${(e as Error).message}`,
          hint: 'Fix the JSON: a list of groups, [{ "text": "组名", "items": ["page-file-name", …] }, …].',
          rule: 'overview/meta',
          fatal: true,
        },
      ],
    }
  }
  const valid =
    Array.isArray(value) &&
    value.every((g) => g && typeof g.text === 'string' && Array.isArray(g.items) && g.items.every((i: unknown) => typeof i === 'string'))
  if (!valid) {
    return {
      file,
      text,
      problems: [
        {
          file: projectPath,
          line: 1,
          column: 1,
          reason: '_meta.json is not a list of groups',
          hint: 'Write [{ "text": "组名", "items": ["page-file-name", …] }, …]: a group title and the file names (without .md) of its pages.',
          rule: 'overview/meta',
          fatal: true,
        },
      ],
    }
  }
  // Every name must be a page of the folder: a misspelt one would silently move a page to "Others".
  const meta = value as FolderMeta
  const route = folder ? `/${folder}/` : '/'
  const slugs = [...routes].filter((p) => p.startsWith(route) && p !== route).map((p) => p.slice(route.length))
  const problems: Diagnostic[] = []
  for (const group of meta) {
    for (const slug of group.items) {
      if (routes.has(route + slug)) continue
      const guess = closest(slug, slugs, Math.max(3, Math.floor(slug.length / 3)))
      problems.push({
        file: projectPath,
        ...at(Math.max(0, text.indexOf(JSON.stringify(slug)))),
        reason: `"${slug}" in group "${group.text}" names no page`,
        hint: `No page ${route}${slug} exists.${guess ? ` Did you mean "${guess}"?` : ''} Use the page's file name without .md.`,
        rule: 'overview/meta',
        fatal: true,
      })
    }
  }
  return { file, text, meta, problems }
}

/**
 * The groups an overview page shows, with every page's description and headings: its section's
 * route list in reading order, grouped by its folder's `_meta.json`.
 */
export function overviewOf(options: {
  record: PageRecord
  routes: readonly RouteSummary[]
  meta: FolderMeta | undefined
  pages: ReadonlyMap<string, PageRecord>
  config: { headers: readonly number[]; othersGroupText: string }
}): OverviewGroup[] {
  const { record, config } = options
  const fm = record.frontmatter
  const depths: number[] = Array.isArray(fm.overviewHeaders) ? (fm.overviewHeaders as number[]) : [...config.headers]
  const routes = overviewRoutes(
    record.routePath,
    options.routes.map((s) => ({ path: s.path, title: s.title })),
  )
  const folder = record.routePath.slice(0, record.routePath.lastIndexOf('/') + 1)
  return groupOverview(routes, options.meta, folder, config.othersGroupText).map((g) => ({
    ...g,
    items: g.items.map((item) => {
      const page = options.pages.get(item.link)!
      const description = page.frontmatter.description
      return {
        ...item,
        headers: (page.body?.toc ?? []).filter((h) => depths.includes(h.depth)).map(({ text, id }) => ({ text, id })),
        ...(typeof description === 'string' ? { description } : {}),
      }
    }),
  }))
}

/** The folder of a page's `_meta.json`, relative to content/ ('' for content/ itself). */
export const metaFolder = (record: { relativePath: string }) => {
  const folder = dirname(record.relativePath)
  return folder === '.' ? '' : folder
}

/**
 * Where JSON.parse stopped, from V8's message: "… at position 42", or for an unexpected token a
 * quote of the text around it (up to 10 characters either side, "..." where it was cut).
 */
export function jsonErrorOffset(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message)
  if (position) return Number(position[1])
  if (/Unexpected end of JSON input/.test(message)) return text.length
  const quoted = /^Unexpected token '([\s\S])', (\.\.\.)?"([\s\S]*?)"(\.\.\.)? is not valid JSON$/.exec(message)
  if (!quoted) return 0
  const [, token, cutBefore, context, cutAfter] = quoted
  if (cutBefore) return text.indexOf(context) + 10
  if (cutAfter) return context.length - 10
  return Math.max(0, text.indexOf(token))
}
