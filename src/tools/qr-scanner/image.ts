/**
 * Pixel work the decoder does before handing an image to jsQR: greyscale with transparency laid
 * over a backdrop, area-averaged downscaling, contrast stretching and crops. Pure functions over
 * typed arrays, so they run the same in a Worker, in Node tests and in the benchmark.
 *
 *   toGray({ data, width: 2, height: 1 })  → { data: Uint8Array [lum0, lum1], width: 2, height: 1 }
 *   downscale(gray, 1000)                   → the plane resized so its longer side is ≤ 1000 px
 */

/** RGBA pixels, 4 bytes each, row by row (the layout of ImageData). */
export interface RgbaImage {
  data: Uint8ClampedArray | Uint8Array
  width: number
  height: number
}

/** One byte of luminance per pixel. */
export interface GrayImage {
  data: Uint8Array
  width: number
  height: number
}

/**
 * Luminance (Rec. 709 weights, as jsQR uses) with each pixel's transparency laid over `backdrop`
 * (255 = white). A transparent PNG often stores black in its invisible pixels: ignoring alpha
 * would turn the whole background black.
 */
export function toGray(image: RgbaImage, backdrop = 255): GrayImage {
  const { data, width, height } = image
  const out = new Uint8Array(width * height)
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    const lum = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]
    const a = data[i + 3]
    out[p] = a === 255 ? lum : (lum * a + backdrop * (255 - a)) / 255
  }
  return { data: out, width, height }
}

/** Whether any pixel is not fully opaque. */
export function hasTransparency(image: RgbaImage): boolean {
  const { data } = image
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true
  return false
}

/**
 * Shrinks so the longer side is at most `maxSide`, averaging every source pixel into the target
 * pixel it falls in (a box filter: it also evens out sensor noise and JPEG blocks).
 */
export function downscale(image: GrayImage, maxSide: number): GrayImage {
  const { width, height, data } = image
  const scale = maxSide / Math.max(width, height)
  if (scale >= 1) return image
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const sums = new Float64Array(w * h)
  const counts = new Uint32Array(w * h)
  const xMap = new Uint32Array(width)
  for (let x = 0; x < width; x++) xMap[x] = Math.min(w - 1, Math.floor((x * w) / width))
  for (let y = 0; y < height; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / height)) * w
    const src = y * width
    for (let x = 0; x < width; x++) {
      const t = row + xMap[x]
      sums[t] += data[src + x]
      counts[t]++
    }
  }
  const out = new Uint8Array(w * h)
  for (let i = 0; i < out.length; i++) out[i] = sums[i] / counts[i]
  return { data: out, width: w, height: h }
}

/** Enlarges by an integer factor, repeating pixels (tiny images give jsQR too few pixels per module). */
export function upscale(image: GrayImage, factor: number): GrayImage {
  const { width, height, data } = image
  const w = width * factor
  const out = new Uint8Array(w * height * factor)
  for (let y = 0; y < height * factor; y++) {
    const src = Math.floor(y / factor) * width
    for (let x = 0; x < w; x++) out[y * w + x] = data[src + Math.floor(x / factor)]
  }
  return { data: out, width: w, height: height * factor }
}

/**
 * Maps the 1st–99th percentile of brightness onto 0–255. jsQR treats an 8×8 block whose range is
 * under 24 levels as flat, so a faint code (grey on grey) vanishes unless it is stretched first.
 */
export function stretchContrast(image: GrayImage): GrayImage {
  const { data } = image
  const histogram = new Uint32Array(256)
  for (let i = 0; i < data.length; i++) histogram[data[i]]++
  const cut = data.length * 0.01
  let low = 0
  for (let seen = 0; low < 255 && seen + histogram[low] <= cut; low++) seen += histogram[low]
  let high = 255
  for (let seen = 0; high > 0 && seen + histogram[high] <= cut; high--) seen += histogram[high]
  if (high - low < 2 || (low === 0 && high === 255)) return image
  const table = new Uint8Array(256)
  for (let v = 0; v < 256; v++) table[v] = Math.max(0, Math.min(255, Math.round(((v - low) * 255) / (high - low))))
  const out = new Uint8Array(data.length)
  for (let i = 0; i < data.length; i++) out[i] = table[data[i]]
  return { ...image, data: out }
}

/** Black or white by one threshold for the whole image (Otsu's method picks it from the histogram). */
export function globalThreshold(image: GrayImage): GrayImage {
  const { data } = image
  const histogram = new Float64Array(256)
  for (let i = 0; i < data.length; i++) histogram[data[i]]++
  let total = 0
  for (let v = 0; v < 256; v++) total += v * histogram[v]
  let best = 0
  let bestVariance = -1
  let weightBelow = 0
  let sumBelow = 0
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t]
    if (weightBelow === 0) continue
    const weightAbove = data.length - weightBelow
    if (weightAbove === 0) break
    sumBelow += t * histogram[t]
    const meanBelow = sumBelow / weightBelow
    const meanAbove = (total - sumBelow) / weightAbove
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2
    if (variance > bestVariance) {
      bestVariance = variance
      best = t
    }
  }
  const out = new Uint8Array(data.length)
  for (let i = 0; i < data.length; i++) out[i] = data[i] > best ? 255 : 0
  return { ...image, data: out }
}

export function crop(image: GrayImage, x: number, y: number, w: number, h: number): GrayImage {
  const out = new Uint8Array(w * h)
  for (let row = 0; row < h; row++) out.set(image.data.subarray((y + row) * image.width + x, (y + row) * image.width + x + w), row * w)
  return { data: out, width: w, height: h }
}

/** The plane as RGBA with the grey in every colour channel, the input jsQR takes. */
export function grayToRgba(image: GrayImage): Uint8ClampedArray {
  const { data } = image
  const out = new Uint8ClampedArray(data.length * 4)
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    out[j] = out[j + 1] = out[j + 2] = data[i]
    out[j + 3] = 255
  }
  return out
}
