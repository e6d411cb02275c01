/**
 * Runs the examples of the book "100 个 gcc 小技巧" the way its pages describe them.
 *
 * The convention (see the book's overview page):
 * - a code fence with `title="NAME"` is an example file, written to NAME in an empty folder,
 *   in page order; a later fence with the same NAME overwrites the earlier one;
 * - in a ```console fence every line starting with `$ ` is a command, run with `bash -c` in that
 *   folder; the lines after it, up to the next `$ ` line or the end of the fence, are its
 *   expected output (stdout and stderr merged, exit status not compared);
 * - lines are compared after trimming trailing whitespace, trailing empty lines are ignored;
 * - `…` (U+2026) in an expected line matches any text within that one line, and an expected line
 *   that is exactly `⋮` (U+22EE) matches any number of whole lines, including none.
 *
 * Input → output of the two pure parts:
 *   extractExample("```c title=\"a.c\"\nint x;\n```\n```console\n$ ls\na.c\n```", "p.md")
 *     → { files: [{ name: "a.c", content: "int x;\n", line: 1 }],
 *         commands: [{ cmd: "ls", expected: ["a.c"], line: 5 }] }
 *   compareOutput(["pid …", "⋮", "end"], ["pid 42", "x", "y", "end"]) → { ok: true, diff: "" }
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, normalize, sep } from 'node:path'

export interface ExampleFile {
  name: string
  content: string
  /** 1-based line of the opening fence in the page */
  line: number
}

export interface ExampleCommand {
  /** the command without its `$ ` prompt */
  cmd: string
  expected: string[]
  /** 1-based line of the `$ ` line in the page */
  line: number
}

export interface Example {
  files: ExampleFile[]
  commands: ExampleCommand[]
}

export interface CompareResult {
  ok: boolean
  diff: string
}

export interface CommandFailure {
  line: number
  cmd: string
  diff: string
}

export const ELLIPSIS = '\u2026' // …
export const VERTICAL_ELLIPSIS = '\u22ee' // ⋮

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/
const TITLE_META = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/

/**
 * Reads the example files and console commands of one page. Throws an error naming
 * `file:line` for a page the runner cannot read unambiguously (an unclosed fence, output in a
 * console fence before its first command, an unsafe file name), so such a page fails loudly.
 */
export function extractExample(markdown: string, file: string): Example {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const files: ExampleFile[] = []
  const commands: ExampleCommand[] = []

  let i = 0
  while (i < lines.length) {
    const open = FENCE_OPEN.exec(lines[i])
    // A backtick fence's info string may not contain backticks (CommonMark), so "```x```" is
    // inline code, not a fence.
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) {
      i++
      continue
    }
    const [, indent, marker, infoRaw] = open
    const info = infoRaw.trim()
    const lang = info.split(/[\s{]/)[0].toLowerCase()
    const openLine = i + 1
    const body: string[] = []
    let closed = false
    for (i++; i < lines.length; i++) {
      const l = lines[i]
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(l)
      if (close && close[1][0] === marker[0] && close[1].length >= marker.length) {
        closed = true
        i++
        break
      }
      // Content lines of an indented fence lose up to as much indentation as the fence has.
      body.push(stripIndent(l, indent.length))
    }
    if (!closed) throw new Error(`${file}:${openLine}: code fence is never closed`)

    const title = TITLE_META.exec(info.slice(lang.length))
    if (title) {
      const name = title[1] ?? title[2] ?? title[3]
      checkFileName(name, file, openLine)
      files.push({ name, content: body.length ? body.join('\n') + '\n' : '', line: openLine })
    }
    if (lang === 'console') commands.push(...readConsole(body, openLine, file))
  }
  return { files, commands }
}

function stripIndent(line: string, n: number): string {
  let k = 0
  while (k < n && line[k] === ' ') k++
  return line.slice(k)
}

function checkFileName(name: string, file: string, line: number): void {
  const norm = normalize(name)
  if (!name || isAbsolute(name) || norm === '..' || norm.startsWith('..' + sep)) {
    throw new Error(`${file}:${line}: example file name "${name}" must be a relative path inside the example folder`)
  }
}

