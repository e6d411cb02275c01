import GithubSlugger from 'github-slugger'
import { toString } from 'hast-util-to-string'
import type { Root, Element, Text } from 'hast'
import type { VFile } from 'vfile'
import { visit, SKIP } from 'unist-util-visit'
import { fail } from '../diagnostics.ts'
import type { TocItem } from '../../src/shared/types.ts'

/**
 * Gives every heading a stable id and collects the outline.
 *
 *   ## 优先级继承            → <h2 id="优先级继承">优先级继承<a class="header-anchor" href="#优先级继承">#</a></h2>
 *   ## 临界区 {#critical}    → <h2 id="critical">临界区…</h2>
 *
 * Ids follow GitHub's rules (lower case, punctuation dropped, CJK kept), made unique in the page
 * with -1, -2 suffixes. The first `#` heading is the page title: it is taken out of the HTML
 * (the layout prints the title), except on a `blank` page, whose layout prints nothing but the
 * content, and kept in `file.data.h1`. Writes `file.data.toc` (depth 2..4), `file.data.h1` and `file.data.anchors`.
 */
declare module 'vfile' {
  interface DataMap {
    toc: TocItem[]
    h1: string
    anchors: string[]
  }
}

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/

export default function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger()
    const toc: TocItem[] = []
    const seen = new Map<string, number>()
    let h1Count = 0
    let titleNode: Element | undefined
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1]
      if (!depth) return
      const line = node.position?.start.line ?? 1
      const custom = takeCustomId(node)
      const text = toString(node).trim()
      let id: string
      if (custom) {
        id = custom
        if (seen.has(id)) {
          fail(file, `heading id "${id}" is used twice in this page`, {
            place: { line, column: 1 },
            rule: 'markdown/heading-id',
            hint: `The first use is on line ${seen.get(id)}. Give one of them another {#id}.`,
          })
        }
        slugger.occurrences[id] ??= 0
      } else {
        id = slugger.slug(text)
      }
      seen.set(id, line)
      node.properties.id = id
      if (depth === '1') {
        h1Count++
        if (h1Count === 1) {
          // The layout prints the page title as the h1, so the markdown one is taken out.
          file.data.h1 = text
          titleNode = node
        } else
          fail(file, 'a page has one `#` title at most', {
            place: { line, column: 1 },
            rule: 'markdown/heading',
            hint: 'Make this heading a `##` section.',
          })
        return
      }
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['header-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 },
        children: [{ type: 'text', value: '#' }],
      })
      const d = Number(depth)
      if (d >= 2 && d <= 4) toc.push({ text, id, depth: d, charIndex: -1 })
    })
    if (titleNode && file.data.frontmatter?.pageType !== 'blank') removeNode(tree, titleNode)
    file.data.toc = toc
    file.data.anchors = [...seen.keys()]
  }
}

function removeNode(tree: Root, target: Element): void {
  visit(tree, (node, index, parent) => {
    if (node === target && parent && index !== undefined) {
      parent.children.splice(index, 1)
      return [SKIP, index]
    }
  })
}

function takeCustomId(node: Element): string | undefined {
  const last = node.children[node.children.length - 1]
  if (!last || last.type !== 'text') return undefined
  const m = CUSTOM_ID.exec((last as Text).value)
  if (!m) return undefined
  ;(last as Text).value = (last as Text).value.slice(0, m.index)
  return m[1]
}
