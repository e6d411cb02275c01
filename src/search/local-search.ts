/**
 * Search over the index in the browser. Pure: the caller passes the records and, for typo
 * tolerance, the Fuse constructor (loaded with a dynamic import when the dialog opens).
 *
 * A query is normalized (normalize.ts) and split at spaces into keywords; a page is a result only
 * if every keyword matches it, by one of three tiers, best first:
 *   exact  the keyword is a substring of the title, a heading or the text. Always a hit, however
 *          a segmenter would cut the text (`段简` in `一段简单的`). Title 300 > heading 200 >
 *          text 100, plus the number of occurrences (up to 20) and 30 when the match starts
 *          and ends on word boundaries (tokenize.ts `onWordBoundaries`).
 *   words  every word of the keyword (tokenize.ts `splitTerms`; single Han characters skipped
 *          when there are longer words) occurs: `进程调度算法` finds `进程的调度算法`. 40 plus
 *          up to 10 for the share of its character pairs present.
 *   typo   a Latin-script word that occurs nowhere in the site is replaced by the closest words
 *          of the site's vocabulary by Fuse (`freertso` → `freertos`); 20. The vocabulary holds
 *          every word of every page's whole text, so a name deep in a long page is found (Fuse
 *          over a page's text would, with its default `location`/`distance`, only look near the
 *          start); Fuse scores only the words sharing enough letter pairs with the typo.
 */
import type { IFuseOptions } from 'fuse.js'
import { keepsPositions, keywordsOf, normalizeText, positionMapper } from '../shared/normalize-text'
import { findRanges, snippet, snippetWindow } from './highlight'
import { isHan, latinWords, letterPairs, onWordBoundaries, splitTerms, type Terms } from './tokenize'
import type { HighlightRange, IndexRecord, ResultGroup, Suggestion } from '../shared/search'

export interface FuseLike {
  search(pattern: string): { item: string; score?: number }[]
}
export type FuseConstructor = new (list: string[], options: IFuseOptions<string>) => FuseLike

export interface LocalSearchOptions {
  /** At most this many suggestions in all; default 100. */
  limit?: number
  /** At most this many text snippets per keyword on a page; default 7. */
  contentPerKeyword?: number
  /** fuse.js's default export; without it there is no typo tolerance. */
  Fuse?: FuseConstructor
}

export const DEFAULT_LIMIT = 100
export const CONTENT_PER_KEYWORD = 7
const FUSE_OPTIONS: IFuseOptions<string> = { includeScore: true, ignoreLocation: true, threshold: 0.34, minMatchCharLength: 3 }
const MAX_TYPO_ALTERNATIVES = 5

interface KeywordMatch {
  score: number
  fuzzy: boolean
  /** Normalized strings to highlight for this keyword on this page. */
  needles: string[]
}

interface Plan {
  keyword: string
  terms: Terms
  /** The words that must occur in the words tier. */
  required: string[]
}

/** A record and what is derived from it on demand (position mappers), kept between searches. */
class Page {
  private mappers = new Map<string, Mapper>()
  private keeps?: boolean
  constructor(
    readonly r: IndexRecord,
    readonly at: number,
  ) {}
  /** Whether positions in the normalized content are positions in the content (normalize.ts). */
  get contentKeepsPositions(): boolean {
    return (this.keeps ??= keepsPositions(this.r.content))
  }
  has(s: string): boolean {
    return this.r.normalizedTitle.includes(s) || this.r.normalizedContent.includes(s) || this.r.normalizedHeaders.some((h) => h.includes(s))
  }
  /** Maps positions of a normalized text of this page to the text as written. */
  mapper(text: string): Mapper {
    let m = this.mappers.get(text)
    if (!m) this.mappers.set(text, (m = positionMapper(text)))
    return m
  }
}

type Mapper = (from: number, to: number) => { start: number; end: number }

export interface LocalSearch {
  search(query: string): ResultGroup[]
  /** Builds the typo vocabulary ahead of the first search that needs it. */
  prepare(): void
}

/**
 * The site's Latin-script words (identifiers, option names, English) from every page's whole
 * title and text, with an index of their letter pairs to find the words that look like a typo.
 */
