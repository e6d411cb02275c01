import { describe, expect, it } from 'vitest'
import { DIAGRAM_COLORS } from '../../../../build/markdown/diagram'
import { renderChart, textWidth, type Chart, type ChartProblem } from '../../../../build/markdown/chart'
import { compile } from '../../helpers/compile'

const ok = async (source: string) => {
  const r = await renderChart(source)
  if (!('svg' in r)) throw new Error(`expected a chart, got: ${r.reason}`)
  return r as Chart
}
const problem = async (source: string) => {
  const r = await renderChart(source)
  if ('svg' in r) throw new Error('expected a problem')
  return r as ChartProblem
}
const colors = (svg: string) => new Set([...svg.matchAll(/\s(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1]))
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])

const BAR = [
  'kind: bar',
  'category: 方案',
  'value: 耗时（ms）',
  'rows:',
  '  - { label: 互斥锁, value: 1900 }',
  '  - { label: 原子操作, value: 400 }',
].join('\n')

describe('chart sources', () => {
  it('give a bar chart: an SVG sized in px, a bar per row, labels, values and axis titles as text', async () => {
    const c = await ok(BAR)
    expect(c.svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}"`),
    )
    expect(c.width).toBeGreaterThan(380)
    expect(c.width).toBeLessThan(600)
    // Two bars of 24 px, the labels' title above them and the value axis below.
    expect(c.height).toBeGreaterThan(2 * 24)
    expect(c.height).toBeLessThan(2 * 24 + 90)
    expect(c.svg.match(/<path d="M[^"]*" fill="blue"\/>/g)).toHaveLength(2)
    expect(texts(c.svg)).toEqual(expect.arrayContaining(['互斥锁', '原子操作', '1900', '400', '耗时（ms）', '方案']))
  })

  it('draw in the diagram palette only (text and lines black, the rest by name), with nothing tied to a page or a browser', async () => {
    for (const source of [
      BAR,
      'kind: grouped-bar\nvalue: srtt（ms）\nrows:\n  - { label: 4MB, series: CUBIC, value: 19.4 }\n  - { label: 4MB, series: BBR, value: 10.4 }',
      'kind: line\ncategory: 线程\nvalue: 吞吐\nrows:\n  - { label: 1, series: a, value: 1 }\n  - { label: 2, series: a, value: 3 }\n  - { label: 1, series: b, value: 2 }\n  - { label: 2, series: b, value: 1 }',
    ]) {
      const svg = (await ok(source)).svg
      for (const c of colors(svg)) expect(DIAGRAM_COLORS).toContain(c)
      expect(svg).toContain('fill="black"')
      for (const gone of ['role=', 'aria-', 'class=', 'font-family', '#', 'background-color', 'xlink']) expect(svg).not.toContain(gone)
    }
  })

  it('colour series in turn from the palette, or as `colors` says, with a legend', async () => {
    const c = await ok(
      'kind: grouped-bar\nvalue: srtt（ms）\nrows:\n  - { label: 4MB, series: CUBIC, value: 19.4 }\n  - { label: 4MB, series: BBR, value: 10.4 }\n  - { label: 64KB, series: CUBIC, value: 7.6 }\n  - { label: 64KB, series: BBR, value: 6.6 }\ncolors: { CUBIC: orange, BBR: blue }',
    )
    expect(c.svg.match(/<path d="M[^"]*" fill="orange"\/>/g)).toHaveLength(2)
    expect(c.svg.match(/<path d="M[^"]*" fill="blue"\/>/g)).toHaveLength(2)
    expect(texts(c.svg)).toEqual(expect.arrayContaining(['CUBIC', 'BBR', '4MB', '64KB']))
    const turn = await ok('kind: bar\nvalue: x\nrows:\n  - { label: a, series: 甲, value: 1 }\n  - { label: b, series: 乙, value: 2 }')
    expect([...colors(turn.svg)]).toEqual(expect.arrayContaining(['blue', 'orange']))
  })

  it('draw values that span orders of magnitude on a log scale, bars from the power of ten below the smallest', async () => {
    const c = await ok(
      'kind: bar\nvalue: 耗时（s）\nscale: log\nrows:\n  - { label: 全量, value: 47.9 }\n  - { label: 空构建, value: 0.03 }',
    )
    const widths = [...c.svg.matchAll(/<path d="M([\d.]+),[\d.]+h([\d.]+)v[^"]*" fill="blue"/g)].map((m) => Number(m[2]))
    expect(widths).toHaveLength(2)
    expect(widths[1]).toBeGreaterThan(20)
    expect(widths[0]).toBeGreaterThan(widths[1])
    expect(texts(c.svg)).toEqual(expect.arrayContaining(['0.01', '0.1', '1', '10']))
    expect(await problem('kind: bar\nvalue: x\nscale: log\nrows:\n  - { label: a, value: 0 }')).toMatchObject({
      line: 5,
      column: 24,
      reason: 'chart: value 0 cannot be drawn on a log scale',
    })
    expect(await problem('kind: bar\nvalue: x\nscale: sqrt\nrows:\n  - { label: a, value: 1 }')).toMatchObject({
      line: 3,
      column: 8,
      reason: 'chart: unknown scale "sqrt"',
    })
  })

  it('measure Chinese text at one em a character, so a long label widens the chart instead of running into the axis', async () => {
    expect(textWidth('一二三四五六七八九十', 13)).toBe(130)
    expect(textWidth('0', 10)).toBeCloseTo(6.1, 1)
    const short = await ok('kind: bar\nvalue: x\nrows:\n  - { label: 甲, value: 1 }')
    const long = await ok('kind: bar\nvalue: x\nrows:\n  - { label: 甲乙丙丁戊己庚辛壬癸, value: 1 }')
    // Nine more characters of 13 px: the plot keeps its length, the labels' column grows.
    expect(long.width - short.width).toBeGreaterThanOrEqual(9 * 13 - 2)
    expect(long.width - short.width).toBeLessThanOrEqual(9 * 13 + 2)
  })

  it('report every mistake at its line and column in the source, with the fix', async () => {
    expect(await problem('kind: bar\nvalue: [x\n')).toMatchObject({
      line: 3,
      column: 1,
      reason: expect.stringMatching(/^chart: not valid YAML: /),
    })
    expect(await problem('- a\n- b')).toMatchObject({ line: 1, column: 1, reason: 'chart: the chart is not a YAML mapping' })
    expect(await problem('kind: pie\nvalue: x\nrows: [{ label: a, value: 1 }]')).toMatchObject({
      line: 1,
      column: 7,
      reason: 'chart: unknown kind "pie"',
      hint: 'Did you mean "line"? Use one of bar, grouped-bar, line.',
    })
    expect(await problem('value: x\nrows: [{ label: a, value: 1 }]')).toMatchObject({ line: 1, column: 1, reason: 'chart: no `kind`' })
    expect(await problem('kind: bar\nvalu: x')).toMatchObject({
      line: 2,
      column: 1,
      reason: 'chart: unknown key "valu"',
      hint: expect.stringContaining('Did you mean "value"?'),
    })
    expect(await problem('kind: bar\nrows: [{ label: a, value: 1 }]')).toMatchObject({ reason: 'chart: no `value` axis title' })
    expect(await problem('kind: bar\nvalue: x\nrows: []')).toMatchObject({ line: 3, column: 7, reason: 'chart: no `rows`' })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { label: a, value: 1 }\n  - { label: b }')).toMatchObject({
      line: 5,
      column: 5,
      reason: 'chart: a row has no `value`',
    })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { value: 1 }')).toMatchObject({
      line: 4,
      column: 5,
      reason: 'chart: a row has no `label`',
    })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { label: a, value: 1.9 s }')).toMatchObject({
      line: 4,
      column: 24,
      reason: 'chart: value "1.9 s" is not a number',
      hint: 'Write the number alone (`1.9`); the unit goes in the `value` axis title.',
    })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { label: a, vaule: 1 }')).toMatchObject({
      line: 4,
      column: 17,
      reason: 'chart: unknown row field "vaule"',
    })
    expect(await problem('kind: grouped-bar\nvalue: x\nrows:\n  - { label: a, value: 1 }')).toMatchObject({
      line: 4,
      column: 5,
      reason: 'chart: a row of a grouped-bar chart has no `series`',
    })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { label: a, series: s, value: 1 }\ncolors: { s: "#ff0000" }')).toMatchObject({
      line: 5,
      column: 14,
      reason: 'chart: colour "#ff0000" is not one of the diagram palette',
    })
    expect(await problem('kind: bar\nvalue: x\nrows:\n  - { label: a, series: s, value: 1 }\ncolors: { t: red }')).toMatchObject({
      line: 5,
      column: 11,
    })
  })
})

