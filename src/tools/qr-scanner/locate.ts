/**
 * A quick search for QR finder patterns (the three nested squares), to point jsQR at the small
 * part of a large picture where a code is. jsQR on a whole busy 12-megapixel photo takes seconds;
 * on a crop around a code, milliseconds.
 *
 *   findCodeRegions(plane) → [{ x, y, width, height, module }]   (plane coordinates, best first)
 *
 * Rows are binarized against the mean of the surrounding 24×24 pixels and scanned for runs in the
 * ratio 1:1:3:1:1, in either colour (inverted codes); each hit is checked down its column. Hits
 * that agree are merged, and nearby patterns of the same module size are grouped into regions.
 */
import type { GrayImage } from './image'

export interface Region {
  x: number
  y: number
  width: number
  height: number
  /** Estimated module size in pixels. */
  module: number
}

interface Finder {
  x: number
  y: number
  module: number
  hits: number
}

const BLOCK = 8
/** Neighbourhoods flatter than this (grey levels) are not binarized: no code there. */
const MIN_CONTRAST = 24

/** Per-pixel threshold from block means; 0 where the neighbourhood is flat. */
function thresholds(g: GrayImage): { map: Uint8Array; bw: number } {
  const { width, height, data } = g
  const bw = Math.ceil(width / BLOCK)
  const bh = Math.ceil(height / BLOCK)
  const sum = new Float64Array(bw * bh)
  const count = new Uint32Array(bw * bh)
  const min = new Uint8Array(bw * bh).fill(255)
  const max = new Uint8Array(bw * bh)
  for (let y = 0; y < height; y++) {
    const row = ((y / BLOCK) | 0) * bw
    for (let x = 0; x < width; x++) {
      const b = row + ((x / BLOCK) | 0)
      const v = data[y * width + x]
      sum[b] += v
      count[b]++
      if (v < min[b]) min[b] = v
      if (v > max[b]) max[b] = v
    }
  }
  const map = new Uint8Array(bw * bh)
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let s = 0
      let n = 0
      let lo = 255
      let hi = 0
      for (let dy = -1; dy <= 1; dy++) {
        const yy = by + dy
        if (yy < 0 || yy >= bh) continue
        for (let dx = -1; dx <= 1; dx++) {
          const xx = bx + dx
          if (xx < 0 || xx >= bw) continue
          const b = yy * bw + xx
          s += sum[b]
          n += count[b]
          if (min[b] < lo) lo = min[b]
          if (max[b] > hi) hi = max[b]
        }
      }
      map[by * bw + bx] = hi - lo < MIN_CONTRAST ? 0 : Math.max(1, Math.round(s / n))
    }
  }
  return { map, bw }
}

function ratioOk(c: number[]): number {
  const total = c[0] + c[1] + c[2] + c[3] + c[4]
  if (total < 7) return 0
  const m = total / 7
  const tol = m * 0.6
  if (Math.abs(c[0] - m) > tol || Math.abs(c[1] - m) > tol || Math.abs(c[3] - m) > tol || Math.abs(c[4] - m) > tol) return 0
  if (Math.abs(c[2] - 3 * m) > 3 * tol) return 0
  return m
}

