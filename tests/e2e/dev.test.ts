import { afterAll, beforeAll, describe, expect } from 'vitest'
import { cpSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, startDev, type DevProcess } from '../integration/helpers'
import { waitForHydration } from './browser'
import { it } from './fixtures'

const content = join(root, '.site-build', 'dev-content')
let dev: DevProcess
/** The dev server's address (the suite's preview server is not used here). */
let base = ''

/** Starts `npm run dev` on a copy of the fixture site and waits for its address. */
beforeAll(async () => {
  rmSync(content, { recursive: true, force: true })
  cpSync(join(root, 'tests/fixtures/site/content'), content, { recursive: true })
  dev = await startDev(content)
  base = dev.base
})

afterAll(async () => {
  dev?.stop()
  rmSync(content, { recursive: true, force: true })
})

describe('npm run dev', () => {
  it('answers the first request with server-rendered HTML', async () => {
    const res = await fetch(`${base}/blog/2025/alpha`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1 class="site-doc__title">互斥锁与优先级继承</h1>')
    expect(html).toContain('<h2 id="优先级继承">')
    expect(html).toContain('/@vite/client')
  })

  it('updates the open page when its markdown changes, without a reload', async ({ page, problems }) => {
    await page.goto(`${base}/blog/2025/alpha`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))
    const file = join(content, 'blog/2025/alpha.md')
    const edited = readFileSync(file, 'utf8').replace('开头一段', '改过的开头')
    // Saved the way many editors save: truncated first, written a moment later. The server must
    // not take the empty file for the page and reload.
    writeFileSync(file, '')
    await new Promise((r) => setTimeout(r, 40))
    writeFileSync(file, edited)
    await expect.poll(() => page.locator('.doc-content p').first().textContent(), { timeout: 15_000 }).toContain('改过的开头')
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(problems).toEqual([])
  })

  it('serves a page added while it runs, and forgets one deleted', async () => {
    const file = join(content, 'blog/2025/gamma.md')
    writeFileSync(file, '---\ntitle: 新加的一篇\ndate: 2025-05-01T20:00:00+08:00\n---\n\n## 小节\n\n内容。\n')
    await expect.poll(async () => (await fetch(`${base}/blog/2025/gamma`)).status, { timeout: 15_000 }).toBe(200)
    expect(await (await fetch(`${base}/blog/2025/alpha`)).text()).toContain('新加的一篇')
    unlinkSync(file)
    await expect.poll(async () => (await fetch(`${base}/blog/2025/gamma`)).status, { timeout: 15_000 }).toBe(404)
  })

  it('serves every page of folders made and filled while it runs', async () => {
    // As a copy, an unpack or a script makes them: the files land a few milliseconds after their
    // folder, some of them while the watcher is still setting up its watch on the folder.
    const copied = join(content, 'copied')
    const routes: string[] = []
    for (let i = 0; i < 20; i++) {
      const dir = join(copied, `f${i}`)
      mkdirSync(dir, { recursive: true })
      await new Promise((r) => setTimeout(r, i % 7))
      writeFileSync(join(dir, 'index.md'), `# 文件夹 ${i}\n`)
      await new Promise((r) => setTimeout(r, (i * 3) % 5))
      writeFileSync(join(dir, 'page.md'), `# 页面 ${i}\n`)
      routes.push(`/copied/f${i}/`, `/copied/f${i}/page`)
    }
    const missing = async () =>
      (await Promise.all(routes.map(async (r) => ((await fetch(base + r)).status === 200 ? '' : r)))).filter(Boolean)
    await expect.poll(missing, { timeout: 15_000 }).toEqual([])
    rmSync(copied, { recursive: true })
    await expect.poll(async () => (await fetch(`${base}/copied/f0/page`)).status, { timeout: 15_000 }).toBe(404)
  })

  it('shows every problem of a broken page on an error screen, and the page again once it is fixed', async ({ page, newPage }) => {
    const file = join(content, 'blog/2025/beta.md')
    const good = readFileSync(file, 'utf8')
    await page.goto(`${base}/blog/2025/beta`)
    await waitForHydration(page)
    // Two mistakes: a misspelt key and a `#` heading in the middle of the page.
    writeFileSync(file, good.replace('title: 第二篇', 'tilte: 第二篇').replace('## 调度器', '# 调度器'))
    // The open page reloads by itself (Vite's client) and shows the screen.
    const screen = page.locator('.dev-error')
    await expect.poll(() => screen.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await page.locator('.dev-error__title').textContent()).toBe('2 problems in this page')
    const where = await page.locator('.dev-error__where').allTextContents()
    expect(where).toEqual([expect.stringMatching(/dev-content\/blog\/2025\/beta\.md:2:1$/), expect.stringMatching(/beta\.md:8:1$/)])
    expect(await page.locator('.dev-error__reason').first().textContent()).toBe('unknown frontmatter key "tilte"')
    expect(await page.locator('.dev-error__hint').nth(1).textContent()).toContain('Use `##` for a section.')
    // The frame: the lines around the mistake, its line marked, a caret under its column.
    const frame = (await page.locator('.dev-error__frame').nth(1).textContent())!.split('\n')
    expect(frame).toEqual([
      '   6 | 回到[第一篇](/blog/2025/alpha#critical)。',
      '   7 | ',
      '>  8 | # 调度器',
      '     | ^',
      '   9 | ',
      '  10 | 正文。',
    ])
    // The link opens the file at the problem's line in the author's editor, through Vite.
    const href = await page.locator('.dev-error__open').nth(1).getAttribute('href')
    expect(href).toBe(`/__open-in-editor?file=${encodeURIComponent(`${file}:8:1`)}`)
    expect(await page.locator('body').textContent()).not.toMatch(/\bat \S+:\d+:\d+/)
    // Both colour schemes: the reader's system decides, as on the site.
    const background = async (colorScheme: 'light' | 'dark') => {
      const { page: p } = await newPage({ colorScheme })
      await p.goto(`${base}/blog/2025/beta`)
      return p.evaluate(() => getComputedStyle(document.body).backgroundColor)
    }
    expect(await background('light')).toBe('rgb(255, 255, 255)')
    expect(await background('dark')).toBe('rgb(24, 24, 24)')
    // Other pages are still served, and the fixed page comes back in the open tab by itself.
    expect((await fetch(`${base}/blog/2025/alpha`)).status).toBe(200)
    writeFileSync(file, good)
    await expect.poll(() => page.locator('.site-doc__title').textContent(), { timeout: 15_000 }).toBe('第二篇')
    await waitForHydration(page)
  })

  it("updates an overview in place when a page it lists or the folder's _meta.json changes", async ({ page, problems }) => {
    const notes = join(content, 'notes')
    mkdirSync(notes, { recursive: true })
    writeFileSync(join(notes, 'a.md'), '---\ntitle: 第一条\n---\n\n## 旧的小节\n\n内容。\n')
    writeFileSync(join(notes, 'b.md'), '---\ntitle: 第二条\n---\n\n## 另一节\n\n内容。\n')
    writeFileSync(join(notes, '_meta.json'), '[{ "text": "第一组", "items": ["a"] }]\n')
    writeFileSync(join(notes, 'index.md'), '---\ntitle: 笔记\npageType: overview\n---\n\n全部笔记。\n')
    // Served, and listing both pages: the server has all four files before the page opens.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base}/notes/`)
          const html = await res.text()
          return res.status === 200 && html.includes('第一条') && html.includes('第二条')
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    await page.goto(`${base}/notes/`)
    await waitForHydration(page)
    expect(await page.locator('.site-overview__group-title').allTextContents()).toEqual(['第一组', 'Others'])
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1))

    writeFileSync(join(notes, 'a.md'), '---\ntitle: 第一条\n---\n\n## 新的小节\n\n内容。\n')
    await expect.poll(() => page.locator('.site-overview__card li').first().textContent(), { timeout: 15_000 }).toBe('新的小节')
    writeFileSync(join(notes, '_meta.json'), '[{ "text": "改名的组", "items": ["a", "b"] }]\n')
    await expect.poll(() => page.locator('.site-overview__group-title').allTextContents(), { timeout: 15_000 }).toEqual(['改名的组'])
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(problems).toEqual([])
  })
})
