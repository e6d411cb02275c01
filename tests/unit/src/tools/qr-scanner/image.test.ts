import { describe, expect, it } from 'vitest'
import {
  crop,
  downscale,
  globalThreshold,
  stretchContrast,
  toGray,
  upscale,
  type RgbaImage,
} from '../../../../../src/tools/qr-scanner/image'

describe('pixel work', () => {
  it('greys with transparency laid over the backdrop', () => {
    const img: RgbaImage = { data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 128]), width: 3, height: 1 }
    expect([...toGray(img).data]).toEqual([Math.trunc(0.2126 * 255), 255, Math.trunc((255 * 127) / 255)])
    expect([...toGray(img, 0).data]).toEqual([Math.trunc(0.2126 * 255), 0, 0])
  })

  it('averages when shrinking, repeats when enlarging, crops', () => {
    const g = { data: Uint8Array.from([0, 100, 200, 50, 10, 30, 60, 90, 0, 0, 0, 0, 4, 4, 4, 4]), width: 4, height: 4 }
    const half = downscale(g, 2)
    expect(half.width).toBe(2)
    expect([...half.data]).toEqual([Math.trunc((0 + 100 + 10 + 30) / 4), Math.trunc((200 + 50 + 60 + 90) / 4), 2, 2])
    expect(downscale(g, 10)).toBe(g)
    const up = upscale({ data: Uint8Array.from([1, 2]), width: 2, height: 1 }, 2)
    expect([...up.data]).toEqual([1, 1, 2, 2, 1, 1, 2, 2])
    expect([...crop(g, 1, 1, 2, 2).data]).toEqual([30, 60, 0, 0])
  })

  it('stretches a faint image to the full range and thresholds by Otsu', () => {
    const faint = { data: Uint8Array.from({ length: 1000 }, (_, i) => (i % 2 ? 120 : 135)), width: 100, height: 10 }
    const s = stretchContrast(faint)
    expect(Math.min(...s.data)).toBe(0)
    expect(Math.max(...s.data)).toBe(255)
    const t = globalThreshold(faint)
    expect(new Set(t.data)).toEqual(new Set([0, 255]))
    expect(t.data[0]).toBe(255)
    expect(t.data[1]).toBe(0)
  })
})
