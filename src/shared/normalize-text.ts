/**
 * Text normalization shared by the index (build time) and the query (browser): NFKC, which also
 * folds full-width forms to half-width (`Ｆｒｅｅ　ＲＴＯＳ` → `Free RTOS`, `（` → `(`), then lower
 * case. Pure; no DOM.
 *
 * It works one character cluster (a code point and its combining marks) at a time, so every
 * position of the normalized text can be traced back to the original text: a match found in the
 * normalized content is highlighted in the content as written.
 */

/** Normalizes one cluster; ASCII takes a fast path (most of a technical page is ASCII). */
function fold(cluster: string): string {
  if (cluster.length === 1) {
    const code = cluster.charCodeAt(0)
    if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : cluster
  }
  return cluster.normalize('NFKC').toLowerCase()
}

const MARK = /\p{M}/u

/** Calls `visit(start, end)` for each cluster of `s`. */
function clusters(s: string, visit: (start: number, end: number) => void): void {
  let i = 0
  while (i < s.length) {
    const code = s.charCodeAt(i)
    let j = i + (code >= 0xd800 && code <= 0xdbff && i + 1 < s.length ? 2 : 1)
    while (j < s.length && s.charCodeAt(j) >= 0x300 && MARK.test(s[j])) j++
    visit(i, j)
    i = j
  }
}

export function normalizeText(s: string): string {
  // Nearly all text keeps its positions (keepsPositions): every unit folds to one unit on its
  // own, through a table, with no string made per character. The same result as the loop below.
  const out = new Uint16Array(s.length)
  let i = 0
  for (; i < s.length; i++) {
    const f = foldedUnit(s.charCodeAt(i))
    if (f < 0) break
    out[i] = f
  }
  if (i === s.length) {
    let text = ''
    for (let k = 0; k < out.length; k += 8192) text += String.fromCharCode(...out.subarray(k, k + 8192))
    return text
  }
  let text = ''
  clusters(s, (a, b) => {
    text += fold(s.slice(a, b))
  })
  return text
}

/** The normalized text and, for every normalized position, where its cluster starts and ends in `s`. */
export interface Alignment {
  text: string
  /** `start[i]`: offset in the original of the cluster that normalized position i comes from. */
  start: number[]
  /** `end[i]`: offset in the original just past that cluster. */
  end: number[]
}

export function align(s: string): Alignment {
  let text = ''
  const start: number[] = []
  const end: number[] = []
  clusters(s, (a, b) => {
    const n = fold(s.slice(a, b))
    for (let k = 0; k < n.length; k++) {
      start.push(a)
      end.push(b)
    }
    text += n
  })
  return { text, start, end }
}

/**
 * Maps a range of the normalized text back to the original: `[from, to)` in normalized positions
 * becomes the smallest original range covering the clusters it touches.
 */
export function toOriginal(a: Alignment, from: number, to: number): { start: number; end: number } {
  if (to <= from) {
    const at = from < a.start.length ? a.start[from] : (a.end[a.end.length - 1] ?? 0)
    return { start: at, end: at }
  }
  return { start: a.start[from], end: a.end[to - 1] }
}

/** Splits a normalized query into keywords at white space, without empties or repeats. */
export function keywordsOf(normalizedQuery: string): string[] {
  return [...new Set(normalizedQuery.split(/\s+/).filter(Boolean))]
}

/** Per UTF-16 unit: 0 not yet known, -1 may not normalize to one unit on its own, else 1 + that unit. */
const unitFold = new Int32Array(0x10000)

/** The unit `c` normalizes to on its own, or -1 when it may not be one unit (surrogates, marks, `ﬁ`, `½`). */
function foldedUnit(c: number): number {
  let f = unitFold[c]
  if (f === 0) {
    const ch = String.fromCharCode(c)
    const one = (c >= 0xd800 && c <= 0xdfff) || MARK.test(ch) ? '' : fold(ch)
    f = unitFold[c] = one.length === 1 ? one.charCodeAt(0) + 1 : -1
  }
  return f - (f > 0 ? 1 : 0)
}

/**
 * Whether normalizing `s` keeps every position where it is (no cluster changes length), so that
 * positions in the normalized text are positions in `s`. True for nearly all text: ASCII, Han,
 * CJK and full-width punctuation; false with ligatures (`ﬁ`), combining marks, `½` and the like.
 * One pass over the UTF-16 units with a table, much cheaper than align().
 */
export function keepsPositions(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (foldedUnit(s.charCodeAt(i)) < 0) return false
  return true
}

/** Maps normalized ranges of `s` to ranges of `s`: by identity when it keeps positions. */
export function positionMapper(s: string): (from: number, to: number) => { start: number; end: number } {
  if (keepsPositions(s)) return (from, to) => ({ start: from, end: to })
  const a = align(s)
  return (from, to) => toOriginal(a, from, to)
}
