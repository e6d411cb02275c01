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
})
