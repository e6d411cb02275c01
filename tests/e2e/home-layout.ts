import { expect } from 'vitest'
import type { Page } from 'playwright-core'

/**
 * What every home page with features holds to at a width: the feature cards side by side on a
 * desktop (1280 px) and one above the other on a phone, each inside the width, nothing wider
 * than the window, the newest articles (“最新文章”) under the cards, and a card's title readable
 * against its background in the colour scheme shown. Returns the cards' boxes.
 */
export async function expectHomeLayout(page: Page, width: number): Promise<DOMRect[]> {
  const cards = page.locator('.site-features__item')
  const boxes = await cards.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))
  for (const b of boxes) expect(b.left >= 0 && b.right <= width).toBe(true)
  if (width === 1280) expect(boxes[1].top).toBe(boxes[0].top)
  else expect(boxes[1].top).toBeGreaterThan(boxes[0].bottom)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const latest = await page.getByRole('region', { name: '最新文章' }).boundingBox()
  expect(latest!.y).toBeGreaterThan(Math.max(...boxes.map((b) => b.bottom)))
  const [fg, bg] = await cards
    .first()
    .evaluate((a) => [getComputedStyle(a.querySelector('h2')!).color, getComputedStyle(a).backgroundColor])
  expect(fg).not.toBe(bg)
  return boxes
}
