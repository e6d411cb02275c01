import QRCode from 'qrcode'
import type { RgbaImage } from '../../../src/tools/qr-scanner/image'

/** A code drawn into RGBA pixels: `scale` px a module, a quiet zone of 4 modules, optional inversion. */
export function drawCode(
  text: string,
  opts: { scale?: number; invert?: boolean; canvas?: number; at?: [number, number]; alpha?: boolean } = {},
): RgbaImage {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const scale = opts.scale ?? 4
  const side = (n + 8) * scale
  const width = opts.canvas ?? side
  const height = opts.canvas ?? side
  const [ox, oy] = opts.at ?? [0, 0]
  const data = new Uint8ClampedArray(width * height * 4)
  const light = opts.invert ? 0 : 255
  for (let i = 0; i < width * height; i++) {
    data.set([light, light, light, opts.alpha ? 0 : 255], i * 4)
  }
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - 4
      const c = Math.floor(x / scale) - 4
      const dark = r >= 0 && c >= 0 && r < n && c < n && !!qr.modules.get(r, c)
      const i = ((oy + y) * width + ox + x) * 4
      const v = dark === !opts.invert ? 0 : 255
      if (opts.alpha) data.set(dark ? [0, 0, 0, 255] : [0, 0, 0, 0], i)
      else data.set([v, v, v, 255], i)
    }
  }
  return { data, width, height }
}
