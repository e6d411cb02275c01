/**
 * Decodes off the main thread, so a slow image never freezes the page. The page posts a
 * DecodeRequest and gets one DecodeResponse per request; it may also terminate this Worker when
 * an answer is overdue.
 */
import { decodeQr } from './decode'
import { MAX_PIXELS, type DecodeRequest, type DecodeResponse } from './protocol'

function pixelsOf(bitmap: ImageBitmap): { data: Uint8ClampedArray; width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = new OffscreenCanvas(width, height)
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('no 2d context')
  ctx.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return ctx.getImageData(0, 0, width, height)
}

self.onmessage = (e: MessageEvent<DecodeRequest>) => {
  const request = e.data
  let response: DecodeResponse
  try {
    const pixels = 'bitmap' in request ? pixelsOf(request.bitmap) : request.pixels
    response = { id: request.id, result: decodeQr(pixels, { budgetMs: request.budgetMs }) }
  } catch (err) {
    response = { id: request.id, error: err instanceof Error ? err.message : String(err) }
  }
  ;(self as unknown as Worker).postMessage(response)
}
