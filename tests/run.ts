/**
 * `npm test`: makes sure the machine has what the suites need, runs every suite with vitest and
 * ends with one line `N passed, N failed` summing them.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const need: { what: string; found: () => boolean; pkg: string }[] = [
  { what: 'Chromium', found: () => existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium'), pkg: 'chromium' },
  { what: 'gcc', found: () => spawnSync('gcc', ['--version']).status === 0, pkg: 'gcc' },
  { what: 'g++', found: () => spawnSync('g++', ['--version']).status === 0, pkg: 'g++' },
  { what: 'the C library headers', found: () => existsSync('/usr/include/stdio.h'), pkg: 'libc6-dev' },
  { what: 'binutils', found: () => spawnSync('readelf', ['--version']).status === 0, pkg: 'binutils' },
  { what: 'zbarimg', found: () => spawnSync('zbarimg', ['--version']).status === 0, pkg: 'zbar-tools' },
  { what: 'qrencode', found: () => spawnSync('qrencode', ['--version']).status === 0, pkg: 'qrencode' },
  { what: 'ImageMagick', found: () => spawnSync('dpkg', ['-s', 'imagemagick']).status === 0, pkg: 'imagemagick' },
  { what: 'nginx', found: () => existsSync('/usr/sbin/nginx'), pkg: 'nginx' },
  { what: 'CJK fonts', found: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'), pkg: 'fonts-noto-cjk' },
]
const missing = need.filter((n) => !n.found())
if (missing.length) {
  const pkgs = missing.map((m) => m.pkg).join(' ')
  const command = `apt-get update && apt-get install -y ${pkgs}`
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.map((m) => m.what).join(', ')}. Install with:\n  sudo ${command}`)
    process.exit(1)
  }
  console.log(`installing ${pkgs} …`)
  const r = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

mkdirSync(join(root, '.site-build'), { recursive: true })
const results = join(root, '.site-build', 'test-results.json')
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root },
)
let passed = 0
let failed = 0
if (existsSync(results)) {
  const json = JSON.parse(readFileSync(results, 'utf8'))
  passed = json.numPassedTests
  // A file that fails before any test runs (a syntax error, a failing hook) counts once.
  const brokenFiles = json.testResults.filter((r: { status: string; assertionResults: unknown[] }) => r.status === 'failed' && r.assertionResults.length === 0)
  failed = json.numFailedTests + brokenFiles.length
}
if (run.status !== 0 && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status ?? 1)
