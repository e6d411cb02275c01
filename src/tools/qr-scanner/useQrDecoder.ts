import { useCallback, useEffect, useRef } from 'react'
import type { DecodeResult } from './decode'
import type { DecodeRequest, DecodeResponse } from './protocol'

export type DecodeOutcome = DecodeResult | { error: string } | { cancelled: true }

/**
 * The page's side of the decoding Worker: created on first use (so the decoder's code loads only
 * when a picture arrives), one request at a time, a newer request cancels an older one.
 *
 * `hardLimitMs` is the promise to the reader: should jsQR get stuck on a pathological picture
 * past the Worker's own budget, the Worker is terminated and the scan reported as a failure.
 */
export function useQrDecoder() {
  const worker = useRef<Worker | null>(null)
  const pending = useRef<{ id: number; resolve: (o: DecodeOutcome) => void; timer: ReturnType<typeof setTimeout> } | null>(null)
  const nextId = useRef(1)

  const stop = useCallback(() => {
    worker.current?.terminate()
    worker.current = null
  }, [])

  useEffect(
    () => () => {
      stop()
      if (pending.current) {
        clearTimeout(pending.current.timer)
        pending.current.resolve({ cancelled: true })
        pending.current = null
      }
    },
    [stop],
  )

  const start = useCallback(() => {
    const w = new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' })
    w.onmessage = (e: MessageEvent<DecodeResponse>) => {
      const p = pending.current
      if (!p || p.id !== e.data.id) return
      clearTimeout(p.timer)
      pending.current = null
      p.resolve('error' in e.data ? { error: e.data.error } : e.data.result)
    }
    w.onerror = (e) => {
      const p = pending.current
      if (!p) return
      clearTimeout(p.timer)
      pending.current = null
      stop()
      p.resolve({ error: e.message || 'worker error' })
    }
    return w
  }, [stop])

  return useCallback(
    (image: ImageBitmap | ImageData, options: { budgetMs: number; hardLimitMs: number }): Promise<DecodeOutcome> => {
      if (pending.current) {
        clearTimeout(pending.current.timer)
        pending.current.resolve({ cancelled: true })
        pending.current = null
        // The Worker is still busy with the old picture: a fresh one answers sooner.
        stop()
      }
      if (!worker.current) worker.current = start()
      const w = worker.current
      const id = nextId.current++
      return new Promise<DecodeOutcome>((resolve) => {
        const timer = setTimeout(() => {
          if (pending.current?.id !== id) return
          pending.current = null
          stop()
          resolve({ found: false, attempts: 0, ms: options.hardLimitMs, timedOut: true })
        }, options.hardLimitMs)
        pending.current = { id, resolve, timer }
        const request: DecodeRequest =
          image instanceof ImageData
            ? { id, budgetMs: options.budgetMs, pixels: { data: image.data, width: image.width, height: image.height } }
            : { id, budgetMs: options.budgetMs, bitmap: image }
        w.postMessage(request, 'bitmap' in request ? [request.bitmap] : [request.pixels.data.buffer])
      })
    },
    [start, stop],
  )
}
