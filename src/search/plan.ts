/**
 * The plan of a query's keyword (local-search.ts): which pages and units of the index may hold
 * it, from the postings of its terms, and its fuzzy tier: the words of a long Han keyword, or the
 * look-alikes of a word no token holds.
 */
import type { IFuseOptions } from 'fuse.js'
import { fits, hanTerms, isHan, runsOf, shardOf, tokenFit, type Run } from '../shared/search-terms'
import { blockUnit } from '../shared/search'
import type { IndexFiles, Units } from './index-files'
import { letterPairs, segmentHan } from './tokenize'

export interface FuseLike {
  search(pattern: string): { item: string; score?: number }[]
}
export type FuseConstructor = new (list: string[], options: IFuseOptions<string>) => FuseLike

/**
 * A word or symbol of the query that many tokens hold (`c`, `io`, `1`) would need the postings of
 * most shards. Beyond this many shards, its postings are not fetched: any page may hold it, and
 * the pages read say which do.
 */
const MAX_RUN_SHARDS = 6
const FUSE_OPTIONS: IFuseOptions<string> = { includeScore: true, ignoreLocation: true, threshold: 0.34, minMatchCharLength: 3 }
const MAX_TYPO_ALTERNATIVES = 5

/** One keyword and what finds it. */
export interface Plan {
  keyword: string
  /** Pages and units that may hold the keyword itself. */
  exact: Units
  /** The fuzzy tier, when the keyword has one: what must each occur, and where they may. */
  fuzzy?: { kind: 'words' | 'typo'; needles: string[][]; units: Units; pairs: string[] }
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
export const blocksOf = (mask: number) => bits(mask >>> blockUnit(0))
/** The mask of a page a broad part may be anywhere on. */
export const ANY = 0xffffffff

/** A word or a Han run of a keyword, and what in the index says where it is. */
interface Part {
  run: Run
  /** Han: pairs (or the character) that must all be in a unit. Word/symbol: tokens, any of which. */
  terms: string[]
  han: boolean
  /** Held by too many tokens to look them up: any unit may hold it. */
  broad?: boolean
}

/** Plans keywords over one index; parts, typo look-alikes and the vocabulary are kept between queries. */
export function createPlanner(files: IndexFiles, options: { Fuse?: FuseConstructor }) {
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

  return { planOf }
}
