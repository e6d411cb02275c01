/**
 * The QR scanner's decode time for a photo-sized picture: 4000×3000 (12 megapixels) of textured
 * background with a code in it, decoded by `decodeQr`, the function the scanner's Worker runs.
 * The picture is drawn here in memory, the same every run (a fixed pseudo-random seed).
 *
 *   await benchQrDecode() → { medianMs: 412.5, runs: 5 }
 *
 * The Worker first draws the file on an OffscreenCanvas; that step is the browser's and is not
 * measured here.
 */
import QRCode from 'qrcode'
import { decodeQr } from '../../src/tools/qr-scanner/decode.ts'
import type { RgbaImage } from '../../src/tools/qr-scanner/image.ts'

const WIDTH = 4000
const HEIGHT = 3000
const TEXT = 'https://example.com/tool/online-scan-qrcode?from=bench'

/** A 12 MP picture: soft colour gradients with sensor-like noise, and a code of 10 px modules. */
export function photoWithCode(text = TEXT): RgbaImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4)
  let seed = 0x2545f491
  const random = () => {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) / 4294967296
  }
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 4
      const n = (random() - 0.5) * 24
      data[i] = 120 + 80 * Math.sin(x / 370) + n
      data[i + 1] = 110 + 70 * Math.cos(y / 290) + n
      data[i + 2] = 100 + 60 * Math.sin((x + y) / 530) + n
      data[i + 3] = 255
    }
  }
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const module = 10
  const side = (size + 8) * module
  const ox = 2300
  const oy = 1400
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / module) - 4
      const c = Math.floor(x / module) - 4
      const dark = r >= 0 && c >= 0 && r < size && c < size && qr.modules.get(r, c)
      const i = ((oy + y) * WIDTH + ox + x) * 4
      const v = (dark ? 30 : 235) + (random() - 0.5) * 20
      data[i] = data[i + 1] = data[i + 2] = v
    }
  }
  return { data, width: WIDTH, height: HEIGHT }
}

export async function benchQrDecode(runs = 5): Promise<{ medianMs: number; runs: number }> {
  const image = photoWithCode()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const result = decodeQr(image)
    times.push(performance.now() - started)
    if (!result.found || result.text !== TEXT) {
      throw new Error(`the benchmark picture did not decode (run ${i + 1}): ${JSON.stringify(result)}`)
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  times.sort((a, b) => a - b)
  const mid = Math.floor(runs / 2)
  const medianMs = runs % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2
  return { medianMs, runs }
}
