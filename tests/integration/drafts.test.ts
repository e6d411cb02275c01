/**
 * Drafts and excluded files (build/site/loader.ts). A page with `draft: true` is left out of the
 * built site: no route, no sidebar row, no search entry, no feed item, no sitemap URL; a link to it
 * from a published page stops the build naming both files. `route.exclude` globs of the config
 * leave files out entirely: a note under them is no page, and its mistakes are nobody's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, runBuild } from './helpers'

const work = join(root, '.site-build', `drafts-${process.pid}`)
const content = join(work, 'content')
const config = join(work, 'site.config.ts')
const TITLE = '还没写完的一篇草稿'

const draft = `---\ntitle: ${TITLE}\ndate: 2025-06-01T20:00:00+08:00\ndraft: true\n---\n\n## 一节\n\n写到一半。\n`

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  cpSync(join(root, 'tests/fixtures/site/content'), content, { recursive: true })
  writeFileSync(join(content, 'blog/2025/unfinished.md'), draft)
  // Notes beside the pages, with mistakes that would stop a build if they were pages.
  mkdirSync(join(content, 'notes'), { recursive: true })
  writeFileSync(join(content, 'notes/todo.md'), '---\ntilte: 待办\n---\n\n[坏链接](/nowhere)\n')
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(root, 'tests/fixtures/site/site.config.ts'))}\nexport default { ...base, route: { exclude: ['notes/**'] } }\n`,
  )
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Every text file the build wrote, with its path. */
function texts(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|js|json|txt|xml)$/.test(e.name))
    .map((e) => ({ file: join(e.parentPath, e.name), text: readFileSync(join(e.parentPath, e.name), 'utf8') }))
}

describe('drafts and excluded files in a build', () => {
  it('leave no trace in the built site: routes, section lists, search, feeds, sitemap', () => {
    const out = join(work, 'out')
    const r = runBuild({ content, out, config })
    expect(r.status, r.stderr).toBe(0)
    expect(existsSync(join(out, 'blog/2025/unfinished.html'))).toBe(false)
    expect(existsSync(join(out, 'notes/todo.html'))).toBe(false)
    expect(existsSync(join(out, 'blog/2025/alpha.html'))).toBe(true)
    const holding = texts(out).filter((f) => f.text.includes(TITLE) || f.text.includes('unfinished') || f.text.includes('待办'))
    expect(holding.map((f) => f.file)).toEqual([])
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('/blog/2025/alpha')
  })

  it('a link to a draft from a published page stops the build, naming both files', () => {
    const alpha = join(content, 'blog/2025/alpha.md')
    const before = readFileSync(alpha, 'utf8')
    writeFileSync(alpha, `${before}\n见[草稿](/blog/2025/unfinished)。\n`)
    try {
      const r = runBuild({ content, out: join(work, 'out-link'), config })
      expect(r.status).toBe(1)
      expect(r.stderr).toMatch(
        /blog\/2025\/alpha\.md:\d+:\d+ {2}link "\/blog\/2025\/unfinished" goes to a draft: .*blog\/2025\/unfinished\.md has draft: true {2}\(links\/draft\)\n {2}A draft is left out of the built site\. Remove the link, or publish the page by taking "draft: true" out of .*unfinished\.md\./,
      )
    } finally {
      writeFileSync(alpha, before)
    }
  })
})
