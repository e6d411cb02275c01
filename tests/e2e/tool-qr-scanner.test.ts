import { beforeAll, describe, expect } from 'vitest'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { waitForHydration, watchConsole } from './browser'
import { it as browserTest, type WatchedPage } from './fixtures'

const route = '/tool/online-scan-qrcode'
const work = join(import.meta.dirname, '../../.site-build/qr-e2e')

const CHINESE = '你好，世界！二维码里的中文应当原样读出。'
const URL_TEXT = 'https://example.com/path?q=二维码&x=1'
const EVIL = 'javascript:alert(document.domain)'

beforeAll(() => {
  mkdirSync(work, { recursive: true })
})

const png = (text: string, options: QRCode.QRCodeToBufferOptions = {}) => QRCode.toBuffer(text, { margin: 4, width: 400, ...options })

/** A new page of a context the test made itself, its console watched. */
async function pageIn(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage()
  return { page, problems: watchConsole(page) }
}

/** The scanner, hydrated: in a page of `context` when given, else in a new 1280 × 900 page. */
const it = browserTest.extend('open', ({ newPage, baseUrl }) => async (context?: BrowserContext): Promise<WatchedPage> => {
  const { page, problems } = context ? await pageIn(context) : await newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(baseUrl + route)
  await waitForHydration(page)
  return { page, problems }
})

const fileInput = (page: Page) => page.getByLabel('选择图片文件')
const resultText = (page: Page) => page.getByTestId('qr-text')

async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await fileInput(page).setInputFiles({ name, mimeType, buffer })
}

