import type { Root, Element, ElementContent } from 'hast'
import type { VFile } from 'vfile'
import { fromHtml } from 'hast-util-from-html'
import { fail } from '../diagnostics.ts'
import { codeFences } from './code-fences.ts'
import { renderDiagram } from './diagram.ts'

/**
 * A ```dot fence becomes a figure at build time: Graphviz's SVG inline in the page (diagram.ts),
 * so it follows the theme and ships no JavaScript; the reader's zoom is src/client/diagram-zoom.ts.
 *
 *   ```dot alt="三次握手：SYN、SYN+ACK、ACK" title="图 1：握手"
 *   digraph { … }
 *   ```
 *   → <figure class="diagram">
 *       <svg class="diagram__svg" role="img" aria-label="三次握手：…" width="260" height="44" viewBox="…">…</svg>
 *       <figcaption>图 1：握手</figcaption>
 *     </figure>
 *
 * `alt` is required (it is what a screen reader says); `title` is the caption. A mistake in the
 * source stops the build at its line inside the fence, and the fence stays as code.
 */
export default function rehypeDiagrams() {
  return async (tree: Root, file: VFile) => {
    for (const { pre, parent, index, meta, text: source, place } of codeFences(tree).filter((f) => f.lang === 'dot')) {
      const alt = meta.attributes.alt?.trim()
      if (!alt) {
        fail(file, 'diagram has no alt text', {
          place,
          rule: 'markdown/diagram',
          hint: 'Write alt="…" after ```dot: one sentence that says what the figure shows.',
        })
        continue
      }
      const diagram = await renderDiagram(source)
      if (!('svg' in diagram)) {
        fail(file, diagram.reason, {
          place: { line: place.line + diagram.line, column: diagram.column },
          rule: 'markdown/diagram',
          hint: diagram.hint,
        })
        continue
      }
      const svg = fromHtml(diagram.svg, { fragment: true }).children.find((n): n is Element => n.type === 'element')
      if (!svg) throw new Error('dot: Graphviz wrote no <svg> element')
      Object.assign(svg.properties, { className: ['diagram__svg'], role: 'img', ariaLabel: alt })
      const children: ElementContent[] = [svg]
      if (meta.title)
        children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: meta.title }] })
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['diagram'] },
        children,
        position: pre.position,
      }
    }
  }
}
