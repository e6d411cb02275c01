/**
 * Splits normalized text into the terms search ranks with. Chinese is written without spaces, so
 * a run of Han characters is cut into words by `Intl.Segmenter` and, because two segmenters (or
 * one segmenter on two contexts) may cut the same run differently, into overlapping character
 * pairs as well: `调度器的实现` → words `调度 器 的 实现`, pairs `调度 度器 器的 的实 实现`.
 * Other text gives its letter/digit/underscore runs: `-fsanitize=address` → `fsanitize address`.
 *
 * The query and the page text go through this same function (see local-search.ts). Pure.
 */

const HAN_RUN = /\p{Script=Han}+/gu
const LATIN_WORD = /[\p{L}\p{N}_]+/gu
const HAN = /\p{Script=Han}/u

export interface Terms {
  /** Segmenter words of Han runs and the letter/digit runs of everything else, in order. */
  words: string[]
  /** Character pairs of Han runs. */
  pairs: string[]
  /** The words that are not Han: these get typo tolerance. */
  latin: string[]
}

let segmenter: Intl.Segmenter | undefined

/** Segmenter words of one run of Han characters. */
export function segmentHan(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const out: string[] = []
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment)
  return out
}

export function hanPairs(run: string): string[] {
  const chars = [...run]
  const out: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  return out
}

export function isHan(s: string): boolean {
  return HAN.test(s)
}

const LATIN_SCRIPT_WORD = /[\p{Script=Latin}\p{Nd}_]+/gu

/** Runs of Latin letters, digits and `_` (identifiers, option names), without segmenting. */
export function latinWords(normalized: string): string[] {
  return normalized.match(LATIN_SCRIPT_WORD) ?? []
}

/** The character pairs of a word (`epoll` → ep po ol ll), for finding words that look alike. */
export function letterPairs(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < word.length; i++) out.push(word.slice(i, i + 2))
  return out
}

export function splitTerms(normalized: string): Terms {
  const words: string[] = []
  const pairs: string[] = []
  const latin: string[] = []
  let last = 0
  const other = (s: string) => {
    for (const m of s.matchAll(LATIN_WORD)) {
      words.push(m[0])
      latin.push(m[0])
    }
  }
  for (const m of normalized.matchAll(HAN_RUN)) {
    other(normalized.slice(last, m.index))
    words.push(...segmentHan(m[0]))
    pairs.push(...hanPairs(m[0]))
    last = m.index + m[0].length
  }
  other(normalized.slice(last))
  return { words, pairs, latin }
}

/**
 * Whether `[start, end)` of `text` begins and ends on a Segmenter word boundary of the Han run
 * around it (text outside Han runs: on a letter/digit boundary). Only the run is segmented, the
 * same way as a query, so a query word that the page also has as a word ranks above a substring
 * that straddles two words (`段简` in `一段简单的`).
 */
export function onWordBoundaries(text: string, start: number, end: number): boolean {
  const word = /[\p{L}\p{N}_]/u
  if (!isHan(text.slice(start, end))) {
    const before = start > 0 && word.test(text[start - 1]) && !isHan(text[start - 1])
    const after = end < text.length && word.test(text[end]) && !isHan(text[end])
    return !before && !after
  }
  // The Han run around the match, at most 3 characters either side: enough context for the
  // segmenter's decision at the two edges, and cheap (its dictionary pass grows fast with length:
  // about 30 µs for 8 characters, 500 µs for 32 in V8).
  let a = start
  while (a > 0 && start - a < 3 && isHan(text[a - 1])) a--
  let b = end
  while (b < text.length && b - end < 3 && isHan(text[b])) b++
  const run = text.slice(a, b)
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const bounds = new Set<number>([run.length])
  for (const s of segmenter.segment(run)) bounds.add(s.index)
  return bounds.has(start - a) && bounds.has(end - a)
}
