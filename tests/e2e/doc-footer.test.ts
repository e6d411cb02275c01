import { describe, expect } from 'vitest'
import { waitForHydration } from './browser'
import { it } from './fixtures'

/**
 * The real site's doc footer and Previous/Next where the sidebar is generated: the tools' index
 * page is no chapter before the tools, and the footer speaks Chinese with its source link on the
 * markdown the site ships (the real site names no repository; code-host links are tested on the
 * sidebar fixture, tests/e2e/sidebar-config.test.ts).
 */
describe('doc footer on the real site', () => {
  it('/tool/ lists the tools in its sidebar but has no Previous/Next into them', async ({ page, problems, url }) => {
    await page.goto(url('/tool/'))
    await waitForHydration(page)
    const sidebar = page.getByRole('navigation', { name: '侧边栏' })
    expect(await sidebar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/tool/',
      '/tool/binary-converter',
      '/tool/online-scan-qrcode',
    ])
    expect(await page.locator('.site-doc-footer').count()).toBe(1)
    expect(await page.locator('a[rel="prev"], a[rel="next"]').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('says 最后更新 and 查看源文件, which opens the markdown shipped under /public/source/', async ({ page, problems, url }) => {
    await page.goto(url('/book/100-gcc-tips/022-save-temps'))
    await waitForHydration(page)
    expect(await page.locator('.site-doc-footer__updated').textContent()).toMatch(/^最后更新: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    const source = page.getByRole('link', { name: '查看源文件' })
    expect(await source.getAttribute('href')).toBe('/public/source/book/100-gcc-tips/022-save-temps.md')
    expect(await source.getAttribute('target')).toBe('_blank')
    expect(problems).toEqual([])
  })
})
