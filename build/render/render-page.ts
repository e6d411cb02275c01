import type { RenderResult } from '../../src/shared/types.ts'
import { resolveThemeConfig, type SiteConfig } from '../../src/shared/site-config.ts'
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
  document: { lang: string; darkMode: boolean },
): Promise<{ html: string; status: number }> {
  const result = await render(url)
  const html = renderDocument({ ...document, head: result.head, appHtml: result.appHtml, ...assets(result) })
  return { html, status: result.status }
}

/** What the document around every page takes from the site config: its language and palette. */
export function documentOptions(config: SiteConfig): { lang: string; darkMode: boolean } {
  return { lang: config.lang, darkMode: resolveThemeConfig(config.themeConfig).darkMode }
}
