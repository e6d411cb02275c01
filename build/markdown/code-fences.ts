import type { Root, Element, ElementContent } from 'hast'
import { visit, SKIP } from 'unist-util-visit'
import { parseCodeMeta, type CodeMeta } from './code-meta.ts'

/**
 * The fenced code blocks of a page's HTML tree (`<pre><code class="language-c">`), read once
 * for the stages that replace them: rehype-diagrams.ts (```dot) and rehype-code.ts (the rest).
 * `parent.children[index]` is the block's place, for a stage to put its own element there.
 */
export interface CodeFence {
  pre: Element
  parent: Element | Root
  index: number
  /** '' when the fence names none. */
  lang: string
  meta: CodeMeta
  /** The code, without the newline that ends the last line. */
  text: string
  /** Where the opening fence is in the source. */
  place: { line: number; column: number }
}

export function codeFences(tree: Root): CodeFence[] {
  const out: CodeFence[] = []
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || parent === undefined || index === undefined) return
    const code = node.children[0]
    if (code?.type !== 'element' || code.tagName !== 'code') return
    const classes = (code.properties.className as string[] | undefined) ?? []
    out.push({
      pre: node,
      parent: parent as Element | Root,
      index,
      lang: classes.find((c) => c.startsWith('language-'))?.slice(9) ?? '',
      meta: parseCodeMeta((code.data as { meta?: string } | undefined)?.meta),
      text: collectText(code).replace(/\n$/, ''),
      place: { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 },
    })
    return SKIP
  })
  return out
}

function collectText(node: ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(collectText).join('')
  return ''
}
