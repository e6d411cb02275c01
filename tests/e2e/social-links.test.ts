/**
 * The navbar's social links in a real browser, with every mode and more links than fit. The site
 * itself has only its feed link (no invented accounts), so this suite bundles a page with the
 * component and seven links of every kind, the way the navbar renders them.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Server } from 'node:http'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { root } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { it as browserTest, type WatchedPage } from './fixtures'

const work = join(root, '.site-build', `social-${process.pid}`)
let server: Server
/** The address of the page built here (the suite's preview server is not used). */
let base = ''

const LINKS = [
  { icon: 'rss', mode: 'link', content: '/feed.xml', label: 'RSS 订阅' },
  { icon: 'github', mode: 'link', content: 'https://github.com/example/notes', label: '源码仓库' },
  { icon: 'mail', mode: 'text', content: 'notes@example.com', label: '邮箱' },
  {
    icon: 'wechat',
    mode: 'img',
    content: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2216%22 height=%2216%22/%3E',
    label: '公众号二维码',
  },
  { icon: 'qq', mode: 'dom', content: '<strong class="dom-probe">QQ 群 123456</strong>', label: 'QQ 群' },
  { icon: 'x', mode: 'text', content: '@example', label: 'X' },
  { icon: 'zhihu', mode: 'link', content: 'https://www.zhihu.com/people/example', label: '知乎' },
]

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  writeFileSync(
    join(work, 'index.html'),
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><link rel="icon" href="data:,"><body><div id="app" style="display:flex;justify-content:flex-end;padding:1rem"></div><script type="module" src="./main.tsx"></script></body></html>',
  )
  const component = join(root, 'src/theme/components/SocialLinks/SocialLinks.tsx')
  writeFileSync(
    join(work, 'main.tsx'),
    `import { createRoot } from 'react-dom/client'\nimport ${JSON.stringify(join(root, 'src/theme/styles/index.css'))}\nimport { SocialLinks } from ${JSON.stringify(component)}\n` +
      // The site's own config, resolved as the build hands it to the app.
      `import config from ${JSON.stringify(join(root, 'src/site.config.ts'))}\nimport { resolveConfig } from ${JSON.stringify(join(root, 'src/shared/site-config.ts'))}\nimport { SiteContext } from ${JSON.stringify(join(root, 'src/theme/config.ts'))}\n` +
      // The site's pre-paint script sets the palette class; this page follows the system the same way.
      `document.documentElement.classList.toggle('dark', matchMedia('(prefers-color-scheme: dark)').matches)\n` +
      `createRoot(document.getElementById('app')).render(<SiteContext value={resolveConfig(config)}><SocialLinks links={${JSON.stringify(LINKS)}} /></SiteContext>)\nrequestAnimationFrame(() => (document.documentElement.dataset.ready = 'true'))\n`,
  )
  await build({
    root: work,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(work, 'dist'), reportCompressedSize: false },
  })
  server = await startPreviewServer({ dir: join(work, 'dist'), port: 0, host: '127.0.0.1' })
  const a = server.address()
  if (a && typeof a !== 'string') base = `http://127.0.0.1:${a.port}`
})
afterAll(async () => {
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  rmSync(work, { recursive: true, force: true })
})

const it = browserTest.extend('open', ({ newPage }) => async (colorScheme: 'light' | 'dark' = 'light'): Promise<WatchedPage> => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 600 }, colorScheme })
  await page.goto(base + '/')
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  return { page, problems }
})

describe('social links', () => {
  it('shows four links and a "more" popup with the rest; link mode opens the URL, external ones in a new tab', async ({ open }) => {
    const { page, problems } = await open()
    const bar = page.locator('ul.site-social > li')
    expect(await bar.count()).toBe(5)
    expect(await page.getByRole('link', { name: 'RSS 订阅' }).getAttribute('href')).toBe('/feed.xml')
    expect(await page.getByRole('link', { name: 'RSS 订阅' }).getAttribute('target')).toBeNull()
    const github = page.getByRole('link', { name: '源码仓库' })
    expect(await github.getAttribute('target')).toBe('_blank')
    expect(await github.getAttribute('rel')).toBe('noopener noreferrer')
    // Links past the fourth wait in the "more" popup, hidden until it opens.
    const more = page.getByRole('button', { name: '更多' })
    expect(await page.getByRole('link', { name: '知乎' }).isVisible()).toBe(false)
    await more.click()
    expect(await more.getAttribute('aria-expanded')).toBe('true')
    expect(await page.getByRole('link', { name: '知乎' }).isVisible()).toBe(true)
    expect(await page.locator('.site-social__more > li').count()).toBe(3)
    await page.keyboard.press('Escape')
    expect(await more.getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('text, img and dom modes show their content in a popup, by mouse and by keyboard, in light and dark', async ({ open }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, problems } = await open(scheme)
      const mail = page.getByRole('button', { name: '邮箱' })
      await mail.click()
      // Open by the click, not only while the pointer is over it.
      await page.mouse.move(10, 500)
      expect(await page.getByText('notes@example.com').isVisible()).toBe(true)
      // Focus leaving the popup closes it.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect.poll(() => page.getByText('notes@example.com').isVisible()).toBe(false)

      await page.getByRole('button', { name: '公众号二维码' }).focus()
      await page.keyboard.press('Enter')
      const img = page.getByRole('img', { name: '公众号二维码' })
      expect(await img.isVisible()).toBe(true)
      expect(await img.getAttribute('width')).toBe('160')
      await page.keyboard.press('Escape')
      expect(await img.isVisible()).toBe(false)

      // The fifth link is in the "more" popup; its own popup opens inside it.
      await page.getByRole('button', { name: '更多' }).click()
      await page.getByRole('button', { name: 'QQ 群' }).click()
      await page.mouse.move(10, 500)
      expect(await page.locator('.dom-probe').textContent()).toBe('QQ 群 123456')
      expect(await page.locator('.dom-probe').isVisible()).toBe(true)
      // The popup is readable: its background is the page's, not transparent.
      const bg = await page.locator('.dom-probe').evaluate((el) => getComputedStyle(el.closest('.site-social__popup')!).backgroundColor)
      const [r] = bg.match(/\d+/g)!.map(Number)
      expect(scheme === 'dark' ? r < 60 : r > 200, bg).toBe(true)
      expect(problems).toEqual([])
      await page.close()
    }
  })
})
