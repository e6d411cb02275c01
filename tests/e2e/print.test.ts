/**
 * A printed article (or one saved as PDF) in Chromium, through the print media of its CSS
 * (src/theme/styles/print.css): the title, meta and content, and nothing for finding one's way on
 * screen; code lines wrap within the page; links say where they go.
 *
 * The viewport is the printable width of an A4 page with Chromium's default margins (210 mm less
 * 2 × 10 mm, at 96 px to the inch), at the narrow screens' layout too.
 */
import { expect } from 'vitest'
import { waitForHydration } from './browser'
import { it } from './fixtures'

/** An article with a code line of 300 characters, and links of each kind (other sites, the site's pages, its own headings). */
const ARTICLE = '/blog/2022/bpftrace-one-liners'
const A4_WIDTH = Math.floor((190 / 25.4) * 96)

/** What a reader finds his way with on screen, by the class of its root. */
const SCREEN_ONLY = [
  '.site-nav',
  '.search-button',
  '.site-theme-switch',
  '.site-localbar',
  '.site-doc__sidebar',
  '.site-doc__outline',
  '.site-prev-next',
  '.site-footer',
  '.site-to-top',
]

it('shows the title, meta and content only, code wrapped within the page, and where links go', async ({ newPage, url }) => {
  for (const viewport of [
    { width: A4_WIDTH, height: 1000 },
    { width: 1280, height: 900 },
  ]) {
    const { page, problems } = await newPage({ viewport })
    await page.goto(url(ARTICLE))
    await waitForHydration(page)
    // On screen the parts are there, and the long line scrolls.
    expect(await page.locator('.site-nav').isVisible()).toBe(true)
    expect(
      await page.evaluate(() => [...document.querySelectorAll('.code-block pre')].some((pre) => pre.scrollWidth > pre.clientWidth)),
    ).toBe(true)
    await page.emulateMedia({ media: 'print' })

    for (const selector of SCREEN_ONLY) {
      const shown = await page.locator(selector).evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)
      expect(shown, `${selector} at ${viewport.width} px`).toBe(0)
    }
    for (const selector of ['.site-doc__title', '.article-meta', '.doc-content']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(true)
    }

    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      return [...document.querySelectorAll<HTMLElement>('.code-block pre')]
        .filter((pre) => pre.scrollWidth > pre.clientWidth + 1 || pre.getBoundingClientRect().right > width + 1)
        .map((pre) => pre.textContent!.slice(0, 60))
    })
    expect(overflow).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)

    const after = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.doc-content a[href]')].map((a) => ({
        href: a.getAttribute('href')!,
        after: getComputedStyle(a, '::after').content,
      })),
    )
    const external = after.filter((a) => a.href.startsWith('http'))
    const internal = after.filter((a) => a.href.startsWith('/'))
    const local = after.filter((a) => a.href.startsWith('#'))
    expect(external.length).toBeGreaterThan(0)
    expect(internal.length).toBeGreaterThan(0)
    expect(local.length).toBeGreaterThan(0)
    for (const a of [...external, ...internal]) expect(a.after).toBe(`" (${a.href})"`)
    for (const a of local) expect(a.after).toBe('none')
    expect(problems).toEqual([])
  }
})
