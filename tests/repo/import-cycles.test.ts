/**
 * No import circle anywhere in build/ and src/, counting what the lint's cycle rule does not:
 * type-only imports and `import('…')`. A circle ties modules together so that none can be read,
 * tested or loaded alone; the site model (build/site/model.ts) is a function of the records, and
 * nothing it derives from imports it back.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, moduleGraph } from '../../build/cache/module-graph'

const root = join(import.meta.dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        part.push(w)
      } while (w !== v)
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(part.map((f) => relative(root, f)).sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return out
}

describe('imports', () => {
  const graph = moduleGraph([...sources('build'), ...sources('src')])

  it('form no circle in build/ and src/, type-only and dynamic imports included', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('are all seen: a type-only import and an import() are edges of the graph', () => {
    const file = join(root, 'tests/unit/fixtures/module-graph/a.ts')
    expect(
      importsOf(file)
        .map((f) => relative(root, f))
        .sort(),
    ).toEqual(['tests/unit/fixtures/module-graph/b.ts', 'tests/unit/fixtures/module-graph/c.ts', 'tests/unit/fixtures/module-graph/d.ts'])
    expect(cycles(moduleGraph([file])).length).toBe(1)
  })
})
