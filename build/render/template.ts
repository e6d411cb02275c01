import { prePaintScript } from '../../src/shared/pre-paint.ts'
import { escapeHtml } from '../../src/shared/escape-html.ts'

/** The HTML document around a rendered page; the same for dev and for the prerendered build. */
export interface DocumentParts {
  lang: string
  head: string
  appHtml: string
  /** Module scripts to run (the client entry). */
  scripts: string[]
  styles: string[]
  /** Chunks the page will import at once: fetched in parallel with the entry. */
  preloads: string[]
  /** The page's own chunk, which the client entry imports before hydrating. */
  page?: string
  /** The search index file, fetched only when the reader opens search. */
  searchIndex?: string
  /** With several languages or versions: each one's manifest by `<lang>|<version>`, for a switch without a reload. */
  searchIndexes?: Record<string, string>
  /** themeConfig.darkMode: false pins the light palette (src/shared/pre-paint.ts). */
  darkMode?: boolean
}

export function renderDocument(p: DocumentParts): string {
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${p.head}${p.searchIndex ? `\n<meta name="site-search-index" content="${p.searchIndex}">` : ''}${
    p.searchIndexes ? `\n<meta name="site-search-indexes" content="${escapeHtml(JSON.stringify(p.searchIndexes))}">` : ''
  }
<script>${prePaintScript({ darkMode: p.darkMode })}</script>
${p.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${p.scripts.map((src) => `<script type="module" crossorigin src="${src}"${p.page ? ` data-page="${p.page}"` : ''}></script>`).join('\n')}
${p.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n')}
</head>
<body>
<div id="app">${p.appHtml}</div>
</body>
</html>
`
}
