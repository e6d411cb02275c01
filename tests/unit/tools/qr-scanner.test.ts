import { describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { classify, parseFields, safeHref } from '../../../src/tools/qr-scanner/classify'
import { addScan, HISTORY_LIMIT, HISTORY_TEXT_LIMIT, parseHistory, serializeHistory } from '../../../src/tools/qr-scanner/history'
import { cameraError, isImageFile, MESSAGES } from '../../../src/tools/qr-scanner/messages'
import { crop, downscale, globalThreshold, stretchContrast, toGray, upscale, type RgbaImage } from '../../../src/tools/qr-scanner/image'
import { decodeBytes, decodeQr } from '../../../src/tools/qr-scanner/decode'
import { findCodeRegions } from '../../../src/tools/qr-scanner/locate'

/** A code drawn into RGBA pixels: `scale` px a module, a quiet zone of 4 modules, optional inversion. */
function drawCode(
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

describe('classify', () => {
  it('links only well-formed http and https URLs', () => {
    expect(classify('https://example.com/a?b=1')).toMatchObject({ kind: 'url', label: '网址', href: 'https://example.com/a?b=1' })
    expect(classify('HTTP://EXAMPLE.COM').href).toBe('http://example.com/')
    for (const evil of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'intent://x#Intent;end',
      'ftp://example.com/',
    ]) {
      const c = classify(evil)
      expect(c.href, evil).toBeUndefined()
      expect(c.kind, evil).toBe('uri')
      expect(c.label).toBe('其他协议的链接（不会打开）')
    }
    // A URL with spaces or control characters inside is shown, never linked (the parser would drop them).
    expect(safeHref('https://exa\nmple.com')).toBeUndefined()
    expect(safeHref('https://example.com/ x')).toBeUndefined()
    expect(safeHref('https://')).toBeUndefined()
    expect(classify('https://example.com/ and more text').kind).toBe('text')
  })

  it('recognizes Wi-Fi, contacts, mail, phone, SMS, places, events and 2FA keys', () => {
    const wifi = classify('WIFI:T:WPA;S:My\\;Net;P:p\\:w\\\\d;H:true;;')
    expect(wifi.kind).toBe('wifi')
    expect(wifi.details).toEqual([
      ['网络名称', 'My;Net'],
      ['加密方式', 'WPA/WPA2'],
      ['密码', 'p:w\\d'],
      ['隐藏网络', '是'],
    ])
    expect(classify('WIFI:S:open;;').details).toEqual([
      ['网络名称', 'open'],
      ['加密方式', '无密码'],
    ])
    const vcard = classify('BEGIN:VCARD\nVERSION:3.0\nFN:张三\nTEL;TYPE=CELL:+86 138\nEMAIL:z@example.com\nEND:VCARD')
    expect(vcard).toMatchObject({
      kind: 'vcard',
      details: [
        ['姓名', '张三'],
        ['电话', '+86 138'],
        ['邮箱', 'z@example.com'],
      ],
    })
    expect(classify('MECARD:N:Li,Si;TEL:123;;')).toMatchObject({
      kind: 'mecard',
      details: [
        ['姓名', 'Li Si'],
        ['电话', '123'],
      ],
    })
    expect(classify('mailto:a%40b@example.com?subject=x')).toMatchObject({ kind: 'email', details: [['地址', 'a@b@example.com']] })
    expect(classify('someone@example.com').kind).toBe('email')
    expect(classify('tel:+8613800000000')).toMatchObject({ kind: 'phone', details: [['号码', '+8613800000000']] })
    expect(classify('SMSTO:10086:查询余额')).toMatchObject({
      kind: 'sms',
      details: [
        ['号码', '10086'],
        ['内容', '查询余额'],
      ],
    })
    expect(classify('geo:39.9042,116.4074')).toMatchObject({
      kind: 'geo',
      details: [
        ['纬度', '39.9042'],
        ['经度', '116.4074'],
      ],
    })
    expect(classify('BEGIN:VEVENT\nSUMMARY:会议\nEND:VEVENT').kind).toBe('event')
    expect(classify('otpauth://totp/x?secret=ABC').kind).toBe('otp')
    expect(classify('你好，世界')).toMatchObject({ kind: 'text', label: '文本', details: [] })
    expect(classify('Note: remember this').kind).toBe('text')
  })

  it('splits escaped fields', () => {
    expect(parseFields('S:a\\;b;P:c;;')).toEqual([
      ['S', 'a;b'],
      ['P', 'c'],
    ])
    expect(parseFields('')).toEqual([])
  })
})

describe('recent scans', () => {
  it('puts the newest first, keeps one entry per text and at most the limit', () => {
    let list = addScan([], { text: 'a', at: 1 })
    list = addScan(list, { text: 'b', at: 2 })
    list = addScan(list, { text: 'a', at: 3 })
    expect(list).toEqual([
      { text: 'a', at: 3 },
      { text: 'b', at: 2 },
    ])
    for (let i = 0; i < 50; i++) list = addScan(list, { text: `t${i}`, at: 10 + i })
    expect(list).toHaveLength(HISTORY_LIMIT)
    expect(list[0]).toEqual({ text: 't49', at: 59 })
    expect(addScan([], { text: 'x'.repeat(HISTORY_TEXT_LIMIT + 10), at: 1 })[0].text).toHaveLength(HISTORY_TEXT_LIMIT)
  })

  it('round-trips through storage and drops anything malformed', () => {
    const list = [{ text: '你好', at: 1700000000000 }]
    expect(parseHistory(serializeHistory(list))).toEqual(list)
    expect(parseHistory(null)).toEqual([])
    expect(parseHistory('{not json')).toEqual([])
    expect(parseHistory('{"text":"a"}')).toEqual([])
    expect(parseHistory('[{"text":"a","at":1},{"text":2,"at":1},null,{"text":"b","at":"x"},{"text":"c","at":null}]')).toEqual([
      { text: 'a', at: 1 },
    ])
  })
})

describe('messages', () => {
  it('maps each camera failure to its message', () => {
    expect(cameraError('NotAllowedError')).toBe(MESSAGES.denied)
    expect(cameraError('SecurityError')).toBe(MESSAGES.denied)
    expect(cameraError('NotFoundError')).toBe(MESSAGES.noCamera)
    expect(cameraError('OverconstrainedError')).toBe(MESSAGES.noCamera)
    expect(cameraError('NotReadableError')).toBe(MESSAGES.inUse)
    expect(cameraError('AbortError')).toBe(MESSAGES.inUse)
    expect(cameraError('WeirdError').detail).toContain('WeirdError')
    expect(cameraError('').detail).toContain('未知错误')
    expect(MESSAGES.denied.title).toBe('没有摄像头权限')
    expect(MESSAGES.insecure.detail).toContain('HTTPS')
    expect(MESSAGES.noCode.tips!.join('')).toMatch(/光线.*靠近.*平整/s)
  })

  it('tells images from other files by type, or by name when the type is empty', () => {
    expect(isImageFile('image/png', 'a.png')).toBe(true)
    expect(isImageFile('image/jpeg', 'x')).toBe(true)
    expect(isImageFile('text/plain', 'a.png')).toBe(false)
    expect(isImageFile('application/pdf', 'a.pdf')).toBe(false)
    expect(isImageFile('image/svg+xml', 'a.svg')).toBe(false)
    expect(isImageFile('', 'photo.JPG')).toBe(true)
    expect(isImageFile('', 'notes.txt')).toBe(false)
    expect(MESSAGES.notImage('a.pdf').detail).toBe('“a.pdf”不是图片。请选择 PNG、JPEG、WebP、GIF 或 BMP 格式的图片。')
    expect(MESSAGES.corrupt('b.png').title).toBe('无法读取这张图片')
  })
})

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

describe('decodeQr', () => {
  it('reads UTF-8 Chinese text, an inverted code and a transparent one', () => {
    const zh = decodeQr(drawCode('中文内容：二维码'))
    expect(zh).toMatchObject({ found: true, text: '中文内容：二维码' })
    expect(decodeQr(drawCode('INVERTED', { invert: true }))).toMatchObject({ found: true, text: 'INVERTED' })
    expect(decodeQr(drawCode('transparent', { alpha: true }))).toMatchObject({ found: true, text: 'transparent' })
  })

  it('finds a small code in a large picture', () => {
    const r = decodeQr(drawCode('small code', { scale: 3, canvas: 3000, at: [2100, 1900] }), { budgetMs: 20_000 })
    expect(r).toMatchObject({ found: true, text: 'small code' })
  })

  it('says no code on a picture without one, within the budget', () => {
    const blank: RgbaImage = { data: new Uint8ClampedArray(1200 * 900 * 4).fill(255), width: 1200, height: 900 }
    const r = decodeQr(blank)
    expect(r.found).toBe(false)
    // A fake clock: the budget is checked before each attempt.
    let t = 0
    const r2 = decodeQr(blank, { budgetMs: 100, now: () => (t += 60) })
    expect(r2).toMatchObject({ found: false, timedOut: true })
    expect(r2.attempts).toBeLessThan(r.attempts)
  })

  it('decodes byte segments by charset, falling back when they are not UTF-8', () => {
    expect(decodeBytes(new TextEncoder().encode('你好'), null)).toBe('你好')
    // "中文" in GB 18030 (older Chinese generators wrote GBK without an ECI).
    expect(decodeBytes(Uint8Array.from([0xd6, 0xd0, 0xce, 0xc4]), null)).toBe('中文')
    expect(decodeBytes(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), 'iso-8859-1')).toBe('café')
    expect(decodeBytes(Uint8Array.from([0xe9]), null)).toBe('é')
  })
})
