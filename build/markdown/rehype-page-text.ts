import type { Root, Element, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { readingTime, type ReadingTime } from './reading-time.ts'

/**
 * Extracts the readable text of a page (what search indexes), fills in each toc entry's
 * `charIndex` (the offset of its heading in that text) and counts what a reader reads for the
 * reading time: the prose apart from the lines of code blocks. Blocks are separated by newlines;
 * heading anchors (`#`) and code block titles are left out, and a bare URL shown as its own link
 * text is not counted as read. Writes `file.data.text` and `file.data.reading`.
 */
declare module 'vfile' {
  interface DataMap {
    text: string
    reading: ReadingTime
  }
}

const BLOCK = new Set([
  'p',
  'div',
  'pre',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'blockquote',
  'details',
  'summary',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
])
const SKIP_CLASSES = ['header-anchor', 'code-block__title']

export default function rehypePageText() {
  return (tree: Root, file: VFile) => {
    let text = ''
    let prose = ''
    let codeLines = 0
    const headingAt = new Map<string, number>()
    /** `prose`: whether the text below counts as prose read at reading speed. */
    const walk = (node: RootContent | Root, inProse: boolean) => {
      if (node.type === 'text') {
        text += node.value
        if (inProse) prose += node.value
        return
      }
      if (node.type !== 'element' && node.type !== 'root') return
      const el = node.type === 'element' ? (node as Element) : undefined
      const cls = el?.properties.className
      if (Array.isArray(cls) && cls.some((c) => SKIP_CLASSES.includes(String(c)))) return
      // A diagram's labels are drawn, not read as prose; its caption is.
      if (el?.tagName === 'svg') return
      // Code is counted by lines; a template and a bare URL as link text are not read.
      const code = el?.tagName === 'pre'
      const read = inProse && !code && el?.tagName !== 'template' && !(el?.tagName === 'a' && isBareUrl(el))
      const block = el !== undefined && BLOCK.has(el.tagName)
      if (block && text && !text.endsWith('\n')) text += '\n'
      if (block) prose += '\n'
      if (el && /^h[2-4]$/.test(el.tagName) && typeof el.properties.id === 'string') headingAt.set(el.properties.id, text.length)
      const start = text.length
      for (const child of node.children) walk(child, read)
      if (code)
        codeLines += text
          .slice(start)
          .split('\n')
          .filter((l) => l.trim()).length
      if (block && !text.endsWith('\n')) text += '\n'
    }
    walk(tree, true)
    // Offsets were taken before blank lines were folded; recount them in the folded text.
    const folded = (at: number) =>
      text
        .slice(0, at)
        .replace(/\n{2,}/g, '\n')
        .replace(/^\s+/, '').length
    for (const [id, at] of headingAt) headingAt.set(id, folded(at))
    file.data.text = text.replace(/\n{2,}/g, '\n').trim()
    file.data.reading = readingTime({ prose, codeLines })
    for (const item of file.data.toc ?? []) item.charIndex = headingAt.get(item.id) ?? -1
  }
}

/** `<a href="https://x.org/">https://x.org/</a>`: an autolink, whose text is its address. */
function isBareUrl(a: Element): boolean {
  const only = a.children.length === 1 ? a.children[0] : undefined
  const href = a.properties.href
  return only?.type === 'text' && typeof href === 'string' && (only.value === href || only.value === safeDecodeUri(href))
}

function safeDecodeUri(s: string): string {
  try {
    return decodeURI(s)
  } catch {
    return s
  }
}
