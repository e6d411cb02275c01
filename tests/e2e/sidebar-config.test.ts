import { describe, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { waitForHydration } from './browser'
import { it as browserTest } from './fixtures'
import { serveFixtureSite } from './fixture-site'
import { THEME_KEY } from '../../src/shared/storage-keys'

/**
 * A site whose sidebars come from its config (tests/fixtures/sidebar): prefix keys, nested and
 * collapsed groups, `file` entries, Previous/Next in the config's order; and the smaller theme
 * fields: a nav badge, no dark mode, scroll-to-top by default, URL switches after client-side
 * navigation, source links on two code hosts.
 */
const site = serveFixtureSite('sidebar')

/** The config's `/guide/` sidebar, depth first: the reading order. */
const GUIDE = [
  ['/guide/', '指南'],
  ['/guide/intro', '入门'],
  ['/guide/install', '安装步骤'],
  ['/guide/advanced/config', '配置'],
  ['/guide/advanced/deep/internals', '内部结构'],
  ['/guide/faq', '常见问题'],
]

const it = browserTest.extend('open', ({ newPage }) => async (route: string, options: BrowserContextOptions = {}) => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, ...options })
  await page.goto(site.origin + encodeURI(route))
  await waitForHydration(page)
  return { page, problems }
})

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' })
const links = (page: Page) =>
  sidebar(page)
    .locator('a')
    .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))