function readConsole(body: string[], openLine: number, file: string): ExampleCommand[] {
  const out: ExampleCommand[] = []
  body.forEach((l, k) => {
    const line = openLine + 1 + k
    if (l.startsWith('$ ')) {
      out.push({ cmd: l.slice(2), expected: [], line })
    } else if (out.length) {
      out[out.length - 1].expected.push(l)
    } else if (l.trim() !== '') {
      throw new Error(`${file}:${line}: console fence has output before its first "$ " command: "${l}"`)
    }
  })
  return out
}

/** Trims trailing whitespace of every line and drops trailing empty lines. */
export function normalizeLines(lines: string[]): string[] {
  const out = lines.map((l) => l.replace(/\s+$/u, ''))
  while (out.length && out[out.length - 1] === '') out.pop()
  return out
}

/** Splits process output into lines; a final newline does not start another line. */
export function splitOutput(text: string): string[] {
  if (text === '') return []
  return text.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n')
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Does one actual line match one expected line (with `…` inside it)? */
export function lineMatches(expected: string, actual: string): boolean {
  if (!expected.includes(ELLIPSIS)) return expected === actual
  const parts = expected.split(ELLIPSIS).map(escapeRegExp)
  let source = parts.join('.*')
  // Actual lines lose their trailing whitespace, so in "pid …" the space before a final `…` must
  // be optional together with it: "pid …" matches "pid" and "pid 42", not "pidx".
  const beforeLast = parts[parts.length - 2]
  const space = /\s+$/u.exec(beforeLast)
  if (parts[parts.length - 1] === '' && space) {
    source = [...parts.slice(0, -2), beforeLast.slice(0, space.index)].join('.*') + `(?:${space[0]}.*)?`
  }
  // One actual line never contains a newline, so `.*` here cannot run into the next line.
  return new RegExp('^' + source + '$', 'su').test(actual)
}

type Step = { op: 'same' | 'skip' | 'del' | 'add'; e?: number; a?: number }

/**
 * Compares expected lines (with placeholders) against actual output lines.
 *
 * Both sides are aligned with an edit-distance table where matching a line, letting `⋮` take an
 * actual line, and ending a `⋮` cost nothing, and a missing or extra line costs one. The output
 * matches when the cheapest alignment costs nothing; otherwise that alignment is the diff, so the
 * diff shows the lines that really differ instead of everything after the first difference.
 */
export function compareOutput(expected: string[], actual: string[]): CompareResult {
  const exp = normalizeLines(expected)
  const act = normalizeLines(actual)
  const n = exp.length
  const m = act.length
  const isVert = exp.map((l) => l === VERTICAL_ELLIPSIS)
  // cost[i][j]: cheapest alignment of exp[i..] with act[j..]
  const cost: number[][] = Array.from({ length: n + 1 }, () => Array.from({ length: m + 1 }, () => 0))
  for (let i = n; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      if (i === n) {
        cost[i][j] = m - j
        continue
      }
      let best = cost[i + 1][j] + (isVert[i] ? 0 : 1)
      if (j < m) {
        if (isVert[i]) best = Math.min(best, cost[i][j + 1])
        else if (lineMatches(exp[i], act[j])) best = Math.min(best, cost[i + 1][j + 1])
        best = Math.min(best, cost[i][j + 1] + 1)
      }
      cost[i][j] = best
    }
  }
  if (cost[0][0] === 0) return { ok: true, diff: '' }

  const steps: Step[] = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i === n) {
      steps.push({ op: 'add', a: j++ })
      continue
    }
    const here = cost[i][j]
    if (isVert[i]) {
      if (j < m && cost[i][j + 1] === here) steps.push({ op: 'skip', e: i, a: j++ })
      else if (cost[i + 1][j] === here) i++
      else steps.push({ op: 'add', a: j++ })
      continue
    }
    if (j < m && lineMatches(exp[i], act[j]) && cost[i + 1][j + 1] === here) {
      steps.push({ op: 'same', e: i++, a: j++ })
    } else if (cost[i + 1][j] + 1 === here) {
      steps.push({ op: 'del', e: i++ })
    } else {
      steps.push({ op: 'add', a: j++ })
    }
  }
  return { ok: false, diff: formatDiff(steps, exp, act) }
}