describe('QR scanner: pictures', () => {
  it('reads Chinese text from a chosen file, shows its kind, and keeps it in the recent list', async ({ open }) => {
    const { page, problems } = await open()
    await choose(page, 'zh.png', 'image/png', await png(CHINESE))
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe(CHINESE)
    expect(await page.locator('.qr-result__kind').textContent()).toBe('文本')
    expect(await resultText(page).locator('a').count()).toBe(0)
    const history = page.getByRole('list').filter({ hasText: CHINESE })
    expect(await history.count()).toBe(1)

    // The list survives a reload (localStorage) and the clear button empties it.
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.locator('.qr-history__text').allTextContents()).toEqual([CHINESE])
    await page.getByRole('button', { name: '清除记录' }).click()
    expect(await page.locator('.qr-history__item').count()).toBe(0)
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('.qr-history__item').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('site-qr-history'))).toBeNull()
    expect(problems).toEqual([])
  })

  it('reads an inverted (light-on-dark) code and a 4000×4000 picture', async ({ open }) => {
    const { page, problems } = await open()
    await choose(page, 'inverted.png', 'image/png', await png('INVERTED-123', { color: { dark: '#ffffffff', light: '#000000ff' } }))
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe('INVERTED-123')

    const big = await png(URL_TEXT, { width: 4000, margin: 40 })
    const started = Date.now()
    await choose(page, 'big.png', 'image/png', big)
    await expect.poll(() => resultText(page).textContent(), { timeout: 15_000 }).toBe(URL_TEXT)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(problems).toEqual([])
  })

  it('only http(s) results become links, opened in a new tab without opener or referrer', async ({ open }) => {
    const { page, problems } = await open()
    await choose(page, 'evil.png', 'image/png', await png(EVIL))
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe(EVIL)
    expect(await page.locator('.qr-result__kind').textContent()).toBe('其他协议的链接（不会打开）')
    expect(await resultText(page).locator('a').count()).toBe(0)
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0)

    await choose(page, 'url.png', 'image/png', await png(URL_TEXT))
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe(URL_TEXT)
    const link = resultText(page).getByRole('link')
    expect(await link.getAttribute('href')).toBe(new URL(URL_TEXT).href)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await page.locator('.qr-result__kind').textContent()).toBe('网址')
    expect(problems).toEqual([])
  })

  it('reads a dropped picture', async ({ open }) => {
    const { page, problems } = await open()
    const bytes = (await png('dropped: 拖放')).toString('base64')
    const dataTransfer = await page.evaluateHandle((b64) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const dt = new DataTransfer()
      dt.items.add(new File([bin], 'drop.png', { type: 'image/png' }))
      return dt
    }, bytes)
    const target = page.locator('.qr-panel').first()
    await target.dispatchEvent('dragenter', { dataTransfer })
    await target.dispatchEvent('dragover', { dataTransfer })
    await target.dispatchEvent('drop', { dataTransfer })
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe('dropped: 拖放')
    expect(await page.locator('.qr-result__source').textContent()).toBe('来自拖入的图片')
    expect(problems).toEqual([])
  })

  it('reads a picture pasted with Ctrl+V', async ({ open, newContext }) => {
    const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const { page, problems } = await open(context)
    const bytes = (await png('pasted: 粘贴')).toString('base64')
    await page.evaluate(async (b64) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bin], { type: 'image/png' }) })])
    }, bytes)
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('ControlOrMeta+V')
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe('pasted: 粘贴')
    expect(await page.locator('.qr-result__source').textContent()).toBe('来自粘贴的图片')
    expect(problems).toEqual([])
  })

  it('says what is wrong: not an image, a corrupt image, no code found', async ({ open }) => {
    const { page, problems } = await open()
    const input = fileInput(page)
    await choose(page, 'notes.txt', 'text/plain', Buffer.from('plain text, not a picture'))
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('这不是图片文件')
    expect(await page.getByRole('alert').textContent()).toContain('“notes.txt”不是图片')
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = await input.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('这不是图片文件')

    await choose(page, 'broken.png', 'image/png', Buffer.from('\x89PNG\r\n\x1a\n this is not really a png'))
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('无法读取这张图片')

    const blank = await QRCode.toBuffer('x', { width: 600, color: { dark: '#ffffffff', light: '#ffffffff' } })
    const started = Date.now()
    await choose(page, 'blank.png', 'image/png', blank)
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('没有找到二维码')
    expect(Date.now() - started).toBeLessThan(6000)
    const tips = await page.getByRole('alert').getByRole('listitem').allTextContents()
    expect(tips.join('')).toMatch(/光线/)
    expect(tips.join('')).toMatch(/靠近/)
    expect(tips.join('')).toMatch(/平整/)
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    expect(problems).toEqual([])
  })

  it('gives up on busy pictures without a code within about two seconds, 12-megapixel photo included', async ({ open }) => {
    const { buildCorpus } = await import('../unit/helpers/qr-corpus')
    const none = buildCorpus().filter((c) => c.expected === null && /photo-12mp|plasma|noise/.test(c.name))
    expect(none.map((c) => c.name).sort()).toEqual(['none-noise.png', 'none-photo-12mp.jpg', 'none-plasma.png'])
    const { page, problems } = await open()
    for (const image of none) {
      const buffer = readFileSync(image.file)
      // Measured in the page: from the file arriving to the message being on screen.
      await page.evaluate(() => {
        const w = window as unknown as { __chosenAt: number }
        document.querySelector('input[type=file]')!.addEventListener('change', () => (w.__chosenAt = performance.now()), { once: true })
      })
      await choose(page, image.name, image.name.endsWith('.jpg') ? 'image/jpeg' : 'image/png', buffer)
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const w = window as unknown as { __chosenAt: number }
            const check = () => {
              if (document.querySelector('[role="alert"]')?.textContent?.includes('没有找到二维码'))
                resolve(performance.now() - w.__chosenAt)
              else requestAnimationFrame(check)
            }
            check()
          }),
      )
      if (process.env.QR_TIMES) console.log(`${image.name}: ${Math.round(ms)} ms`)
      expect(ms, image.name).toBeLessThan(2500)
    }
    expect(problems).toEqual([])
  })

  it('fits a 375 px wide screen', async ({ newPage, baseUrl }) => {
    const { page, problems } = await newPage({ viewport: { width: 375, height: 800 } })
    await page.goto(baseUrl + route)
    await waitForHydration(page)
    await choose(page, 'zh.png', 'image/png', await png(CHINESE + CHINESE))
    await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe(CHINESE + CHINESE)
    for (const dark of [false, true]) {
      await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    expect(problems).toEqual([])
  })
})

/** A Y4M video (what Chromium's fake camera plays) of a QR code on a grey background. */
function qrVideo(text: string, file: string) {
  const W = 640
  const H = 480
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const scale = Math.floor(300 / (n + 8))
  const y = Buffer.alloc(W * H, 200)
  const ox = Math.floor((W - (n + 8) * scale) / 2)
  const oy = Math.floor((H - (n + 8) * scale) / 2)
  for (let r = 0; r < (n + 8) * scale; r++) {
    for (let c = 0; c < (n + 8) * scale; c++) {
      const mr = Math.floor(r / scale) - 4
      const mc = Math.floor(c / scale) - 4
      const dark = mr >= 0 && mc >= 0 && mr < n && mc < n && qr.modules.get(mr, mc)
      y[(oy + r) * W + ox + c] = dark ? 16 : 235
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128)
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)]
  for (let i = 0; i < 10; i++) frames.push(Buffer.from('FRAME\n'), y, chroma, chroma)
  writeFileSync(file, Buffer.concat(frames))
}

