import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RgbaImage } from '../../../../../src/tools/qr-scanner/image'
import { decodeBytes, decodeQr } from '../../../../../src/tools/qr-scanner/decode'
import { drawCode } from '../../../helpers/draw-code'
import { buildCorpus, readRgba, writeJson, zbarRead, type CorpusImage } from '../../../helpers/qr-corpus'

describe('decodeQr', () => {
  it('reads UTF-8 Chinese text, an inverted code and a transparent one', () => {
    const zh = decodeQr(drawCode('中文内容：二维码'))
    expect(zh).toMatchObject({ found: true, text: '中文内容：二维码' })
    expect(decodeQr(drawCode('INVERTED', { invert: true }))).toMatchObject({ found: true, text: 'INVERTED' })
    expect(decodeQr(drawCode('transparent', { alpha: true }))).toMatchObject({ found: true, text: 'transparent' })
  })

  it('finds a small code in a large picture', () => {
    const r = decodeQr(drawCode('small code', { scale: 3, canvas: 3000, at: [2100, 1900] }), { budgetMs: 20_000 })
    expect(r).toMatchObject({ found: true, text: 'small code' })
  })

  it('says no code on a picture without one, within the budget', () => {
    const blank: RgbaImage = { data: new Uint8ClampedArray(1200 * 900 * 4).fill(255), width: 1200, height: 900 }
    const r = decodeQr(blank)
    expect(r.found).toBe(false)
    // A fake clock: the budget is checked before each attempt.
    let t = 0
    const r2 = decodeQr(blank, { budgetMs: 100, now: () => (t += 60) })
    expect(r2).toMatchObject({ found: false, timedOut: true })
    expect(r2.attempts).toBeLessThan(r.attempts)
  })

  it('decodes byte segments by charset, falling back when they are not UTF-8', () => {
    expect(decodeBytes(new TextEncoder().encode('你好'), null)).toBe('你好')
    // "中文" in GB 18030 (older Chinese generators wrote GBK without an ECI).
    expect(decodeBytes(Uint8Array.from([0xd6, 0xd0, 0xce, 0xc4]), null)).toBe('中文')
    expect(decodeBytes(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), 'iso-8859-1')).toBe('café')
    expect(decodeBytes(Uint8Array.from([0xe9]), null)).toBe('é')
  })
})

/**
 * The scanner's decoder against zbarimg (Debian's zbar-tools) on a generated corpus: it must read
 * every picture zbarimg reads, never return a wrong text, and find nothing where there is no code.
 *
 * Timing is checked apart from reading: the corpus runs with a generous budget, so a loaded test
 * machine does not turn "reads it" into "ran out of time"; how soon a failure gives up is pinned
 * by the budget test of decodeQr above and the Worker's hard limit in the browser test.
 */
const corpus: CorpusImage[] = buildCorpus()
const rows: { name: string; expected: boolean; zbar: string; ours: string; ms: number; strategy?: string }[] = []

describe('QR decoder against zbarimg', () => {
  beforeAll(() => {
    expect(corpus.length).toBeGreaterThan(30)
  })
  afterAll(() => {
    writeJson('report.json', rows)
  })

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
