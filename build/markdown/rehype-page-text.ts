import type { Root, Element, RootContent } from 'hast'
import type { VFile } from 'vfile'

/**
 * Extracts the readable text of a page (what search indexes) and fills in each toc entry's
 * `charIndex`: the offset of its heading in that text. Blocks are separated by newlines;
 * heading anchors (`#`) and code block titles are left out. Writes `file.data.text`.
 */
declare module 'vfile' {
  interface DataMap {
    text: string
  }
}

const BLOCK = new Set([
  'p', 'div', 'pre', 'li', 'ul', 'ol', 'table', 'tr', 'blockquote', 'details', 'summary', 'section',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'dl', 'dt', 'dd',
])
const SKIP_CLASSES = ['header-anchor', 'code-block__title']

export default function rehypePageText() {
  return (tree: Root, file: VFile) => {
    let text = ''
    const headingAt = new Map<string, number>()
    const walk = (node: RootContent | Root) => {
      if (node.type === 'text') {
        text += node.value
        return
      }
      if (node.type !== 'element' && node.type !== 'root') return
      if (node.type === 'element') {
        const cls = (node as Element).properties.className
        if (Array.isArray(cls) && cls.some((c) => SKIP_CLASSES.includes(String(c)))) return
      }
      const block = node.type === 'element' && BLOCK.has(node.tagName)
      if (block && text && !text.endsWith('\n')) text += '\n'
      if (node.type === 'element' && /^h[2-4]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        headingAt.set(node.properties.id, text.length)
      }
      for (const child of node.children) walk(child)
      if (block && !text.endsWith('\n')) text += '\n'
    }
    walk(tree)
    // Offsets were taken before blank lines were folded; recount them in the folded text.
    const folded = (at: number) => text.slice(0, at).replace(/\n{2,}/g, '\n').replace(/^\s+/, '').length
    for (const [id, at] of headingAt) headingAt.set(id, folded(at))
    file.data.text = text.replace(/\n{2,}/g, '\n').trim()
    for (const item of file.data.toc ?? []) item.charIndex = headingAt.get(item.id) ?? -1
  }
}
