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

export interface IndexFiles {
  readonly manifest: SearchManifest
  /** The term's `[page, mask, …]` list ([] when no page has it). */
  postings(term: string): Promise<number[]>
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
      return { lines, decoded: new Map<string, number[]>() }
    })
  const shardIndex = (term: string) => shardOf(term, manifest.shards.length)
  const blocks = new Map<string, Promise<Block>>()
  const chunkOf = (id: number) => manifest.chunks[Math.floor(id / manifest.pagesPerChunk)]

  return {
    manifest,
    async postings(term) {
      const s = await shard(shardIndex(term))
      let list = s.decoded.get(term)
      if (!list) s.decoded.set(term, (list = decodePostings(s.lines.get(term) ?? '')))
      return list
    },
    async prefetchTerms(terms) {
      await Promise.all([...new Set([...terms].map(shardIndex))].map(shard))
    },
    page(id) {
      return once(chunkOf(id), (text) => JSON.parse(text) as PageEntry[]).then((list) => list[id % manifest.pagesPerChunk])
    },
    block(id, index) {
      const name = blockName(chunkOf(id), id, index)
      let b = blocks.get(name)
      if (!b) {
        b = once(name, (text) => text).then((text) => ({ index, text, norm: normalizeText(text), map: positionMapper(text) }))
        blocks.set(name, b)
        b.catch(() => blocks.delete(name))
      }
      return b
    },
    vocabulary() {
      return once(manifest.vocabulary, (text) => (text ? text.split('\n') : []))
    },
  }
}
