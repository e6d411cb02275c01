/**
 * Remote search: `GET apiUrl?keyword=…&limit=…&searchIndexes=a,b&lang=…`, answered with a list of
 * groups `[{ index: 'docs', hits: [...] }]`. A hit names its page and may carry the heading and a
 * text: `{ title, routePath, header?, anchor?, content? }`. Hits become suggestions like local
 * ones, highlighted where the keywords occur. A failed request (network, status, timeout, bad
 * JSON) is logged and gives no results.
 */
import { findRanges } from './highlight'
import { align, keywordsOf, normalizeText, toOriginal } from '../shared/normalize-text'
import type { HighlightRange, RemoteSearchOptions, ResultGroup, Suggestion } from '../shared/search'

export interface RemoteHit {
  title: string
  routePath: string
  header?: string
  /** Id of the heading the hit is under. */
  anchor?: string
  content?: string
}

export interface RemoteGroup {
  index: string
  hits: RemoteHit[]
}

export const REMOTE_FAILED_MESSAGE = 'Search request failed'

export function remoteUrl(o: RemoteSearchOptions, keyword: string, lang: string): string {
  const params = new URLSearchParams({
    keyword,
    limit: String(o.limit ?? 100),
    searchIndexes: o.searchIndexes.join(','),
    lang,
  })
  return `${o.apiUrl}${o.apiUrl.includes('?') ? '&' : '?'}${params}`
}

function ranges(text: string, needles: string[]): HighlightRange[] {
  const a = align(text)
  return findRanges(a.text, needles).map((r) => {
    const o = toOriginal(a, r.start, r.start + r.length)
    return { start: o.start, length: o.end - o.start }
  })
}

/** Turns the answer into result groups: one group per index and page, in the answer's order. */
export function groupsOfAnswer(answer: RemoteGroup[], query: string): ResultGroup[] {
  const needles = keywordsOf(normalizeText(query))
  const groups = new Map<string, ResultGroup>()
  for (const g of answer) {
    for (const hit of g.hits ?? []) {
      if (typeof hit?.routePath !== 'string' || typeof hit.title !== 'string') continue
      const key = `${g.index}:${hit.routePath}`
      let group = groups.get(key)
      if (!group) groups.set(key, (group = { key, pageTitle: hit.title, link: hit.routePath, index: g.index, items: [] }))
      const link = hit.anchor ? `${hit.routePath}#${hit.anchor}` : hit.routePath
      const header = hit.header ?? ''
      const s: Suggestion = hit.content
        ? {
            type: 'content',
            link,
            pageTitle: hit.title,
            header,
            statement: hit.content,
            highlights: ranges(hit.content, needles),
            fuzzy: false,
          }
        : header
          ? { type: 'header', link, pageTitle: hit.title, header, statement: header, highlights: ranges(header, needles), fuzzy: false }
          : {
              type: 'title',
              link,
              pageTitle: hit.title,
              header: '',
              statement: hit.title,
              highlights: ranges(hit.title, needles),
              fuzzy: false,
            }
      group.items.push(s)
    }
  }
  return [...groups.values()]
}

export interface RemoteDeps {
  fetch?: (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>
  log?: (message: string) => void
}

export async function searchRemote(
  o: RemoteSearchOptions,
  query: string,
  lang: string,
  deps: RemoteDeps = {},
): Promise<{ groups: ResultGroup[]; error?: string }> {
  const doFetch = deps.fetch ?? ((url, init) => globalThis.fetch(url, init))
  const log = deps.log ?? ((m: string) => console.error(m))
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), o.timeout ?? 5000)
  try {
    const res = await doFetch(remoteUrl(o, query, lang), { signal: controller.signal })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    const answer = await res.json()
    if (!Array.isArray(answer)) throw new Error('the answer is not a list of { index, hits }')
    return { groups: groupsOfAnswer(answer as RemoteGroup[], query) }
  } catch (e) {
    const reason = controller.signal.aborted ? `no answer within ${o.timeout ?? 5000} ms` : (e as Error).message
    const error = `${REMOTE_FAILED_MESSAGE}: ${reason}`
    log(error)
    return { groups: [], error }
  } finally {
    clearTimeout(timer)
  }
}
