/**
 * Container fences (`::: tip 标题` … `:::`) are not CommonMark. Before parsing, each marker line
 * outside code fences becomes an HTML comment on the same line, which CommonMark reads as its own
 * block even right after a paragraph; `remark-containers` then wraps what lies between them.
 * Line numbers do not change, so every later position still points into the source.
 *
 *   ::: warning 小心          →  <!--container:warning:%E5%B0%8F%E5%BF%83-->
 *   :::                      →  <!--/container-->
 *
 * Inside `::: tabs`, a line `== 标签` starts a tab (it would otherwise underline the paragraph
 * above into a heading):
 *
 *   ::: tabs key=os          →  <!--container:tabs:key%3Dos-->
 *   == Debian                →  <!--tab:Debian-->
 *
 * MDX has no HTML comments: there a marker is an MDX expression `{…}` whose only content is a
 * JavaScript block comment of the same text (container:warning:…, /container), which also stands
 * as a block of its own right after a paragraph.
 */
export const CONTAINER_TYPES = ['tip', 'info', 'warning', 'danger', 'details', 'tabs'] as const
export type ContainerType = (typeof CONTAINER_TYPES)[number]

export interface MarkerProblem {
  line: number
  column: number
  type: string
}

const OPEN = /^(\s*):::\s*([A-Za-z-]+)(?:\s+(.*?))?\s*$/
const CLOSE = /^(\s*):::\s*$/
const FENCE = /^\s*(`{3,}|~{3,})/
const TAB = /^(\s*)==\s+(.*?)\s*$/

export function markContainers(source: string, mdx = false): { text: string; unknown: MarkerProblem[] } {
  const mark = (body: string) => (mdx ? `{/*${body}*/}` : `<!--${body}-->`)
  const lines = source.split('\n')
  const unknown: MarkerProblem[] = []
  /** Types of the open containers, innermost last; unknown ones count too, so `:::` pairs up. */
  const open: string[] = []
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
      lines[i] = `${close[1]}${mark('/container')}`
      open.pop()
      continue
    }
    const tab = open[open.length - 1] === 'tabs' ? TAB.exec(line) : null
    if (tab) {
      lines[i] = `${tab[1]}${mark(`tab:${encodeURIComponent(tab[2])}`)}`
      continue
    }
    const m = OPEN.exec(line)
    if (!m) continue
    const type = m[2].toLowerCase()
    open.push(type)
    if (!(CONTAINER_TYPES as readonly string[]).includes(type)) {
      unknown.push({ line: i + 1, column: m[1].length + 1, type: m[2] })
      continue
    }
    const title = m[3] ? ':' + encodeURIComponent(m[3]) : ''
    lines[i] = `${m[1]}${mark(`container:${type}${title}`)}`
  }
  return { text: lines.join('\n'), unknown }
}

export type Marker = { open: true; type: ContainerType; title?: string } | { open: false } | { tab: string }

/** A marker from its node's text: an HTML comment, or an MDX expression's comment (see markContainers). */
export function parseMarker(html: string): Marker | undefined {
  const body = /^(?:<!--(.*)-->|\/\*(.*)\*\/)$/s.exec(html.trim())
  if (!body) return undefined
  const text = body[1] ?? body[2]
  if (text === '/container') return { open: false }
  const tab = /^tab:(.*)$/.exec(text)
  if (tab) return { tab: decodeURIComponent(tab[1]) }
  const m = /^container:([a-z]+)(?::(.*))?$/.exec(text)
  if (!m) return undefined
  return { open: true, type: m[1] as ContainerType, title: m[2] ? decodeURIComponent(m[2]) : undefined }
}
