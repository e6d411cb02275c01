import { describe, expect, it } from 'vitest'
import { renderDiagram, type Diagram, type DiagramProblem } from '../../../../build/markdown/diagram'

const ok = async (source: string) => {
  const r = await renderDiagram(source)
  if (!('svg' in r)) throw new Error(`expected a diagram, got: ${r.reason}`)
  return r as Diagram
}
const problem = async (source: string) => {
  const r = await renderDiagram(source)
  if ('svg' in r) throw new Error('expected a problem')
  return r as DiagramProblem
}
/** The width of the one box node's polygon, from its points. */
const boxWidth = (svg: string) => {
  const xs = /<polygon fill="none" stroke="black" points="([^"]+)"/
    .exec(svg)![1]
    .split(' ')
    .map((p) => Number(p.split(',')[0]))
  return Math.max(...xs) - Math.min(...xs)
}

describe('dot diagrams', () => {
  it('give an SVG sized in px with nothing tied to one page or theme: no comments, titles, ids, fonts or background', async () => {
    const d = await ok('digraph { a -> b }')
    expect(d.svg.startsWith('<svg ')).toBe(true)
    expect(d.svg).toMatch(new RegExp(`^<svg width="${d.width}" height="${d.height}"`))
    expect(d.width).toBeGreaterThan(20)
    expect(d.height).toBeGreaterThan(50)
    for (const gone of ['<!--', '<title>', ' id="', 'font-family', 'fill="white"', '<?xml', 'DOCTYPE']) expect(d.svg).not.toContain(gone)
    expect(d.svg).toContain('stroke="black"')
  })

  it('lay Chinese text out at its true width: one em a character, as the page draws it', async () => {
    const box = (label: string) =>
      ok(`digraph { node [shape=box margin=0 width=0 height=0 fontsize=20]; a [label="${label}"] }`).then((d) => boxWidth(d.svg))
    // Without the widening, Graphviz counts 0.83 em for each (a byte a space's width).
    const ten = await box('一二三四五六七八九十')
    expect(ten).toBeGreaterThanOrEqual(10 * 20 - 7)
    expect(ten).toBeLessThanOrEqual(10 * 20 + 7)
    // The marks that widen the layout are not in the SVG.
    expect((await ok('digraph { 客户端 -> 服务器 }')).svg).not.toMatch(/[^\x00-\x7f\u4e00-\u9fff]/)
  })

  it('report a syntax error at its line, and a warning as a mistake too', async () => {
    expect(await problem('digraph {\n  a -> b\n  c -> -> d\n}')).toMatchObject({ line: 3, reason: "dot: syntax error in line 3 near '->'" })
    const warning = await problem('digraph {\n  a [shape=hexagonn]\n}')
    expect(warning.reason).toContain('hexagonn')
  })

  it('accept the palette only, and point at a colour outside it where it is written', async () => {
    await ok('digraph { a [style=filled fillcolor=lightblue color=blue fontcolor=red]; a -> b [color="gray:green"] }')
    expect(await problem('digraph {\n  a -> b [color="blue:#00ff00"]\n}')).toMatchObject({
      line: 2,
      column: 23,
      reason: 'dot: colour "#00ff00" is not one of the diagram palette',
    })
    expect(await problem('digraph {\n  node [fillcolor=purple style=filled]\n  a\n}')).toMatchObject({ line: 2, column: 19 })
    // In an HTML-like label too, and in a colour scheme's numbering.
    expect(await problem('digraph {\n  a [label=<<TABLE><TR><TD BGCOLOR="#ff0000">x</TD></TR></TABLE>>]\n}')).toMatchObject({
      line: 2,
      column: 37,
    })
    expect((await problem('digraph { a [style=filled colorscheme=blues9 fillcolor=3] }')).reason).toBe(
      'dot: colour "3" is not one of the diagram palette',
    )
  })
})
