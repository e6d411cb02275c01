/**
 * The dev server compiles pages on a worker (build/site/loader.ts, LoadOptions.lazy): its own
 * thread starts Vite and renders while the worker loads the markdown pipeline and shiki. A static
 * import of either from the server's modules would load them on its thread at every start.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

/** Every module `file` loads when it is imported (type-only imports and import() left out): project files and packages. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;'"]*?\sfrom\s+'([^']+)'/gm),
    ...text.matchAll(/^import\s+'([^']+)'/gm),
  ].map((m) => m[1])
  for (const s of specifiers) {
    if (s.startsWith('.')) staticImports(resolve(dirname(file), s.endsWith('.ts') ? s : `${s}.ts`), seen)
    else seen.add(s)
  }
  return seen
}

describe('the dev server', () => {
  const loaded = [...staticImports(join(root, 'build/dev/server.ts'))].map((m) => (m.startsWith('/') ? relative(root, m) : m))

  it('reaches its modules through the site and the plugin', () => {
    expect(loaded).toEqual(expect.arrayContaining(['build/site/loader.ts', 'build/plugin.ts', 'build/markdown/frontmatter.ts', 'vite']))
  })

  it('does not load the markdown pipeline or shiki on its own thread', () => {
    expect(loaded.filter((m) => /^(shiki|unified|remark-|rehype-)|^build\/markdown\/(pipeline|rehype-code)\.ts$/.test(m))).toEqual([])
  })
})
