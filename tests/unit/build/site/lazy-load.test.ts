/**
 * The dev server's start (LoadOptions.lazy): every page's frontmatter is read, the bodies are
 * compiled on one worker, a page asked for ahead of the background pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SiteLoader } from '../../../../build/site/loader'
import { loadConfig } from '../../../../build/site/config'

const root = join(import.meta.dirname, '../../../..')
const dir = join(root, '.site-build', `lazy-unit-${process.pid}`)

beforeAll(() => {
  mkdirSync(join(dir, 'notes'), { recursive: true })
  for (let i = 1; i <= 8; i++) writeFileSync(join(dir, `notes/p${i}.md`), `---\ntitle: 第 ${i} 篇\n---\n\n## 一节\n\n正文 ${i}。\n`)
  writeFileSync(join(dir, 'notes/untitled.md'), '正文，没有标题。\n')
  writeFileSync(join(dir, 'notes/headed.md'), '# 标题在正文里\n\n正文。\n')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a lazy load', () => {
  it('compiles a page asked for before the background pass reaches it, and the rest after', async () => {
    const site = await SiteLoader.load({ root, config: await loadConfig(root), contentDir: dir, lazy: true })
    site.beginBackground()
    try {
      const asked = await site.addFile(join(dir, 'notes/p8.md'))
      expect(asked?.pending).toBe(false)
      expect(asked?.body?.html).toContain('正文 8。')
      // The background pass takes the pages in order, one at a time: at most the one the worker
      // had in hand is done.
      const before = [...site.model().pages.values()].filter((p) => !p.pending && p !== asked && p.relativePath.startsWith('notes/p'))
      expect(before.length).toBeLessThanOrEqual(1)
      await site.complete
      expect(site.model().allCompiled()).toBe(true)
    } finally {
      await site.close()
    }
  })

  it('takes the title from the `#` heading of a page whose frontmatter has none, and waits to be begun', async () => {
    const site = await SiteLoader.load({ root, config: await loadConfig(root), contentDir: dir, lazy: true })
    try {
      // No frontmatter title and no `#` heading: the file name, without a compile.
      expect(site.model().pages.get('/notes/untitled')).toMatchObject({ title: 'untitled', pending: true })
      expect(site.model().pages.get('/notes/headed')).toMatchObject({ title: '标题在正文里', pending: false })
      // Nothing else is compiled until the background pass is begun.
      expect((await site.addFile(join(dir, 'notes/p1.md')))?.pending).toBe(false)
      const compiled = [...site.model().pages.values()].filter((p) => !p.pending).map((p) => p.relativePath)
      expect(compiled.sort()).toEqual(['notes/headed.md', 'notes/p1.md'])
      site.beginBackground()
      await site.complete
      expect(site.model().pages.get('/notes/untitled')).toMatchObject({ title: 'untitled', pending: false })
    } finally {
      await site.close()
    }
  })
})
