import { describe, expect, inject } from 'vitest'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { builtPages, waitForHydration } from './browser'
import { it as browserTest } from './fixtures'

/**
 * Appearance (light / dark / auto, no flash, the reveal animation), the overview filter,
 * keyboard-only use and axe-core on a page of each type, at 375, 768 and 1280 px.
 */
const dist = inject('distDir')
const WIDTHS = [375, 768, 1280] as const

/** Every prerendered page of the build with its HTML. */
const pages = () => builtPages(dist).map((p) => ({ route: p.route, html: readFileSync(p.file, 'utf8') }))
const article = () => pages().find((p) => /^\/blog\/\d{4}\/./.test(p.route))!.route
const overview = () => pages().find((p) => p.html.includes('class="site-overview"'))?.route

/** A hydrated page of the build at `width` × 800. */
const it = browserTest.extend(
  'open',
  ({ newPage, url }) =>
    async (route: string, width = 1280, options: { colorScheme?: 'light' | 'dark'; reducedMotion?: 'reduce' | 'no-preference' } = {}) => {
      const { page, problems } = await newPage({ viewport: { width, height: 800 }, ...options })
      await page.goto(url(route))
      await waitForHydration(page)
      return { page, problems }
    },
)

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const switchButton = (page: Page) => page.locator('.site-nav__tools .site-theme-switch')

describe('appearance', () => {
  it('light → dark → auto: stored under one key, applied before first paint after a reload, auto follows the system live', async ({
    open,
  }) => {
    const { page, problems } = await open(article(), 1280, { colorScheme: 'light' })
    const button = switchButton(page)
    expect(await button.getAttribute('aria-label')).toBe('外观：跟随系统')
    expect(await isDark(page)).toBe(false)
    await button.click()
    await expect.poll(() => button.getAttribute('aria-label')).toBe('外观：浅色')
    await button.click()
    await expect.poll(() => isDark(page)).toBe(true)
    expect(await button.getAttribute('aria-label')).toBe('外观：深色')
    expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ 'site-theme': 'dark' })

    // Reload without any of the app's JavaScript: the page is dark all the same, so it is the
    // inline script in <head> that set it, before the body was painted.
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort())
    await page.reload()
    expect(await isDark(page)).toBe(true)
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(Number(bg.match(/\d+/)![0])).toBeLessThan(60)
    await page.unroute(/\/assets\/.*\.js$/)

    // With JavaScript: the class is there from the first frame the page records, and hydration
    // raises no mismatch.
    await page.addInitScript(() => {
      const seen: boolean[] = []
      ;(window as unknown as { __dark: boolean[] }).__dark = seen
      new MutationObserver(() => {
        if (document.body && seen.length === 0) seen.push(document.documentElement.classList.contains('dark'))
      }).observe(document, { childList: true, subtree: true })
    })
    problems.length = 0
    await page.reload()
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { __dark: boolean[] }).__dark[0])).toBe(true)
    expect(await switchButton(page).getAttribute('aria-label')).toBe('外观：深色')

    // auto: follows the system, also when it changes while the page is open.
    await switchButton(page).click()
    await expect.poll(() => switchButton(page).getAttribute('aria-label')).toBe('外观：跟随系统')
    expect(await page.evaluate(() => localStorage.getItem('site-theme'))).toBe('auto')
    expect(await isDark(page)).toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => isDark(page)).toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => isDark(page)).toBe(false)
    expect(problems).toEqual([])
  })

  it('switching plays a 400 ms circular reveal from the click point, unless the reader prefers reduced motion', async ({
    newPage,
    url,
  }) => {
    const record = () => {
      const calls: { clipPath?: string[]; duration?: number; pseudo?: string }[] = []
      ;(window as unknown as { __reveal: typeof calls }).__reveal = calls
      const animate = Element.prototype.animate
      Element.prototype.animate = function (keyframes, options) {
        const k = keyframes as { clipPath?: string[] }
        const o = options as KeyframeAnimationOptions
        if (k && k.clipPath) calls.push({ clipPath: k.clipPath, duration: o.duration as number, pseudo: o.pseudoElement ?? undefined })
        return animate.call(this, keyframes, options)
      }
    }
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 }, reducedMotion })
      await page.addInitScript(record)
      await page.goto(url(article()))
      await waitForHydration(page)
      const box = (await switchButton(page).boundingBox())!
      // Off centre, so the test sees that the circle starts where the pointer was.
      const x = Math.round(box.x + box.width / 2 - 4)
      const y = Math.round(box.y + box.height / 2 + 3)
      const settled = async () => {
        // A view transition takes the clicks while it runs: wait for it to end.
        await page.waitForTimeout(50)
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('site-appearance-transition')), { timeout: 5000 })
          .toBe(false)
      }
      await page.mouse.click(x, y)
      await expect.poll(() => switchButton(page).getAttribute('aria-label')).toBe('外观：浅色')
      await settled()
      await page.mouse.click(x, y)
      await expect.poll(() => isDark(page)).toBe(true)
      await settled()
      const calls = await page.evaluate(
        () => (window as unknown as { __reveal: { clipPath: string[]; duration: number; pseudo: string }[] }).__reveal,
      )
      if (reducedMotion === 'reduce') {
        expect(calls).toEqual([])
      } else {
        expect(calls.length).toBe(2)
        expect(calls[1].duration).toBe(400)
        expect(calls[1].pseudo).toBe('::view-transition-new(root)')
        expect(calls[1].clipPath[0]).toBe(`circle(0px at ${x}px ${y}px)`)
        expect(calls[1].clipPath[1]).toMatch(new RegExp(`^circle\\([\\d.]+px at ${x}px ${y}px\\)$`))
      }
      expect(problems).toEqual([])
      await page.close()
    }
  })

  it('the full-screen menu has the switch too, with its name written out', async ({ open }) => {
    const { page, problems } = await open(article(), 375, { colorScheme: 'dark' })
    expect(await isDark(page)).toBe(true)
    await page.locator('.site-nav__hamburger').click()
    const labelled = page.locator('#site-nav-screen .site-theme-switch')
    expect(await labelled.textContent()).toBe('外观：跟随系统')
    await labelled.click()
    await expect.poll(() => isDark(page)).toBe(false)
    expect(await labelled.textContent()).toBe('外观：浅色')
    expect(problems).toEqual([])
  })
})

