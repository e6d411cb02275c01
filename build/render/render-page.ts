import type { RenderResult } from '../../src/shared/types.ts'
import { renderDocument, type DocumentParts } from './template.ts'

export type RenderFn = (url: string) => Promise<RenderResult>

/** Scripts, styles and preloads of one rendered page (template.ts says what each is); dev and build resolve them differently. */
export type AssetResolver = (
  result: RenderResult,
) => Pick<DocumentParts, 'scripts' | 'styles' | 'preloads' | 'page' | 'searchIndex' | 'searchIndexes'>

/** One URL to one HTML document, in the page's language. The dev middleware and the prerender loop both call this. */
export async function renderPage(
  url: string,
  render: RenderFn,
  assets: AssetResolver,
  document: { darkMode: boolean },
): Promise<{ html: string; status: number }> {
  const result = await render(url)
  const html = renderDocument({ ...document, lang: result.lang, head: result.head, appHtml: result.appHtml, ...assets(result) })
  return { html, status: result.status }
}

/** What the document around every page takes from the resolved theme config: its palette (the language is the page's). */
export function documentOptions(theme: { darkMode: boolean }): { darkMode: boolean } {
  return { darkMode: theme.darkMode }
}
