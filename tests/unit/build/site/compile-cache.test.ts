/**
 * The compile cache's key follows the compile's own module graph (compile-cache.ts engineFiles):
 * an edit of any file the compile imports, and of package-lock.json, makes every page compile
 * again; a file a stage starts to import is covered without a list to keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { engineFiles, openCompileCache } from '../../../../build/site/compile-cache'
import type { MarkdownPage } from '../../../../build/site/read-markdown'
import { PAGE_TEXT_DEFAULTS } from '../../../../src/shared/site-config'

const root = join(import.meta.dirname, '../../../..')
const copy = join(root, '.site-build', `compile-cache-unit-${process.pid}`)
const input = {
  filePath: join(copy, 'content/a.md'),
  relativePath: 'a.md',
  projectPath: 'content/a.md',
  source: '# A\n',
  texts: PAGE_TEXT_DEFAULTS.en,
}
const page = { html: '<h1>A</h1>', reads: [], diagnostics: [] } as unknown as MarkdownPage

/** Opens the cache of the copy and reads the page once: whether it was compiled (a miss). */
async function misses(): Promise<boolean> {
  const cache = openCompileCache({ dir: join(copy, 'cache'), root: copy, config: { title: 'x' }, publicDir: join(copy, 'public') })
  await cache.read(input, async () => page)
  return cache.stats.compiled === 1
}

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true })
  mkdirSync(copy, { recursive: true })
  for (const part of ['build', 'src/shared', 'package-lock.json']) cpSync(join(root, part), join(copy, part), { recursive: true })
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('the compile cache key', () => {
  it('covers every project file the compile imports, those of src/shared/ among them, and the lockfile', () => {
    const files = engineFiles(copy).map((f) => relative(copy, f))
    expect(files).toEqual(
      expect.arrayContaining([
        'build/site/compile-worker.ts',
        'build/markdown/pipeline.ts',
        'build/markdown/rehype-code.ts',
        'build/diagnostics.ts',
        'src/shared/base.ts',
        'src/shared/escape-html.ts',
        'src/shared/route-path.ts',
        'package-lock.json',
      ]),
    )
    // The dev server's and the build's own modules are not part of a page's compile.
    expect(files.filter((f) => /^build\/(plugin|build|dev\/|render\/|site\/(loader|model|record))/.test(f))).toEqual([])
  })

  it('misses after an edit of each of those files, and hits when nothing changed', async () => {
    expect(await misses()).toBe(true)
    expect(await misses()).toBe(false)
    for (const file of engineFiles(copy)) {
      appendFileSync(file, file.endsWith('.json') ? ' ' : '\n// edited\n')
      expect(await misses(), relative(copy, file)).toBe(true)
      expect(await misses(), relative(copy, file)).toBe(false)
    }
  })

  it('covers a file that a stage starts to import, without anyone editing a list', async () => {
    const helper = join(copy, 'src/shared/new-helper.ts')
    writeFileSync(helper, 'export const x = 1\n')
    expect(engineFiles(copy)).not.toContain(helper)
    const stage = join(copy, 'build/markdown/rehype-code.ts')
    writeFileSync(stage, `import { x } from '../../src/shared/new-helper.ts'\nvoid x\n${readFileSync(stage, 'utf8')}`)
    expect(engineFiles(copy)).toContain(helper)
    await misses()
    appendFileSync(helper, 'export const y = 2\n')
    expect(await misses()).toBe(true)
  })
})