const CONTEXT = 3

function formatDiff(steps: Step[], exp: string[], act: string[]): string {
  const show = (s: Step): string => {
    if (s.op === 'del') return '-' + exp[s.e!]
    if (s.op === 'add') return '+' + act[s.a!]
    if (s.op === 'skip') return ' ' + act[s.a!] + `   (${VERTICAL_ELLIPSIS})`
    return ' ' + act[s.a!]
  }
  const changed = steps.map((s) => s.op === 'del' || s.op === 'add')
  const keep = steps.map((_, k) => {
    for (let d = -CONTEXT; d <= CONTEXT; d++) if (changed[k + d]) return true
    return false
  })
  const out = ['--- expected', '+++ actual']
  let k = 0
  while (k < steps.length) {
    if (!keep[k]) {
      k++
      continue
    }
    let end = k
    while (end < steps.length && keep[end]) end++
    const hunk = steps.slice(k, end)
    const firstE = hunk.find((s) => s.e !== undefined && s.op !== 'skip')?.e
    const firstA = hunk.find((s) => s.a !== undefined)?.a
    out.push(`@@ expected line ${firstE === undefined ? '-' : firstE + 1}, actual line ${firstA === undefined ? '-' : firstA + 1} @@`)
    for (const s of hunk) out.push(show(s))
    k = end
  }
  return out.join('\n')
}

export interface RunOptions {
  /** limit for each command, in milliseconds (default 60 000) */
  timeoutMs?: number
}

/**
 * Runs one page's example: a fresh temporary folder, every file written first, then every
 * command in order. Returns the commands whose output did not match. The folder is removed
 * afterwards, also when a command fails or times out.
 */
export async function runExample(ex: Example, options: RunOptions = {}): Promise<{ failures: CommandFailure[] }> {
  const timeoutMs = options.timeoutMs ?? 60_000
  // The output file lives beside the work folder, not in it, so `ls` in an example never sees it.
  const root = mkdtempSync(join(tmpdir(), 'gcc-tip-'))
  const work = join(root, 'work')
  const outFile = join(root, 'output')
  mkdirSync(work)
  const failures: CommandFailure[] = []
  try {
    for (const f of ex.files) {
      const path = join(work, f.name)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, f.content)
    }
    for (const c of ex.commands) {
      const { output, timedOut } = await runCommand(c.cmd, work, outFile, timeoutMs)
      const actual = splitOutput(output)
      if (timedOut) actual.push(`[runner: command killed after ${timeoutMs} ms]`)
      const result = compareOutput(c.expected, actual)
      if (!result.ok || timedOut) {
        failures.push({ line: c.line, cmd: c.cmd, diff: result.diff || '[runner: timed out]' })
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
  return { failures }
}

/**
 * A small, fixed environment: the pages must print the same on every machine, so nothing from
 * the caller's shell (CFLAGS, GCC_COLORS, TERM, a vitest variable) may change gcc's output.
 * Without TERM and without a terminal on stdout, gcc prints no colours unless a page forces them.
 */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
    LC_ALL: 'C.UTF-8',
  }
  if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR
  return env
}

function runCommand(cmd: string, cwd: string, outFile: string, timeoutMs: number): Promise<{ output: string; timedOut: boolean }> {
  // stdout and stderr share one file descriptor, so their lines keep the order in which the
  // program wrote them (two pipes would interleave by arrival).
  const fd = openSync(outFile, 'w')
  return new Promise((resolve, reject) => {
    let timedOut = false
    const child = spawn('bash', ['-c', cmd], {
      cwd,
      env: commandEnv(),
      // stdin is /dev/null: a program that reads it gets end-of-file at once.
      stdio: ['ignore', fd, fd],
      // its own process group, so a timeout also ends the programs bash started
      detached: true,
    })
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }, timeoutMs)
    const finish = (): void => {
      clearTimeout(timer)
      closeSync(fd)
    }
    child.on('error', (err) => {
      finish()
      reject(err)
    })
    child.on('close', () => {
      finish()
      resolve({ output: readFileSync(outFile, 'utf8'), timedOut })
    })
  })
}
