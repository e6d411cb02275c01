/**
 * A draft in `npm run dev`: the author sees the page, with a badge that says it is a draft (the
 * build leaves it out: tests/integration/drafts.test.ts). Published pages have no badge.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, startDev, type DevProcess } from '../integration/helpers'
import { waitForHydration } from './browser'
import { it } from './fixtures'

const content = join(root, '.site-build', `drafts-dev-${process.pid}`)
let dev: DevProcess

beforeAll(async () => {
  rmSync(content, { recursive: true, force: true })
  cpSync(join(root, 'tests/fixtures/site/content'), content, { recursive: true })
  writeFileSync(
    join(content, 'blog/2025/unfinished.md'),
    '---\ntitle: 还没写完\ndate: 2025-06-01T20:00:00+08:00\ndraft: true\n---\n\n## 一节\n\n写到一半。\n',
  )
  dev = await startDev(content)
})
afterAll(() => {
  dev?.stop()
  rmSync(content, { recursive: true, force: true })
})

describe('a draft in the dev server', () => {
  it('shows with a visible draft badge above its title; a published page has none', async ({ page, problems }) => {
    await page.goto(`${dev.base}/blog/2025/unfinished`)
    await waitForHydration(page)
    const badge = page.locator('.site-doc__draft')
    expect(await badge.textContent()).toBe('草稿')
    expect(await badge.isVisible()).toBe(true)
    expect(await page.locator('h1').textContent()).toBe('还没写完')
    await page.goto(`${dev.base}/blog/2025/alpha`)
    await waitForHydration(page)
    expect(await page.locator('.site-doc__draft').count()).toBe(0)
    expect(problems).toEqual([])
  })
})
