import type { BlogEntry } from 'virtual:site/blog-index'
import { newestFirst, shanghaiDate } from '../shared/date'

export type { BlogEntry }

/**
 * The blog index's list logic (pure, no React):
 *
 *   groupByYear([{ date: '2018-02-01…' }, { date: '2017-05-03…' }, { date: '2018-09-09…' }])
 *     → [{ year: 2018, entries: [2018-09-09, 2018-02-01] }, { year: 2017, entries: [2017-05-03] }]
 *   filterByTag(entries, 'GDB')       → the entries tagged exactly "GDB"
 *   tagCounts(entries)                → [{ tag: 'C', count: 9 }, …] most used first
 *   tagFromSearch('?tag=C%2B%2B')     → 'C++'
 *   tagHref('C++')                    → '/blog/?tag=C%2B%2B'
 *
 * Years are calendar years in Asia/Shanghai (src/shared/date.ts), the same years the content checks hold
 * each article's folder to. No locale-aware comparison is used: its order depends on the ICU
 * build, and the server and the browser must produce the same list.
 */
export const BLOG_PATH = '/blog/'

export interface YearGroup {
  year: number
  entries: BlogEntry[]
}

export interface TagCount {
  tag: string
  count: number
}

/** Newest first; equal dates by path, so the order never depends on the input order. */
export const byDateDesc: (a: BlogEntry, b: BlogEntry) => number = newestFirst(
  (e) => Date.parse(e.date),
  (e) => e.path,
)

export function groupByYear(entries: readonly BlogEntry[]): YearGroup[] {
  const groups = new Map<number, BlogEntry[]>()
  for (const entry of [...entries].sort(byDateDesc)) {
    const year = shanghaiDate(entry.date)?.year
    if (year === undefined) continue
    const list = groups.get(year) ?? []
    list.push(entry)
    groups.set(year, list)
  }
  return [...groups].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, entries: list }))
}

export function filterByTag(entries: readonly BlogEntry[], tag: string | null): BlogEntry[] {
  return tag === null ? [...entries] : entries.filter((e) => e.tags.includes(tag))
}

/** Every tag with its number of articles: most used first, ties in order of first appearance. */
export function tagCounts(entries: readonly BlogEntry[]): TagCount[] {
  const counts = new Map<string, number>()
  for (const e of [...entries].sort(byDateDesc)) for (const t of new Set(e.tags)) counts.set(t, (counts.get(t) ?? 0) + 1)
  const order = [...counts.keys()]
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || order.indexOf(a.tag) - order.indexOf(b.tag))
}

/** The tag a URL's query asks for (`?tag=…`), or null when it names none. */
export function tagFromSearch(search: string): string | null {
  const tag = new URLSearchParams(search).get('tag')?.trim()
  return tag ? tag : null
}

export function tagHref(tag: string): string {
  return `${BLOG_PATH}?tag=${encodeURIComponent(tag)}`
}
