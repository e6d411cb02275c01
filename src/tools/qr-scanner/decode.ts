/**
 * Finding and reading a QR code in an image: jsQR, run on several versions of the picture until
 * one reads or the time budget is spent. The Worker, the tests and the benchmark all call
 * `decodeQr`, so what is measured is what readers get.
 *
 *   decodeQr({ data, width: 4000, height: 3000 })
 *     → { found: true, text: 'https://example.com/', strategy: 'stretch@800', attempts: 1, ms: 180, … }
 *     or { found: false, attempts: 14, ms: 1650, timedOut: false }
 *
 * The order matters for speed, not for correctness: jsQR checks Reed–Solomon error correction,
 * so an attempt either reads the right text or nothing.
 *   1. a greyscale copy (transparency laid over white), contrast stretched, downscaled so the
 *      longer side is ~800 px: most photos and screenshots read here, normal or inverted
 *      (tiny pictures are first enlarged instead);
 *   2. in pictures over 1000 px, crops around finder patterns found at up to 2400 px
 *      (locate.ts): a small code in a large busy picture, where jsQR on the whole image is slow;
 *   3. other scales, the black backdrop (white modules on transparency), Otsu's global threshold
 *      (heavy blur and noise).
 */
import jsQR, { type QRCode } from 'jsqr'
import { findCodeRegions, type Region } from './locate'
import {
  crop,
  downscale,
  globalThreshold,
  grayToRgba,
  hasTransparency,
  stretchContrast,
  toGray,
  upscale,
  type GrayImage,
  type RgbaImage,
} from './image'

export interface DecodeOptions {
  /**
   * Give up after about this many milliseconds: no attempt starts past it, and none starts that
   * would end past it at the slowest speed seen so far on this picture.
   */
  budgetMs?: number
  now?: () => number
}

export type DecodeResult =
  | { found: true; text: string; bytes: Uint8Array; version: number; attempts: number; ms: number; strategy: string }
  | { found: false; attempts: number; ms: number; timedOut: boolean }

export const DEFAULT_BUDGET_MS = 1800
/** The largest scale looked at; a 12-megapixel photo is searched for finder patterns at this size. */
const MAX_SIDE = 2400
const MAX_REGIONS = 3
/** jsQR reads best with modules of a few pixels: crops are scaled to about this many. */
const TARGET_MODULE = 4

/** Scales a crop so its modules are about TARGET_MODULE pixels (and it stays under 1000 px). */
function normalizeModules(image: GrayImage, module: number): GrayImage {
  const factor = TARGET_MODULE / module
  if (factor >= 1.5) return upscale(image, Math.min(4, Math.round(factor)))
  const side = Math.max(image.width, image.height)
  return downscale(image, Math.min(1000, factor < 1 ? Math.round(side * factor) : side))
}

interface Attempt {
  name: string
  image: () => GrayImage | null
}

