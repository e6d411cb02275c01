/**
 * `npm test`: makes sure the machine has what the suites need, runs every suite with vitest and
 * ends with one line `N passed, N failed` summing them.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { missingPackages, readPackageList } from './system-packages.ts'

const root = join(import.meta.dirname, '..')
const missing = missingPackages(readPackageList(join(root, '.ci/packages')))
if (missing.length) {
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(', ')} (listed in .ci/packages). Install with:\n  sudo ${command}`)
    process.exit(1)
  }
  console.log(`installing ${missing.join(' ')} …`)
  const r = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

mkdirSync(join(root, '.site-build'), { recursive: true })
const results = join(root, '.site-build', 'test-results.json')
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root },
)
let passed = 0
let failed = 0
if (existsSync(results)) {
  const json = JSON.parse(readFileSync(results, 'utf8'))
  passed = json.numPassedTests
  // A file that fails before any test runs (a syntax error, a failing hook) counts once.
  const brokenFiles = json.testResults.filter(
    (r: { status: string; assertionResults: unknown[] }) => r.status === 'failed' && r.assertionResults.length === 0,
  )
  failed = json.numFailedTests + brokenFiles.length
}
if (run.status !== 0 && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(run.status ?? 1)
