import { afterAll, beforeAll, describe, expect } from 'vitest'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { layoutShift, trackLayoutShift, waitForHydration } from './browser'
import { it as browserTest } from './fixtures'
import { serveFixtureSite } from './fixture-site'
import { expectHomeLayout } from './home-layout'
import { root, startDev, type DevProcess } from '../integration/helpers'

/**
 * MDX pages and page types, on a fixture site (tests/fixtures/mdx) built here with its own config:
 * an .mdx page that imports a component from the site's src/ and defines one in the file, a
 * markdown page it links to, a page of an unknown page type, a blank page, and a home page with
 * features and six articles.
 */
const site = serveFixtureSite('mdx')

const at = (route: string) => site.origin + encodeURI(route)

/** A hydrated page of the fixture, 1280 × 800 unless the options say otherwise. */
const it = browserTest.extend('open', ({ newPage }) => async (route: string, options: BrowserContextOptions = {}) => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, ...options })
  await page.goto(at(route))
  await waitForHydration(page)
  return { page, problems }
})

const content = (page: Page) => page.locator('.doc-content')

describe('an MDX page', () => {
  it('is prerendered: without JavaScript it shows its headings, components, container, code and links', async ({ newPage }) => {
    const { page } = await newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    await page.goto(at('/guide/widgets'))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('交互组件')
    expect(
      await content(page)
        .locator('h2, h3')
        .evaluateAll((hs) => hs.map((h) => [h.tagName, h.id])),
    ).toEqual([
      ['H2', '计数器组件'],
      ['H2', 'sample-code'],
      ['H3', '相关页面'],
    ])
    // The imported component and the one the file defines, rendered on the server.
    expect(await content(page).locator('.fixture-badge').textContent()).toBe('实验')
    expect(await content(page).getByRole('button', { name: '已点击 0 次' }).count()).toBe(1)
    // The container, as in markdown.
    const tip = content(page).locator('.custom-block.tip')
    expect(await tip.locator('.custom-block-title').textContent()).toBe('按钮可以点')
    expect(await tip.textContent()).toContain('点一下，次数加一。')
    // The code block: highlighted at build time, with its title and buttons.
    const block = content(page).locator('.code-block[data-lang="ts"]')
    expect(await block.locator('.code-block__title').textContent()).toBe('count.ts')
    expect(await block.locator('pre.shiki span[style*="--shiki-light"]').count()).toBeGreaterThan(3)
    expect(await block.locator('code').textContent()).toBe('export const next = (n: number): number => n + 1')
    expect(await block.getByRole('button', { name: '复制代码' }).count()).toBe(1)
    // The link to the .md page is rewritten to its route.
    expect(decodeURI((await content(page).getByRole('link', { name: '普通页面' }).getAttribute('href'))!)).toBe('/guide/plain#第二节')
    // The outline lists its headings.
    const outline = page.locator('.site-outline')
    expect(await outline.getByRole('link').allTextContents()).toEqual(['计数器组件', '示例代码', '相关页面'])
  })

  it('hydrates without a warning: the counter defined in the file counts clicks', async ({ open }) => {
    const { page, problems } = await open('/guide/widgets')
    const counter = content(page).locator('.fixture-counter')
    await counter.click()
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('已点击 2 次')
    await page.locator('.site-outline').getByRole('link', { name: '示例代码' }).click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#sample-code')
    expect(problems).toEqual([])
  })

  it('is reached and left by client navigation, its chunk loaded when a link to it is hovered', async ({ open }) => {
    const { page, problems } = await open('/guide/plain')
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true))
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const link = content(page).getByRole('link', { name: 'MDX 页面' })
    await link.hover()
    await expect.poll(() => requested.some((p) => /^\/assets\/widgets-[\w-]+\.js$/.test(p))).toBe(true)
    await link.click()
    await page.waitForURL(at('/guide/widgets'))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('交互组件')
    const counter = content(page).locator('.fixture-counter')
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('已点击 1 次')
    await content(page).getByRole('link', { name: '普通页面' }).click()
    await page.waitForURL(at('/guide/plain#第二节'))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('普通页面')
    // One document all along: every page change was the router's.
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
    await page.goBack()
    await page.waitForURL(at('/guide/widgets'))
    await expect.poll(() => content(page).locator('.fixture-badge').textContent()).toBe('实验')
    expect(problems).toEqual([])
  })

  it('is found by search, by a sentence of its text', async ({ open }) => {
    const { page, problems } = await open('/guide/plain')
    await page.getByRole('button', { name: '搜索' }).click()
    await page.getByRole('combobox', { name: '搜索' }).fill('点一下，次数加一')
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0)
    expect(await page.getByRole('option').first().textContent()).toContain('点一下，次数加一。')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === '/guide/widgets')
    expect(problems).toEqual([])
  })
})

