import { afterAll, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root, runBuild } from './helpers'

/**
 * A config sidebar entry that names no page stops the build at the entry, in the config file:
 * a `file` that is no page file, and a `link` that is no route, each with a guess; and an entry
 * of the wrong shape.
 */
const work = join(root, '.site-build', `it-sidebar-${process.pid}`)
afterAll(() => rmSync(work, { recursive: true, force: true }))

it('a `file` or `link` entry that names no page is an error at its line and column in the config', () => {
  mkdirSync(work, { recursive: true })
  const config = join(work, 'bad.config.ts')
  writeFileSync(
    config,
    [
      "import good from '../../tests/fixtures/sidebar/site.config.ts'",
      'const sidebar = {',
      "  '/guide/': [{ text: '开始', items: [{ file: 'guide/intro.md' }, { file: 'guide/intr.md' }] }],",
      "  '/api/': [{ text: '乙', link: '/api/bta' }, { text: '坏', collapsed: 'yes', items: [] }],",
      '}',
      'export default { ...good, themeConfig: { ...good.themeConfig, sidebar } }',
      '',
    ].join('\n'),
  )
  const r = runBuild({ content: join(root, 'tests/fixtures/sidebar/content'), out: join(work, 'out'), config: relative(root, config) })
  const file = relative(root, config)
  expect(r.status).toBe(1)
  expect(r.stderr).toContain(
    `${file}:3:73  sidebar entry "guide/intr.md" under "/guide/" names no page  (sidebar/entry)\n` +
      '  Give a page\'s file under content/ with its extension. Did you mean "guide/intro.md"?',
  )
  expect(r.stderr).toContain(`${file}:4:32  sidebar entry "/api/bta" under "/api/" names no page  (sidebar/entry)`)
  expect(r.stderr).toContain(
    "  Link to a page's route, or name its file with { file: 'path/under/content.md' }. Did you mean \"/api/beta\"?",
  )
  expect(r.stderr).toContain(
    `${file}:4:54  sidebar entry under "/api/" group "坏" has collapsed: "yes", not true or false  (sidebar/entry)\n` +
      '  Write each entry as { text, link }, { file } or { text, items: [...] } (with collapsible and collapsed: true or false).',
  )
  expect(r.stderr).toContain('build failed: 3 error(s)')
  expect(r.stderr).not.toMatch(/^\s+at /m)
})
