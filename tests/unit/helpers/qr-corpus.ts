/**
 * The QR test corpus, generated at test time into .site-build/qr-corpus/ (nothing binary is
 * committed): clean codes from qrencode, then ImageMagick's blur, noise, low contrast, rotation,
 * perspective, small modules, no quiet zone, transparency, inversion, heavy JPEG, a small code in
 * a large busy picture, 12-megapixel photos, and pictures with no code at all.
 *
 * Needs the Debian packages qrencode, imagemagick and zbar-tools (for the comparison).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RgbaImage } from '../../../src/tools/qr-scanner/image'

export const root = join(import.meta.dirname, '../../..')
export const corpusDir = join(root, '.site-build', 'qr-corpus')

export interface CorpusImage {
  name: string
  file: string
  /** The text encoded, or null for a picture without a code. */
  expected: string | null
}

const URL_TEXT = 'https://example.com/articles/qr?id=20250302&lang=zh'
const CHINESE = '二维码识别测试：你好，世界！扫描结果应当是正确的 UTF-8 文本。'
const WIFI = 'WIFI:T:WPA;S:实验室-5G;P:correct horse battery staple;;'
const VCARD = 'BEGIN:VCARD\nVERSION:3.0\nN:张;三\nFN:张三\nTEL:+8613800000000\nEMAIL:zhangsan@example.com\nEND:VCARD'
const LONG = 'The quick brown fox jumps over the lazy dog. '.repeat(8) + '一只敏捷的棕色狐狸跳过了那只懒狗。'

const im = (args: string[]) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'pipe'] })
const qr = (out: string, text: string, size: number, margin = 4, level = 'M') =>
  execFileSync('qrencode', ['-o', out, '-s', String(size), '-m', String(margin), '-l', level, '--', text])

