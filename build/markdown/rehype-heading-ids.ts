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
 * with -1, -2 suffixes. A `#` heading that is the body's first block is the page title: it is
 * taken out of the HTML (the layout prints the title), except on a `blank` page, whose layout
 * prints nothing but the content, and kept in `file.data.h1`. Any other `#` heading (later in the
 * page, in a quote, a list or a container) would have no place in the layout, so it is an error
 * at its line and column, and so is a leading one that says something else than the
 * frontmatter's `title`: either would be lost from the page without a word.
 *
 *   ---\ntitle: 互斥锁\n---\n# 互斥锁\n\n正文     → the heading taken out, the title is 互斥锁
 *   正文\n\n# 小节                               → error: use `##` for a section
 *
 * Writes `file.data.toc` (depth 2..4), `file.data.h1` and `file.data.anchors`.
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
    const titleNode = leadingHeading(tree)
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
        const place = { line, column: node.position?.start.column ?? 1 }
        const title = file.data.frontmatter?.title
        if (node !== titleNode)
          fail(file, `\`#\` heading "${text}" is not the first block of the page, where the title is`, {
            place,
            rule: 'markdown/heading',
            hint: "A page's title is its frontmatter `title` or a `#` heading before anything else. Use `##` for a section.",
          })
        else if (title !== undefined && title !== text)
          fail(file, `the page has two titles: "${title}" in the frontmatter and the \`#\` heading "${text}"`, {
            place,
            rule: 'markdown/heading',
            hint: 'Remove the heading or the frontmatter `title`, or use `##` if it starts a section.',
          })
        // The layout prints the page title as the h1, so the markdown one is taken out.
        else file.data.h1 = text
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
    if (titleNode && file.data.h1 !== undefined && file.data.frontmatter?.pageType !== 'blank') removeNode(tree, titleNode)
    file.data.toc = toc
    file.data.anchors = [...seen.keys()]
  }
}

/**
 * The body's first block if it is a `#` heading. What no reader sees may come before it: an
 * HTML comment, an MDX page's imports and exports.
 */
function leadingHeading(tree: Root): Element | undefined {
  const first = tree.children.find((n) => {
    if (n.type === 'text' || n.type === 'raw') return !/^\s*(<!--[\s\S]*?-->\s*)*$/.test(n.value)
    return n.type !== 'comment' && (n.type as string) !== 'mdxjsEsm'
  })
  return first?.type === 'element' && first.tagName === 'h1' ? first : undefined
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