describe('sidebars from the config', () => {
  it('shows the entries of the longest matching prefix, nested as written, with titles from the pages', async ({ open }) => {
    const { page, problems } = await open('/guide/install')
    expect(await links(page)).toEqual(GUIDE)
    // '开始' is a plain group: a heading, always open. '进阶' collapses and starts collapsed;
    // '深入' sits inside it.
    const side = sidebar(page)
    expect(await side.getByRole('heading', { name: '开始' }).count()).toBe(1)
    expect(await side.getByRole('button', { name: '开始' }).count()).toBe(0)
    const advanced = side.getByRole('button', { name: '进阶' })
    expect(await advanced.getAttribute('aria-expanded')).toBe('false')
    const list = side.locator('#' + (await advanced.getAttribute('aria-controls')))
    expect(await list.getByRole('button', { name: '深入', includeHidden: true }).count()).toBe(1)
    expect(await list.getByRole('link', { name: '内部结构', includeHidden: true }).count()).toBe(1)
    expect(await side.locator('a[aria-current="page"]').textContent()).toBe('安装步骤')

    // /guide/advanced/plugins matches '/guide/' and the longer '/guide/advanced/plugins': the longer wins.
    await side.getByRole('link', { name: '指南' }).click()
    await page.waitForURL(site.origin + '/guide/')
    await page.goto(site.origin + '/guide/advanced/plugins')
    await waitForHydration(page)
    expect(await links(page)).toEqual([
      ['/guide/advanced/plugins', '插件'],
      ['/guide/', '指南'],
    ])
    expect(problems).toEqual([])
  })

  it('the collapsed group is closed in the HTML and at first render, and opens and closes by mouse and keyboard', async ({ open }) => {
    const html = readFileSync(join(site.dist, 'guide/install.html'), 'utf8')
    expect(html).toMatch(/aria-expanded="false" aria-controls="site-sidebar-group-c2"><span>进阶<\/span>/)
    const { page, problems } = await open('/guide/install')
    const advanced = sidebar(page).getByRole('button', { name: '进阶' })
    const config = sidebar(page).getByRole('link', { name: '配置' })
    expect(await config.isVisible()).toBe(false)

    await advanced.click()
    expect(await advanced.getAttribute('aria-expanded')).toBe('true')
    expect(await config.isVisible()).toBe(true)
    await advanced.click()
    expect(await config.isVisible()).toBe(false)

    // From the current page's link, Tab reaches the toggle; Enter and Space work it.
    await sidebar(page).getByRole('link', { name: '安装步骤' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('进阶')
    await page.keyboard.press('Enter')
    expect(await advanced.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/guide/advanced/config')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    expect(await advanced.getAttribute('aria-expanded')).toBe('false')
    expect(problems).toEqual([])
  })

  it('Previous/Next walk the config order, into and out of the collapsed group, which opens on arrival', async ({ open }) => {
    const { page, problems } = await open('/guide/')
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
    expect(await page.locator('a[rel="prev"]').count()).toBe(0)
    const seen = [[new URL(page.url()).pathname, await sidebar(page).locator('a[aria-current="page"]').textContent()]]
    for (let i = 1; i < GUIDE.length; i++) {
      const next = page.locator('a[rel="next"]')
      expect(await next.locator('.site-prev-next__title').textContent()).toBe(GUIDE[i][1])
      await next.click()
      await page.waitForURL(site.origin + GUIDE[i][0])
      await expect.poll(() => sidebar(page).locator('a[aria-current="page"]').textContent()).toBe(GUIDE[i][1])
      seen.push([GUIDE[i][0], GUIDE[i][1]])
      if (GUIDE[i][0].startsWith('/guide/advanced/')) {
        expect(await sidebar(page).getByRole('button', { name: '进阶' }).getAttribute('aria-expanded')).toBe('true')
        expect(await sidebar(page).locator('a[aria-current="page"]').isVisible()).toBe(true)
      }
    }
    expect(seen).toEqual(GUIDE)
    expect(await page.locator('a[rel="next"]').count()).toBe(0)
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe('/guide/advanced/deep/internals')
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)

    // A page opened directly inside the collapsed group: it is open in the HTML already.
    await page.goto(site.origin + '/guide/advanced/config')
    await waitForHydration(page)
    expect(await sidebar(page).getByRole('button', { name: '进阶' }).getAttribute('aria-expanded')).toBe('true')
    expect(problems).toEqual([])
  })

  it('a section without a config sidebar keeps the generated one; its index page has no Previous/Next into its pages', async ({ open }) => {
    const { page, problems } = await open('/api/')
    expect(await links(page)).toEqual([
      ['/api/', '接口'],
      ['/api/alpha', '接口甲'],
      ['/api/beta', '接口乙'],
    ])
    expect(await page.locator('.site-prev-next').count()).toBe(0)
    await sidebar(page).getByRole('link', { name: '接口甲' }).click()
    await page.waitForURL(site.origin + '/api/alpha')
    await expect.poll(() => page.locator('a[rel="next"]').getAttribute('href')).toBe('/api/beta')
    expect(await page.locator('a[rel="prev"]').count()).toBe(0)
    expect(problems).toEqual([])
  })
})

describe('smaller theme fields', () => {
  it("a nav item's tag is a badge beside its text", async ({ open }) => {
    const { page, problems } = await open('/api/')
    const item = page.getByRole('navigation', { name: '主导航' }).locator('a[href="/guide/"]')
    const tag = item.locator('.site-nav__tag')
    expect(await tag.textContent()).toBe('new')
    expect(await tag.isVisible()).toBe(true)
    const [box, tagBox] = [(await item.boundingBox())!, (await tag.boundingBox())!]
    expect(tagBox.x).toBeGreaterThan(box.x + 10)
    expect(tagBox.y + tagBox.height).toBeLessThanOrEqual(box.y + box.height + 1)
    expect(await page.getByRole('navigation', { name: '主导航' }).locator('a[href="/api/"] .site-nav__tag').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('darkMode false: no appearance switch, light even with a stored dark choice and a dark system', async ({ newPage }) => {
    for (const width of [1280, 375]) {
      const { page, problems } = await newPage({ viewport: { width, height: 800 }, colorScheme: 'dark' })
      await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
      await page.goto(site.origin + '/guide/intro')
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
      if (width < 768) await page.locator('.site-nav__hamburger').click()
      expect(await page.locator('.site-theme-switch').count()).toBe(0)
      expect(await page.getByRole('button', { name: /Appearance|Light|Dark|Auto/ }).count()).toBe(0)
      expect(problems).toEqual([])
    }
    expect(readFileSync(join(site.dist, 'guide/intro.html'), 'utf8')).not.toContain('prefers-color-scheme: dark')
  })

  it('scroll-to-top is there without being configured', async ({ open }) => {
    const { page, problems } = await open('/guide/faq')
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    expect(problems).toEqual([])
  })

  it('URL switches follow the address through client-side navigation and Back', async ({ open }) => {
    const { page, problems } = await open('/guide/intro?navbar=0')
    const navbar = page.locator('.site-nav')
    expect(await navbar.isVisible()).toBe(false)
    expect(await sidebar(page).isVisible()).toBe(true)
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))

    await page.locator('.doc-content').getByRole('link', { name: '安装（不显示侧边栏）' }).click()
    await page.waitForURL(site.origin + '/guide/install?sidebar=0')
    await expect.poll(() => page.locator('h1').textContent()).toBe('安装')
    await expect.poll(() => sidebar(page).isVisible()).toBe(false)
    expect(await navbar.isVisible()).toBe(true)

    await page.goBack()
    await page.waitForURL(site.origin + '/guide/intro?navbar=0')
    await expect.poll(() => navbar.isVisible()).toBe(false)
    expect(await sidebar(page).isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(problems).toEqual([])
  })

  it('the source links open the file on the repository and on its mirror, each in its host’s URL shape', async ({ open }) => {
    const { page, problems } = await open('/guide/advanced/config')
    const source = page.locator('.site-doc-footer__source a')
    expect(await source.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['查看源文件', 'https://github.com/notes-example/sidebar-site/blob/main/tests/fixtures/sidebar/content/guide/advanced/config.md'],
      [
        'Gitea 镜像',
        'https://gitea.example.com/notes/sidebar-site/src/branch/mirror/tests/fixtures/sidebar/content/guide/advanced/config.md',
      ],
    ])
    expect(await page.locator('.site-doc-footer__updated').textContent()).toMatch(/^最后更新: /)
    expect(problems).toEqual([])
  })
})
