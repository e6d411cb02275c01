import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml'
import { compile, type TopLevelSpec } from 'vega-lite'
import * as vega from 'vega'
import { closest } from '../diagnostics.ts'
import { DIAGRAM_COLORS } from './diagram.ts'

/**
 * A chart's YAML source to an SVG that sits in the page's HTML and follows its light and dark
 * themes, drawn at build time by Vega-Lite (compiled to Vega, rendered by `View.toSVG()` with no
 * canvas and no browser):
 *
 *   kind: bar                        bar | grouped-bar | line
 *   category: 时间（s）               the axis of the labels (optional)
 *   value: Dirty（MB）                the axis of the values, with its unit
 *   rows:                            one per bar or point: label and value, and series (the
 *     - { label: 0 s, value: 308 }   bar's colour and legend; a grouped bar's bar in its group,
 *     - { label: 35 s, value: 41 }   a line's line)
 *   colors: { CUBIC: orange }        optional, series → a colour of the diagram palette
 *   scale: log                       optional, the value axis: linear (default) or log
 *
 * Bars are horizontal, each with its value at its end, so long Chinese labels read on one line.
 * The SVG is written in the palette of diagram.ts (`fill="blue"`, text and lines `black`), which
 * the stylesheet maps to each theme, exactly as for diagrams; its size is Vega's own, in px.
 */
export const CHART_KINDS = ['bar', 'grouped-bar', 'line'] as const
type Kind = (typeof CHART_KINDS)[number]

/** The colours series take in turn, from the diagram palette: strong ones, told apart in both themes. */
const SERIES_COLORS = ['blue', 'orange', 'green', 'red', 'gray']
const PALETTE = new Set<string>(DIAGRAM_COLORS)
const KEYS = ['kind', 'category', 'value', 'rows', 'colors', 'scale']
const SCALES = ['linear', 'log']
const ROW_KEYS = ['label', 'value', 'series']
/** The length of the value axis, px; bars are a step apart, a line chart is LINE_HEIGHT tall. */
const PLOT_WIDTH = 380
const BAR_STEP = 24
const LINE_HEIGHT = 220
const FONT_SIZE = 13

export interface Chart {
  svg: string
  width: number
  height: number
}

/** What is wrong with a chart's source, at a line and column of that source (1-based). */
export interface ChartProblem {
  line: number
  column: number
  reason: string
  hint: string
}

interface Row {
  label: string | number
  value: number
  series?: string
}

interface ChartSpec {
  kind: Kind
  category?: string
  value: string
  rows: Row[]
  colors: Record<string, string>
  scale: 'linear' | 'log'
}