describe('QR scanner: camera', () => {
  it('scans a code from the camera (Chromium’s fake device playing a generated video)', async ({ open }) => {
    const video = join(work, 'qr.y4m')
    qrVideo('CAMERA 摄像头 42', video)
    const camBrowser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    })
    try {
      const context = await camBrowser.newContext({ permissions: ['camera'] })
      const { page, problems } = await open(context)
      await page.getByRole('button', { name: '打开摄像头' }).click()
      await expect.poll(() => resultText(page).textContent(), { timeout: 20_000 }).toBe('CAMERA 摄像头 42')
      expect(await page.locator('.qr-result__source').textContent()).toBe('来自摄像头')
      // Found: the camera is switched off again.
      expect(await page.getByRole('button', { name: '打开摄像头' }).count()).toBe(1)
      expect(await page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).srcObject)).toBeNull()
      expect(problems).toEqual([])
    } finally {
      await camBrowser.close()
    }
  })

  it('says so when there is no camera at all', async ({ open, newContext }) => {
    const context = await newContext({ permissions: ['camera'] })
    const { page, problems } = await open(context)
    await page.getByRole('button', { name: '打开摄像头' }).click()
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('没有找到摄像头')
    expect(problems).toEqual([])
  })

  it('offers a selector when there are several cameras, and switches to the one chosen', async ({ open }) => {
    // Chromium's fake capture with two devices (its moving test pattern, no code in it).
    const camBrowser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream=device-count=2'],
    })
    try {
      const context = await camBrowser.newContext({ permissions: ['camera'] })
      const { page, problems } = await open(context)
      const trackDevice = () =>
        page.evaluate(
          () =>
            ((document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream | null)?.getVideoTracks()[0]?.getSettings()
              .deviceId ?? '',
        )
      await page.getByRole('button', { name: '打开摄像头' }).click()
      const select = page.getByLabel('摄像头', { exact: true })
      await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBe(2)
      const [first, second] = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
      expect(await select.inputValue()).toBe(await trackDevice())
      const other = (await select.inputValue()) === first ? second : first
      await select.selectOption(other)
      await expect.poll(trackDevice, { timeout: 10_000 }).toBe(other)
      expect(await select.inputValue()).toBe(other)
      expect(problems).toEqual([])
    } finally {
      await camBrowser.close()
    }
  })

  it('says the camera is in use when another program holds it', async ({ newContext, baseUrl }) => {
    const context = await newContext({ permissions: ['camera'] })
    const page = await context.newPage()
    // What Chromium reports when the device cannot be opened because another program has it.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Could not start video source', 'NotReadableError'))
    })
    const problems = watchConsole(page)
    await page.goto(baseUrl + route)
    await waitForHydration(page)
    await page.getByRole('button', { name: '打开摄像头' }).click()
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('摄像头正被占用')
    expect(problems).toEqual([])
  })

  it('explains that the camera needs HTTPS on a page opened over plain HTTP from another host', async ({ baseUrl }) => {
    // A name other than localhost over http:// is not a secure context: no camera API at all.
    const port = new URL(baseUrl).port
    const insecure = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP notes.test 127.0.0.1'],
    })
    try {
      const page = await insecure.newPage()
      const problems = watchConsole(page)
      await page.goto(`http://notes.test:${port}${route}`)
      await waitForHydration(page)
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false)
      const button = page.getByRole('button', { name: '打开摄像头' })
      await button.click()
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('当前页面不能使用摄像头')
      expect(await page.getByRole('alert').textContent()).toContain('https://')
      const describedBy = await button.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('当前页面不能使用摄像头')
      // Pictures still work there.
      await choose(page, 'zh.png', 'image/png', await png(CHINESE))
      await expect.poll(() => resultText(page).textContent(), { timeout: 10_000 }).toBe(CHINESE)
      expect(problems).toEqual([])
    } finally {
      await insecure.close()
    }
  })

  it('explains a denied camera permission next to the button', async ({ open }) => {
    const camBrowser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
    })
    try {
      const context = await camBrowser.newContext()
      const { page, problems } = await open(context)
      const button = page.getByRole('button', { name: '打开摄像头' })
      await button.click()
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toContain('没有摄像头权限')
      const describedBy = await button.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('没有摄像头权限')
      expect(problems).toEqual([])
    } finally {
      await camBrowser.close()
    }
  })
})