class Vocabulary {
  private words: string[]
  private byPair = new Map<string, number[]>()
  /** The pages (by position in the records) each word occurs in. */
  readonly pagesOf = new Map<string, Set<number>>()
  constructor(records: IndexRecord[]) {
    records.forEach((r, i) => {
      for (const text of [r.normalizedTitle, r.normalizedContent]) {
        for (const w of latinWords(text)) {
          if (w.length < 3) continue
          let set = this.pagesOf.get(w)
          if (!set) this.pagesOf.set(w, (set = new Set()))
          set.add(i)
        }
      }
    })
    this.words = [...this.pagesOf.keys()].sort()
    this.words.forEach((w, i) => {
      for (const pair of new Set(letterPairs(w))) {
        let list = this.byPair.get(pair)
        if (!list) this.byPair.set(pair, (list = []))
        list.push(i)
      }
    })
  }
  /** Words of about the same length sharing at least 40% of the typo's letter pairs. */
  lookAlikes(word: string): string[] {
    const pairs = [...new Set(letterPairs(word))]
    const shared = new Map<number, number>()
    for (const p of pairs) for (const i of this.byPair.get(p) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1)
    const need = Math.max(1, Math.ceil(pairs.length * 0.4))
    const out: string[] = []
    for (const [i, n] of shared) {
      const w = this.words[i]
      if (n >= need && Math.abs(w.length - word.length) <= 3) out.push(w)
    }
    return out.sort()
  }
}

