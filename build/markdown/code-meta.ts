/**
 * Parses the meta string of a code fence.
 *
 *   title="main.c" {1,4-6} program   →  { title: 'main.c', highlight: [1,4,5,6], flags: ['program'] }
 *   alt="三次握手的时序"                →  { attributes: { alt: '三次握手的时序' }, … }
 */
export interface CodeMeta {
  title?: string
  highlight: number[]
  flags: string[]
  /** Every `name=value` but the title (a diagram's `alt`). */
  attributes: Record<string, string>
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: [], flags: [], attributes: {} }
  if (!meta) return out
  const re = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([\d,\s-]+)\}|(\S+)/g
  for (const m of meta.matchAll(re)) {
    if (m[1]) {
      const value = m[2] ?? m[3] ?? m[4]
      if (m[1] === 'title') out.title = value
      else out.attributes[m[1]] = value
    } else if (m[5]) {
      for (const part of m[5].split(',')) {
        const [a, b] = part.trim().split('-').map(Number)
        if (!Number.isInteger(a) || a < 1) continue
        const end = Number.isInteger(b) && b >= a ? b : a
        for (let n = a; n <= end; n++) out.highlight.push(n)
      }
    } else if (m[6]) {
      out.flags.push(m[6])
    }
  }
  out.highlight = [...new Set(out.highlight)].sort((x, y) => x - y)
  return out
}
