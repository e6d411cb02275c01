import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * The project's own modules that `entries` reach, with what each imports, read from their text:
 * static imports and re-exports, side-effect imports, type-only imports and `import('…')` with a
 * literal specifier. Packages (bare specifiers) are left out: package-lock.json stands for them.
 * A specifier is found as written, or with `.ts`, `.tsx` or `/index.ts` after it.
 *
 *   moduleGraph(['build/site/compile-worker.ts'])
 *     → Map { '…/compile-worker.ts' → ['…/markdown/pipeline.ts', …], '…/markdown/pipeline.ts' → […], … }
 *
 * The compile cache keys its entries by the files this finds (compile-cache.ts), so a new import
 * in a stage is covered without a list to keep; the tests find import cycles with it.
 */
export function moduleGraph(entries: readonly string[], options: { types?: boolean } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const todo = entries.map((e) => resolve(e))
  while (todo.length) {
    const file = todo.pop()!
    if (graph.has(file)) continue
    const deps = importsOf(file, options.types ?? true)
    graph.set(file, deps)
    todo.push(...deps)
  }
  return graph
}

/** The project files one module imports, in order of appearance. */
export function importsOf(file: string, types = true): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'))
  const specifiers = [
    ...text.matchAll(/(?:^|[;\s}])(?:import|export)\s+(type\s+)?[^;'"`]*?\bfrom\s*(['"])([^'"]+)\2/g),
    ...text.matchAll(/(?:^|[;\s])import\s*(['"])([^'"]+)\1/g),
    ...text.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g),
  ]
    .filter((m) => types || !(m.length === 4 && m[1]))
    .map((m) => m[m.length - 1])
  const out: string[] = []
  for (const s of specifiers) {
    if (!s.startsWith('.')) continue
    const found = resolveFile(resolve(dirname(file), s))
    if (found && !out.includes(found)) out.push(found)
  }
  return out
}

function resolveFile(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/**
 * The text with its comments blanked (strings and regular expression literals kept): a comment
 * that shows an import is no import. Line breaks stay, so nothing else moves.
 */
function withoutComments(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]
    const next = text[i + 1]
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end < 0 ? text.length : end + 2
      out += text.slice(i, stop).replace(/[^\n]/g, ' ')
      i = stop
    } else if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i)
      const stop = end < 0 ? text.length : end
      out += ' '.repeat(stop - i)
      i = stop
    } else if (c === '/' && /[(,=:[!&|?{};]|^$/.test(out.trimEnd().slice(-1))) {
      // A regular expression literal: a quote or `//` inside it is not a string or a comment.
      let j = i + 1
      let inClass = false
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '[') inClass = true
        else if (text[j] === ']') inClass = false
        j += text[j] === '\\' ? 2 : 1
      }
      out += text.slice(i, j + 1)
      i = j + 1
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1
      out += text.slice(i, j + 1)
      i = j + 1
    } else {
      out += c
      i++
    }
  }
  return out
}