describe('overview', () => {
  it('lists the groups with their pages and headings; the filter is case-insensitive, treats dashes as spaces and says when nothing matches', async ({
    open,
  }) => {
    const route = overview()
    expect(route, 'the build has an overview page').toBeTruthy()
    for (const width of WIDTHS) {
      const { page, problems } = await open(route!, width)
      const filter = page.getByLabel('Filter')
      await filter.waitFor()
      expect(await filter.getAttribute('placeholder')).toBe('Enter keyword')
      const cards = page.locator('.site-overview__card')
      const total = await cards.count()
      expect(total).toBeGreaterThan(3)
      expect(await page.locator('.site-overview__group-title').count()).toBeGreaterThan(0)
      // The groups, every page and its h2 headings are in the prerendered HTML.
      const html = pages().find((p) => p.route === route)!.html
      expect(html.split('class="site-overview__card"').length - 1).toBe(total)
      expect(await page.locator('.site-overview__card li').count()).toBeGreaterThan(total)
      expect(html.split('<li><a href=').length - 1).toBeGreaterThanOrEqual(await page.locator('.site-overview__card li').count())

      const titles = await cards.locator('h3').allTextContents()
      const spaced = titles.find((t) => /[A-Za-z]+ [A-Za-z]/.test(t)) ?? titles.find((t) => / /.test(t))!
      const words = spaced.match(/\S+ \S+/)![0]
      await filter.fill(words.replace(' ', '-').toUpperCase())
      const shown = await cards.locator('h3').allTextContents()
      expect(shown).toContain(spaced)
      expect(shown.length).toBeLessThan(total)

      await filter.fill('GCC')
      const texts = await cards.evaluateAll((cs) => cs.map((c) => c.textContent!.toLowerCase()))
      expect(texts.length).toBeGreaterThan(0)
      for (const t of texts) expect(t).toContain('gcc')

      await filter.fill('没有这个词zz')
      expect(await cards.count()).toBe(0)
      expect(await page.locator('.site-overview__empty').textContent()).toBe('No matching API found 没有这个词zz')
      await filter.fill('')
      expect(await cards.count()).toBe(total)
      expect(problems).toEqual([])
      await page.close()
    }
  })
})

