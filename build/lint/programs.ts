/**
 * The expensive content rule: a ```c or ```cpp block marked `program` compiles with
 * `gcc -fsyntax-only -Wall` / `g++ -std=c++17 -fsyntax-only -Wall` without any diagnostic (a
 * warning fails too, as with -Werror, since -Wall would otherwise change nothing). Compiler lines
 * are mapped back to the page's lines. It runs in `npm test` (tests/content/), over the same Page
 * records the build reads, not in every build.
 *
 *   content/blog/2017/a.md:23:12  program block does not compile cleanly with gcc -fsyntax-only -Wall: error: …  (articles/program)
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Diagnostic } from '../diagnostics.ts'
import type { PageRecord } from '../site/record.ts'

interface Program {
  /** The page's path as messages print it. */
  file: string
  line: number
  column: number
  lang: 'c' | 'cpp'
  source: string
  name: string
}

const run = promisify(execFile)
/** Plain ASCII quotes in compiler messages, whatever the machine's locale. */
const C_LOCALE = { ...process.env, LC_ALL: 'C' }

export const COMPILERS = {
  c: { cmd: 'gcc', args: ['-fsyntax-only', '-Wall'], ext: '.c' },
  cpp: { cmd: 'g++', args: ['-std=c++17', '-fsyntax-only', '-Wall'], ext: '.cpp' },
} as const

/**
 * Compiles every `program` block of the pages, a few child processes at a time, in one
 * temporary folder. With `cacheDir`, a result is reused while the compiler and the block stay
 * the same.
 */
export async function lintPrograms(pages: Iterable<PageRecord>, options: { cacheDir?: string } = {}): Promise<Diagnostic[]> {
  const { cacheDir } = options
  const programs: Program[] = []
  for (const page of pages) {
    for (const { lang, line, column, code } of page.body?.programs ?? []) {
      programs.push({ file: page.projectPath, line, column, lang, source: code, name: `block${COMPILERS[lang].ext}` })
    }
  }
  if (!programs.length) return []
  const dir = mkdtempSync(join(tmpdir(), 'article-programs-'))
  const out: Diagnostic[] = []
  const versions = cacheDir ? await compilerVersions(programs) : {}
  try {
    let next = 0
    const worker = async () => {
      while (next < programs.length) {
        const p = programs[next++]
        const { cmd, args } = COMPILERS[p.lang]
        const key =
          cacheDir &&
          createHash('sha256')
            .update(JSON.stringify([versions[cmd], args, p.source]))
            .digest('hex')
        const cached = key ? join(cacheDir!, `${key}.txt`) : undefined
        let stderr = cached && existsSync(cached) ? readFileSync(cached, 'utf8') : undefined
        if (stderr === undefined) {
          // One folder per block: the file name stays `block.c`, so the messages (and the cache)
          // do not depend on where the block sits in its article.
          const own = join(dir, String(programs.indexOf(p)))
          mkdirSync(own)
          writeFileSync(join(own, p.name), p.source)
          const r = await compileOne(p, own)
          if ('missing' in r) {
            out.push(r.missing)
            continue
          }
          stderr = r.stderr
          if (cached) {
            mkdirSync(cacheDir!, { recursive: true })
            writeFileSync(cached, stderr)
          }
        }
        out.push(...toDiagnostics(p, stderr))
      }
    }
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), programs.length) }, worker))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return out
}

/** `gcc --version` of each compiler the blocks need: a new compiler invalidates cached results. */
async function compilerVersions(programs: Program[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const cmd of new Set(programs.map((p) => COMPILERS[p.lang].cmd))) {
    out[cmd] = await run(cmd, ['--version'], { encoding: 'utf8' }).then(
      (r) => r.stdout,
      () => 'missing',
    )
  }
  return out
}

/** The compiler's messages for one block (empty when it is clean), or a diagnostic when the compiler is missing. */
async function compileOne(p: Program, dir: string): Promise<{ stderr: string } | { missing: Diagnostic }> {
  const { cmd, args } = COMPILERS[p.lang]
  try {
    return { stderr: (await run(cmd, [...args, '-fno-diagnostics-color', p.name], { cwd: dir, encoding: 'utf8', env: C_LOCALE })).stderr }
  } catch (e) {
    const err = e as { stderr?: string; code?: string | number; message: string }
    if (err.code === 'ENOENT') {
      return {
        missing: {
          file: p.file,
          line: p.line,
          column: p.column,
          rule: 'articles/program',
          reason: `cannot run ${cmd} to check this program block`,
          hint: `Install it (Debian: apt-get install ${cmd}).`,
          fatal: true,
        },
      }
    }
    return { stderr: err.stderr || err.message }
  }
}

/** `name.c:7:5: error: …` → the article's line: line 1 of the block is the line after the opening fence. */
function toDiagnostics(p: Program, stderr: string): Diagnostic[] {
  if (!stderr.trim()) return []
  const { cmd, args } = COMPILERS[p.lang]
  const command = `${cmd} ${args.join(' ')}`
  const diagnostics: Diagnostic[] = []
  const re = new RegExp(`^${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+): (?:fatal )?(error|warning): (.*)$`, 'gm')
  const full = stderr.split(p.name).join(`${p.file} (block at line ${p.line})`)
  for (const m of stderr.matchAll(re)) {
    diagnostics.push({
      file: p.file,
      line: p.line + Number(m[1]),
      column: Number(m[2]),
      rule: 'articles/program',
      reason: `program block does not compile cleanly with ${command}: ${m[3]}: ${m[4]}`,
      hint: `Fix the code, or drop the meta word \`program\` if the block is not a complete program.\n${indent(full)}`,
      fatal: true,
    })
  }
  if (!diagnostics.length) {
    diagnostics.push({
      file: p.file,
      line: p.line,
      column: p.column,
      rule: 'articles/program',
      reason: `program block does not compile cleanly with ${command}`,
      hint: indent(full),
      fatal: true,
    })
  }
  return diagnostics
}

function indent(s: string): string {
  return s
    .trimEnd()
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')
}
