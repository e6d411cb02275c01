/**
 * Search over the sharded index (build/search/index.ts) in the browser. It fetches what a query
 * needs and no more: the shards of its terms, then the records and the text blocks of the pages
 * it shows, a batch at a time (`more` continues).
 *
 * A query is normalized (normalize-text.ts) and cut into keywords at white space; a quoted part
 * (`"static inline"`, `“…”`) is one keyword, spaces and all. A page is a result only if every
 * keyword matches it, by one of three tiers, best first:
 *   exact  the keyword is a substring of the title, a heading or the text, whatever a segmenter
 *          would make of it (`段简` in `一段简单的`). The postings give the pages and units that
 *          may hold it (every Han pair of the keyword, a token of the vocabulary for each word);
 *          the unit's text decides. Title 300 > heading 200 > text 100, plus the occurrences in
 *          the blocks read (up to 20) and 30 when the match starts and ends on word boundaries.
 *   words  a keyword of four or more Han characters that a segmenter cuts into words of two or
 *          more characters, each of which the page holds somewhere: `进程调度算法` finds
 *          `进程的调度算法`. 40 plus up to 10 for the share of its character pairs in the units read.
 *   typo   a word of the keyword that no token of the site holds is replaced by the tokens that
 *          look most like it (Fuse, over the few that share enough letter pairs): `freertso` →
 *          `freertos`. 20.
 * Pages are taken in the order their postings promise (title, heading, text, then how many
 * blocks), read in batches, and each batch is sorted by its real scores.
 */
import type { IFuseOptions } from 'fuse.js'
import { normalizeText, positionMapper } from '../shared/normalize-text'
import { fits, hanTerms, isHan, runsOf, shardOf, tokenFit, type Run } from '../shared/search-terms'
import {
  blockUnit,
  HEADINGS_UNIT,
  TITLE_UNIT,
  type HighlightRange,
  type PageEntry,
  type ResultGroup,
  type Suggestion,
} from '../shared/search'
import { findRanges, snippet, snippetWindow } from './highlight'
import type { Block, IndexFiles, Units } from './index-files'
import { letterPairs, onWordBoundaries, segmentHan } from './tokenize'

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
  /** The language and version of the page on screen: pages of others are left out. */
  lang?: string
  version?: string
}

export const DEFAULT_LIMIT = 100
export const CONTENT_PER_KEYWORD = 7
/** A first answer stops once it has this many suggestions (more than the dialog shows at once)… */
export const FIRST_SUGGESTIONS = 24
/** …or has read this many pages; `more` reads as many again. */
export const PAGES_PER_BATCH = 6
/**
 * …or has fetched this many text blocks (about 1.5 KB each, gzip). Candidates that the postings
 * promise but the text does not hold (`static` and `inline` in a block, not as the phrase) are
 * read only up to this, and a reader who asks for more gets the next ones.
 */
export const BLOCKS_PER_BATCH = 30
/**
 * Text blocks read of a page for its snippets. A keyword not yet found in what was read makes
 * its next block read, however many: a page is only shown once it has been seen to match.
 */
const BLOCKS_PER_PAGE = 2
/**
 * A word or symbol of the query that many tokens hold (`c`, `io`, `1`) would need the postings of
 * most shards. Beyond this many shards, its postings are not fetched: any page may hold it, and
 * the pages read say which do.
 */
const MAX_RUN_SHARDS = 6
const FUSE_OPTIONS: IFuseOptions<string> = { includeScore: true, ignoreLocation: true, threshold: 0.34, minMatchCharLength: 3 }
const MAX_TYPO_ALTERNATIVES = 5

/** One keyword and what finds it. */
interface Plan {
  keyword: string
  /** Pages and units that may hold the keyword itself. */
  exact: Units
  /** The fuzzy tier, when the keyword has one: what must each occur, and where they may. */
  fuzzy?: { kind: 'words' | 'typo'; needles: string[][]; units: Units; pairs: string[] }
}

export interface SearchBatch {
  groups: ResultGroup[]
  /** Reads the next pages; absent when every candidate has been read or the limit is reached. */
  more?: () => Promise<SearchBatch>
}