/** Builds the corpus once per content version; later calls reuse the files. */
export function buildCorpus(): CorpusImage[] {
  mkdirSync(corpusDir, { recursive: true })
  const list: CorpusImage[] = []
  const f = (name: string) => join(corpusDir, name)
  const add = (name: string, expected: string | null, make: (out: string) => void) => {
    const file = f(name)
    if (!existsSync(file)) make(file)
    list.push({ name, file, expected })
  }
  const base = (name: string, text: string, size = 8, margin = 4, level = 'M') => {
    const file = f(`_base-${name}.png`)
    if (!existsSync(file)) qr(file, text, size, margin, level)
    return file
  }
  const url = base('url', URL_TEXT)
  const zh = base('zh', CHINESE)

  add('clean-url.png', URL_TEXT, (o) => qr(o, URL_TEXT, 6))
  add('chinese.png', CHINESE, (o) => qr(o, CHINESE, 5))
  add('wifi.png', WIFI, (o) => qr(o, WIFI, 5))
  add('vcard.png', VCARD, (o) => qr(o, VCARD, 4))
  add('long-text-v13.png', LONG, (o) => qr(o, LONG, 3, 4, 'L'))
  add('blur-2.png', URL_TEXT, (o) => im([url, '-blur', '0x2', o]))
  add('blur-4.png', URL_TEXT, (o) => im([url, '-blur', '0x4', o]))
  add('noise.png', CHINESE, (o) => im([zh, '-seed', '7', '-attenuate', '0.8', '+noise', 'Gaussian', '-colorspace', 'Gray', o]))
  add('noise-heavy.png', URL_TEXT, (o) => im([url, '-seed', '3', '-attenuate', '2.5', '+noise', 'Gaussian', '-colorspace', 'Gray', o]))
  add('low-contrast.png', URL_TEXT, (o) => im([url, '+level', '42%,58%', o]))
  add('low-contrast-dark.png', CHINESE, (o) => im([zh, '+level', '5%,18%', o]))
  add('rotate-17.png', URL_TEXT, (o) => im([url, '-background', 'white', '-rotate', '17', o]))
  add('rotate-45.png', CHINESE, (o) => im([zh, '-background', 'white', '-rotate', '45', o]))
  add('rotate-180.png', URL_TEXT, (o) => im([url, '-rotate', '180', o]))
  add('perspective.png', URL_TEXT, (o) =>
    im([url, '-virtual-pixel', 'white', '-distort', 'Perspective', '0,0 40,60  456,0 400,10  0,456 20,430  456,456 440,456', o]),
  )
  add('perspective-strong.png', CHINESE, (o) => {
    const size = Number(execFileSync('identify', ['-format', '%w', zh]).toString())
    const s = size - 1
    im([
      zh,
      '-virtual-pixel',
      'white',
      '-distort',
      'Perspective',
      `0,0 ${s * 0.25},${s * 0.1}  ${s},0 ${s * 0.8},${s * 0.2}  0,${s} 0,${s}  ${s},${s} ${s},${s * 0.9}`,
      o,
    ])
  })
  add('modules-2px.png', URL_TEXT, (o) => qr(o, URL_TEXT, 2))
  add('modules-1px.png', URL_TEXT, (o) => qr(o, URL_TEXT, 1))
  add('no-quiet-zone.png', URL_TEXT, (o) => qr(o, URL_TEXT, 6, 0))
  add('no-quiet-zone-framed.png', CHINESE, (o) => {
    const tight = f('_tight-zh.png')
    if (!existsSync(tight)) qr(tight, CHINESE, 5, 0)
    im([tight, '-bordercolor', '#555', '-border', '40', o])
  })
  add('transparent-white-rgb.png', URL_TEXT, (o) => im([url, '-transparent', 'white', o]))
  // Black modules on a transparent background whose hidden colour is black too.
  add('transparent-black-rgb.png', CHINESE, (o) =>
    im([zh, '-alpha', 'copy', '-channel', 'A', '-negate', '+channel', '-fill', 'black', '-colorize', '100', o]),
  )
  // White modules on transparency, for a dark page.
  add('transparent-white-code.png', URL_TEXT, (o) => im([url, '-negate', '-alpha', 'copy', '-fill', 'white', '-colorize', '100', o]))
  add('inverted.png', URL_TEXT, (o) => im([url, '-negate', o]))
  add('inverted-chinese.png', CHINESE, (o) => im([zh, '-negate', o]))
  add('jpeg-q5.jpg', URL_TEXT, (o) => im([url, '-quality', '5', o]))
  add('jpeg-q10-small.jpg', CHINESE, (o) => im([zh, '-resize', '60%', '-quality', '10', o]))
  add('coloured.png', URL_TEXT, (o) => im([url, '-fill', '#1d4ed8', '-opaque', 'black', '-fill', '#fde68a', '-opaque', 'white', o]))

  const busy = (out: string, w: number, h: number, seed: string) =>
    im(['-size', `${w}x${h}`, '-seed', seed, 'plasma:fractal', '-blur', '0x1', '-attenuate', '0.4', '+noise', 'Gaussian', out])
  add('small-in-busy.png', URL_TEXT, (o) => {
    const bg = f('_busy-2400.png')
    if (!existsSync(bg)) busy(bg, 2400, 1600, '11')
    const code = f('_small-url.png')
    if (!existsSync(code)) qr(code, URL_TEXT, 4, 2)
    im([bg, code, '-geometry', '+1500+900', '-composite', o])
  })
  add('photo-12mp.jpg', URL_TEXT, (o) => {
    const bg = f('_busy-4000.png')
    if (!existsSync(bg)) busy(bg, 4000, 3000, '21')
    const code = f('_photo-code.png')
    if (!existsSync(code)) {
      im([
        url,
        '-resize',
        '900x900',
        '-virtual-pixel',
        'transparent',
        '-background',
        'none',
        '-distort',
        'Perspective',
        '0,0 30,40  900,0 860,0  0,900 0,880  900,900 900,900',
        '-rotate',
        '8',
        code,
      ])
    }
    im([
      bg,
      code,
      '-geometry',
      '+1700+1100',
      '-composite',
      '-blur',
      '0x1.2',
      '-attenuate',
      '0.5',
      '+noise',
      'Gaussian',
      '-quality',
      '85',
      o,
    ])
  })
  add('photo-12mp-small-code.jpg', CHINESE, (o) => {
    const bg = f('_busy-4000.png')
    if (!existsSync(bg)) busy(bg, 4000, 3000, '21')
    im([bg, '(', zh, '-resize', '330x330', ')', '-geometry', '+600+2300', '-composite', '-quality', '88', o])
  })
  add('photo-12mp-dim.jpg', URL_TEXT, (o) => {
    const bg = f('_busy-4000.png')
    if (!existsSync(bg)) busy(bg, 4000, 3000, '21')
    im([
      bg,
      '(',
      url,
      '-resize',
      '1200x1200',
      ')',
      '-geometry',
      '+1400+900',
      '-composite',
      '-evaluate',
      'multiply',
      '0.35',
      '-attenuate',
      '0.6',
      '+noise',
      'Gaussian',
      '-quality',
      '80',
      o,
    ])
  })

  // No code at all: the scanner must say so, and give up in time.
  add('none-blank.png', null, (o) => im(['-size', '800x600', 'xc:white', o]))
  add('none-plasma.png', null, (o) => busy(o, 1600, 1200, '5'))
  add('none-noise.png', null, (o) => im(['-size', '1000x1000', 'xc:gray50', '-seed', '9', '-attenuate', '3', '+noise', 'Gaussian', o]))
  add('none-checkerboard.png', null, (o) => im(['-size', '800x800', 'pattern:checkerboard', '-scale', '400%', o]))
  add('none-photo-12mp.jpg', null, (o) => {
    const bg = f('_busy-4000.png')
    if (!existsSync(bg)) busy(bg, 4000, 3000, '21')
    im([bg, '-quality', '85', o])
  })
  return list
}

/** Decodes any image file to RGBA with ImageMagick (8 bits a channel, alpha kept). */
export function readRgba(file: string): RgbaImage {
  const [w, h] = execFileSync('identify', ['-format', '%w %h\n', file]).toString().trim().split('\n')[0].split(' ').map(Number)
  const data = execFileSync('convert', [file, '-depth', '8', 'rgba:-'], { maxBuffer: 1 << 30 })
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: w, height: h }
}

/** What zbarimg reads in a file (QR codes only), or null. */
export function zbarRead(file: string): string | null {
  const r = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' })
  if (r.status !== 0) return null
  return r.stdout.replace(/\n$/, '')
}

export function writeJson(name: string, value: unknown) {
  writeFileSync(join(corpusDir, name), JSON.stringify(value, null, 2))
}

export function readText(file: string) {
  return readFileSync(file, 'utf8')
}
