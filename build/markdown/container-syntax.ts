/**
 * Container fences (`::: tip 标题` … `:::`) are not CommonMark. Before parsing, each marker line
 * outside code fences becomes an HTML comment on the same line, which CommonMark reads as its own
 * block even right after a paragraph; `remark-containers` then wraps what lies between them.
 * Line numbers do not change, so every later position still points into the source.
 *
 *   ::: warning 小心          →  <!--container:warning:%E5%B0%8F%E5%BF%83-->
 *   :::                      →  <!--/container-->
 */
export const CONTAINER_TYPES = ['tip', 'info', 'warning', 'danger', 'details'] as const
export type ContainerType = (typeof CONTAINER_TYPES)[number]

export interface MarkerProblem {
  line: number
  column: number
  type: string
}

const OPEN = /^(\s*):::\s*([A-Za-z-]+)(?:\s+(.*?))?\s*$/
const CLOSE = /^(\s*):::\s*$/
const FENCE = /^\s*(`{3,}|~{3,})/

export function markContainers(source: string): { text: string; unknown: MarkerProblem[] } {
  const lines = source.split('\n')
  const unknown: MarkerProblem[] = []
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const f = FENCE.exec(line)
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null
      continue
    }
    if (f) {
      fence = f[1]
      continue
    }
    const close = CLOSE.exec(line)
    if (close) {
      lines[i] = `${close[1]}<!--/container-->`
      continue
    }
    const open = OPEN.exec(line)
    if (!open) continue
    const type = open[2].toLowerCase()
    if (!(CONTAINER_TYPES as readonly string[]).includes(type)) {
      unknown.push({ line: i + 1, column: open[1].length + 1, type: open[2] })
      continue
    }
    const title = open[3] ? ':' + encodeURIComponent(open[3]) : ''
    lines[i] = `${open[1]}<!--container:${type}${title}-->`
  }
  return { text: lines.join('\n'), unknown }
}

export function parseMarker(html: string): { open: true; type: ContainerType; title?: string } | { open: false } | undefined {
  if (html.trim() === '<!--/container-->') return { open: false }
  const m = /^<!--container:([a-z]+)(?::(.*))?-->$/.exec(html.trim())
  if (!m) return undefined
  return { open: true, type: m[1] as ContainerType, title: m[2] ? decodeURIComponent(m[2]) : undefined }
}