export function createLocalSearch(records: IndexRecord[], options: LocalSearchOptions = {}): LocalSearch {
  const limit = options.limit ?? DEFAULT_LIMIT
  const perKeyword = options.contentPerKeyword ?? CONTENT_PER_KEYWORD
  const pages = records.map((r, i) => new Page(r, i))
  let vocabulary: Vocabulary | undefined
  const typoCache = new Map<string, string[]>()

  /** Words of the site closest to `word`, when `word` itself occurs nowhere. */
  const alternatives = (word: string): string[] => {
    if (!options.Fuse || word.length < 4 || isHan(word)) return []
    let alts = typoCache.get(word)
    if (alts) return alts
    if (pages.some((p) => p.has(word))) alts = []
    else {
      vocabulary ??= new Vocabulary(pages.map((p) => p.r))
      // Fuse scores the few words that share enough letter pairs with the typo: running it over
      // the whole vocabulary (about 8,000 words here) takes hundreds of milliseconds.
      const candidates = vocabulary.lookAlikes(word)
      alts = candidates.length
        ? new options.Fuse(candidates, FUSE_OPTIONS)
            .search(word)
            .slice(0, MAX_TYPO_ALTERNATIVES)
            .map((r) => r.item)
        : []
    }
    typoCache.set(word, alts)
    return alts
  }

  const matchKeyword = (page: Page, plan: Plan): KeywordMatch | null => {
    const { r } = page
    const kw = plan.keyword
    const inTitle = r.normalizedTitle.indexOf(kw)
    const inHeader = r.normalizedHeaders.findIndex((h) => h.includes(kw))
    const inContent = r.normalizedContent.indexOf(kw)
    if (inTitle !== -1 || inHeader !== -1 || inContent !== -1) {
      let count = 0
      for (let at = inContent; at !== -1 && count < 20; at = r.normalizedContent.indexOf(kw, at + kw.length)) count++
      const [text, at] =
        inTitle !== -1
          ? [r.normalizedTitle, inTitle]
          : inHeader !== -1
            ? [r.normalizedHeaders[inHeader], r.normalizedHeaders[inHeader].indexOf(kw)]
            : [r.normalizedContent, inContent]
      const whole = onWordBoundaries(text, at, at + kw.length) ? 30 : 0
      return { score: (inTitle !== -1 ? 300 : inHeader !== -1 ? 200 : 100) + count + whole, fuzzy: false, needles: [kw] }
    }
    if (plan.required.length === 0) return null
    const needles: string[] = []
    let typo = false
    for (const w of plan.required) {
      // The keyword itself is known to be absent (the exact tier looked for it).
      if (w !== kw && page.has(w)) {
        needles.push(w)
        continue
      }
      const alt = alternatives(w).find((a) => vocabulary!.pagesOf.get(a)?.has(page.at))
      if (!alt) return null
      needles.push(alt)
      typo = true
    }
    if (typo) return { score: 20, fuzzy: true, needles }
    const pairs = plan.terms.pairs
    const share = pairs.length ? pairs.filter((p) => page.has(p)).length / pairs.length : 0
    return { score: 40 + Math.round(10 * share), fuzzy: true, needles }
  }

  const suggestionsOf = (page: Page, matches: KeywordMatch[], room: number): Suggestion[] => {
    const { r } = page
    const all = [...new Set(matches.flatMap((m) => m.needles))]
    const fuzzy = matches.some((m) => m.fuzzy)
    const out: Suggestion[] = []
    const mapped = (text: string, normalized: string, ranges = findRanges(normalized, all)): HighlightRange[] => {
      const map = page.mapper(text)
      return ranges.map((x) => {
        const o = map(x.start, x.start + x.length)
        return { start: o.start, length: o.end - o.start }
      })
    }
    const titleRanges = mapped(r.title, r.normalizedTitle)
    if (titleRanges.length) {
      out.push({ type: 'title', link: r.routePath, pageTitle: r.title, header: '', statement: r.title, highlights: titleRanges, fuzzy })
    }
    r.toc.forEach((h, i) => {
      const ranges = mapped(h.text, r.normalizedHeaders[i] ?? '')
      if (ranges.length) {
        out.push({
          type: 'header',
          link: `${r.routePath}#${h.id}`,
          pageTitle: r.title,
          header: h.text,
          statement: h.text,
          highlights: ranges,
          fuzzy,
        })
      }
    })
    // Text matches: at most `perKeyword` snippets per keyword, skipping the headings' own text
    // (already a header suggestion) and matches that an earlier snippet already shows. Only the
    // snippets' surroundings are searched for highlights, unless the page's normalization moves
    // positions (rare), where all ranges are mapped once.
    const text = r.content
    const norm = r.normalizedContent
    const map = page.mapper(text)
    const allRanges = page.contentKeepsPositions ? undefined : mapped(text, norm)
    const longest = Math.max(...all.map((n) => n.length))
    const rangesNear = (from: number, to: number): HighlightRange[] => {
      if (allRanges) return allRanges
      const out: HighlightRange[] = []
      for (const n of all) {
        for (let at = norm.indexOf(n, Math.max(0, from - longest)); at !== -1 && at < to; at = norm.indexOf(n, at + n.length))
          out.push({ start: at, length: n.length })
      }
      return out
    }
    const inHeading = (at: number) => r.toc.some((h) => h.charIndex >= 0 && at >= h.charIndex && at < h.charIndex + h.text.length)
    const shown: { from: number; to: number }[] = []
    const snippets: { at: number; s: Suggestion }[] = []
    for (const m of matches) {
      let made = 0
      // Occurrences of this keyword's needles in text order, made one at a time.
      const next = m.needles.map((n) => ({ n, at: norm.indexOf(n) }))
      while (made < perKeyword) {
        let best: (typeof next)[number] | undefined
        for (const x of next) if (x.at !== -1 && (!best || x.at < best.at)) best = x
        if (!best) break
        const o = map(best.at, best.at + best.n.length)
        best.at = norm.indexOf(best.n, best.at + best.n.length)
        if (inHeading(o.start) || shown.some((w) => o.start >= w.from && o.end <= w.to)) continue
        const window = snippetWindow(text.length, o)
        const { statement, highlights, window: part } = snippet(text, o, rangesNear(window.from, window.to))
        shown.push(part)
        const under = headingBefore(r.toc, o.start)
        snippets.push({
          at: o.start,
          s: {
            type: 'content',
            link: under ? `${r.routePath}#${under.id}` : r.routePath,
            pageTitle: r.title,
            header: under?.text ?? '',
            statement,
            highlights,
            fuzzy,
          },
        })
        made++
      }
    }
    snippets.sort((a, b) => a.at - b.at)
    out.push(...snippets.map((x) => x.s))
    return out.slice(0, room)
  }

  return {
    prepare() {
      if (options.Fuse) vocabulary ??= new Vocabulary(pages.map((p) => p.r))
    },
    search(query: string): ResultGroup[] {
      const keywords = keywordsOf(normalizeText(query))
      if (!keywords.length) return []
      const plans: Plan[] = keywords.map((keyword) => {
        const terms = splitTerms(keyword)
        const long = terms.words.filter((w) => !(isHan(w) && [...w].length === 1))
        // One Han word that is not in the text exactly cannot match by words; one Latin word
        // still can, by typo tolerance.
        const required = terms.words.length > 1 ? long : terms.latin
        return { keyword, terms, required }
      })
      const hits: { page: Page; score: number; matches: KeywordMatch[] }[] = []
      for (const page of pages) {
        const matches: KeywordMatch[] = []
        for (const plan of plans) {
          const m = matchKeyword(page, plan)
          if (!m) break
          matches.push(m)
        }
        if (matches.length === plans.length) hits.push({ page, score: matches.reduce((s, m) => s + m.score, 0), matches })
      }
      hits.sort((a, b) => b.score - a.score || (a.page.r.routePath < b.page.r.routePath ? -1 : 1))
      const groups: ResultGroup[] = []
      let total = 0
      for (const h of hits) {
        if (total >= limit) break
        const items = suggestionsOf(h.page, h.matches, limit - total)
        if (!items.length) continue
        total += items.length
        groups.push({ key: h.page.r.routePath, pageTitle: h.page.r.title, link: h.page.r.routePath, items })
      }
      return groups
    },
  }
}

function headingBefore(toc: IndexRecord['toc'], at: number) {
  let best: IndexRecord['toc'][number] | undefined
  for (const h of toc) if (h.charIndex >= 0 && h.charIndex <= at && (!best || h.charIndex >= best.charIndex)) best = h
  return best
}
