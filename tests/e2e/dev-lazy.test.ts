/**
 * `npm run dev` on a larger site starts from the frontmatter of every page and compiles the
 * bodies in the background: an article is server-rendered before the rest is compiled, and the
 * whole site's problems (a dead link in another page) are printed once the background pass ends.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root, startDev, type DevProcess } from '../integration/helpers'
import { generateCorpus } from '../bench/generate-corpus'

const work = join(root, '.site-build', `dev-lazy-${process.pid}`)
const content = join(work, 'content')
let dev: DevProcess
let base = ''

beforeAll(async () => {
  generateCorpus({ count: 600, baseContent: join(root, 'tests/fixtures/site/content'), outDir: content })
  writeFileSync(
    join(content, 'blog/2024/dead-link.md'),
    '---\ntitle: 死链接\ndate: 2024-06-01T12:00:00+08:00\n---\n\n## 一节\n\n见[不存在的页面](/blog/2024/nothing-here)。\n',
  )
  dev = await startDev(content)
  base = dev.base
}, 60_000)

afterAll(() => {
  dev?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run dev on 600 articles', () => {
  it('renders an article on the server before the background pass has compiled the site', async () => {
    const res = await fetch(`${base}/blog/2016/bench-0001`)
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/<h1 class="site-doc__title">[^<]+第 1 篇笔记<\/h1>/)
    expect(dev.output()).not.toContain('pages read')
  })

  it('prints the whole site’s problems, with file:line:col, once every page is compiled', async () => {
    await expect.poll(() => dev.output(), { timeout: 60_000, interval: 200 }).toContain('pages read, 1 problem(s)')
    expect(dev.output()).toMatch(
      /dev-lazy-\d+\/content\/blog\/2024\/dead-link\.md:8:2 {2}dead link "\/blog\/2024\/nothing-here" {2}\(links\/dead\)/,
    )
  })
})