describe('page types', () => {
  it('an unknown page type is a warning naming its file and line, and the page shows as a document', async ({ open }) => {
    expect(site.buildOutput).toContain(
      'tests/fixtures/mdx/content/guide/odd-type.md:3:11  warning: frontmatter "pageType" is not a known page type: got "slides"',
    )
    const { page, problems } = await open('/guide/odd-type')
    expect(await page.locator('.site-nav').count()).toBe(1)
    expect(await page.locator('.site-sidebar').isVisible()).toBe(true)
    expect(await content(page).textContent()).toContain('仍按文档页显示')
    expect(problems).toEqual([])
  })

  it('a blank page has no navbar, no sidebar and no footer: only its content', async ({ open }) => {
    const { page, problems } = await open('/guide/bare')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('空白页')
    expect(await page.getByText('这一页没有导航栏。').isVisible()).toBe(true)
    expect(await page.locator('.site-nav, .site-sidebar, .site-footer').count()).toBe(0)
    expect(await page.getByRole('banner').count()).toBe(0)
    expect(problems).toEqual([])
  })

  for (const [width, scheme] of [
    [375, 'dark'],
    [375, 'light'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`${width} px, ${scheme}: the home page shows its feature cards and the five newest articles, without shifting`, async ({
      newPage,
    }) => {
      const { page, problems } = await newPage({ viewport: { width, height: 800 }, colorScheme: scheme })
      await trackLayoutShift(page)
      await page.goto(at('/'))
      await waitForHydration(page)
      const cards = page.locator('.site-features__item')
      expect(await cards.evaluateAll((as) => as.map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')]))).toEqual([
        ['指南', '/guide/widgets'],
        ['博客', '/blog/2025/post-6'],
      ])
      expect(await cards.first().textContent()).toContain('用 MDX 写的交互页面。')
      await expectHomeLayout(page, width)

      const latest = page.getByRole('region', { name: '最新文章' })
      expect(await latest.getByRole('listitem').evaluateAll((lis) => lis.map((li) => li.textContent))).toEqual([
        '第 6 篇文章2025年6月16日',
        '第 5 篇文章2025年5月15日',
        '第 4 篇文章2025年4月14日',
        '第 3 篇文章2025年3月13日',
        '第 2 篇文章2025年2月12日',
      ])
      await page.waitForTimeout(300)
      expect(await layoutShift(page)).toBeLessThan(0.01)
      expect(problems).toEqual([])
    })
  }

  it('the feature cards and the newest articles are links the keyboard reaches and follows', async ({ open }) => {
    const { page, problems } = await open('/')
    const first = page.locator('.site-features__item').first()
    await first.focus()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/guide/widgets')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/blog/2025/post-6')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('第 6 篇文章')
    await page.keyboard.press('Enter')
    await page.waitForURL(at('/blog/2025/post-6'))
    // The address changes first; the page shows once its chunk has arrived.
    await page.getByRole('heading', { level: 1, name: '第 6 篇文章' }).waitFor()
    await page.goBack()
    await page.waitForURL(at('/'))
    await page.getByRole('link', { name: /^指南/ }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(at('/guide/widgets'))
    await page.getByRole('heading', { level: 1, name: '交互组件' }).waitFor()
    expect(problems).toEqual([])
  })
})

describe('an MDX page in npm run dev', () => {
  // A copy of the fixture with its src/, so the page's import resolves the same way.
  const copy = join(root, '.site-build', `mdx-dev-${process.pid}`)
  let dev: DevProcess
  beforeAll(async () => {
    rmSync(copy, { recursive: true, force: true })
    cpSync(join(root, 'tests/fixtures/mdx'), copy, { recursive: true })
    dev = await startDev(join(copy, 'content'))
  })
  afterAll(() => {
    dev?.stop()
    rmSync(copy, { recursive: true, force: true })
  })

  it('is served rendered on the server, hydrates, and updates in place when the file changes', async ({ newPage }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${dev.base}/guide/widgets`)
    await waitForHydration(page)
    expect(await content(page).locator('.fixture-badge').textContent()).toBe('实验')
    const counter = content(page).locator('.fixture-counter')
    await counter.click()
    await expect.poll(() => counter.textContent()).toBe('已点击 1 次')
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
    const file = join(copy, 'content/guide/widgets.mdx')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('点一下，次数加一。', '改过的提示。').replace('## 计数器组件', '## 改名的计数器'),
    )
    await expect.poll(() => content(page).locator('.custom-block.tip').textContent(), { timeout: 15_000 }).toContain('改过的提示。')
    await expect.poll(() => page.locator('.site-outline').getByRole('link').first().textContent()).toBe('改名的计数器')
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(problems).toEqual([])
  })
})
