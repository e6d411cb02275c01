import { describe, expect } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { builtPages, waitForHydration } from './browser'
import { it as browserTest } from './fixtures'
import { serveFixtureSite } from './fixture-site'

/**
 * Languages and versions on a fixture site (tests/fixtures/i18n): Chinese (default) and English
 * under /en/, version v2 (default) and v1 under /v1/. The switchers, the sidebar and Previous/Next
 * within a language and version, the texts of each language, <html lang>, the first visit's
 * redirect, the not-found page's redirect and home link, and search per language and version.
 */
const site = serveFixtureSite('i18n')

/** A hydrated page of the fixture, 1280 × 800 unless the options say otherwise. */
const it = browserTest.extend('open', ({ newPage }) => async (route: string, options: BrowserContextOptions = {}) => {
  const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, ...options })
  await page.goto(site.origin + encodeURI(route))
  await waitForHydration(page)
  return { page, problems }
})

/** Navigations and lazily loaded parts on a busy machine: more than expect.poll's default second. */
const soon = { timeout: 10_000 }
const path = (page: Page) => new URL(page.url()).pathname
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const sidebarLinks = (page: Page) =>
  page.locator('.site-sidebar a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))
const prevNextLinks = (page: Page) =>
  page.locator('.site-prev-next a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))

/** Opens a switcher (a navbar group named "<label>: <current>") by pointing at it, and clicks one of its links. */
async function pick(page: Page, switcher: RegExp, target: string): Promise<void> {
  const button = page.getByRole('button', { name: switcher })
  await button.hover()
  await expect.poll(() => button.getAttribute('aria-expanded'), soon).toBe('true')
  await button.locator('..').getByRole('link', { name: target, exact: true }).click()
}

describe('the language and version switchers', () => {
  it('keep the page when it exists in the other language, else go to that language’s home; after client-side navigation too', async ({
    open,
  }) => {
    const { page, problems } = await open('/guide/intro')
    expect(await htmlLang(page)).toBe('zh-CN')
    await pick(page, /^语言: 中文$/, 'English')
    await expect.poll(() => path(page), soon).toBe('/en/guide/intro')
    await expect.poll(() => page.locator('h1').first().textContent(), soon).toBe('Introduction')
    expect(await htmlLang(page)).toBe('en')
    // The switcher now speaks English and knows the page it is on.
    await pick(page, /^Language: English$/, '中文')
    await expect.poll(() => path(page), soon).toBe('/guide/intro')
    await expect.poll(() => htmlLang(page), soon).toBe('zh-CN')
    // A page with no English counterpart: English goes to the English home.
    await page.locator('.site-sidebar').getByRole('link', { name: '仅有中文' }).click()
    await expect.poll(() => path(page), soon).toBe('/guide/only-zh')
    await pick(page, /^语言: 中文$/, 'English')
    await expect.poll(() => path(page), soon).toBe('/en/')
    await expect.poll(() => page.locator('h1').first().textContent(), soon).toBe('Home')
    expect(problems).toEqual([])
  })

  it('the version switcher keeps the page and the language when the other version has it, else goes to that version’s home', async ({
    open,
  }) => {
    const { page, problems } = await open('/en/guide/intro')
    await pick(page, /^Version: v2$/, 'v1')
    await expect.poll(() => path(page), soon).toBe('/v1/en/guide/intro')
    await expect.poll(() => page.locator('h1').first().textContent(), soon).toBe('Introduction v1')
    expect(await htmlLang(page)).toBe('en')
    await pick(page, /^Version: v1$/, 'v2')
    await expect.poll(() => path(page), soon).toBe('/en/guide/intro')
    await page.locator('.site-sidebar').getByRole('link', { name: 'Setup' }).click()
    await expect.poll(() => path(page), soon).toBe('/en/guide/setup')
    await pick(page, /^Version: v2$/, 'v1')
    await expect.poll(() => path(page), soon).toBe('/v1/en/')
    expect(problems).toEqual([])
  })

  it('are keyboard operable: focus opens the group, Tab reaches its links, Escape closes it, Enter follows a link', async ({ open }) => {
    const { page, problems } = await open('/guide/intro')
    const button = page.getByRole('button', { name: '语言: 中文' })
    await button.focus()
    await expect.poll(() => button.getAttribute('aria-expanded'), soon).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('English')
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded'), soon).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('语言: 中文')
    // Focus coming back to the button opens it again; Enter on a link follows it.
    await button.blur()
    await button.focus()
    await expect.poll(() => button.getAttribute('aria-expanded'), soon).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => path(page), soon).toBe('/en/guide/intro')
    expect(problems).toEqual([])
  })
})

describe('sections per language and version', () => {
  for (const [route, prefix] of [
    ['/guide/intro', '/guide/'],
    ['/en/guide/intro', '/en/guide/'],
    ['/v1/guide/intro', '/v1/guide/'],
    ['/v1/en/guide/intro', '/v1/en/guide/'],
  ]) {
    it(`${route}: the sidebar and Previous/Next stay under ${prefix}`, async ({ open }) => {
      const { page, problems } = await open(route)
      await expect.poll(async () => (await sidebarLinks(page)).length, soon).toBeGreaterThan(0)
      const links = await sidebarLinks(page)
      for (const l of links) expect(l.startsWith(prefix), l).toBe(true)
      expect(links).toContain(route)
      for (const l of await prevNextLinks(page)) expect(l.startsWith(prefix), l).toBe(true)
      expect(problems).toEqual([])
    })
  }

  it('the Chinese and English guides list their own pages', async ({ open }) => {
    const { page } = await open('/en/guide/intro')
    await expect.poll(() => sidebarLinks(page), soon).toEqual(['/en/guide/', '/en/guide/intro', '/en/guide/only-en', '/en/guide/setup'])
    const zh = await open('/v1/guide/intro')
    await expect.poll(() => sidebarLinks(zh.page), soon).toEqual(['/v1/guide/intro', '/v1/guide/legacy'])
  })
})

describe('texts per language', () => {
  it('English pages use themeConfig.locales’ texts, Chinese pages the themeConfig’s', async ({ open }) => {
    const en = await open('/en/guide/intro')
    expect(await en.page.locator('.site-outline').first().textContent()).toContain('On this page')
    expect(await en.page.locator('.site-prev-next').textContent()).toMatch(/Previous page|Next page/)
    expect(await en.page.locator('.site-doc-footer__updated').textContent()).toContain('Last updated')
    expect(await en.page.getByRole('button', { name: 'Search docs' }).count()).toBe(1)
    expect(await en.page.locator('.site-skip').textContent()).toBe('Skip to content')
    expect(await en.page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1)
    const zh = await open('/guide/intro')
    expect(await zh.page.locator('.site-outline').first().textContent()).toContain('本页目录')
    expect(await zh.page.locator('.site-prev-next').textContent()).toMatch(/上一页|下一页/)
    expect(await zh.page.locator('.site-doc-footer__updated').textContent()).toContain('最后更新')
    expect(await zh.page.getByRole('button', { name: '搜索' }).count()).toBe(1)
    expect(await zh.page.locator('.site-skip').textContent()).toBe('跳到正文')
    expect(await zh.page.getByRole('navigation', { name: '主导航' }).count()).toBe(1)
    expect(en.problems).toEqual([])
    expect(zh.problems).toEqual([])
  })
})

describe('the first visit’s language redirect', () => {
  it('an English reader at / goes to /en/ once; the second visit stays', async ({ newContext }) => {
    const context = await newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(site.origin + '/')
    await waitForHydration(page)
    expect(path(page)).toBe('/en/')
    expect(await htmlLang(page)).toBe('en')
    await page.goto(site.origin + '/')
    await waitForHydration(page)
    expect(path(page)).toBe('/')
  })

  it('no redirect for a bot, for a Chinese reader, or at a URL that is not the root', async ({ newContext }) => {
    const bot = await (
      await newContext({ locale: 'en-US', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    ).newPage()
    await bot.goto(site.origin + '/')
    await waitForHydration(bot)
    expect(path(bot)).toBe('/')
    const zh = await (await newContext({ locale: 'zh-CN' })).newPage()
    await zh.goto(site.origin + '/')
    await waitForHydration(zh)
    expect(path(zh)).toBe('/')
    const deep = await (await newContext({ locale: 'en-US' })).newPage()
    await deep.goto(site.origin + '/guide/intro')
    await waitForHydration(deep)
    expect(path(deep)).toBe('/guide/intro')
  })
})

describe('the not-found page', () => {
  it('redirects a path with the default language spelt out to the path without it', async ({ newPage }) => {
    const { page } = await newPage()
    await page.goto(site.origin + '/zh-CN/guide/intro')
    await expect.poll(() => path(page), soon).toBe('/guide/intro')
    await waitForHydration(page)
    expect(await page.locator('h1').first().textContent()).toBe('介绍')
  })

  for (const [route, home, text] of [
    ['/nothing-here', '/', '回到首页'],
    ['/en/nothing-here', '/en/', 'Take me home'],
    ['/v1/nothing-here', '/v1/', '回到首页'],
    ['/v1/en/guide/nothing-here', '/v1/en/', 'Take me home'],
  ]) {
    it(`${route}: the home link goes to ${home}, in the path's language`, async ({ newPage }) => {
      const { page, problems } = await newPage()
      const response = await page.goto(site.origin + route)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      const link = page.locator('.site-404__home')
      await expect.poll(() => link.getAttribute('href'), soon).toBe(home)
      expect(await link.textContent()).toBe(text)
      // The browser logs the page's own 404 status as a failed resource: that status is the point.
      expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([])
    })
  }
})

describe('search per language and version', () => {
  const close = async (page: Page) => {
    // The first Escape may close the suggestions only; the dialog goes on the next.
    while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  }
  const groups = async (page: Page, query: string) => {
    await page.getByRole('combobox').fill(query)
    await expect.poll(() => page.getByRole('option').count(), soon).toBeGreaterThan(0)
    await page.waitForTimeout(400)
    return page.locator('.search-dialog a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  }

  it('finds only the pages of the language and version on screen, and loads the other index after a switch', async ({ open }) => {
    const { page, problems } = await open('/en/guide/intro')
    await page.getByRole('button', { name: 'Search docs' }).click()
    const en = await groups(page, 'kestrel')
    expect(new Set(en)).toEqual(new Set(['/en/', '/en/guide/', '/en/guide/intro', '/en/guide/only-en', '/en/guide/setup']))
    // The dialog speaks the page's language (themeConfig.locales' searchTexts).
    const kinds = async () => {
      const shown = await page.locator('.search-dialog__type').allTextContents()
      expect(shown.length).toBeGreaterThan(0)
      return new Set(shown)
    }
    expect([...(await kinds())].every((k) => ['Title', 'Section', 'Text'].includes(k))).toBe(true)
    expect(await page.locator('.search-dialog__footer').textContent()).toBe('↑↓ to select Enter to open Esc to close')
    await close(page)
    await pick(page, /^Language: English$/, '中文')
    await expect.poll(() => path(page), soon).toBe('/guide/intro')
    const manifests: string[] = []
    page.on('request', (r) => r.url().includes('/assets/search/index-') && manifests.push(r.url()))
    await page.getByRole('button', { name: '搜索' }).click()
    const zh = await groups(page, 'kestrel')
    expect(new Set(zh)).toEqual(new Set(['/', '/guide/', '/guide/intro', '/guide/only-zh', '/guide/setup']))
    expect([...(await kinds())].every((k) => ['标题', '章节', '正文'].includes(k))).toBe(true)
    expect(await page.locator('.search-dialog__footer').textContent()).toBe('↑↓ 选择 Enter 打开 Esc 关闭')
    expect(manifests.length).toBe(1)
    await close(page)
    await pick(page, /^版本: v2$/, 'v1')
    await expect.poll(() => path(page), soon).toBe('/v1/guide/intro')
    await page.getByRole('button', { name: '搜索' }).click()
    expect(new Set(await groups(page, 'kestrel'))).toEqual(new Set(['/v1/', '/v1/guide/intro', '/v1/guide/legacy']))
    expect(problems).toEqual([])
  })
})

describe('every fixture route', () => {
  it('renders with <html lang> of its language and no console problem', async ({ newPage }) => {
    const routes = builtPages(site.dist)
      .map((p) => p.route)
      .filter((r) => !r.startsWith('/public/'))
    expect(routes.length).toBe(15)
    // A Chinese reader: the root page stays the root.
    const { page, problems } = await newPage({ locale: 'zh-CN' })
    for (const route of routes) {
      await page.goto(site.origin + route)
      await waitForHydration(page)
      expect(await htmlLang(page), route).toBe(/^\/(v1\/)?en\//.test(route) ? 'en' : 'zh-CN')
    }
    expect(problems).toEqual([])
  })
})