export interface LocalSearch {
  search(query: string): Promise<SearchBatch>
}

/** Keywords of a normalized query: white space separates them, except inside quotes. */
export function queryKeywords(normalized: string): string[] {
  const out: string[] = []
  const re = /["“”]([^"“”]*)["“”]?|[^\s"“”]+/gu
  for (const m of normalized.matchAll(re)) {
    const k = m[1] !== undefined ? m[1].trim().replace(/\s+/gu, ' ') : m[0]
    if (k) out.push(k)
  }
  return [...new Set(out)]
}

/** The site's word tokens of three or more letters, with an index of their letter pairs. */
class TypoVocabulary {
  private words: string[]
  private byPair = new Map<string, number[]>()
  constructor(tokens: string[]) {
    this.words = tokens.filter((t) => t.length >= 3 && /^[\p{Script=Latin}\p{Nd}_]+$/u.test(t))
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

const and = (a: Units, b: Units): Units => {
  const out: Units = new Map()
  for (const [p, m] of a) {
    const n = b.get(p)
    if (n !== undefined && (m & n) !== 0) out.set(p, m & n)
  }
  return out
}
const or = (a: Units, b: Units): Units => {
  const out: Units = new Map(a)
  for (const [p, m] of b) out.set(p, (out.get(p) ?? 0) | m)
  return out
}
/** Pages where every list has some unit; the units of all of them. */
const everyOf = (lists: Units[]): Units => {
  if (!lists.length) return new Map()
  const out: Units = new Map()
  for (const [p, m] of lists[0]) {
    let mask = m
    let all = true
    for (let i = 1; i < lists.length && all; i++) {
      const n = lists[i].get(p)
      if (n === undefined) all = false
      else mask |= n
    }
    if (all) out.set(p, mask)
  }
  return out
}
const bits = (mask: number): number[] => {
  const out: number[] = []
  for (let u = 0; u < 32; u++) if ((mask >>> u) & 1) out.push(u)
  return out
}
const blocksOf = (mask: number) => bits(mask >>> blockUnit(0))
/** The mask of a page a broad part may be anywhere on. */
const ANY = 0xffffffff

/** Text blocks a batch may still fetch, and those it has. */
interface Budget {
  left: number
  seen: Set<string>
}

/** A word or a Han run of a keyword, and what in the index says where it is. */
interface Part {
  run: Run
  /** Han: pairs (or the character) that must all be in a unit. Word/symbol: tokens, any of which. */
  terms: string[]
  han: boolean
  /** Held by too many tokens to look them up: any unit may hold it. */
  broad?: boolean
}

export function createLocalSearch(files: IndexFiles, options: LocalSearchOptions = {}): LocalSearch {
  const limit = options.limit ?? DEFAULT_LIMIT
  const perKeyword = options.contentPerKeyword ?? CONTENT_PER_KEYWORD
  let typoVocabulary: Promise<TypoVocabulary> | undefined
  const typoCache = new Map<string, string[]>()
  const partCache = new Map<string, Part[]>()

  const loadTypoVocabulary = () => (typoVocabulary ??= files.vocabulary().then((v) => new TypoVocabulary(v)))

  /** The parts of a keyword: its runs, each with the terms that find it. */
  const partsOf = async (keyword: string): Promise<Part[]> => {
    const cached = partCache.get(keyword)
    if (cached) return cached
    const runs = runsOf(keyword)
    const vocabulary = runs.some((r) => r.kind !== 'han') ? await files.vocabulary() : []
    const parts = runs.map((run): Part => {
      if (run.kind === 'han') return { run, terms: hanTerms(run.text), han: true }
      const fit = tokenFit(keyword, run)
      const terms = vocabulary.filter((t) => fits(t, run.text, fit))
      const shards = new Set(terms.map((t) => shardOf(t, files.manifest.shards.length)))
      return { run, terms, han: false, broad: shards.size > MAX_RUN_SHARDS }
    })
    partCache.set(keyword, parts)
    return parts
  }

  /** Every unit of every page: what a broad part may be in. */
  let everywhere: Units | undefined
  const anyUnit = () => {
    if (!everywhere) {
      everywhere = new Map()
      for (let id = 0; id < files.manifest.pages; id++) everywhere.set(id, ANY)
    }
    return everywhere
  }

  /** Pages and units holding every term (`all`: a Han run's pairs) or any of them (tokens). */
  const unitsOf = async (terms: string[], all: boolean): Promise<Units> => {
    const lists = await Promise.all(terms.map((t) => files.postings(t)))
    return lists.length ? lists.reduce(all ? and : or) : new Map()
  }
  const unitsOfPart = (part: Part): Promise<Units> => (part.broad ? Promise.resolve(anyUnit()) : unitsOf(part.terms, part.han))

  /** Words of the site closest to a word no token holds. */
  const alternatives = async (word: string): Promise<string[]> => {
    if (!options.Fuse || word.length < 4 || isHan(word)) return []
    let alts = typoCache.get(word)
    if (alts) return alts
    const candidates = (await loadTypoVocabulary()).lookAlikes(word)
    alts = candidates.length
      ? new options.Fuse(candidates, FUSE_OPTIONS)
          .search(word)
          .slice(0, MAX_TYPO_ALTERNATIVES)
          .map((r) => r.item)
      : []
    typoCache.set(word, alts)
    return alts
  }

  const planOf = async (keyword: string): Promise<Plan> => {
    const parts = await partsOf(keyword)
    const terms = parts.flatMap((p) => (p.broad ? [] : p.terms))
    // Words of a long Han keyword, for the words tier; their pairs are fetched with the rest.
    const hanOnly = parts.length === 1 && parts[0].han
    const words = hanOnly && [...keyword].length >= 4 ? segmentHan(keyword) : []
    const wordsTier = words.length >= 2 && words.every((w) => [...w].length >= 2)
    const wordTerms = wordsTier ? words.map(hanTerms) : []
    await files.prefetchTerms([...terms, ...wordTerms.flat()])
    const unitsByPart = await Promise.all(parts.map(unitsOfPart))
    const exact = unitsByPart.reduce(and)
    const plan: Plan = { keyword, exact }
    if (wordsTier) {
      const lists = await Promise.all(wordTerms.map((terms) => unitsOf(terms, true)))
      const chars = [...keyword]
      const pairs = chars.slice(1).map((c, i) => chars[i] + c)
      plan.fuzzy = { kind: 'words', needles: words.map((w) => [w]), units: everyOf(lists), pairs }
      return plan
    }
    // A word no token holds: the keyword itself is nowhere; each such word is replaced by its
    // look-alikes, the other words must still be there.
    if (parts.some((p) => p.run.kind === 'word' && p.terms.length === 0)) {
      const needles: string[][] = []
      const lists: Units[] = []
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i]
        if (p.run.kind !== 'word') continue
        if (p.terms.length) {
          needles.push([p.run.text])
          lists.push(unitsByPart[i])
          continue
        }
        const alts = await alternatives(p.run.text)
        if (!alts.length) return plan
        await files.prefetchTerms(alts)
        needles.push(alts)
        lists.push(await unitsOf(alts, false))
      }
      plan.fuzzy = { kind: 'typo', needles, units: everyOf(lists), pairs: [] }
    }
    return plan
  }

