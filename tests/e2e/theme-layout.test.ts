import { describe, expect, inject } from 'vitest'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { layoutShift, trackLayoutShift, waitForHydration } from './browser'
import { expectHomeLayout } from './home-layout'
import { it as browserTest } from './fixtures'

/**
 * The documentation theme as a reader meets it: navbar, dropdowns, hamburger, sidebar
 * groups, outline, Previous/Next, Last Updated, at 375, 768 and 1280 px, light and dark.
 */
const dist = inject('distDir')
const WIDTHS = [375, 768, 1280] as const
const SCHEMES = ['light', 'dark'] as const

/** Blog articles from the build, year folders newest first (the sidebar's group order). */
function articles(): string[] {
  const blog = join(dist, 'blog')
  return readdirSync(blog)
    .filter((y) => /^\d{4}$/.test(y))
    .sort()
    .reverse()
    .flatMap((y) =>
      readdirSync(join(blog, y))
        .filter((f) => f.endsWith('.html'))
        .map((f) => `/blog/${y}/${f.slice(0, -5)}`),
    )
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible()
const navBox = (page: Page) => page.locator('.site-nav').boundingBox()

const it = browserTest
  /** A hydrated page of the build at `width` × 800. */
  .extend('open', ({ newPage, url }) => async (route: string, width: number, colorScheme: 'light' | 'dark' = 'light') => {
    const { page, problems } = await newPage({ viewport: { width, height: 800 }, colorScheme })
    await page.goto(url(route))
    await waitForHydration(page)
    return { page, problems }
  })
  /** An article with at least four h2 sections, long enough to scroll through. */
  .extend('longArticle', ({ newPage, url }) => async (): Promise<string> => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } })
    try {
      for (const route of articles()) {
        await page.goto(url(route))
        const h2 = await page.locator('.doc-content h2').count()
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        if (h2 >= 4 && height > 4000) return route
      }
    } finally {
      await page.close()
    }
    throw new Error('no long article in the build')
  })

describe('the home page', () => {
  for (const width of [375, 1280]) {
    for (const scheme of SCHEMES) {
      it(`${width} px, ${scheme}: hero, four feature cards and the newest articles, inside the width, without shifting`, async ({
        newPage,
        url,
      }) => {
        const { page, problems } = await newPage({ viewport: { width, height: 800 }, colorScheme: scheme })
        await trackLayoutShift(page)
        await page.goto(url('/'))
        await waitForHydration(page)
        const boxes = await expectHomeLayout(page, width)
        expect(boxes).toHaveLength(4)
        const hero = await page.locator('.site-hero').boundingBox()
        expect(boxes[0].top).toBeGreaterThanOrEqual(hero!.y + hero!.height)
        expect(await page.getByRole('region', { name: '最新文章' }).getByRole('listitem').count()).toBe(5)
        await page.waitForTimeout(300)
        expect(await layoutShift(page)).toBeLessThan(0.01)
        expect(problems).toEqual([])
      })
    }
  }
})

describe('layout at every width, light and dark', () => {
  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      it(`${width} px, ${scheme}: navbar height, sidebar, outline and doc footer`, async ({ open }) => {
        const route = articles()[0]
        const { page, problems } = await open(route, width, scheme)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
        expect((await navBox(page))!.height).toBe(width < 768 ? 56 : 72)
        // The palette is the scheme's: the page background is dark in dark mode.
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        const [r] = bg.match(/\d+/g)!.map(Number)
        expect(scheme === 'dark' ? r < 60 : r > 200, bg).toBe(true)

        expect(await visible(page, '.site-nav__hamburger')).toBe(width < 768)
        expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(width >= 768)
        expect(await page.locator('.site-doc__sidebar').isVisible()).toBe(width >= 960)
        expect(await page.locator('.site-doc__outline').isVisible()).toBe(width >= 1280)
        expect(await page.getByRole('button', { name: '目录' }).isVisible()).toBe(width < 1280)
        expect(await visible(page, '.site-localbar__menu')).toBe(width < 960)

        // Doc footer: Last Updated in Asia/Shanghai time, and a way to the next article.
        const updated = page.locator('.site-doc-footer__updated time')
        const iso = await updated.getAttribute('datetime')
        const shanghai = new Date(new Date(iso!).getTime() + 8 * 3600_000).toISOString()
        expect(await updated.textContent()).toBe(`${shanghai.slice(0, 10)} ${shanghai.slice(11, 16)}`)
        expect(await page.locator('.site-doc-footer__updated').textContent()).toMatch(/^最后更新: /)
        // Previous/Next follow the sidebar's reading order.
        const order = await page.locator('.site-sidebar a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
        const at = order.indexOf(route)
        const next = page.locator('a[rel="next"]')
        expect(await next.locator('.site-prev-next__label').textContent()).toBe('下一页')
        expect(await next.getAttribute('href')).toBe(order[at + 1])
        expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe(order[at - 1])
        // No horizontal scrolling of the page itself.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        expect(problems).toEqual([])
      })
    }
  }
})

