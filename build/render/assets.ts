import { join } from 'node:path'
import { sectionModuleId, type ClientChunks } from '../plugin.ts'
import type { AssetResolver } from './render-page.ts'

/**
 * Turns what the client build produced into the tags of one page: the entry script, every chunk
 * it and the page's own modules import at once (as modulepreload), and their CSS.
 */
export function buildAssets(chunks: ClientChunks, options: { root: string; entry: string }): AssetResolver {
  const byFile = new Map([...chunks.values()].map((c) => [c.file, c]))
  const entry = chunks.get(options.entry)
  if (!entry) throw new Error(`the client build has no chunk for ${options.entry}`)
  return (result) => {
    const roots = [entry, chunks.get(sectionModuleId(result.section))]
    if (result.filePath) roots.push(chunks.get(join(options.root, result.filePath)))
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
    return {
      scripts: ['/' + entry.file],
      styles: [...css].map((f) => '/' + f),
      preloads: [...files].map((f) => '/' + f),
    }
  }
}