  interface ReadPage {
    id: number
    entry: PageEntry
    title: string
    headers: string[]
    blocks: Block[]
    matches: KeywordMatch[]
    score: number
  }

  /** What a page's read units say of one keyword. */
  interface KeywordMatch {
    score: number
    fuzzy: boolean
    /** Normalized strings to highlight for this keyword on this page. */
    needles: string[]
  }

  const count = (text: string, needle: string, max: number) => {
    let n = 0
    for (let at = text.indexOf(needle); at !== -1 && n < max; at = text.indexOf(needle, at + needle.length)) n++
    return n
  }

  /**
   * Reads a page (its record and, beside it, the blocks its keywords may be in) and scores it;
   * null if it does not match, 'later' if the batch's budget ran out before it could tell.
   */
  const readPage = async (id: number, plans: Plan[], budget: Budget): Promise<ReadPage | null | 'later'> => {
    const record = files.page(id)
    let entry: PageEntry | undefined
    let known = false
    let title = ''
    let headers: string[] = []
    const read = new Map<number, Block>()
    /** The blocks each plan may still need, in text order. */
    let pending = plans.map((p) => blocksOf((p.exact.get(id) ?? 0) | (p.fuzzy?.units.get(id) ?? 0)))
    // A page a broad word may be anywhere on: how many blocks it has is in its record.
    if (plans.some((p) => p.exact.get(id) === ANY)) {
      entry = await record
      pending = pending.map((list) => list.filter((i) => i < entry!.blocks.length))
    }
    const wanted = (needles: string[]) => {
      let n = 0
      for (const b of read.values()) for (const x of needles) n += count(b.norm, x, perKeyword)
      return n < perKeyword
    }
    const holds = (x: string) =>
      title.includes(x) || headers.some((h) => h.includes(x)) || [...read.values()].some((b) => b.norm.includes(x))
    /** Whether what was read shows the keyword (or, for a page only its fuzzy tier may match, each of its words). */
    const found = (p: Plan) => holds(p.keyword) || (!p.exact.has(id) && !!p.fuzzy?.needles.every((group) => group.some(holds)))
    // Rounds: the next block of each keyword that still wants snippets (while the page has read
    // fewer than BLOCKS_PER_PAGE) or has not been found at all. The first round goes out with
    // the record's request.
    for (;;) {
      const next = new Set<number>()
      const take = (k: number) => {
        while (pending[k].length) {
          const i = pending[k].shift()!
          if (!read.has(i) && !next.has(i)) return next.add(i)
        }
      }
      plans.forEach((p, k) => {
        const needles = p.fuzzy && !p.exact.has(id) ? p.fuzzy.needles.flat() : [p.keyword]
        if (!(read.size + next.size < BLOCKS_PER_PAGE && wanted(needles)) && found(p)) return
        take(k)
      })
      // The first round takes up to BLOCKS_PER_PAGE blocks at once, the keywords' in turn: most
      // pages then need no second round trip for their snippets.
      for (let more = !read.size; more && next.size < BLOCKS_PER_PAGE;) {
        const size = next.size
        plans.forEach((_, k) => next.size < BLOCKS_PER_PAGE && take(k))
        more = next.size > size
      }
      const fresh = [...next].filter((i) => !budget.seen.has(`${id}:${i}`))
      if (fresh.length > budget.left) {
        // The batch has read its share: a page that has shown every keyword is shown with what
        // was read; one that has not is read again in the next batch.
        if (entry && plans.every(found)) break
        return 'later'
      }
      budget.left -= fresh.length
      for (const i of fresh) budget.seen.add(`${id}:${i}`)
      const [got] = await Promise.all([
        Promise.all([...next].map((i) => files.block(id, i))),
        entry ? undefined : record.then((e) => (entry = e)),
      ])
      for (const b of got) read.set(b.index, b)
      if (entry && !known) {
        known = true
        if (
          (options.lang && entry.lang && entry.lang !== options.lang) ||
          (options.version && entry.version && entry.version !== options.version)
        )
          return null
        title = normalizeText(entry.title)
        headers = entry.toc.map((h) => normalizeText(h[0]))
      }
      if (!next.size) break
    }
    if (!entry) return null
    const blocks = [...read.values()].sort((a, b) => a.index - b.index)
    const matches: KeywordMatch[] = []
    for (const p of plans) {
      const kw = p.keyword
      const inTitle = title.indexOf(kw)
      const inHeader = headers.findIndex((h) => h.includes(kw))
      const inBlock = blocks.find((b) => b.norm.includes(kw))
      if (inTitle !== -1 || inHeader !== -1 || inBlock) {
        let n = 0
        for (const b of blocks) n += count(b.norm, kw, 20 - n)
        const [text, at] =
          inTitle !== -1
            ? [title, inTitle]
            : inHeader !== -1
              ? [headers[inHeader], headers[inHeader].indexOf(kw)]
              : [inBlock!.norm, inBlock!.norm.indexOf(kw)]
        const whole = onWordBoundaries(text, at, at + kw.length) ? 30 : 0
        matches.push({ score: (inTitle !== -1 ? 300 : inHeader !== -1 ? 200 : 100) + n + whole, fuzzy: false, needles: [kw] })
        continue
      }
      const f = p.fuzzy
      if (!f) return null
      const needles: string[] = []
      for (const options of f.needles) {
        const found = options.filter(holds)
        if (!found.length) return null
        needles.push(...found)
      }
      const share = f.pairs.length ? f.pairs.filter(holds).length / f.pairs.length : 0
      matches.push({ score: f.kind === 'words' ? 40 + Math.round(10 * share) : 20, fuzzy: true, needles })
    }
    return { id, entry, title, headers, blocks, matches, score: matches.reduce((s, m) => s + m.score, 0) }
  }

