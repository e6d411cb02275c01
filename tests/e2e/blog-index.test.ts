import { describe, expect } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { Page } from 'playwright-core'
import { waitForHydration } from './browser'
import { it } from './fixtures'

/**
 * The blog index (/blog/) in a browser, against the build made by global-setup.ts. What it must
 * show is read here from the articles' own frontmatter, apart from the site's code: the year is
 * the article's folder (the content checks hold the date to it).
 */
const root = join(import.meta.dirname, '../..')
const contentDir = process.env.SITE_E2E_CONTENT ? join(root, process.env.SITE_E2E_CONTENT) : join(root, 'content')

interface Expected {
  path: string
  title: string
  date: string
  description: string
  tags: string[]
  year: string
}

function readArticles(): Expected[] {
  const out: Expected[] = []
  const blog = join(contentDir, 'blog')
  for (const year of readdirSync(blog).filter((y) => /^\d{4}$/.test(y))) {
    for (const name of readdirSync(join(blog, year)).filter((f) => f.endsWith('.md') && !f.startsWith('_') && f !== 'index.md')) {
      const fm = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(blog, year, name), 'utf8'))![1])
      out.push({
        path: `/blog/${year}/${name.slice(0, -3)}`,
        title: fm.title,
        date: fm.date,
        description: fm.description,
        tags: fm.tags,
        year,
      })
    }
  }
  return out.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.path < b.path ? -1 : 1))
}

const all = readArticles()
const years = [...new Set(all.map((a) => a.year))].sort().reverse()
/** A tag on some articles but not all, so filtering by it visibly changes the list. */
const counts = new Map<string, number>()
for (const a of all) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1)
const tag = [...counts].filter(([, n]) => n < all.length).sort((a, b) => b[1] - a[1])[0]?.[0]
const tagged = all.filter((a) => a.tags.includes(tag))
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const titles = (page: Page) => page.locator('.blog-index__article-title').allTextContents()
const filterLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '按标签筛选' }).getByRole('link', { name: new RegExp(`^${escape(name)} \\d+$`) })

describe('the blog index', () => {
  it('has articles of at least two years and a tag to filter by', () => {
    expect(years.length).toBeGreaterThanOrEqual(2)
    expect(tag).toBeTruthy()
  })

  it('lists every article by year, newest first, with date, description and tags, without JavaScript', async ({ newPage, baseUrl }) => {
    const { page } = await newPage({ javaScriptEnabled: false })
    await page.goto(`${baseUrl}/blog/`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('博客')
    // The site's note after the engine's lead (content/blog/index.tsx): what the wp-NNN slugs are.
    const lead = (await page.locator('.blog-index__lead').textContent()) ?? ''
    expect(lead).toMatch(new RegExp(`^共 ${all.length} 篇文章，.*wp-312 这类名字，是从旧 WordPress 博客沿用下来的文章编号。$`))
    expect(all.some((a) => /^\/blog\/2020\/wp-\d+$/.test(a.path))).toBe(true)
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(headings).toEqual(years.map((y) => `${y} 年 ${all.filter((a) => a.year === y).length} 篇`))
    expect(await titles(page)).toEqual(all.map((a) => a.title))

    for (const a of [all[0], all[all.length - 1]]) {
      const item = page.locator('.blog-index__item').filter({ has: page.locator(`a[href="${a.path}"]`) })
      expect(await item.locator('.blog-index__description').textContent()).toBe(a.description)
      expect(await item.locator('time').getAttribute('datetime')).toBe(a.date)
      // The day as written in the article's +08:00 timestamp.
      const [y, m, d] = a.date.slice(0, 10).split('-').map(Number)
      expect(await item.locator('time').textContent()).toBe(`${y}年${m}月${d}日`)
      expect(await item.getByRole('list', { name: '标签' }).getByRole('link').allTextContents()).toEqual(a.tags)
    }
    // Every tag is a link a reader can follow (and share).
    expect(await filterLink(page, tag).getAttribute('href')).toBe(`/blog/?tag=${encodeURIComponent(tag)}`)
    expect(await filterLink(page, tag).textContent()).toBe(`${tag} ${tagged.length}`)
  })

  it('filters by a tag from the keyboard, keeps it in the URL through a reload, and clears it', async ({ newPage, baseUrl }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl}/blog/`)
    await waitForHydration(page)
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))

    await filterLink(page, tag).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === '/blog/' && u.searchParams.get('tag') === tag)
    await expect.poll(() => titles(page)).toEqual(tagged.map((a) => a.title))
    expect(documents, 'no document load').toEqual([])
    await expect(page.getByRole('status').textContent()).resolves.toBe(`标签“${tag}”下有 ${tagged.length} 篇文章。`)
    expect(await filterLink(page, tag).getAttribute('aria-current')).toBe('page')
    const shownYears = [...new Set(tagged.map((a) => a.year))]
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      shownYears.map((y) => `${y} 年 ${tagged.filter((a) => a.year === y).length} 篇`),
    )

    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => titles(page)).toEqual(tagged.map((a) => a.title))

    const clear = page.getByRole('button', { name: '清除筛选' })
    await clear.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/blog/`)
    await expect.poll(() => titles(page)).toEqual(all.map((a) => a.title))
    expect(await page.getByRole('button', { name: '清除筛选' }).count()).toBe(0)
    await expect(page.getByRole('status').textContent()).resolves.toBe('')
    // The keyboard user lands on "all", which is now the current filter.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`全部 ${all.length}`)
    expect(problems).toEqual([])
  })

  it('applies a shared ?tag= URL after hydration, follows Back, and filters from an article’s own tags', async ({
    page,
    problems,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/blog/?tag=${encodeURIComponent(tag)}`)
    await waitForHydration(page)
    await expect.poll(() => titles(page)).toEqual(tagged.map((a) => a.title))

    // A tag under an article (its first one) filters by that tag.
    const first = tagged[0]
    const other = first.tags.find((t) => t !== tag) ?? tag
    const item = page.locator('.blog-index__item').filter({ has: page.locator(`a[href="${first.path}"]`) })
    await item.getByRole('link', { name: other, exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('tag') === other)
    await expect.poll(() => titles(page)).toEqual(all.filter((a) => a.tags.includes(other)).map((a) => a.title))

    await page.goBack()
    await page.waitForURL((u) => u.searchParams.get('tag') === tag)
    await expect.poll(() => titles(page)).toEqual(tagged.map((a) => a.title))
    expect(problems).toEqual([])
  })

  it('says so when no article has the tag, and links back to all', async ({ page, problems, baseUrl }) => {
    await page.goto(`${baseUrl}/blog/?tag=${encodeURIComponent('没有这个标签')}`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('status').textContent()).toBe('没有带标签“没有这个标签”的文章。')
    expect(await titles(page)).toEqual([])
    await page.getByRole('link', { name: `全部 ${all.length}` }).click()
    await page.waitForURL(`${baseUrl}/blog/`)
    await expect.poll(() => titles(page)).toEqual(all.map((a) => a.title))
    expect(problems).toEqual([])
  })

  it('fits a 375 px wide screen in both colour schemes', async ({ newPage, baseUrl }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await newPage({ viewport: { width: 375, height: 700 }, colorScheme: scheme })
      await page.goto(`${baseUrl}/blog/?tag=${encodeURIComponent(tag)}`)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), scheme).toBeLessThanOrEqual(375)
      await page.close()
    }
  })
})
