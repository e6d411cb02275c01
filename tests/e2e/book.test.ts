import { describe, expect } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../integration/helpers'
import { waitForHydration } from './browser'
import { it } from './fixtures'

const meta = JSON.parse(readFileSync(join(root, 'content/book/100-gcc-tips/_meta.json'), 'utf8')) as { text: string; items: string[] }[]

describe('the gcc tips book', () => {
  it('the overview lists the eight sections in order, each with its tips, and its filter finds option names and Chinese words', async ({
    page,
    problems,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/book/100-gcc-tips/`)
    await waitForHydration(page)
    const filter = page.getByLabel('Filter')
    await filter.waitFor()
    const groups = page.locator('.site-overview__group')
    await expect.poll(() => groups.locator('h2').allTextContents()).toEqual(meta.map((g) => g.text))
    for (const [i, g] of meta.entries()) {
      const links = await groups
        .nth(i)
        .locator('h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(links, g.text).toEqual(g.items.map((slug) => `/book/100-gcc-tips/${slug}`))
    }
    const shownTips = () =>
      page.locator('.site-overview__card h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()))
    await filter.fill('-save-temps')
    await expect.poll(shownTips).toEqual(['022-save-temps'])
    await filter.fill('fsanitize')
    await expect.poll(shownTips).toEqual(['012-address-sanitizer', '013-thread-sanitizer'])
    await filter.fill('链接器')
    await expect.poll(async () => (await shownTips()).includes('014-linker-options')).toBe(true)
    await filter.fill('不存在的选项xyz')
    await expect.poll(() => page.locator('.site-overview__empty').textContent()).toContain('不存在的选项xyz')
    expect(problems).toEqual([])
  })

  it("the sidebar groups the tips by the eight sections of the book's _meta.json, and Previous/Next follow it", async ({
    page,
    problems,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/book/100-gcc-tips/012-address-sanitizer`)
    await waitForHydration(page)
    const sidebar = page.getByRole('navigation', { name: '侧边栏' })
    const book = sidebar.getByRole('button', { name: '100 个 gcc 小技巧' })
    expect(await book.getAttribute('aria-expanded')).toBe('true')
    const parts = sidebar.locator('.site-sidebar__group--nested')
    expect(await parts.locator('.site-sidebar__toggle').allTextContents()).toEqual(meta.map((g) => g.text))
    for (const [i, g] of meta.entries()) {
      const links = await parts
        .nth(i)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(links, g.text).toEqual(g.items.map((slug) => `/book/100-gcc-tips/${slug}`))
    }
    // The book's own page comes first, outside the sections.
    expect(await sidebar.locator('#' + (await book.getAttribute('aria-controls')) + ' > li > a').getAttribute('href')).toBe(
      '/book/100-gcc-tips/',
    )

    // A section collapses and opens again from the keyboard.
    const first = parts.nth(0).getByRole('button', { name: meta[0].text })
    await first.focus()
    await page.keyboard.press('Enter')
    expect(await first.getAttribute('aria-expanded')).toBe('false')
    expect(await parts.nth(0).locator('a').first().isVisible()).toBe(false)
    await page.keyboard.press('Enter')
    expect(await parts.nth(0).locator('a').first().isVisible()).toBe(true)

    // Previous/Next run through the sections in the sidebar's order: across a section's end too.
    const order = meta.flatMap((g) => g.items.map((slug) => `/book/100-gcc-tips/${slug}`))
    const at = order.indexOf('/book/100-gcc-tips/012-address-sanitizer')
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe(order[at - 1])
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(order[at + 1])
    const lastOfFirst = `/book/100-gcc-tips/${meta[0].items.at(-1)}`
    await sidebar.locator(`a[href="${lastOfFirst}"]`).click()
    await page.waitForURL(`${baseUrl}${lastOfFirst}`)
    await expect.poll(() => page.locator('a[rel="next"]').getAttribute('href')).toBe(`/book/100-gcc-tips/${meta[1].items[0]}`)
    expect(problems).toEqual([])
  })
})