export function findFinders(g: GrayImage): Finder[] {
  const { width, height, data } = g
  const { map, bw } = thresholds(g)
  // 1 dark, 0 light, 2 flat (no contrast nearby): computed once, read many times.
  const bin = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const row = ((y / BLOCK) | 0) * bw
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const t = map[row + ((x / BLOCK) | 0)]
      bin[i] = t === 0 ? 2 : data[i] < t ? 1 : 0
    }
  }
  const dark = (x: number, y: number) => bin[y * width + x]
  const finders: Finder[] = []
  // Hits are merged with a finder already seen within two modules; a grid of 16 px cells keeps
  // the lookup constant-time on textured pictures, which produce thousands of chance hits.
  const CELL = 16
  const cols = Math.ceil(width / CELL) + 1
  const grid = new Map<number, Finder[]>()
  const add = (x: number, y: number, module: number) => {
    const cx = (x / CELL) | 0
    const cy = (y / CELL) | 0
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const f of grid.get((cy + dy) * cols + cx + dx) ?? []) {
          if (
            Math.abs(f.x - x) < module * 2 &&
            Math.abs(f.y - y) < module * 2 &&
            Math.abs(f.module - module) < Math.max(f.module, module) * 0.5
          ) {
            f.x = (f.x * f.hits + x) / (f.hits + 1)
            f.y = (f.y * f.hits + y) / (f.hits + 1)
            f.module = (f.module * f.hits + module) / (f.hits + 1)
            f.hits++
            return
          }
        }
      }
    }
    const f = { x, y, module, hits: 1 }
    finders.push(f)
    const key = cy * cols + cx
    const cell = grid.get(key)
    if (cell) cell.push(f)
    else grid.set(key, [f])
  }
  // Vertical runs through (x, y): the same 1:1:3:1:1 with the same centre colour.
  const checkColumn = (x: number, y: number, centre: number, expected: number): number | null => {
    const c = [0, 0, 0, 0, 0]
    let yy = y
    while (yy >= 0 && dark(x, yy) === centre) {
      c[2]++
      yy--
    }
    while (yy >= 0 && dark(x, yy) === 1 - centre) {
      c[1]++
      yy--
    }
    while (yy >= 0 && dark(x, yy) === centre) {
      c[0]++
      yy--
    }
    yy = y + 1
    while (yy < height && dark(x, yy) === centre) {
      c[2]++
      yy++
    }
    while (yy < height && dark(x, yy) === 1 - centre) {
      c[3]++
      yy++
    }
    while (yy < height && dark(x, yy) === centre) {
      c[4]++
      yy++
    }
    const m = ratioOk(c)
    if (!m || Math.abs(m * 7 - expected) > expected * 0.5) return null
    return yy - c[4] - c[3] - c[2] / 2
  }
  const step = height > 1200 ? 2 : 1
  const runs = [0, 0, 0, 0, 0]
  const colours = [0, 0, 0, 0, 0]
  for (let y = 0; y < height; y += step) {
    let n = 0
    let colour = 3
    let len = 0
    for (let x = 0; x <= width; x++) {
      const d = x < width ? bin[y * width + x] : 3
      if (d === colour) {
        len++
        continue
      }
      if (colour < 2) {
        // Shift the finished run into the window of the last five.
        if (n === 5) {
          for (let i = 0; i < 4; i++) {
            runs[i] = runs[i + 1]
            colours[i] = colours[i + 1]
          }
          n = 4
        }
        runs[n] = len
        colours[n] = colour
        n++
        if (n === 5 && colours[0] === colours[2] && colours[2] === colours[4] && colours[1] !== colours[0]) {
          const m = ratioOk(runs)
          if (m) {
            const cx = Math.round(x - runs[4] - runs[3] - runs[2] / 2)
            const cy = checkColumn(cx, y, colours[2], m * 7)
            if (cy !== null) add(cx, cy, m)
          }
        }
      } else n = 0
      colour = d
      len = 1
    }
  }
  // A real pattern is crossed by about 7 × module / step rows; chance hits by one or two.
  return finders.filter((f) => f.module >= 1.5 && f.hits >= Math.max(3, (7 * f.module) / step / 3))
}

/**
 * Regions likely to hold a code: three finder patterns of about one module size that form the
 * corner of a square (two sides about equal, the third about √2 times longer), boxed with room
 * for the quiet zone. Random texture rarely lines up like that.
 */
export function findCodeRegions(g: GrayImage, limit = 6): Region[] {
  const finders = findFinders(g)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 60)
  const triples: { members: Finder[]; score: number }[] = []
  for (let i = 0; i < finders.length; i++) {
    for (let j = i + 1; j < finders.length; j++) {
      for (let k = j + 1; k < finders.length; k++) {
        const t = [finders[i], finders[j], finders[k]]
        const modules = t.map((f) => f.module)
        const mMin = Math.min(...modules)
        const mMax = Math.max(...modules)
        if (mMax > mMin * 1.5) continue
        const module = (modules[0] + modules[1] + modules[2]) / 3
        const d = [dist(t[0], t[1]), dist(t[0], t[2]), dist(t[1], t[2])].sort((a, b) => a - b)
        if (d[0] < module * 12 || d[2] > module * 200) continue
        if (d[1] > d[0] * 1.35) continue
        const hyp = Math.hypot(d[0], d[1])
        if (Math.abs(d[2] - hyp) > hyp * 0.2) continue
        triples.push({ members: t, score: t[0].hits + t[1].hits + t[2].hits })
      }
    }
  }
  triples.sort((a, b) => b.score - a.score)
  const regions: Region[] = []
  const taken = new Set<Finder>()
  for (const { members } of triples) {
    if (regions.length >= limit) break
    if (members.some((f) => taken.has(f))) continue
    members.forEach((f) => taken.add(f))
    const module = members.reduce((s, f) => s + f.module, 0) / 3
    // The fourth corner lies opposite the right angle; the box spans all four plus a margin.
    const [a, b, c] = members
    const corner =
      [a, b, c].find((p) => {
        const [q, r] = [a, b, c].filter((o) => o !== p)
        return Math.abs((q.x - p.x) * (r.x - p.x) + (q.y - p.y) * (r.y - p.y)) < dist(p, q) * dist(p, r) * 0.4
      }) ?? a
    const others = members.filter((f) => f !== corner)
    const fourth = { x: others[0].x + others[1].x - corner.x, y: others[0].y + others[1].y - corner.y }
    const xs = [a.x, b.x, c.x, fourth.x]
    const ys = [a.y, b.y, c.y, fourth.y]
    const pad = module * 9
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - pad))
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - pad))
    const x1 = Math.min(g.width, Math.ceil(Math.max(...xs) + pad))
    const y1 = Math.min(g.height, Math.ceil(Math.max(...ys) + pad))
    if (x1 - x0 > 20 && y1 - y0 > 20) regions.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0, module })
  }
  return regions
}

function dist(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.hypot(a.x - b.x, a.y - b.y)
}
