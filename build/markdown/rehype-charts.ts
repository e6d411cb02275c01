import type { Root, Element, ElementContent } from 'hast'
import type { VFile } from 'vfile'
import { fromHtml } from 'hast-util-from-html'
import { fail } from '../diagnostics.ts'
import { codeFences } from './code-fences.ts'
import { renderChart } from './chart.ts'

/**
 * A ```chart fence becomes a figure at build time: measured numbers drawn by Vega-Lite into an
 * SVG inline in the page (chart.ts), in the diagram palette, so it follows the theme and ships
 * no JavaScript.
 *
 *   ```chart alt="4 线程时互斥锁 1.9 秒，原子操作 0.4 秒" title="图 2：耗时"
 *   kind: bar
 *   value: 耗时（s）
 *   rows:
 *     - { label: 互斥锁, value: 1.9 }
 *     - { label: 原子操作, value: 0.4 }
 *   ```
 *   → <figure class="chart">
 *       <svg class="chart__svg" role="img" aria-label="4 线程时…" width="480" height="98" viewBox="…">…</svg>
 *       <figcaption>图 2：耗时</figcaption>
 *     </figure>
 *
 * `alt` is required (what a screen reader says); `title` is the caption. A mistake in the
 * source stops the build at its line and column inside the fence, and the fence stays as code.
 */
export default function rehypeCharts() {
  return async (tree: Root, file: VFile) => {
    for (const { pre, parent, index, meta, text: source, place } of codeFences(tree).filter((f) => f.lang === 'chart')) {
      const alt = meta.attributes.alt?.trim()
      if (!alt) {
        fail(file, 'chart has no alt text', {
          place,
          rule: 'markdown/chart',
          hint: 'Write alt="…" after ```chart: one sentence with what the numbers show.',
        })
        continue
      }
      const chart = await renderChart(source)
      if (!('svg' in chart)) {
        // The source starts on the line after the fence, indented as the fence is.
        fail(file, chart.reason, {
          place: { line: place.line + chart.line, column: place.column - 1 + chart.column },
          rule: 'markdown/chart',
          hint: chart.hint,
        })
        continue
      }
      const svg = fromHtml(chart.svg, { fragment: true, space: 'svg' }).children.find((n): n is Element => n.type === 'element')
      if (!svg) throw new Error('chart: Vega wrote no <svg> element')
      Object.assign(svg.properties, { className: ['chart__svg'], role: 'img', ariaLabel: alt })
      const children: ElementContent[] = [svg]
      if (meta.title)
        children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: meta.title }] })
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['chart'] },
        children,
        position: pre.position,
      }
    }
  }
}