/** Every control a reader could operate on screen, as a short description. */
const controls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert]') && el.tabIndex >= 0)
      .map(
        (el) =>
          `${el.tagName}|${el.getAttribute('href') ?? ''}|${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      ),
  )

async function tabThrough(page: Page, limit: number): Promise<Set<string>> {
  const reached = new Set<string>()
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const d = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return ''
      return `${el.tagName}|${el.getAttribute('href') ?? ''}|${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`
    })
    if (!d) break
    if (reached.has(d) && i > 5 && d.startsWith('A|#main')) break
    reached.add(d)
  }
  return reached
}

describe('keyboard only', () => {
  for (const width of WIDTHS) {
    it(`${width} px: Tab reaches every control of an article page, and the narrow-screen menus open from the keyboard`, async ({
      open,
    }) => {
      const { page, problems } = await open(article(), width)
      const all = await controls(page)
      const reached = await tabThrough(page, all.length + 20)
      const missed = all.filter((c) => !reached.has(c))
      expect(missed).toEqual([])
      expect([...reached][0]).toBe('A|#main|跳到正文')
      if (width < 768) {
        await page.locator('.site-nav__hamburger').focus()
        await page.keyboard.press('Enter')
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.closest('#site-nav-screen') !== null)).toBe(true)
        await page.keyboard.press('Escape')
      }
      if (width < 1280) {
        await page.locator('.site-localbar__outline-button').focus()
        await page.keyboard.press('Enter')
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.closest('#site-localbar-outline') !== null)).toBe(true)
        await page.keyboard.press('Escape')
        expect(await page.locator('#site-localbar-outline').count()).toBe(0)
      }
      if (width < 960) {
        await page.locator('.site-localbar__menu').focus()
        await page.keyboard.press('Enter')
        await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.site-sidebar') !== null)).toBe(true)
      }
      expect(problems).toEqual([])
    })
  }
})

describe('axe-core', () => {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

  /** A page of each type the build has: home, doc, overview, custom, blank, 404. */
  function pagesByType(): [string, string][] {
    const all = pages()
    const pick = (test: (html: string, route: string) => boolean) => all.find((p) => test(p.html, p.route))?.route
    const found: [string, string | undefined][] = [
      ['home', pick((h) => h.includes('class="site-home"'))],
      ['doc', article()],
      ['doc (section index)', pick((h, r) => r.endsWith('/') && h.includes('class="site-doc__title"') && !h.includes('site-overview'))],
      ['overview', overview()],
      ['custom', pick((h) => h.includes('class="site-custom"'))],
      ['blank', pick((h) => /<div id="app"><main id="main">/.test(h))],
      ['404', '/没有这个页面'],
    ]
    return found.filter((f): f is [string, string] => Boolean(f[1]))
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`no serious or critical violation on a page of each type (${scheme})`, async ({ newPage, url }) => {
      const types = pagesByType().map(([t]) => t)
      for (const t of ['home', 'doc', 'overview', 'custom', '404']) expect(types).toContain(t)
      const report: string[] = []
      for (const [type, route] of pagesByType()) {
        for (const width of [375, 1280]) {
          const { page } = await newPage({ viewport: { width, height: 800 }, colorScheme: scheme })
          await page.goto(url(route))
          await waitForHydration(page)
          if (type === 'overview') await page.getByLabel('Filter').waitFor()
          await page.addScriptTag({ path: axePath })
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: {
                  run: (
                    ctx: Document,
                    o: object,
                  ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
                }
              }
            ).axe
            // axe's default rule set: WCAG 2.x A and AA plus best practices, without the
            // experimental rules.
            const r = await axe.run(document, {})
            return r.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.nodes
                    .slice(0, 3)
                    .map((n) => n.target.join(' '))
                    .join(', ')}`,
              )
          })
          for (const v of violations) report.push(`${type} ${route} @${width}: ${v}`)
          await page.close()
        }
      }
      expect(report).toEqual([])
    })
  }
})