  const suggestionsOf = (page: ReadPage, room: number): Suggestion[] => {
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

  return {
    async search(query: string): Promise<SearchBatch> {
      const keywords = queryKeywords(normalizeText(query))
      if (!keywords.length) return { groups: [] }
      const plans = await Promise.all(keywords.map(planOf))
      // Candidates: pages every keyword may be on, exactly or by its fuzzy tier, ranked by what
      // their postings promise.
      const promised = new Map<number, number>()
      for (const [id] of plans[0].exact) promised.set(id, 0)
      for (const [id] of plans[0].fuzzy?.units ?? []) promised.set(id, 0)
      for (const [id] of promised) {
        let score = 0
        for (const p of plans) {
          const m = p.exact.get(id)
          if (m !== undefined)
            score += m & (1 << TITLE_UNIT) ? 300 : m & (1 << HEADINGS_UNIT) ? 200 : 100 + Math.min(20, blocksOf(m).length)
          else if (p.fuzzy?.units.has(id)) score += p.fuzzy.kind === 'words' ? 50 : 20
          else {
            promised.delete(id)
            break
          }
        }
        if (promised.has(id)) promised.set(id, score)
      }
      const order = [...promised].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)
      const groups: ResultGroup[] = []
      let total = 0
      let next = 0
      const batch = async (): Promise<SearchBatch> => {
        const found: { page: ReadPage; items: Suggestion[] }[] = []
        const budget: Budget = { left: BLOCKS_PER_BATCH, seen: new Set() }
        let suggestions = 0
        let read = 0
        // Pages are read PAGES_PER_BATCH at a time until the batch has enough suggestions; when
        // none of them matched, on to the next ones rather than an empty list with more behind it.
        while (next < order.length && total + suggestions < limit && budget.left > 0 && (read < PAGES_PER_BATCH || !found.length)) {
          if (suggestions >= FIRST_SUGGESTIONS) break
          const ids = order.slice(next, next + PAGES_PER_BATCH - (read % PAGES_PER_BATCH))
          next += ids.length
          read += ids.length
          const pages = await Promise.all(ids.map((id) => readPage(id, plans, budget)))
          const later = ids.filter((_, i) => pages[i] === 'later')
          // Pages left for later come first in the next batch.
          order.splice(next, 0, ...later)
          for (const page of pages) {
            if (!page || page === 'later') continue
            const items = suggestionsOf(page, limit)
            if (!items.length) continue
            found.push({ page, items })
            suggestions += items.length
          }
        }
        found.sort((a, b) => b.page.score - a.page.score || a.page.id - b.page.id)
        for (const { page, items } of found) {
          if (total >= limit) break
          const shown = items.slice(0, limit - total)
          total += shown.length
          groups.push({ key: page.entry.route, pageTitle: page.entry.title, link: page.entry.route, items: shown })
        }
        return { groups: groups.slice(), more: next < order.length && total < limit ? batch : undefined }
      }
      return batch()
    },
  }
}

function headingBefore(toc: PageEntry['toc'], at: number) {
  let best: PageEntry['toc'][number] | undefined
  for (const h of toc) if (h[3] >= 0 && h[3] <= at && (!best || h[3] >= best[3])) best = h
  return best
}
