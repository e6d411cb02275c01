/**
 * Search over the sharded index (build/search/search-index.ts) in the browser. It fetches what a query
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
 *
 *   plan.ts         a keyword → the pages and units that may hold it, and its fuzzy tier
 *   candidates()    the plans → the pages every keyword may be on, in the order they promise
 *   read-page.ts    a candidate → its record and blocks, read within the batch's budget, scored
 *   suggestions.ts  a page read → the title, headings and snippets the dialog shows
 */
import { normalizeText } from '../shared/normalize-text'
import { HEADINGS_UNIT, TITLE_UNIT, type ResultGroup, type Suggestion } from '../shared/search'
import type { IndexFiles } from './index-files'
import { blocksOf, createPlanner, queryKeywords, type FuseConstructor, type Plan } from './plan'
import { readPage, type Budget, type ReadPage } from './read-page'
import { suggestionsOf } from './suggestions'

export { queryKeywords, type FuseConstructor, type FuseLike } from './plan'

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

export interface SearchBatch {
  groups: ResultGroup[]
  /** Reads the next pages; absent when every candidate has been read or the limit is reached. */
  more?: () => Promise<SearchBatch>
}

export interface LocalSearch {
  search(query: string): Promise<SearchBatch>
}

/**
 * Candidates: pages every keyword may be on, exactly or by its fuzzy tier, ranked by what their
 * postings promise (title 300, heading 200, text 100 and the blocks that may hold it; words 50,
 * typo 20), then by page.
 */
export function candidates(plans: Plan[]): number[] {
  const promised = new Map<number, number>()
  for (const [id] of plans[0].exact) promised.set(id, 0)
  for (const [id] of plans[0].fuzzy?.units ?? []) promised.set(id, 0)
  for (const [id] of promised) {
    let score = 0
    for (const p of plans) {
      const m = p.exact.get(id)
      if (m !== undefined) score += m & (1 << TITLE_UNIT) ? 300 : m & (1 << HEADINGS_UNIT) ? 200 : 100 + Math.min(20, blocksOf(m).length)
      else if (p.fuzzy?.units.has(id)) score += p.fuzzy.kind === 'words' ? 50 : 20
      else {
        promised.delete(id)
        break
      }
    }
    if (promised.has(id)) promised.set(id, score)
  }
  return [...promised].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)
}

export function createLocalSearch(files: IndexFiles, options: LocalSearchOptions = {}): LocalSearch {
  const limit = options.limit ?? DEFAULT_LIMIT
  const perKeyword = options.contentPerKeyword ?? CONTENT_PER_KEYWORD
  const { planOf } = createPlanner(files, options)
  const reading = { perKeyword, lang: options.lang, version: options.version }

  return {
    async search(query: string): Promise<SearchBatch> {
      const keywords = queryKeywords(normalizeText(query))
      if (!keywords.length) return { groups: [] }
      const plans = await Promise.all(keywords.map(planOf))
      const order = candidates(plans)
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
          const pages = await Promise.all(ids.map((id) => readPage(files, id, plans, budget, reading)))
          const later = ids.filter((_, i) => pages[i] === 'later')
          // Pages left for later come first in the next batch.
          order.splice(next, 0, ...later)
          for (const page of pages) {
            if (!page || page === 'later') continue
            const items = suggestionsOf(page, limit, perKeyword)
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