describe('the chart stage (rehype-charts)', () => {
  const page = (fence: string, body: string) => `---\ntitle: 图\n---\n\n正文。\n\n${fence}\n${body}\n\`\`\`\n`

  it('puts a figure in place of the fence: the svg with role img, the alt as its label, its size, the title as caption', async () => {
    const out = await compile(page('```chart alt="互斥锁 1.9 秒，原子操作 0.4 秒" title="图 1：耗时"', BAR))
    expect(out.messages).toEqual([])
    expect(out.html).toMatch(/<figure class="chart"><svg [^>]*class="chart__svg" role="img" aria-label="互斥锁 1.9 秒，原子操作 0.4 秒"/)
    expect(out.html).toMatch(/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/)
    expect(out.html).toContain('<figcaption>图 1：耗时</figcaption></figure>')
    expect(out.html).not.toContain('<pre')
    expect(out.html).not.toContain('<script')
    // The chart's labels are drawn, not read: the page's text has the caption only.
    expect(out.text).not.toContain('原子操作')
  })

  it('stops at a missing alt on the fence, and at a mistake at its line and column in the page, leaving the code', async () => {
    const noAlt = await compile(page('```chart title="图"', BAR))
    expect(noAlt.messages.map((m) => [m.line, m.column, m.reason, m.rule])).toEqual([[7, 1, 'chart has no alt text', 'markdown/chart']])
    // The fence is line 7 of the page: its source's line 4 is line 11.
    const bad = await compile(page('```chart alt="a"', 'kind: bar\nvalue: x\nrows:\n  - { label: a, value: 1.9 s }'))
    expect(bad.messages.map((m) => [m.line, m.column, m.reason])).toEqual([[11, 24, 'chart: value "1.9 s" is not a number']])
    expect(bad.messages[0].hint).toContain('unit goes in the `value` axis title')
    expect(bad.html).toContain('<pre')
    const indented = await compile(`---\ntitle: 图\n---\n\n- 列表\n\n  \`\`\`chart alt="a"\n  kind: pie\n  \`\`\`\n`)
    expect(indented.messages.map((m) => [m.line, m.column])).toEqual([[8, 9]])
  })
})
