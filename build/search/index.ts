/**
 * The search index: one JSON file for the whole site, named by its content hash so that it can
 * be cached for ever (`search-index.3f2a9c1b.json`). Input: the Site's page records. Output:
 *
 *   { "version": 1, "pages": [ { "id": 0, "title": "…", "content": "…", "toc": [...],
 *       "routePath": "/blog/2025/a", "domain": "", "lang": "", "version": "",
 *       "normalizedTitle": "…", "normalizedHeaders": ["…"], "normalizedContent": "…" }, … ] }
 *
 * `content` is the page's readable text (PageRecord.text: code included; frontmatter and raw
 * HTML are not in it). Pages are sorted by route and ids follow that order, so the same content
 * always gives the same bytes and the same name. The 404 page is left out.
 */
import { createHash } from 'node:crypto'
import type { Site } from '../site/site.ts'
import { normalizeText } from '../../src/shared/normalize-text.ts'
import type { IndexRecord, SearchIndexFile } from '../../src/shared/search.ts'

type PageInput = Pick<
  Site['pages'] extends Map<string, infer P> ? P : never,
  'title' | 'routePath' | 'toc' | 'pageType' | 'text' | 'normalizedText' | 'lang' | 'version'
>

export function indexRecords(pages: Iterable<PageInput>): IndexRecord[] {
  return [...pages]
    .filter((p) => p.pageType !== '404')
    .sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0))
    .map((p, id) => ({
      id,
      title: p.title,
      content: p.text,
      toc: p.toc.map((t) => ({ text: t.text, id: t.id, depth: t.depth, charIndex: t.charIndex })),
      routePath: p.routePath,
      domain: '',
      lang: p.lang ?? '',
      version: p.version ?? '',
      normalizedTitle: normalizeText(p.title),
      normalizedHeaders: p.toc.map((t) => normalizeText(t.text)),
      normalizedContent: p.normalizedText,
    }))
}

export function buildSearchIndex(site: Pick<Site, 'pages'>): { fileName: string; json: string } {
  const file: SearchIndexFile = { version: 1, pages: indexRecords(site.pages.values()) }
  const json = JSON.stringify(file)
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8)
  return { fileName: `search-index.${hash}.json`, json }
}
