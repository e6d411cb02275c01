/**
 * The build's caches (build/site/compile-cache.ts, build/render/render-cache.ts): a build
 * compiles and renders only the pages that changed, and its output is byte-identical to a cold
 * build of the same content. What depends on other pages (links and anchors) is checked on every
 * build, from the records. What a build did not use is removed from the caches.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root, runBuild, snapshotDir } from './helpers'

const work = join(root, '.site-build', `compile-cache-${process.pid}`)
const content = join(work, 'content')
const cache = join(work, 'cache')

/** A build with the test's own cache; returns the counts it printed. */
function build(out: string, extra: string[] = []) {
  const r = runBuild({ content, out: join(work, out), args: ['--cache-dir', cache, ...extra] })
  const counts = /compiled (\d+), from the cache (\d+)/.exec(r.stdout)
  const renders = /rendered (\d+), from the cache (\d+)/.exec(r.stdout)
  return {
    ...r,
    compiled: counts ? Number(counts[1]) : -1,
    cached: counts ? Number(counts[2]) : -1,
    rendered: renders ? Number(renders[1]) : -1,
    renderedCached: renders ? Number(renders[2]) : -1,
  }
}

function coldBuild(out: string) {
  const r = runBuild({ content, out: join(work, out), args: ['--no-cache'] })
  expect(r.status, r.stderr).toBe(0)
  expect(r.stdout).not.toContain('from the cache')
}

function expectSameFiles(a: string, b: string) {
  const left = snapshotDir(join(work, a))
  const right = snapshotDir(join(work, b))
  expect([...left.keys()].sort()).toEqual([...right.keys()].sort())
  const differ = [...left.keys()].filter((k) => !left.get(k)!.equals(right.get(k)!))
  expect(differ).toEqual([])
}

function entries(kind: 'pages' | 'render'): string[] {
  const dir = join(cache, kind)
  return readdirSync(dir).flatMap((d) => readdirSync(join(dir, d)).map((f) => join(dir, d, f)))
}

/** The fixture's routes, and 404.html. */
const ROUTES = 6

const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20"><rect width="${width}" height="20"/></svg>\n`

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  cpSync(join(root, 'tests/fixtures/site/content'), content, { recursive: true })
  mkdirSync(join(content, 'guide/_images'), { recursive: true })
  writeFileSync(join(content, 'guide/_images/box.svg'), svg(40))
  writeFileSync(join(content, 'guide/figure.md'), '---\ntitle: 图\n---\n\n## 一张图\n\n![一个方块](./_images/box.svg)\n')
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the compile cache', () => {
  it('a second build compiles nothing and writes the same bytes as the first and as a build without the cache', () => {
    const first = build('first')
    expect(first.status, first.stderr).toBe(0)
    expect([first.compiled, first.cached]).toEqual([4, 0])
    expect([first.rendered, first.renderedCached]).toEqual([ROUTES, 0])
    const second = build('second')
    expect([second.compiled, second.cached]).toEqual([0, 4])
    expect([second.rendered, second.renderedCached]).toEqual([0, ROUTES])
    coldBuild('cold')
    expectSameFiles('first', 'second')
    expectSameFiles('second', 'cold')
  })

  it('after an edit of one page, compiles that page only, and the output equals a cold build', () => {
    const file = join(content, 'blog/2025/beta.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('## 调度器', '## 调度器\n\n新加的一段。'))
    const warm = build('edited')
    expect(warm.status, warm.stderr).toBe(0)
    expect([warm.compiled, warm.cached]).toEqual([1, 3])
    // Its title and headings are as they were: no other page shows a change.
    expect([warm.rendered, warm.renderedCached]).toEqual([1, ROUTES - 1])
    coldBuild('edited-cold')
    expectSameFiles('edited', 'edited-cold')
    // The page's entries from before the edit are gone.
    expect(entries('pages')).toHaveLength(4)
    expect(entries('render')).toHaveLength(ROUTES)
  })

  it('a changed image is seen by the page that shows it, cached or not', () => {
    writeFileSync(join(content, 'guide/_images/box.svg'), svg(80))
    const warm = build('image')
    expect([warm.compiled, warm.cached]).toEqual([1, 3])
    expect(readFileSync(join(work, 'image/guide/figure.html'), 'utf8')).toMatch(/<img[^>]* width="80" height="20"/)
  })

  it('an edit that breaks a link of another, cached page stops the build at that page', () => {
    const file = join(content, 'blog/2025/beta.md')
    const before = readFileSync(file, 'utf8')
    writeFileSync(file, before.replace('## 调度器', '## 调度'))
    try {
      const warm = build('broken')
      expect(warm.status).toBe(1)
      expect(warm.stderr).toContain('content/blog/2025/alpha.md:8:9  dead anchor "#调度器"')
      expect(warm.stderr).toContain('(links/anchor)')
    } finally {
      writeFileSync(file, before)
    }
  })

  it('does not trust an entry cut short or changed on disk: the page is compiled again', () => {
    // Every entry, old versions included: half cut short, half with a byte changed that keeps
    // the JSON valid (only the checksum can tell).
    const all = [...entries('pages'), ...entries('render')].sort()
    expect(all.length).toBeGreaterThanOrEqual(4 + ROUTES)
    all.forEach((entry, i) => {
      const text = readFileSync(entry, 'utf8')
      const value = text.indexOf('":', text.indexOf('\n')) + 2
      writeFileSync(entry, i % 2 ? text.slice(0, 100) : `${text.slice(0, value)} ${text.slice(value)}`)
    })
    const warm = build('repaired')
    expect(warm.status, warm.stderr).toBe(0)
    expect([warm.compiled, warm.cached]).toEqual([4, 0])
    expect([warm.rendered, warm.renderedCached]).toEqual([ROUTES, 0])
    coldBuild('repaired-cold')
    expectSameFiles('repaired', 'repaired-cold')
  })

  it('renders the pages of a section again when a title in its list changes', () => {
    const file = join(content, 'blog/2025/beta.md')
    const before = readFileSync(file, 'utf8')
    writeFileSync(file, before.replace(/^title: .*$/m, 'title: 改过的标题'))
    try {
      const warm = build('retitled')
      expect(warm.status, warm.stderr).toBe(0)
      const blogRoutes = readdirSync(join(work, 'retitled/blog'), { recursive: true }).filter((f) => String(f).endsWith('.html'))
      expect(warm.rendered).toBeGreaterThanOrEqual(blogRoutes.length)
      expect(warm.rendered).toBeLessThan(ROUTES)
      expect(readFileSync(join(work, 'retitled/blog/2025/alpha.html'), 'utf8')).toContain('改过的标题')
      coldBuild('retitled-cold')
      expectSameFiles('retitled', 'retitled-cold')
    } finally {
      writeFileSync(file, before)
    }
  })
})
