import type { RenderResult } from '../../src/shared/types.ts'
import { renderDocument } from './template.ts'

export type RenderFn = (url: string) => Promise<RenderResult>

/** Scripts, styles and preloads of one rendered page; dev and build resolve them differently. */
export type AssetResolver = (result: RenderResult) => {
  scripts: string[]
  styles: string[]
  preloads: string[]
  page?: string
  searchIndex?: string
}

/** One URL to one HTML document. The dev middleware and the prerender loop both call this. */
export async function renderPage(
  url: string,
  render: RenderFn,
  assets: AssetResolver,
  lang: string,
): Promise<{ html: string; status: number }> {
  const result = await render(url)
  const html = renderDocument({ lang, head: result.head, appHtml: result.appHtml, ...assets(result) })
  return { html, status: result.status }
}
