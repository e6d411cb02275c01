import { join } from 'node:path'
import type { ClientChunks } from '../plugin.ts'
import type { AssetResolver } from './render-page.ts'
import { withBase } from '../../src/shared/base.ts'

/**
 * Turns what the client build produced into the tags of one page: the entry script, the page's
 * own chunk and every chunk these import at once (as modulepreload), and their CSS. The section's
 * route list is left to the entry: the page does not need it to show or to hydrate.
 */
export function buildAssets(
  chunks: ClientChunks,
  options: { contentDir: string; entry: string; base: string; pageUrl: (relativePath: string) => string | undefined },
): AssetResolver {
  const byFile = new Map([...chunks.values()].map((c) => [c.file, c]))
  const entry = chunks.get(options.entry)
  if (!entry) throw new Error(`the client build has no chunk for ${options.entry}`)
  return (result) => {
    // A markdown page's module is data (page-modules.ts): it imports nothing and has no CSS.
    const markdown = result.filePath ? options.pageUrl(result.filePath) : undefined
    const page = result.filePath && !markdown ? chunks.get(join(options.contentDir, result.filePath)) : undefined
    const roots = [entry, page]
    const files = new Set<string>()
    const css = new Set<string>()
    const visit = (chunk: typeof entry | undefined) => {
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.css.forEach((c) => css.add(c))
      chunk.imports.forEach((f) => visit(byFile.get(f)))
    }
    roots.forEach(visit)
    files.delete(entry.file)
    const url = (file: string) => withBase(options.base, '/' + file)
    return {
      scripts: [url(entry.file)],
      styles: [...css].map(url),
      preloads: [...[...files].map(url), ...(markdown ? [markdown] : [])],
      page: markdown ?? (page && url(page.file)),
    }
  }
}
