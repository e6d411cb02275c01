/**
 * The files of one search index as the browser reads them: the manifest, and the shards, page
 * chunks, text blocks and vocabulary it names, each fetched once, when first asked for, and kept
 * for the life of the page. A failed fetch is not kept: the next search asks again.
 */
import { decodePostings } from '../shared/postings'
import { normalizeText, positionMapper } from '../shared/normalize-text'
import { shardOf } from '../shared/search-terms'
import { blockName, type PageEntry, type SearchManifest } from '../shared/search'

export type FetchText = (url: string) => Promise<string>

/** A text block of a page, normalized once. */
export interface Block {
  index: number
  text: string
  norm: string
  /** Maps a range of `norm` to `text`. */
  map: (from: number, to: number) => { start: number; end: number }
}

/** page id → mask of the units of the page that hold a term (search.ts `TITLE_UNIT`, …). */
export type Units = Map<number, number>

export interface IndexFiles {
  readonly manifest: SearchManifest
  /** The pages and units that hold the term (empty when none does); made once per term, not to be changed. */
  postings(term: string): Promise<Units>
  /** The shards these terms are in, fetched together. */
  prefetchTerms(terms: Iterable<string>): Promise<void>
  page(id: number): Promise<PageEntry>
  /** Block `index` of page `id`: its name comes from the chunk's, so it is fetched beside the chunk, not after it. */
  block(id: number, index: number): Promise<Block>
  vocabulary(): Promise<string[]>
}

export function openIndexFiles(manifestUrl: string, manifest: SearchManifest, fetchText: FetchText): IndexFiles {
  const base = new URL(manifestUrl, 'http://localhost/')
  const url = (name: string) => (/^https?:/.test(manifestUrl) ? new URL(name, base).href : new URL(name, base).pathname)
  const files = new Map<string, Promise<unknown>>()
  /** One fetch per file; a failure is forgotten so that it is tried again. */
  const once = <T>(name: string, parse: (text: string) => T): Promise<T> => {
    let p = files.get(name) as Promise<T> | undefined
    if (!p) {
      p = fetchText(url(name)).then(parse)
      files.set(name, p)
      p.catch(() => files.delete(name))
    }
    return p
  }
  const shard = (i: number) =>
    once(manifest.shards[i], (text) => {
      const lines = new Map<string, string>()
      for (const line of text.split('\n')) {
        const tab = line.indexOf('\t')
        if (tab > 0) lines.set(line.slice(0, tab), line.slice(tab + 1))
      }
      return { lines, decoded: new Map<string, Units>() }
    })
  const shardIndex = (term: string) => shardOf(term, manifest.shards.length)
  const chunkOf = (id: number) => manifest.chunks[Math.floor(id / manifest.pagesPerChunk)]

  return {
    manifest,
    async postings(term) {
      const s = await shard(shardIndex(term))
      let units = s.decoded.get(term)
      if (!units) {
        const list = decodePostings(s.lines.get(term) ?? '')
        units = new Map()
        for (let i = 0; i < list.length; i += 2) units.set(list[i], list[i + 1])
        s.decoded.set(term, units)
      }
      return units
    },
    async prefetchTerms(terms) {
      await Promise.all([...new Set([...terms].map(shardIndex))].map(shard))
    },
    page(id) {
      return once(chunkOf(id), (text) => JSON.parse(text) as PageEntry[]).then((list) => list[id % manifest.pagesPerChunk])
    },
    block(id, index) {
      return once(blockName(chunkOf(id), id, index), (text) => ({ index, text, norm: normalizeText(text), map: positionMapper(text) }))
    },
    vocabulary() {
      return once(manifest.vocabulary, (text) => (text ? text.split('\n') : []))
    },
  }
}
