import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, runBuild, snapshotDir } from './helpers'

const work = join(root, '.site-build', 'it-build')
const fixture = join(root, 'tests/fixtures/site/content')
const outA = join(work, 'a')
const outB = join(work, 'b')
const html = (route: string) => readFileSync(join(outA, route), 'utf8')

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  const r = runBuild({ content: fixture, out: outA })
  expect(r.stderr).toBe('')
  expect(r.status).toBe(0)
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the static build of the fixture site', () => {
  it('writes each route as <route>.html or <folder>/index.html, plus 404.html', () => {
    for (const f of ['index.html', 'blog/2025/alpha.html', 'blog/2025/beta.html', 'guide/index.html', '404.html']) {
      expect(existsSync(join(outA, f)), f).toBe(true)
    }
  })

  it('prerenders the page inside the hydration root with the entry and the page chunk preloaded', () => {
    const page = html('blog/2025/alpha.html')
    expect(page).toMatch(/<div id="app">(<link rel="preload"[^>]+>)?<a class="site-skip"/)
    expect(page).toContain('<h1 class="site-doc__title">互斥锁与优先级继承</h1>')
    expect(page).toMatch(
      /<script type="module" crossorigin src="\/assets\/entry-client-[\w-]+\.js" data-page="\/assets\/alpha-[\w-]+\.js"><\/script>/,
    )
    expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/alpha-[\w-]+\.js">/)
    expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/entry-client-[\w-]+\.css">/)
    expect(page).toContain('<title>互斥锁与优先级继承 - 技术笔记</title>')
  })

  it('gives headings their ids and the containers, tables and task lists their markup', () => {
    const page = html('blog/2025/alpha.html')
    expect(page).toContain('<h2 id="优先级继承">')
    expect(page).toContain('<h2 id="优先级继承-1">')
    expect(page).toContain('<h3 id="critical">临界区')
    expect(page).toContain('<div class="custom-block warning">\n<p class="custom-block-title">小心</p>')
    expect(page).toContain('<table>')
    expect(page).toContain('type="checkbox"')
    expect(page).toContain('<a href="/blog/2025/beta#%E8%B0%83%E5%BA%A6%E5%99%A8">下一篇</a>')
    expect(page).toContain('<a href="https://www.freertos.org/" target="_blank" rel="noopener noreferrer">')
  })

  it('highlights code at build time and ships no highlighter', () => {
    const page = html('blog/2025/alpha.html')
    expect(page).toContain('<div class="code-block__title">main.c</div>')
    expect(page).toContain('<span class="line highlighted">')
    expect(page).toMatch(/--shiki-dark:#[0-9A-F]{6}/)
    const js = [...snapshotDir(join(outA, 'assets'))].filter(([f]) => f.endsWith('.js'))
    for (const [file, bytes] of js) {
      expect(bytes.toString().includes('oniguruma') || bytes.toString().includes('createHighlighter'), file).toBe(false)
    }
  })

  it('renders the 404 page with its link home', () => {
    const page = html('404.html')
    expect(page).toContain('PAGE NOT FOUND')
    expect(page).toContain('<a class="site-404__home" href="/">Take me home</a>')
  })

  it('renders a .tsx page with the title from its frontmatter comment', () => {
    expect(html('guide/index.html')).toContain('<title>指南 - 技术笔记</title>')
    expect(html('guide/index.html')).toContain('点了 <!-- -->0<!-- --> 次')
  })

  it('produces byte-identical output when built twice', () => {
    const r = runBuild({ content: fixture, out: outB })
    expect(r.status).toBe(0)
    const a = snapshotDir(outA)
    const b = snapshotDir(outB)
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    for (const [file, bytes] of a) expect(b.get(file)?.equals(bytes), file).toBe(true)
  })
})
