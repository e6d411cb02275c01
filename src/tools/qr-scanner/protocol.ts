/**
 * Messages between the scanner page and its Worker. An image travels either as an ImageBitmap
 * (transferred, drawn by the Worker on an OffscreenCanvas) or as RGBA pixels (transferred buffer)
 * where the browser has no OffscreenCanvas in workers.
 */
import type { DecodeResult } from './decode'

export type DecodeRequest =
  | { id: number; budgetMs: number; bitmap: ImageBitmap }
  | { id: number; budgetMs: number; pixels: { data: Uint8ClampedArray; width: number; height: number } }

export type DecodeResponse = { id: number; result: DecodeResult } | { id: number; error: string }

/** Larger pictures are reduced to this many pixels before decoding (12 MP photos are 4000×3000). */
export const MAX_PIXELS = 4096 * 4096