export async function renderChart(source: string): Promise<Chart | ChartProblem> {
  const read = readChart(source)
  if ('reason' in read) return read
  const view = new vega.View(vega.parse(compile(vegaLite(read)).spec), { renderer: 'none' })
  const svg = clean(await view.toSVG())
  view.finalize()
  const bad = [...svg.matchAll(/\s(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]).find((c) => !PALETTE.has(c))
  if (bad !== undefined) throw new Error(`chart: Vega wrote the colour "${bad}", which is not in the diagram palette`)
  const size = /<svg\b[^>]*\bwidth="([\d.]+)"[^>]*\bheight="([\d.]+)"/.exec(svg)
  if (!size) throw new Error('chart: Vega wrote an SVG without a size')
  const width = Math.ceil(Number(size[1]))
  const height = Math.ceil(Number(size[2]))
  return { svg: svg.replace(/\bwidth="[\d.]+"/, `width="${width}"`).replace(/\bheight="[\d.]+"/, `height="${height}"`), width, height }
}

/** The source read and checked: every mistake at its place, with the fix. */
export function readChart(source: string): ChartSpec | ChartProblem {
  const lines = new LineCounter()
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false })
  // A node's place is where it starts; a key–value pair's, where its key does.
  const at = (node: YamlNode | Pair | undefined | null, reason: string, hint: string): ChartProblem => {
    const range = isPairNode(node) ? (node.key as YamlNode | null)?.range : (node as YamlNode | undefined | null)?.range
    const { line, col } = lines.linePos(range?.[0] ?? 0)
    return { line, column: col, reason: `chart: ${reason}`, hint }
  }
  if (doc.errors.length) {
    const e = doc.errors[0]
    const { line, col } = lines.linePos(e.pos[0])
    return {
      line,
      column: col,
      reason: `chart: not valid YAML: ${e.message.split('\n')[0]}`,
      hint: 'Write the chart as YAML: kind, value, rows (see the README, "Charts").',
    }
  }
  const root = doc.contents
  if (!isMap(root))
    return at(root, 'the chart is not a YAML mapping', 'Write `kind: bar`, `value: 耗时（ms）` and `rows:` on lines of their own.')
  for (const pair of root.items) {
    const key = String((pair.key as YamlNode & { value?: unknown })?.toJSON?.() ?? pair.key)
    if (!KEYS.includes(key)) {
      const near = closest(key, KEYS, 2)
      return at(pair, `unknown key "${key}"`, `${near ? `Did you mean "${near}"? ` : ''}A chart has ${KEYS.join(', ')}.`)
    }
  }
  const kindNode = root.get('kind', true) as YamlNode | undefined
  const kind = scalarText(kindNode)
  if (kind === undefined) return at(root, 'no `kind`', `Add \`kind: bar\` (one of ${CHART_KINDS.join(', ')}).`)
  if (!(CHART_KINDS as readonly string[]).includes(kind)) {
    const near = closest(kind, CHART_KINDS, 3)
    return at(kindNode, `unknown kind "${kind}"`, `${near ? `Did you mean "${near}"? ` : ''}Use one of ${CHART_KINDS.join(', ')}.`)
  }
  const valueNode = root.get('value', true) as YamlNode | undefined
  const value = scalarText(valueNode)
  if (!value) return at(valueNode ?? root, 'no `value` axis title', 'Add `value: 耗时（ms）`: what the numbers are, with their unit.')
  const categoryNode = root.get('category', true) as YamlNode | undefined
  const category = categoryNode === undefined ? undefined : scalarText(categoryNode)
  if (categoryNode !== undefined && !category)
    return at(categoryNode, '`category` is not a text', 'Write the axis title of the labels, e.g. `category: 线程数`.')

  const scaleNode = root.get('scale', true) as YamlNode | undefined
  const scale = scaleNode === undefined ? 'linear' : scalarText(scaleNode)
  if (!scale || !SCALES.includes(scale))
    return at(scaleNode, `unknown scale "${scale}"`, 'Use `scale: log` for values that span orders of magnitude, or leave it out.')

  const rowsNode = root.get('rows', true) as YamlNode | undefined
  if (!isSeq(rowsNode) || !rowsNode.items.length)
    return at(rowsNode ?? root, 'no `rows`', 'Add `rows:` with one `- { label: …, value: … }` per bar or point.')
  const rows: Row[] = []
  for (const item of rowsNode.items as YamlNode[]) {
    if (!isMap(item)) return at(item, 'a row is not a mapping', 'Write each row as `- { label: 4 线程, value: 1.9 }`.')
    const row = item as YAMLMap
    for (const pair of row.items) {
      const key = String((pair.key as YamlNode & { value?: unknown })?.toJSON?.() ?? pair.key)
      if (!ROW_KEYS.includes(key)) {
        const near = closest(key, ROW_KEYS, 2)
        return at(pair, `unknown row field "${key}"`, `${near ? `Did you mean "${near}"? ` : ''}A row has ${ROW_KEYS.join(', ')}.`)
      }
    }
    const labelNode = row.get('label', true) as YamlNode | undefined
    const valueField = row.get('value', true) as YamlNode | undefined
    if (labelNode === undefined || !isScalar(labelNode) || labelNode.value === null)
      return at(item, 'a row has no `label`', 'Give every row a `label:` (the bar’s or point’s name).')
    if (valueField === undefined) return at(item, 'a row has no `value`', 'Give every row a `value:`, a number.')
    const n = isScalar(valueField) ? valueField.value : undefined
    if (typeof n !== 'number' || !Number.isFinite(n))
      return at(
        valueField,
        `value ${JSON.stringify(valueField.toJSON())} is not a number`,
        'Write the number alone (`1.9`); the unit goes in the `value` axis title.',
      )
    if (scale === 'log' && n <= 0)
      return at(
        valueField,
        `value ${n} cannot be drawn on a log scale`,
        'Drop `scale: log`, or leave out the rows that are not above zero.',
      )
    const seriesNode = row.get('series', true) as YamlNode | undefined
    const series = seriesNode === undefined ? undefined : scalarText(seriesNode)
    if (kind === 'grouped-bar' && series === undefined)
      return at(
        item,
        'a row of a grouped-bar chart has no `series`',
        'Give every row a `series:`: which bar of its group it is (its colour and legend).',
      )
    const label = labelNode.value as string | number
    rows.push({ label: typeof label === 'number' ? label : String(label), value: n, ...(series !== undefined ? { series } : {}) })
  }

  const colors: Record<string, string> = {}
  const colorsNode = root.get('colors', true) as YamlNode | undefined
  if (colorsNode !== undefined) {
    if (!isMap(colorsNode)) return at(colorsNode, '`colors` is not a mapping', 'Write `colors: { CUBIC: orange, BBR: blue }`.')
    const names = new Set(rows.map((r) => r.series))
    for (const pair of colorsNode.items) {
      const name = String((pair.key as YamlNode & { value?: unknown })?.toJSON?.() ?? pair.key)
      const color = scalarText(pair.value as YamlNode)
      if (!names.has(name)) return at(pair, `\`colors\` names "${name}", which no row's series is`, 'Name the series as the rows do.')
      if (!color || !PALETTE.has(color))
        return at(
          pair.value as YamlNode,
          `colour "${color}" is not one of the diagram palette`,
          `Use ${SERIES_COLORS.join(', ')} or another colour of the diagram palette: they follow the light and dark themes.`,
        )
      colors[name] = color
    }
  }
  return { kind: kind as Kind, category, value, rows, colors, scale: scale as ChartSpec['scale'] }
}

