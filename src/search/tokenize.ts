/**
 * Words for ranking and for the fuzzy tiers of local-search.ts (what the index holds is in
 * src/shared/search-terms.ts). Chinese is written without spaces: `Intl.Segmenter` cuts a run of
 * Han characters into words (`进程调度算法` → `进程 调度 算法`), and whether a match starts and ends
 * on its word boundaries adds to its score. Pure.
 */

import { isHan } from '../shared/search-terms'

let segmenter: Intl.Segmenter | undefined

/** Segmenter words of one run of Han characters. */
export function segmentHan(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const out: string[] = []
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment)
  return out
}

/** The character pairs of a word (`epoll` → ep po ol ll), for finding words that look alike. */
export function letterPairs(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < word.length; i++) out.push(word.slice(i, i + 2))
  return out
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
