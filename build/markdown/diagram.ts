import { instance, type Viz } from '@viz-js/viz'

/**
 * Graphviz `dot` source to an SVG that sits in the page's HTML and follows its light and dark
 * themes. Graphviz runs as WebAssembly (@viz-js/viz), so a build needs no system package.
 *
 * The SVG keeps Graphviz's own geometry (1 pt of the layout is 1 px on the page) and loses what
 * would tie it to one page or one theme: comments, `<title>` tooltips, ids (two diagrams on a page
 * would share them), the white background and the font family (the page's font is used). Colours
 * stay as Graphviz writes them (`stroke="black"`, `fill="lightblue"`); the stylesheet maps each of
 * the palette below to the theme, so only these names are accepted.
 */
export const DIAGRAM_COLORS = [
  'black',
  'white',
  'none',
  'transparent',
  'gray',
  'grey',
  'lightgray',
  'lightgrey',
  'blue',
  'lightblue',
  'green',
  'palegreen',
  'red',
  'pink',
  'orange',
  'lightyellow',
] as const

const PALETTE = new Set<string>(DIAGRAM_COLORS)

/** Graphviz's defaults for a page: a sans-serif font's metrics for the layout, 14 pt text. */
const DEFAULTS = { fontname: 'Helvetica', fontsize: 14 }

export interface Diagram {
  svg: string
  width: number
  height: number
}

/** What is wrong with a diagram's source, at a line and column of that source (1-based). */
export interface DiagramProblem {
  line: number
  column: number
  reason: string
  hint: string
}

let viz: Promise<Viz> | undefined

export async function renderDiagram(source: string): Promise<Diagram | DiagramProblem> {
  viz ??= instance()
  const result = (await viz).render(widen(source), {
    format: 'svg',
    graphAttributes: DEFAULTS,
    nodeAttributes: DEFAULTS,
    edgeAttributes: DEFAULTS,
  })
  // Graphviz's warnings (an unknown attribute, a colour it cannot read) are mistakes too.
  const first = result.errors.find((e) => !/width of non-ASCII character/.test(e.message))
  if (result.status !== 'success' || first) {
    const message = (first?.message ?? 'Graphviz could not lay out the diagram').trim().replace(/^(Error|Warning):\s*/i, '')
    const at = /\bline (\d+)/.exec(message)
    return {
      line: at ? Number(at[1]) : 1,
      column: 1,
      reason: `dot: ${message}`,
      hint: 'Fix the diagram source; https://graphviz.org/doc/info/lang.html describes the dot language.',
    }
  }
  const written = writtenColors(source).find((c) => !PALETTE.has(c.value.toLowerCase()))
  if (written) return colorProblem(written.value, written)
  const svg = clean(result.output).replaceAll(MARK, '')
  const bad = [...svg.matchAll(/\s(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]).find((c) => !PALETTE.has(c.toLowerCase()))
  if (bad !== undefined) return colorProblem(bad, { line: 1, column: 1 })
  const size = /<svg\b[^>]*\bwidth="([\d.]+)pt"[^>]*\bheight="([\d.]+)pt"/.exec(svg)
  if (!size) throw new Error('dot: Graphviz wrote an SVG without a size')
  const width = Math.ceil(Number(size[1]))
  const height = Math.ceil(Number(size[2]))
  return { svg: svg.replace(/\bwidth="[\d.]+pt"/, `width="${width}"`).replace(/\bheight="[\d.]+pt"/, `height="${height}"`), width, height }
}

/**
 * Graphviz lays text out with built-in metrics of Latin fonts (WebAssembly has no fonts to ask),
 * in which each byte of a character beyond ASCII is as wide as a space: a Chinese character comes
 * out at 0.83 em where the page draws it 1 em wide, and its box is too small. Each run of wide
 * characters gets 0.3 of a mark per character, a two-byte character (0.56 em) that no text uses,
 * which brings the run to its true width within a third of an em; the marks are taken out of the
 * SVG after the layout.
 */
const MARK = '\u0378'
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]+/g

function widen(source: string): string {
  return source.replace(WIDE, (run) => run + MARK.repeat(Math.round(run.length * 0.3)))
}

function clean(output: string): string {
  return (
    output
      .slice(output.indexOf('<svg'))
      .replace(/<!--[\s\S]*?-->\n?/g, '')
      .replace(/<title>[\s\S]*?<\/title>\n?/g, '')
      .replace(/\sid="[^"]*"/g, '')
      .replace(/\sfont-family="[^"]*"/g, '')
      // The graph's background: the first polygon, filled white (or the graph's bgcolor).
      .replace(/(<g class="graph"[^>]*>\n?)<polygon fill="[^"]*" stroke="none"[^>]*\/>\n?/, '$1')
      .trim()
  )
}

function colorProblem(color: string, place: { line: number; column: number }): DiagramProblem {
  return {
    ...place,
    reason: `dot: colour "${color}" is not one of the diagram palette`,
    hint: `Use ${DIAGRAM_COLORS.filter((c) => c !== 'grey' && c !== 'lightgrey').join(', ')}: they follow the light and dark themes.`,
  }
}

const COLOR_ATTRIBUTE = /\b(?:color|fillcolor|fontcolor|bgcolor|pencolor|labelfontcolor)\s*=\s*(?:"([^"]*)"|([^\s,;\]]+))/gi

/** The colours the source names in colour attributes, each with its place (a list `a:b` gives each). */
function writtenColors(source: string): { value: string; line: number; column: number }[] {
  const out: { value: string; line: number; column: number }[] = []
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(COLOR_ATTRIBUTE)) {
      const list = m[1] ?? m[2]
      const start = m.index + m[0].length - list.length - (m[1] !== undefined ? 1 : 0)
      let offset = 0
      for (const part of list.split(':')) {
        const value = part.split(';')[0].trim()
        if (value) out.push({ value, line: i + 1, column: start + offset + 1 })
        offset += part.length + 1
      }
    }
  })
  return out
}