export function decodeQr(input: RgbaImage, options: DecodeOptions = {}): DecodeResult {
  const now = options.now ?? (() => performance.now())
  const budget = options.budgetMs ?? DEFAULT_BUDGET_MS
  const started = now()
  let attempts = 0

  const cache = new Map<string, GrayImage>()
  const memo = (key: string, make: () => GrayImage) => {
    let v = cache.get(key)
    if (!v) cache.set(key, (v = make()))
    return v
  }
  const transparent = hasTransparency(input)
  const gray = (backdrop: number) => memo(`gray${backdrop}`, () => toGray(input, backdrop))
  const longSide = Math.max(input.width, input.height)
  const at = (side: number, backdrop = 255) =>
    memo(`s${side}b${backdrop}`, () => {
      const g = gray(backdrop)
      if (side >= longSide) return g
      // Scale from the nearest larger plane already made: cheaper than from the original each time.
      const larger = [...cache.entries()].filter(([k, v]) => k.endsWith(`b${backdrop}`) && Math.max(v.width, v.height) > side)
      const from = larger.length
        ? larger.reduce((a, b) => (Math.max(a[1].width, a[1].height) < Math.max(b[1].width, b[1].height) ? a : b))[1]
        : g
      return downscale(from, side)
    })
  const stretched = (side: number, backdrop = 255) => memo(`st${side}b${backdrop}`, () => stretchContrast(at(side, backdrop)))

  // Scales by the longer side, most useful first; the original counts when it is not huge.
  const sides = [800, 1200, 500, longSide, 1700, MAX_SIDE].filter(
    (side, i, all) => side <= Math.min(longSide, MAX_SIDE) && all.indexOf(side) === i,
  )
  if (!sides.length) sides.push(Math.min(longSide, MAX_SIDE))
  const plan: Attempt[] = []
  if (longSide < 400) {
    // Tiny images (a favicon-sized code): enlarge so each module spans several pixels.
    const factor = Math.ceil(500 / longSide)
    plan.push({ name: `upscale×${factor}`, image: () => upscale(stretched(longSide), factor) })
  }
  plan.push({ name: `stretch@${sides[0]}`, image: () => stretched(sides[0]) })
  // Where finder patterns are, at the largest scale: small codes in large, busy pictures, where
  // jsQR on the whole textured image is slowest and the code too small at 800 px.
  const big = Math.min(longSide, MAX_SIDE)
  if (big > 1000) {
    let regions: Region[] | null = null
    for (let i = 0; i < MAX_REGIONS; i++) {
      plan.push({
        name: `region${i}@${big}`,
        image: () => {
          regions ??= findCodeRegions(stretched(big), MAX_REGIONS)
          const r = regions[i]
          if (!r) return null
          return normalizeModules(crop(stretched(big), r.x, r.y, r.width, r.height), r.module)
        },
      })
    }
  }
  for (const side of sides.slice(1, 3)) plan.push({ name: `stretch@${side}`, image: () => stretched(side) })
  if (transparent) plan.push({ name: 'black backdrop', image: () => stretched(sides[0], 0) })
  plan.push({ name: `otsu@${sides[0]}`, image: () => globalThreshold(stretched(sides[0])) })
  for (const side of sides.slice(3)) plan.push({ name: `stretch@${side}`, image: () => stretched(side) })
  if (sides.length > 1) plan.push({ name: `otsu@${sides[1]}`, image: () => globalThreshold(stretched(sides[1])) })

  // jsQR's time per pixel on this picture, the slowest seen so far: a textured picture without a
  // code can take a second or more per attempt, so an attempt that would end past the budget is
  // skipped rather than started (a smaller one later in the plan may still fit).
  let msPerPixel = 0
  let skipped = false
  for (const attempt of plan) {
    if (attempts > 0 && now() - started > budget) return { found: false, attempts, ms: now() - started, timedOut: true }
    const image = attempt.image()
    if (!image || image.width < 21 || image.height < 21) continue
    const pixels = image.width * image.height
    if (attempts > 0 && now() - started + msPerPixel * pixels > budget) {
      skipped = true
      continue
    }
    attempts++
    const before = now()
    const code = jsQR(grayToRgba(image), image.width, image.height, { inversionAttempts: 'attemptBoth' })
    msPerPixel = Math.max(msPerPixel, (now() - before) / pixels)
    if (code) {
      return {
        found: true,
        text: decodeText(code),
        bytes: Uint8Array.from(code.binaryData),
        version: code.version,
        attempts,
        ms: now() - started,
        strategy: attempt.name,
      }
    }
  }
  return { found: false, attempts, ms: now() - started, timedOut: skipped }
}

/** ECI assignment numbers (ISO/IEC 18004) for the encodings TextDecoder knows. */
const ECI_CHARSETS: Record<number, string> = {
  1: 'iso-8859-1',
  3: 'iso-8859-1',
  4: 'iso-8859-2',
  20: 'shift_jis',
  26: 'utf-8',
  29: 'gb18030',
  30: 'euc-kr',
}

/**
 * The text of a code. Byte segments carry no charset unless an ECI names one; UTF-8 is what
 * current generators write, GB 18030 what older Chinese ones wrote, ISO 8859-1 the standard's
 * default: the first that decodes without error wins.
 */
export function decodeText(code: Pick<QRCode, 'chunks' | 'data'>): string {
  let charset: string | null = null
  let text = ''
  for (const chunk of code.chunks) {
    if (chunk.type === 'eci') {
      charset = ECI_CHARSETS[(chunk as { assignmentNumber: number }).assignmentNumber] ?? null
    } else if (chunk.type === 'byte') {
      text += decodeBytes(Uint8Array.from((chunk as { bytes: number[] }).bytes), charset)
    } else if (chunk.type === 'kanji') {
      text += decodeBytes(Uint8Array.from((chunk as { bytes: number[] }).bytes), 'shift_jis')
    } else {
      text += (chunk as { text: string }).text
    }
  }
  return text
}

export function decodeBytes(bytes: Uint8Array, charset: string | null): string {
  const tries = charset ? [charset] : ['utf-8', 'gb18030', 'iso-8859-1']
  for (const label of tries) {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes)
    } catch {
      // not this charset (or one this runtime lacks): try the next
    }
  }
  return new TextDecoder('iso-8859-1').decode(bytes)
}
