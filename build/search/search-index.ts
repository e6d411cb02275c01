/**
 * The search index: a small manifest and files fetched by need, all named by their content hash
 * (cached for ever under /assets/search/). Input: the pages' records (searchPageOf). Output (search.ts in
 * src/shared describes each file):
 *
 *   index-<hash>.json    the manifest: the other files' names
 *   s-<hash>.txt         a shard of the postings: a line per term, `term<TAB>postings`
 *   p-<hash>.json        the records of PAGES_PER_CHUNK pages: title, route, outline, blocks
 *   t-<hash>-<page>-<n>.txt   block n of a page's text (whole lines, about BLOCK_CHARS
 *                        characters), named by its chunk's hash, which covers the text
 *   v-<hash>.txt         the vocabulary: every word and symbol token of the site, one per line
 *
 * A page's units are its title (bit 0), its headings (bit 1) and its text blocks (bits 2…); a
 * posting says which units of a page hold the term, so a query fetches only the blocks that can
 * match. Pages are sorted by route and numbered in that order, so the same content always gives
 * the same files. The 404 page is left out.
 */
import { withBase } from '../../src/shared/base.ts'
import { createHash } from 'node:crypto'
import { keepsPositions, normalizeText } from '../../src/shared/normalize-text.ts'
import { eachTerm, shardOf } from '../../src/shared/search-terms.ts'
import {
  blockName,
  blockUnit,
  HEADINGS_UNIT,
  MAX_BLOCKS,
  SEARCH_FORMAT,
  searchIndexKey,
  TITLE_UNIT,
  type PageEntry,
  type SearchManifest,
} from '../../src/shared/search.ts'
import { encodePostings } from '../../src/shared/postings.ts'
import type { TocItem } from '../../src/shared/types.ts'
import type { PageRecord } from '../site/record.ts'

/** Where the files go in the output, beside the other hashed assets. */
export const SEARCH_DIR = 'assets/search'
/** Text blocks aim at this many characters; a long page's blocks grow so that it has at most MAX_BLOCKS. */
export const BLOCK_CHARS = 1200
export const PAGES_PER_CHUNK = 4
/** Shards aim at this many bytes of postings. */
export const SHARD_BYTES = 8000

/** What the index reads of a page: its record's title, route and place, and its body's outline and text. */
export interface SearchPage extends Pick<PageRecord, 'title' | 'routePath' | 'pageType' | 'lang' | 'version'> {
  toc: TocItem[]
  text: string
  normalizedText: string
}

/** A page record as the index reads it (a .tsx page has no body: its title alone is searched). */
export function searchPageOf(p: PageRecord): SearchPage {
  const { title, routePath, pageType, lang, version } = p
  return {
    title,
    routePath,
    pageType,
    lang,
    version,
    toc: p.body?.toc ?? [],
    text: p.body?.text ?? '',
    normalizedText: p.body?.normalizedText ?? '',
  }
}

export interface SearchFile {
  /** Name in the index's folder. */
  name: string
  content: string
}

export interface SearchIndex {
  /** The manifest's name; the page template names it in a meta tag. */
  manifest: string
  files: SearchFile[]
}

const hashName = (prefix: string, ext: string, content: string) =>
  `${prefix}-${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.${ext}`

/**
 * Cuts a page's text into blocks of whole lines: `[start, end)` offsets, the `\n` between two
 * blocks in neither. A line longer than a block is a block of its own, so that no match is cut.
 */
export function splitBlocks(text: string, target = BLOCK_CHARS): { start: number; end: number }[] {
  if (!text) return []
  const size = Math.max(target, Math.ceil(text.length / MAX_BLOCKS))
  const out: { start: number; end: number }[] = []
  let start = 0
  while (start <= text.length) {
    let end = start + size >= text.length ? text.length : text.indexOf('\n', start + size - 1)
    if (end === -1) end = text.length
    out.push({ start, end })
    start = end + 1
  }
  // Lines longer than `size` can make more blocks than MAX_BLOCKS allows: join the last ones.
  while (out.length > MAX_BLOCKS) {
    const last = out.pop()!
    out[out.length - 1].end = last.end
  }
  return out
}

/**
 * One index per language and version, so that a reader searches the pages of the language and
 * version on screen only. `meta` gives a page's meta tags: its own manifest, and with several
 * indexes, all of them by key (the browser changes index on a switch without a reload), each URL
 * with the site's `base` in front.
 */
