/**
 * The scanner's decoder against zbarimg (Debian's zbar-tools) on a generated corpus: it must read
 * every picture zbarimg reads, never return a wrong text, and find nothing where there is no code.
 *
 * Timing is checked apart from reading: the corpus runs with a generous budget, so a loaded test
 * machine does not turn "reads it" into "ran out of time"; how soon a failure gives up is pinned
 * by the budget test in qr-scanner.test.ts and the Worker's hard limit in the browser test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeQr } from '../../../src/tools/qr-scanner/decode'
import { buildCorpus, readRgba, writeJson, zbarRead, type CorpusImage } from './qr-corpus'

const corpus: CorpusImage[] = buildCorpus()
const rows: { name: string; expected: boolean; zbar: string; ours: string; ms: number; strategy?: string }[] = []

beforeAll(() => {
  expect(corpus.length).toBeGreaterThan(30)
})
afterAll(() => {
  writeJson('report.json', rows)
})

describe('QR decoder against zbarimg', () => {
  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, image) => {
    const zbar = zbarRead(image.file)
    const r = decodeQr(readRgba(image.file), { budgetMs: 10_000 })
    const ours = r.found ? r.text : null
    rows.push({
      name: image.name,
      expected: image.expected !== null,
      zbar: zbar === null ? 'none' : zbar === image.expected ? 'read' : 'WRONG',
      ours: ours === null ? 'none' : ours === image.expected ? 'read' : 'WRONG',
      ms: Math.round(r.ms),
      strategy: r.found ? r.strategy : undefined,
    })
    if (image.expected === null) {
      expect(ours, 'a picture without a code').toBeNull()
      return
    }
    // Never a wrong text.
    if (ours !== null) expect(ours).toBe(image.expected)
    // Everything zbarimg reads correctly, we read.
    if (zbar === image.expected) expect(ours, 'zbarimg reads this picture').toBe(image.expected)
  })

  it('reads more of the corpus than zbarimg', () => {
    const ours = rows.filter((r) => r.ours === 'read').length
    const zbar = rows.filter((r) => r.zbar === 'read').length
    expect(rows.length).toBe(corpus.length)
    expect(ours).toBeGreaterThan(zbar)
  })
})