const isPairNode = (n: unknown): n is Pair => !!n && typeof n === 'object' && 'key' in n && 'value' in n && !('range' in n)
const scalarText = (n: YamlNode | undefined | null): string | undefined =>
  isScalar(n) && n.value !== null && typeof n.value !== 'object' ? String(n.value).trim() : undefined

/** The Vega-Lite spec of a chart: palette colours only, no background, sizes in px. */
function vegaLite(c: ChartSpec): TopLevelSpec {
  const series = [...new Set(c.rows.flatMap((r) => (r.series === undefined ? [] : [r.series])))]
  const range = series.map((s, i) => c.colors[s] ?? SERIES_COLORS[i % SERIES_COLORS.length])
  const color = series.length
    ? {
        field: 'series',
        type: 'nominal' as const,
        sort: series,
        scale: { domain: series, range },
        legend: { title: null, orient: 'top' as const },
      }
    : { value: 'blue' }
  const config = {
    background: null as unknown as string,
    font: 'sans-serif',
    view: { stroke: null },
    mark: { aria: false },
    axis: {
      aria: false,
      domainColor: 'black',
      tickColor: 'black',
      labelColor: 'black',
      titleColor: 'black',
      gridColor: 'lightgray',
      labelFontSize: FONT_SIZE,
      titleFontSize: FONT_SIZE,
      titleFontWeight: 'normal' as const,
      // Tick labels that would touch are left out, with room to spare for a wider face than measured.
      labelOverlap: 'greedy' as const,
      labelSeparation: 8,
      // Room for a CJK face's tall line box between the labels and the title.
      titlePadding: 10,
      // No cut: a label is drawn whole and the chart grows to hold it (0 would leave Vega's 180 px bound).
      labelLimit: 1000,
    },
    // About five steps on a value axis: its labels stay apart whatever the face.
    axisQuantitative: { tickCount: 5 },
    legend: { aria: false, labelColor: 'black', labelFontSize: FONT_SIZE, symbolStrokeWidth: 0, labelLimit: 1000 },
    text: { color: 'black', fontSize: FONT_SIZE },
  }
  // The vertical axis's title sits level above its labels, ending where they end: Chinese reads
  // badly turned on its side, and Vega places a turned title by its own label estimate, which a
  // long label overlaps.
  const levelTitle = { titleAngle: 0, titleAlign: 'right', titleBaseline: 'bottom', titleX: -7, titleY: -8 }
  const data = { values: c.rows }
  if (c.kind === 'line') {
    const numeric = c.rows.every((r) => typeof r.label === 'number')
    return {
      data,
      width: PLOT_WIDTH,
      height: LINE_HEIGHT,
      config,
      mark: { type: 'line', point: true },
      encoding: {
        x: {
          field: 'label',
          type: numeric ? 'quantitative' : 'ordinal',
          sort: null,
          title: c.category ?? null,
          ...(numeric ? {} : { axis: { labelAngle: 0 } }),
        },
        y: { field: 'value', type: 'quantitative', title: c.value, scale: { type: c.scale }, axis: levelTitle },
        color,
      },
    } as TopLevelSpec
  }
  // A bar on a log scale starts at the power of ten below the smallest value (zero has no place).
  const low = c.scale === 'log' ? 10 ** Math.floor(Math.log10(Math.min(...c.rows.map((r) => r.value)))) : 0
  const valueScale = c.scale === 'log' ? { type: 'log', domainMin: low } : { type: 'linear' }
  // Labelled at the powers of ten only: Vega labels the steps between them too, which run together.
  const high = Math.max(...c.rows.map((r) => r.value))
  const powers = c.scale === 'log' ? Array.from({ length: Math.ceil(Math.log10(high / low)) + 1 }, (_, i) => low * 10 ** i) : undefined
  const grouped = c.kind === 'grouped-bar'
  const labels = [...new Set(c.rows.map((r) => String(r.label)))]
  return {
    data: { values: c.rows.map((r) => ({ ...r, label: String(r.label) })) },
    width: PLOT_WIDTH,
    // A grouped bar's step is its own bar's (the offset band), so every bar is as thick as a bar chart's.
    height: grouped ? { step: BAR_STEP - 4, for: 'offset' } : { step: BAR_STEP },
    config,
    encoding: {
      y: { field: 'label', type: 'nominal', sort: labels, title: c.category ?? null, axis: levelTitle },
      x: {
        field: 'value',
        type: 'quantitative',
        title: c.value,
        scale: valueScale,
        ...(powers ? { axis: { values: powers, format: '~g' } } : {}),
      },
      ...(grouped ? { yOffset: { field: 'series', type: 'nominal', sort: series } } : {}),
    },
    layer: [
      { mark: grouped ? { type: 'bar' } : { type: 'bar', height: BAR_STEP - 6 }, encoding: { color, x2: { datum: low } } },
      { mark: { type: 'text', align: 'left', baseline: 'middle', dx: 4 }, encoding: { text: { field: 'value', type: 'quantitative' } } },
    ],
  } as TopLevelSpec
}