export function buildSearchIndexes(
  site: { pages: Map<string, SearchPage> },
  base = '/',
): {
  files: SearchFile[]
  meta(lang: string, version: string): { searchIndex?: string; searchIndexes?: Record<string, string> }
} {
  const groups = new Map<string, Map<string, SearchPage>>()
  for (const [route, p] of site.pages) {
    const key = searchIndexKey(p.lang, p.version)
    let group = groups.get(key)
    if (!group) groups.set(key, (group = new Map()))
    group.set(route, p)
  }
  const files = new Map<string, SearchFile>()
  const manifests: Record<string, string> = {}
  for (const key of [...groups.keys()].sort()) {
    const index = buildSearchIndex({ pages: groups.get(key)! })
    for (const f of index.files) files.set(f.name, f)
    manifests[key] = withBase(base, `/${SEARCH_DIR}/${index.manifest}`)
  }
  const several = Object.keys(manifests).length > 1
  return {
    files: [...files.values()],
    meta: (lang, version) => ({
      searchIndex: manifests[searchIndexKey(lang, version)],
      ...(several ? { searchIndexes: manifests } : {}),
    }),
  }
}

export function buildSearchIndex(site: { pages: Map<string, SearchPage> }): SearchIndex {
  const pages = [...site.pages.values()]
    .filter((p) => p.pageType !== '404')
    .sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0))
  const files: SearchFile[] = []
  const add = (prefix: string, ext: string, content: string) => {
    const name = hashName(prefix, ext, content)
    files.push({ name, content })
    return name
  }
  /** term → [page, mask, page, mask, …] with absolute page ids (made relative when written). */
  const postings = new Map<string, number[]>()
  const vocabulary = new Set<string>()
  const entries: PageEntry[] = []
  /** The text of each page's blocks, written once its chunk's name is known. */
  const texts: string[][] = []

  pages.forEach((p, id) => {
    const unitTerms = new Map<string, number>()
    // One pass over each unit: its terms into the page's masks, its tokens into the vocabulary.
    const addUnit = (normalized: string, bit: number) =>
      eachTerm(normalized, (t, token) => {
        unitTerms.set(t, (unitTerms.get(t) ?? 0) | (1 << bit))
        if (token) vocabulary.add(t)
      })
    addUnit(normalizeText(p.title), TITLE_UNIT)
    addUnit(p.toc.map((h) => normalizeText(h.text)).join('\n'), HEADINGS_UNIT)
    const blocks = splitBlocks(p.text)
    // Normalizing keeps positions in nearly all text: the page's normalized text is then cut at
    // the same offsets instead of normalizing every block again.
    const same = keepsPositions(p.text) && p.normalizedText.length === p.text.length
    texts.push(
      blocks.map((b, i) => {
        const text = p.text.slice(b.start, b.end)
        addUnit(same ? p.normalizedText.slice(b.start, b.end) : normalizeText(text), blockUnit(i))
        return text
      }),
    )
    for (const [t, mask] of unitTerms) {
      let list = postings.get(t)
      if (!list) postings.set(t, (list = []))
      list.push(id, mask >>> 0)
    }
    entries.push({
      title: p.title,
      route: p.routePath,
      toc: p.toc.map((h) => [h.text, h.id, h.depth, h.charIndex]),
      lang: p.lang ?? '',
      version: p.version ?? '',
      blocks: blocks.map((b) => b.start),
    })
  })

  const encoded = new Map<string, string>()
  let bytes = 0
  for (const [t, list] of postings) {
    const text = encodePostings(list)
    encoded.set(t, text)
    bytes += t.length * 3 + text.length + 2
  }
  let count = 1
  while (count < 4096 && bytes / count > SHARD_BYTES) count *= 2
  const shards: string[][] = Array.from({ length: count }, () => [])
  for (const t of [...encoded.keys()].sort()) shards[shardOf(t, count)].push(`${t}\t${encoded.get(t)!}\n`)

  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    pages: entries.length,
    pagesPerChunk: PAGES_PER_CHUNK,
    chunks: [],
    shards: shards.map((lines) => add('s', 'txt', lines.join(''))),
    vocabulary: add('v', 'txt', [...vocabulary].sort().join('\n')),
  }
  // A chunk is named by the hash of its records and of its pages' text, and the blocks by the
  // chunk's name: a query can fetch the blocks its postings name together with their records.
  for (let i = 0; i < entries.length; i += PAGES_PER_CHUNK) {
    const json = JSON.stringify(entries.slice(i, i + PAGES_PER_CHUNK))
    const name = hashName(
      'p',
      'json',
      json +
        '\0' +
        texts
          .slice(i, i + PAGES_PER_CHUNK)
          .flat()
          .join('\0'),
    )
    files.push({ name, content: json })
    manifest.chunks.push(name)
    for (let id = i; id < Math.min(i + PAGES_PER_CHUNK, entries.length); id++) {
      texts[id].forEach((text, b) => files.push({ name: blockName(name, id, b), content: text }))
    }
  }
  const json = JSON.stringify(manifest)
  const name = add('index', 'json', json)
  return { manifest: name, files }
}
