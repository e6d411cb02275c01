/**
 * What the search dialog shows of a page that matched (read-page.ts): its title and headings
 * where a keyword is, then snippets of the text around the matches, at most `perKeyword` per
 * keyword, in text order, each under the heading it follows.
 */
import { positionMapper } from '../shared/normalize-text'
import type { HighlightRange, PageEntry, Suggestion } from '../shared/search'
import { findRanges, snippet, snippetWindow } from './highlight'
import type { ReadPage } from './read-page'

/** At most `room` suggestions of a page, at most `perKeyword` snippets of each keyword. */
export function suggestionsOf(page: ReadPage, room: number, perKeyword: number): Suggestion[] {
  const { entry, matches } = page
  const route = entry.route
  const all = [...new Set(matches.flatMap((m) => m.needles))]
  const fuzzy = matches.some((m) => m.fuzzy)
  const out: Suggestion[] = []
  const mapped = (text: string, normalized: string): HighlightRange[] => {
    const map = positionMapper(text)
    return findRanges(normalized, all).map((x) => {
      const o = map(x.start, x.start + x.length)
      return { start: o.start, length: o.end - o.start }
    })
  }
  const titleRanges = mapped(entry.title, page.title)
  if (titleRanges.length) {
    out.push({ type: 'title', link: route, pageTitle: entry.title, header: '', statement: entry.title, highlights: titleRanges, fuzzy })
  }
  entry.toc.forEach(([text, id], i) => {
    const ranges = mapped(text, page.headers[i] ?? '')
    if (ranges.length) {
      out.push({
        type: 'header',
        link: `${route}#${id}`,
        pageTitle: entry.title,
        header: text,
        statement: text,
        highlights: ranges,
        fuzzy,
      })
    }
  })
  // Text matches: at most `perKeyword` snippets per keyword, skipping the headings' own lines
  // (already a header suggestion) and matches that an earlier snippet already shows.
  const inHeading = (at: number) => entry.toc.some(([text, , , c]) => c >= 0 && at >= c && at < c + text.length)
  const longest = Math.max(...all.map((n) => n.length))
  const shown: { from: number; to: number }[] = []
  const snippets: { at: number; s: Suggestion }[] = []
  for (const m of matches) {
    let made = 0
    for (const b of page.blocks) {
      if (made >= perKeyword) break
      // Occurrences of this keyword's needles in this block, in text order.
      const next = m.needles.map((n) => ({ n, at: b.norm.indexOf(n) }))
      while (made < perKeyword) {
        let best: (typeof next)[number] | undefined
        for (const x of next) if (x.at !== -1 && (!best || x.at < best.at)) best = x
        if (!best) break
        const o = b.map(best.at, best.at + best.n.length)
        best.at = b.norm.indexOf(best.n, best.at + best.n.length)
        const at = entry.blocks[b.index] + o.start
        if (inHeading(at) || shown.some((w) => at >= w.from && at + o.end - o.start <= w.to)) continue
        const window = snippetWindow(b.text.length, o)
        const near: HighlightRange[] = []
        for (const n of all) {
          for (
            let x = b.norm.indexOf(n, Math.max(0, window.from - longest));
            x !== -1 && x < window.to;
            x = b.norm.indexOf(n, x + n.length)
          ) {
            const r = b.map(x, x + n.length)
            near.push({ start: r.start, length: r.end - r.start })
          }
        }
        const { statement, highlights, window: part } = snippet(b.text, o, near)
        shown.push({ from: entry.blocks[b.index] + part.from, to: entry.blocks[b.index] + part.to })
        const under = headingBefore(entry.toc, at)
        snippets.push({
          at,
          s: {
            type: 'content',
            link: under ? `${route}#${under[1]}` : route,
            pageTitle: entry.title,
            header: under?.[0] ?? '',
            statement,
            highlights,
            fuzzy,
          },
        })
        made++
      }
    }
  }
  snippets.sort((a, b) => a.at - b.at)
  out.push(...snippets.map((x) => x.s))
  return out.slice(0, room)
}

function headingBefore(toc: PageEntry['toc'], at: number) {
  let best: PageEntry['toc'][number] | undefined
  for (const h of toc) if (h[3] >= 0 && h[3] <= at && (!best || h[3] >= best[3])) best = h
  return best
}
