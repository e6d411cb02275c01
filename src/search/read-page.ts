/**
 * Reading and scoring one candidate page of a query (local-search.ts): its record and, beside it,
 * the text blocks its keywords may be in, in rounds, within the batch's budget of blocks; then a
 * score per keyword by the tier that matched (exact: title 300 > heading 200 > text 100, plus
 * occurrences and whole words; words 40–50; typo 20).
 */
import { normalizeText } from '../shared/normalize-text'
import type { PageEntry } from '../shared/search'
import type { Block, IndexFiles } from './index-files'
import { onWordBoundaries } from './tokenize'
import { ANY, blocksOf, type Plan } from './plan'

/**
 * Text blocks read of a page for its snippets. A keyword not yet found in what was read makes
 * its next block read, however many: a page is only shown once it has been seen to match.
 */
const BLOCKS_PER_PAGE = 2

/** Text blocks a batch may still fetch, and those it has. */
export interface Budget {
  left: number
  seen: Set<string>
}

export interface ReadPage {
  id: number
  entry: PageEntry
  title: string
  headers: string[]
  blocks: Block[]
  matches: KeywordMatch[]
  score: number
}

/** What a page's read units say of one keyword. */
export interface KeywordMatch {
  score: number
  fuzzy: boolean
  /** Normalized strings to highlight for this keyword on this page. */
  needles: string[]
}

export const count = (text: string, needle: string, max: number) => {
  let n = 0
  for (let at = text.indexOf(needle); at !== -1 && n < max; at = text.indexOf(needle, at + needle.length)) n++
  return n
}

/**
 * Reads a page (its record and, beside it, the blocks its keywords may be in) and scores it;
 * null if it does not match or is of another language or version, 'later' if the batch's budget
 * ran out before it could tell.
 */
export async function readPage(
  files: IndexFiles,
  id: number,
  plans: Plan[],
  budget: Budget,
  options: { perKeyword: number; lang?: string; version?: string },
): Promise<ReadPage | null | 'later'> {
  const { perKeyword } = options
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
  const holds = (x: string) => title.includes(x) || headers.some((h) => h.includes(x)) || [...read.values()].some((b) => b.norm.includes(x))
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
    for (const alternatives of f.needles) {
      const found = alternatives.filter(holds)
      if (!found.length) return null
      needles.push(...found)
    }
    const share = f.pairs.length ? f.pairs.filter(holds).length / f.pairs.length : 0
    matches.push({ score: f.kind === 'words' ? 40 + Math.round(10 * share) : 20, fuzzy: true, needles })
  }
  return { id, entry, title, headers, blocks, matches, score: matches.reduce((s, m) => s + m.score, 0) }
}
