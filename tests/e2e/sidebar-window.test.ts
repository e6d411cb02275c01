/**
 * A section that grows: a year of 120 articles. Every page's sidebar shows the same number of
 * links however long the group is (50, around the current page), so a page's size and its
 * prerender cost do not grow with the blog; "显示全部" shows the rest.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { root, runBuild } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { waitForHydration } from './browser'
import { it } from './fixtures'

const work = join(root, '.site-build', `sidebar-window-${process.pid}`)
const COUNT = 120
let server: Server
let base = ''

const slug = (i: number) => `a${String(i).padStart(3, '0')}`

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true })
  cpSync(join(root, 'tests/fixtures/site/content'), join(work, 'content'), { recursive: true })
  mkdirSync(join(work, 'content/blog/2020'), { recursive: true })
  for (let i = 0; i < COUNT; i++) {
    // Newest first in the sidebar: a000 is the newest.
    const day = new Date(Date.UTC(2020, 11, 31) - i * 86_400_000).toISOString().slice(0, 10)
    writeFileSync(
      join(work, 'content/blog/2020', `${slug(i)}.md`),
      `---\ntitle: 第 ${i} 篇\ndate: ${day}T12:00:00+08:00\n---\n\n## 小节\n\n正文 ${i}。\n`,
    )
  }
  const r = runBuild({ content: join(work, 'content'), out: join(work, 'dist') })
  expect(r.status, r.stderr).toBe(0)
  server = await startPreviewServer({ dir: join(work, 'dist'), port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
}, 120_000)

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  rmSync(work, { recursive: true, force: true })
})

/** The links of the 2020 group in a built page's HTML. */
function groupLinksInHtml(file: string): string[] {
  const html = readFileSync(join(work, 'dist', file), 'utf8')
  return [...html.matchAll(/href="(\/blog\/2020\/[^"]+)"/g)].map((m) => m[1]).filter((h, i, all) => all.indexOf(h) === i)
}

describe('a long sidebar group', () => {
  it('is prerendered as 50 links around the page, wherever the page is in the group', () => {
    for (const i of [0, 60, 119]) {
      const links = groupLinksInHtml(`blog/2020/${slug(i)}.html`)
      expect(links.length, slug(i)).toBe(50)
      expect(links, slug(i)).toContain(`/blog/2020/${slug(i)}`)
    }
    expect(groupLinksInHtml('blog/2020/a060.html')[0]).toBe('/blog/2020/a035')
  })

  it('hydrates as prerendered, and "显示全部 (120)" shows the whole year, by keyboard', async ({ page, problems }) => {
    await page.goto(`${base}/blog/2020/a060`)
    await waitForHydration(page)
    const group = page.locator('.site-sidebar__group', { has: page.locator('a[aria-current="page"]') })
    await expect.poll(() => group.locator('a').count()).toBe(50)
    const more = group.getByRole('button', { name: '显示全部 (120)' })
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => group.locator('a').count()).toBe(COUNT)
    await expect.poll(() => more.count()).toBe(0)
    expect(await group.locator('a[aria-current="page"]').getAttribute('href')).toBe('/blog/2020/a060')
    expect(problems).toEqual([])
  })
})
