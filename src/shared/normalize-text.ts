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

/** Per UTF-16 unit that normalizes to one unit on its own (unitKind 1): that unit; 0 not yet known. */
const unitFold = new Uint16Array(0x10000)

export function normalizeText(s: string): string {
  // Nearly all text keeps its positions (keepsPositions): every unit folds to one unit on its
  // own, through a table, with no string made per character. The same result as the loop below.
  if (keepsPositions(s)) {
    const out = new Uint16Array(s.length)
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i)
      let f = unitFold[c]
      if (f === 0) f = unitFold[c] = fold(String.fromCharCode(c)).charCodeAt(0)
      out[i] = f
    }
    let text = ''
    for (let i = 0; i < out.length; i += 8192) text += String.fromCharCode(...out.subarray(i, i + 8192))
    return text
  }
  let out = ''
  clusters(s, (a, b) => {
    out += fold(s.slice(a, b))
  })
  return out
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

/** Per UTF-16 unit: 0 not yet known, 1 normalizes to one unit on its own, 2 may not. */
const unitKind = new Uint8Array(0x10000)

/**
 * Whether normalizing `s` keeps every position where it is (no cluster changes length), so that
 * positions in the normalized text are positions in `s`. True for nearly all text: ASCII, Han,
 * CJK and full-width punctuation; false with ligatures (`ﬁ`), combining marks, `½` and the like.
 * One pass over the UTF-16 units with a table, much cheaper than align().
 */
export function keepsPositions(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) continue
    let k = unitKind[c]
    if (k === 0) {
      const ch = String.fromCharCode(c)
      const surrogate = c >= 0xd800 && c <= 0xdfff
      k = unitKind[c] = !surrogate && !MARK.test(ch) && fold(ch).length === 1 ? 1 : 2
    }
    if (k === 2) return false
  }
  return true
}

/** Maps normalized ranges of `s` to ranges of `s`: by identity when it keeps positions. */
export function positionMapper(s: string): (from: number, to: number) => { start: number; end: number } {
  if (keepsPositions(s)) return (from, to) => ({ start: from, end: to })
  const a = align(s)
  return (from, to) => toOriginal(a, from, to)
}