/** What ties Vega's SVG to a browser or a data set: its roles and ARIA (the figure's own svg has them), classes, the mark container paths. */
function clean(svg: string): string {
  return svg
    .replace(/\s(?:role|aria-[a-z]+|class|pointer-events)="[^"]*"/g, '')
    .replace(/<path d="M0,0h0v0h0Z"\/>|<path d="" display="none"\/>/g, '')
    .replace(/\s(?:xmlns:xlink|version)="[^"]*"/g, '')
    .replace(/\sfont-family="[^"]*"/g, '')
}

/**
 * Text widths as the page draws them: Vega measures labels to place axes and size the chart,
 * with a canvas when there is one and else at 0.8 em a character, which makes a Chinese label
 * (1 em a character) a fifth too narrow, so it would run into its axis. Wide characters count
 * 1 em, ASCII Helvetica's advance widths (the sans-serif metrics Graphviz lays diagrams out
 * with) and a tenth more, as the page's Latin may come from a wider face (Microsoft YaHei's,
 * DejaVu Sans), others 0.6 em. Vega reads `textMetrics.width` for every measure, so it is set
 * once, for every chart of the process.
 */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/

export function textWidth(text: string, fontSize: number): number {
  let em = 0
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    em += code >= 32 && code <= 126 ? (1.1 * ASCII_WIDTHS[code - 32]) / 1000 : WIDE.test(ch) ? 1 : 0.6
  }
  return em * fontSize
}

// vega-typings leave out the text metrics that vega exports from vega-scenegraph.
type Measure = (item: { text?: unknown; fontSize?: number }, text?: unknown) => number
;(vega as unknown as { textMetrics: { width: Measure } }).textMetrics.width = (item, text) => {
  const value = text ?? item.text
  const lines = Array.isArray(value) ? value.map(String) : [value == null ? '' : String(value)]
  return Math.max(...lines.map((l) => textWidth(l, item.fontSize ?? 11)))
}
