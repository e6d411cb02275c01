/**
 * A config needs only a title: everything else has its default (src/shared/site-config.ts
 * CONFIG_DEFAULTS, resolveConfig). A mistake in it is a diagnostic like any other: the file, the line and column
 * where there is one, what is wrong and the fix, no stack, and each command says in its own words
 * what did not happen (build/cli.ts). The config loads from any folder (build/site/config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './helpers'

/** A folder outside the project. */
const outside = mkdtempSync(join(tmpdir(), 'site-config-'))
const out = join(root, '.site-build', `config-errors-${process.pid}`)

const cli = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['build/cli.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 })
  return { status: r.status, stderr: r.stderr, stdout: r.stdout }
}

beforeAll(() => {
  mkdirSync(out, { recursive: true })
  writeFileSync(join(outside, 'mini.config.ts'), "export default { title: 'Mini' }\n")
  writeFileSync(join(outside, 'unclosed.config.ts'), "export default {\n  title: 'Mini',\n  themeConfig: { nav: [\n}\n")
  writeFileSync(join(outside, 'throws.config.ts'), 'const base = undefined as unknown as { x: string }\nexport default { title: base.x }\n')
})
afterAll(() => {
  rmSync(outside, { recursive: true, force: true })
  rmSync(out, { recursive: true, force: true })
})

describe('a config of only a title', () => {
  it('builds the fixture site from a folder outside the project, with the defaults, and warns once that url is not set', () => {
    const r = cli(
      'build',
      '--config',
      join(outside, 'mini.config.ts'),
      '--content',
      'tests/fixtures/site/content',
      '--out',
      join(out, 'mini'),
    )
    expect(r.status, r.stderr).toBe(0)
    expect(r.stderr).toContain('the config has no url: canonical links, the feeds and the sitemap name pages by path only  (config/url)')
    const home = readFileSync(join(out, 'mini/index.html'), 'utf8')
    expect(home).toContain('<html lang="en-US">')
    expect(home).toContain('<title>Mini</title>')
    // No nav items, no logo image, no icon link: nothing the config did not give.
    expect(home).not.toMatch(/site-nav__items/)
    expect(home).not.toMatch(/<link rel="icon"/)
    expect(home).toMatch(/<a class="site-nav__brand" href="\/"><span>Mini<\/span><\/a>/)
    expect(existsSync(join(out, 'mini/blog/2025/alpha.html'))).toBe(true)
  })
})

describe('config errors', () => {
  it('a file that does not exist: preview says it did not start, not that a build failed', () => {
    const r = cli('preview', '--config', 'nope.ts', '--port', '0')
    expect(r.status).toBe(1)
    expect(r.stderr).toBe(
      'nope.ts:1:1  config file nope.ts does not exist  (config/file)\n  Give an existing one with --config FILE.\n\nthe preview server did not start: 1 error(s).\n',
    )
  })

  it('a syntax error, at its line and column in a config outside the project; the build leaves dist/ as it was', () => {
    const file = join(outside, 'unclosed.config.ts')
    const r = cli('build', '--config', file, '--out', out)
    expect(r.status).toBe(1)
    // The parser stops at the `}` of line 4; the mistake is the `[` of line 3 that is never closed.
    expect(r.stderr).toContain(`${file}:3:23  the config does not parse: \`[\` is never closed  (config/syntax)\n  Close it with \`]\``)
    expect(r.stderr).not.toMatch(/\n\s+at /)
    expect(r.stderr).toContain('build failed: 1 error(s); dist/ was left as it was.')
  })

  it('a config that throws when it runs: what it threw, and no stack', () => {
    const r = cli('preview', '--config', join(outside, 'throws.config.ts'), '--port', '0')
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(
      /throws\.config\.ts:1:1 {2}the config could not be loaded: .*Cannot read properties of undefined \(reading 'x'\) {2}\(config\/load\)/,
    )
    expect(r.stderr).not.toMatch(/\n\s+at /)
    expect(r.stderr).toContain('the preview server did not start: 1 error(s).')
  })
})
