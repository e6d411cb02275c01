import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'

/**
 * One problem an author can act on. Printed as
 *
 *   content/blog/2025/a.md:14:3  dead link "/blog/2025/b"  (links/dead)
 *     No page has this route. Did you mean "/blog/2025/a"? Fix the link or add the page.
 */
export interface Diagnostic {
  file: string
  line: number
  column: number
  reason: string
  hint: string
  rule: string
  fatal: boolean
}

export interface Place {
  line: number
  column: number
}

/** The 1-based line and column of a character offset in a text. */
export function placeAt(text: string, offset: number): Place {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1
  let line = 1
  for (let i = text.indexOf('\n'); i >= 0 && i < lineStart; i = text.indexOf('\n', i + 1)) line++
  return { line, column: offset - lineStart + 1 }
}

/** Records an error on a vfile; stages call this so every message carries a rule and a hint. */
export function fail(file: VFile, reason: string, opts: { place?: Place; rule: string; hint: string }): void {
  record(file, reason, opts, true)
}

/** Records a warning on a vfile: printed by the build and the dev server, which go on. */
export function warn(file: VFile, reason: string, opts: { place?: Place; rule: string; hint: string }): void {
  record(file, reason, opts, false)
}

function record(file: VFile, reason: string, opts: { place?: Place; rule: string; hint: string }, fatal: boolean): void {
  const [source, ruleId] = opts.rule.split('/')
  const msg = file.message(reason, { place: opts.place, source, ruleId })
  msg.fatal = fatal
  msg.note = opts.hint
}

export function fromVFileMessage(file: string, m: VFileMessage): Diagnostic {
  return {
    file,
    line: m.line ?? 1,
    column: m.column ?? 1,
    reason: m.reason,
    hint: m.note ?? '',
    rule: [m.source, m.ruleId].filter(Boolean).join('/'),
    fatal: m.fatal === true,
  }
}

/** `line` 0: a problem with no place in a file (a command-line option), printed as `--base: reason`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}  ` : `${d.file}: `
  const head = `${where}${d.fatal ? '' : 'warning: '}${d.reason}${d.rule ? `  (${d.rule})` : ''}`
  return d.hint ? `${head}\n  ${d.hint}` : head
}

/** Thrown when a build has errors; carries every diagnostic so all of them get printed. */
export class SiteError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'))
    this.name = 'SiteError'
  }
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]
}

export function closest(word: string, candidates: Iterable<string>, maxDistance: number): string | undefined {
  let best: string | undefined
  let bestD = Infinity
  for (const c of candidates) {
    const d = editDistance(word, c)
    if (d < bestD) [best, bestD] = [c, d]
  }
  return bestD <= maxDistance ? best : undefined
}