describe('navbar', () => {
  it.for([
    [768, 'dark'],
    [1280, 'light'],
  ] as const)(
    '%i px, %s: a group opens on hover, stays 150 ms after the pointer leaves, then closes; keyboard focus opens it',
    async ([width, scheme], { open, url }) => {
      const { page, problems } = await open(articles()[0], width, scheme)
      const button = page.getByRole('button', { name: '书籍' })
      const menu = page.locator('.site-nav__dropdown').first()
      expect(await menu.isVisible()).toBe(false)
      await button.hover()
      await expect.poll(() => menu.isVisible()).toBe(true)
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      await page.mouse.move(width / 2, 500)
      const left = Date.now()
      expect(await menu.isVisible()).toBe(true)
      await page.waitForTimeout(60)
      // Still open well within 150 ms of leaving (the check itself takes a few ms).
      if (Date.now() - left < 130) expect(await menu.isVisible()).toBe(true)
      await page.waitForTimeout(250)
      expect(await menu.isVisible()).toBe(false)

      await button.focus()
      await expect.poll(() => menu.isVisible()).toBe(true)
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('全部书籍')
      await page.keyboard.press('Escape')
      expect(await menu.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('书籍')
      // Enter on a dropdown link navigates; the group of the current section is marked.
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await page.waitForURL(url('/book/100-gcc-tips/'))
      await expect.poll(() => button.getAttribute('class')).toContain('active')
      expect(problems).toEqual([])
    },
  )

  it('the hamburger opens a full-screen menu that closes on navigation and when the window widens', async ({ open, url }) => {
    const { page, problems } = await open(articles()[0], 375)
    const hamburger = page.locator('.site-nav__hamburger')
    await hamburger.click()
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true')
    const screen = page.locator('#site-nav-screen')
    const box = (await screen.boundingBox())!
    expect(box.width).toBe(375)
    expect(box.y + box.height).toBe(800)
    await screen.getByRole('link', { name: '项目' }).click()
    await page.waitForURL(url('/project/'))
    await expect.poll(() => screen.count()).toBe(0)
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false')

    await hamburger.click()
    expect(await screen.isVisible()).toBe(true)
    await page.setViewportSize({ width: 800, height: 800 })
    await expect.poll(() => screen.count()).toBe(0)
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false')

    // Keyboard: Enter opens, Escape closes and gives focus back.
    await hamburger.focus()
    await page.keyboard.press('Enter')
    expect(await screen.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await screen.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('site-nav__hamburger')
    expect(problems).toEqual([])
  })

  it.for([
    [375, 'dark'],
    [768, 'light'],
    [1280, 'dark'],
  ] as const)(
    '%i px, %s: slides away while scrolling down and returns when scrolling up',
    async ([width, scheme], { open, longArticle }) => {
      const route = await longArticle()
      const { page, problems } = await open(route, width, scheme)
      const height = width < 768 ? 56 : 72
      await page.mouse.move(width / 2, 400)
      for (let i = 0; i < 6; i++) {
        await page.mouse.wheel(0, 300)
        await page.waitForTimeout(60)
      }
      await expect.poll(async () => (await navBox(page))!.y + height, { timeout: 3000 }).toBeLessThanOrEqual(1)
      await page.mouse.wheel(0, -200)
      await expect.poll(async () => (await navBox(page))!.y, { timeout: 3000 }).toBe(0)
      expect(problems).toEqual([])
    },
  )
})

describe('sidebar', () => {
  it('groups collapse; the group holding the page opens on arrival; the current item is highlighted and in view', async ({ open, url }) => {
    const list = articles()
    const { page, problems } = await open(list[0], 1280)
    const toggles = page.locator('.site-sidebar__toggle')
    expect(await toggles.count()).toBeGreaterThanOrEqual(2)
    // Blog groups are years, newest first, all expanded at first.
    const years = (await toggles.allTextContents()).map((t) => t.trim())
    expect(years).toEqual([...years].sort().reverse())
    for (const t of await toggles.all()) expect(await t.getAttribute('aria-expanded')).toBe('true')

    const first = toggles.nth(0)
    const second = toggles.nth(1)
    await first.click()
    expect(await first.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#' + (await first.getAttribute('aria-controls'))).isVisible()).toBe(false)
    await first.click()
    expect(await first.getAttribute('aria-expanded')).toBe('true')

    // Go to the first article of the second year, collapse the first year, and step back with
    // "上一页" into it: that group opens again.
    const secondList = page.locator('#' + (await second.getAttribute('aria-controls')))
    const target = (await secondList.locator('a').first().getAttribute('href'))!
    await secondList.locator('a').first().click()
    await page.waitForURL(url(target))
    await first.focus()
    await page.keyboard.press('Enter')
    expect(await first.getAttribute('aria-expanded')).toBe('false')
    await page.locator('a[rel="prev"]').click()
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true')
    const current = page.locator('.site-sidebar a[aria-current="page"]')
    expect(await current.textContent()).toBe(await page.locator('h1').textContent())
    expect(await current.getAttribute('class')).toContain('active')

    // A page far down the list: its item is scrolled into view inside the sidebar.
    const last = list[list.length - 1]
    await page.goto(url(last))
    await waitForHydration(page)
    await expect
      .poll(async () => {
        const side = (await page.locator('.site-sidebar').boundingBox())!
        const item = (await page.locator('.site-sidebar a[aria-current="page"]').boundingBox())!
        return item.y >= side.y && item.y + item.height <= side.y + side.height
      })
      .toBe(true)
    expect(problems).toEqual([])
  })

  it('on narrow screens the bar opens the sidebar as a drawer, which closes on navigation', async ({ open, url }) => {
    for (const width of [375, 768]) {
      const { page, problems } = await open(articles()[0], width)
      const sidebar = page.locator('.site-doc__sidebar')
      expect(await sidebar.isVisible()).toBe(false)
      const bar = page.locator('.site-localbar')
      expect((await bar.boundingBox())!.height).toBe(46)
      await page.locator('.site-localbar__menu').click()
      await expect.poll(() => sidebar.isVisible()).toBe(true)
      // Another article (a doc page, which has the bar), not the section's index page.
      const link = page.locator('.site-sidebar a[href^="/blog/20"]:not([aria-current])').first()
      const href = (await link.getAttribute('href'))!
      await link.click()
      await page.waitForURL(url(href))
      await expect.poll(() => sidebar.isVisible()).toBe(false)
      // Escape closes it too.
      await page.locator('.site-localbar__menu').click()
      await expect.poll(() => sidebar.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => sidebar.isVisible()).toBe(false)
      expect(problems).toEqual([])
      await page.close()
    }
  })
})

describe('outline', () => {
  it('marks the heading in view while scrolling; a click puts the heading just below the navbar', async ({ open, longArticle }) => {
    const route = await longArticle()
    const { page, problems } = await open(route, 1280)
    const outline = page.locator('.site-doc__outline')
    expect(await outline.locator('.site-outline__title').textContent()).toBe('目录')
    const h2s = page.locator('.doc-content h2')
    const third = h2s.nth(2)
    const text = (await third.textContent())!.replace(/#$/, '').trim()
    // Scroll with the wheel until the third h2 has passed below the navbar.
    await page.mouse.move(640, 400)
    for (let i = 0; i < 60; i++) {
      const top = (await third.boundingBox())!.y
      if (top < 90) break
      await page.mouse.wheel(0, Math.min(400, top - 60))
      await page.waitForTimeout(30)
    }
    const active = outline.locator('a[aria-current="location"]')
    await expect.poll(() => active.textContent()).toBe(text)

    const fourth = h2s.nth(3)
    const id = (await fourth.getAttribute('id'))!
    await outline.locator(`a[href="#${encodeURIComponent(id)}"]`).click()
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash.slice(1)))).toBe(id)
    await expect
      .poll(async () => {
        const top = (await fourth.boundingBox())!.y
        return top >= 72 && top <= 110
      })
      .toBe(true)
    await expect.poll(() => active.getAttribute('href')).toBe(`#${encodeURIComponent(id)}`)
    expect(problems).toEqual([])
  })

  it('below 1280 px the outline is a dropdown that closes on a pick; the heading lands below the bars', async ({ open, longArticle }) => {
    const route = await longArticle()
    for (const width of [375, 768]) {
      const { page, problems } = await open(route, width)
      const button = page.getByRole('button', { name: '目录' })
      await button.click()
      const panel = page.locator('#site-localbar-outline')
      expect(await panel.isVisible()).toBe(true)
      const links = panel.locator('a')
      expect(await links.count()).toBeGreaterThanOrEqual(await page.locator('.doc-content h2').count())
      const second = page.locator('.doc-content h2').nth(1)
      const id = (await second.getAttribute('id'))!
      await panel.locator(`a[href="#${encodeURIComponent(id)}"]`).click()
      expect(await panel.count()).toBe(0)
      const navHeight = width < 768 ? 56 : 72
      await expect
        .poll(async () => {
          const top = (await second.boundingBox())!.y
          // Below the navbar and the 46 px bar, even when the navbar has slid away.
          return top >= 46 && top <= navHeight + 46 + 40
        })
        .toBe(true)
      expect(problems).toEqual([])
      await page.close()
    }
  })
})

describe('global', () => {
  it('the scroll-to-top button appears once the page is scrolled down and takes the reader back up', async ({ open, longArticle }) => {
    const { page, problems } = await open(await longArticle(), 768)
    const button = page.getByRole('button', { name: '回到顶部' })
    expect(await button.isVisible()).toBe(false)
    await page.mouse.move(400, 400)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => button.isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  it('URL switches hide the navbar, sidebar, outline, footer and global parts before first paint', async ({ newPage, url }) => {
    const route = articles()[0]
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    // Without the app's JavaScript the parts are hidden already: the inline script did it.
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort())
    await page.goto(url(route) + '?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0')
    for (const sel of ['.site-nav', '.site-doc__sidebar', '.site-doc__outline', '.site-doc-footer']) {
      expect(await page.locator(sel).isVisible(), sel).toBe(false)
    }
    expect(await page.locator('.site-doc__title').isVisible()).toBe(true)
    await page.unroute(/\/assets\/.*\.js$/)
    problems.length = 0
    await page.goto(url(route) + '?sidebar=0&globalUIComponents=0')
    await waitForHydration(page)
    expect(await page.locator('.site-nav').isVisible()).toBe(true)
    expect(await page.locator('.site-doc__sidebar').isVisible()).toBe(false)
    expect(await page.locator('.site-doc__outline').isVisible()).toBe(true)
    await page.mouse.wheel(0, 1500)
    await page.waitForTimeout(300)
    expect(await page.locator('.site-to-top').isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  it('the site footer ends pages without a sidebar, at every width, light and dark; ?footer=0 hides it', async ({ open, url }) => {
    const { default: config } = await import('../../src/site.config')
    const { message, copyright } = config.themeConfig.footer!
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const { page, problems } = await open('/', width, scheme)
        const footer = page.getByRole('contentinfo')
        expect(await footer.isVisible()).toBe(true)
        expect(await footer.locator('p').allTextContents()).toEqual([message, copyright])
        // Below everything, full width, readable in both palettes.
        const box = (await footer.boundingBox())!
        const docHeight = await page.evaluate(() => document.documentElement.scrollHeight)
        expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(docHeight - 1)
        expect(Math.round(box.width)).toBe(width)
        const color = await footer.evaluate((el) => getComputedStyle(el).color)
        const [r] = color.match(/\d+/g)!.map(Number)
        expect(scheme === 'dark' ? r > 120 : r < 120, color).toBe(true)
        expect(problems).toEqual([])
        await page.close()
      }
    }
    // Pages with a sidebar end with the doc footer instead; custom pages and 404 have the site footer.
    const { page } = await open(articles()[0], 1280)
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    await page.goto(url('/tool/'))
    expect(await page.locator('.site-footer').count()).toBe((await page.locator('.site-doc__sidebar').count()) ? 0 : 1)
    await page.goto(url('/blog/'))
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    await page.goto(url('/no-such-page'))
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    await page.goto(url('/?footer=0'))
    expect(await page.locator('.site-footer').count()).toBe(1)
    expect(await page.locator('.site-footer').isVisible()).toBe(false)
  })

  it('an unknown path shows 404 with the texts and a link to the site root', async ({ newPage, url }) => {
    for (const width of WIDTHS) {
      const { page, problems } = await newPage({ viewport: { width, height: 800 } })
      const response = await page.goto(url('/book/没有这一页'))
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      expect(await page.locator('.site-404__code').textContent()).toBe('404')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('PAGE NOT FOUND')
      const home = page.getByRole('link', { name: 'Take me home' })
      expect(await home.textContent()).toBe('Take me home')
      expect(await home.getAttribute('href')).toBe('/')
      await home.click()
      await page.waitForURL(url('/'))
      await expect.poll(() => page.locator('.site-hero').isVisible()).toBe(true)
      expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([])
      await page.close()
    }
  })
})
