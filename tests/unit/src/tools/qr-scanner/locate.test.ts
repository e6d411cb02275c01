import { describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { toGray, type RgbaImage } from '../../../../../src/tools/qr-scanner/image'
import { findCodeRegions } from '../../../../../src/tools/qr-scanner/locate'
import { drawCode } from '../../../helpers/draw-code'

describe('findCodeRegions', () => {
  it('boxes a small code in a textured picture and nothing in texture alone', () => {
    const img = drawCode('locate me', { scale: 4, canvas: 1600, at: [900, 700] })
    // Texture: smooth waves plus pseudo-random noise everywhere except the code.
    let seed = 1
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const side = (QRCode.create('locate me', { errorCorrectionLevel: 'M' }).modules.size + 8) * 4
    const texture = (x: number, y: number) => 128 + 60 * Math.sin(x / 37) * Math.cos(y / 23) + (rnd() - 0.5) * 60
    for (let y = 0; y < 1600; y++) {
      for (let x = 0; x < 1600; x++) {
        if (x >= 900 && x < 900 + side && y >= 700 && y < 700 + side) continue
        const i = (y * 1600 + x) * 4
        img.data[i] = img.data[i + 1] = img.data[i + 2] = texture(x, y)
      }
    }
    const regions = findCodeRegions(toGray(img))
    expect(regions.length).toBeGreaterThan(0)
    const r = regions[0]
    // The box holds the whole code (its finder centres lie 3.5 modules inside the symbol).
    expect(r.x).toBeLessThanOrEqual(900 + 16 + 14)
    expect(r.y).toBeLessThanOrEqual(700 + 16 + 14)
    expect(r.x + r.width).toBeGreaterThanOrEqual(900 + side - 16 - 14)
    expect(r.y + r.height).toBeGreaterThanOrEqual(700 + side - 16 - 14)
    expect(r.module).toBeCloseTo(4, 0)

    const plain: RgbaImage = { data: new Uint8ClampedArray(800 * 800 * 4), width: 800, height: 800 }
    for (let i = 0; i < 800 * 800; i++) {
      const v = texture(i % 800, Math.floor(i / 800))
      plain.data.set([v, v, v, 255], i * 4)
    }
    expect(findCodeRegions(toGray(plain))).toEqual([])
  })
})
