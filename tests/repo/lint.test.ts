/**
 * The code's own rules, run by `npm test`: oxlint (.oxlintrc.json: correctness rules, no import
 * cycles, and which folder may import which) and prettier (.prettierrc.json). Each rule the
 * layout depends on is also tried on a file that breaks it, so the check is known to bite.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'

const root = join(import.meta.dirname, '../..')
const SOURCES = ['build', 'src', 'tests', 'vite.config.ts']

interface LintDiagnostic {
  code: string
  help?: string
  filename: string
  labels: { span: { line: number; column: number } }[]
}

function oxlint(paths: string[]): LintDiagnostic[] {
  const r = spawnSync(process.execPath, [join(root, 'node_modules/oxlint/bin/oxlint'), '--format', 'json', '--deny-warnings', ...paths], {
    cwd: root,
    encoding: 'utf8',
  })
  if (r.error || !r.stdout.trim().startsWith('{')) throw new Error(`oxlint did not run: ${r.error?.message ?? r.stderr}`)
  return (JSON.parse(r.stdout) as { diagnostics: LintDiagnostic[] }).diagnostics
}

function prettierListDifferent(paths: string[]): string[] {
  const r = spawnSync(process.execPath, [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--list-different', ...paths], {
    cwd: root,
    encoding: 'utf8',
  })
  if (r.error || (r.status !== 0 && r.status !== 1)) throw new Error(`prettier did not run: ${r.error?.message ?? r.stderr}`)
  return r.stdout.split('\n').filter(Boolean)
}

const where = (d: LintDiagnostic) => `${d.filename}:${d.labels[0]?.span.line}:${d.labels[0]?.span.column}  ${d.code}  ${d.help ?? ''}`

/** A file written for one test, in a folder of its own that no source uses, removed after it. */
function probe(file: string, text: string): string {
  const dir = join(root, dirname(file))
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(root, file), text)
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return file
}

describe('lint', () => {
  it('build/, src/ and tests/ have no lint errors', () => {
    expect(oxlint(SOURCES).map(where)).toEqual([])
  })

  it.each([
    [
      'build/__lint_probe__/a.ts',
      `import { theme } from '../../src/theme/config'\nexport const a = theme`,
      'build/ imports only src/shared/',
    ],
    [
      'src/shared/__lint_probe__/a.ts',
      `import { theme } from '../../theme/config'\nexport const a = theme`,
      'src/shared/ is imported by build/',
    ],
    ['src/theme/__lint_probe__/a.ts', `import { App } from '../../app/App'\nexport const a = App`, 'src/theme/ is below the app'],
    [
      'src/client/__lint_probe__/a.ts',
      `import { theme } from '../../theme/config'\nexport const a = theme`,
      'src/client/ is below the theme',
    ],
    [
      'src/router/__lint_probe__/a.ts',
      `import { theme } from '../../theme/config'\nexport const a = theme`,
      'src/router/ imports only src/shared/',
    ],
    [
      'src/search/__lint_probe__/a.ts',
      `import { useRoutes } from '../../router/routes'\nexport const a = useRoutes`,
      'src/search/ and src/blog/ import only',
    ],
    [
      'src/app/__lint_probe__/a.ts',
      `import { buildSite } from '../../../build/build'\nexport const a = buildSite`,
      'The app does not import the engine',
    ],
  ])('a forbidden import fails it: %s', (file, text, message) => {
    const found = oxlint([probe(file, text)])
    expect(found.map((d) => [d.filename, d.code, d.labels[0]?.span.line])).toEqual([[file, 'eslint(no-restricted-imports)', 1]])
    expect(found[0].help).toContain(message)
  })

  it('an import cycle fails it', () => {
    const a = probe('src/shared/__lint_cycle__/a.ts', `import { b } from './b'\nexport const a = () => b`)
    const b = probe('src/shared/__lint_cycle__/b.ts', `import { a } from './a'\nexport const b = () => a`)
    expect(
      oxlint([a, b])
        .map((d) => [d.filename, d.code])
        .sort(),
    ).toEqual([
      [a, 'import(no-cycle)'],
      [b, 'import(no-cycle)'],
    ])
  })
})

describe('format', () => {
  it('build/, src/ and tests/ are formatted by prettier', () => {
    expect(prettierListDifferent(SOURCES)).toEqual([])
  })

  it('an unformatted file fails it', () => {
    const file = probe('build/__format_probe__/a.ts', `export const a  =  { b:1 };\n`)
    expect(prettierListDifferent([file])).toEqual([file])
  })
})
