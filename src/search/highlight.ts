/**
 * Highlight ranges and snippets. Ranges are `{ start, length }` in UTF-16 units of the text they
 * belong to; the dialog renders each range as <mark> and everything else as plain text.
 */
import type { HighlightRange } from '../shared/search'

/** Sorts ranges and merges those that overlap or touch. */
export function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = ranges.filter((r) => r.length > 0).sort((a, b) => a.start - b.start || b.length - a.length)
  const out: HighlightRange[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && r.start <= last.start + last.length) {
      last.length = Math.max(last.length, r.start + r.length - last.start)
    } else {
      out.push({ ...r })
    }
  }
  return out
}

/** Every occurrence of each needle in `haystack` (both normalized), merged. */
export function findRanges(haystack: string, needles: string[]): HighlightRange[] {
  const out: HighlightRange[] = []
  for (const n of needles) {
    if (!n) continue
    for (let at = haystack.indexOf(n); at !== -1; at = haystack.indexOf(n, at + n.length)) {
      out.push({ start: at, length: n.length })
    }
  }
  return mergeRanges(out)
}

export interface TextPart {
  text: string
  mark: boolean
}

/** Cuts `text` into plain and marked parts by its (merged, in-bounds) ranges. */
export function splitByRanges(text: string, ranges: HighlightRange[]): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const r of mergeRanges(ranges)) {
    const start = Math.max(r.start, at)
    const end = Math.min(r.start + r.length, text.length)
    if (end <= start) continue
    if (start > at) parts.push({ text: text.slice(at, start), mark: false })
    parts.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false })
  return parts
}

export const SNIPPET_LENGTH = 100
const ELLIPSIS = '…'

/** The part of a text of `length` units that a snippet around `match` shows (before surrogate fixes). */
export function snippetWindow(length: number, match: { start: number; end: number }, size = SNIPPET_LENGTH): { from: number; to: number } {
  const room = Math.max(0, size - (match.end - match.start))
  let from = Math.max(0, match.start - Math.floor(room / 3))
  const to = Math.min(length, from + Math.max(size, match.end - match.start))
  from = Math.max(0, Math.min(from, to - size))
  return { from, to }
}

function isLowSurrogate(s: string, i: number): boolean {
  const c = s.charCodeAt(i)
  return c >= 0xdc00 && c <= 0xdfff
}

/**
 * A window of about `size` characters of `text` around `[start, end)`: a third of the room before
 * the match, the rest after, shifted to stay inside the text. Line breaks become spaces, an
 * ellipsis marks each cut end, and `ranges` (positions in `text`) are moved into the snippet.
 */
export function snippet(
  text: string,
  match: { start: number; end: number },
  ranges: HighlightRange[],
  size = SNIPPET_LENGTH,
): { statement: string; highlights: HighlightRange[]; window: { from: number; to: number } } {
  let { from, to } = snippetWindow(text.length, match, size)
  // Not in the middle of a Latin word or number (`…ate，` for `xTaskCreate，`): up to 15 units
  // inwards to the word's edge, never past the match.
  const word = (i: number) => /[\w.-]/.test(text[i] ?? '')
  for (let k = 0; k < 15 && from > 0 && from < match.start && word(from - 1) && word(from); k++) from++
  for (let k = 0; k < 15 && to < text.length && to > match.end && word(to - 1) && word(to); k++) to--
  if (from > 0 && isLowSurrogate(text, from)) from--
  if (to < text.length && isLowSurrogate(text, to)) to++
  const lead = from > 0 ? ELLIPSIS : ''
  const statement = lead + text.slice(from, to).replace(/[\r\n\t]/g, ' ') + (to < text.length ? ELLIPSIS : '')
  const highlights = mergeRanges(
    ranges
      .map((r) => {
        const s = Math.max(r.start, from)
        const e = Math.min(r.start + r.length, to)
        return { start: s - from + lead.length, length: e - s }
      })
      .filter((r) => r.length > 0),
  )
  return { statement, highlights, window: { from, to } }
}
