/**
 * Runs every example of the book "100 个 gcc 小技巧" against the real gcc, and tests the runner.
 *
 * Every `content/book/100-gcc-tips/NNN-*.md` is one test, found by listing the folder, so a new
 * tip page is checked without touching this file; nothing is skipped. The shape of a page (its
 * sections, a console block) is a build rule (build/lint/book.ts, config `bookRules`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compareOutput, extractExample, runExample } from './gcc-examples.js'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const bookDir = join(repo, 'content/book/100-gcc-tips')
const TIP_FILE = /^\d{3}-.+\.md$/

// Compiling and running sanitizer builds takes a few seconds per page; give slow machines room.
const PAGE_TIMEOUT_MS = 180_000
const COMMAND_TIMEOUT_MS = 60_000

function tipFiles(): string[] {
  return readdirSync(bookDir)
    .filter((f) => TIP_FILE.test(f))
    .sort()
}

const pagePath = (file: string): string => relative(repo, join(bookDir, file))

/**
 * Fails the test with `message`, printed to stderr as well: vitest 5's reporter calls
 * Map.groupBy, which Node 20 lacks, so on Node 20 it crashes before printing failure messages.
 * The stderr copy is shown under the test's name either way.
 */
function fail(message: string): never {
  console.error(message)
  return expect.fail(message)
}

describe('100 个 gcc 小技巧: every example prints what its page shows', () => {
  const files = tipFiles()

  it('finds the tip pages', () => {
    expect(files.length, `no NNN-*.md pages in ${relative(repo, bookDir)}`).toBeGreaterThan(0)
  })

  for (const file of files) {
    it(pagePath(file), { timeout: PAGE_TIMEOUT_MS }, async () => {
      const path = pagePath(file)
      const markdown = readFileSync(join(bookDir, file), 'utf8')

      const example = extractExample(markdown, path)
      const { failures } = await runExample(example, { timeoutMs: COMMAND_TIMEOUT_MS })
      if (failures.length) {
        const report = failures.map((f) => `${path}:${f.line}: $ ${f.cmd}\n${f.diff}`).join('\n\n')
        fail(`${failures.length} of ${example.commands.length} commands print something else:\n\n${report}`)
      }
    })
  }
})

describe('_meta.json', () => {
  it('lists every tip page exactly once, and nothing else', () => {
    const meta = JSON.parse(readFileSync(join(bookDir, '_meta.json'), 'utf8')) as { text: string; items: string[] }[]
    const listed = meta.flatMap((section) => section.items)
    expect(new Set(listed).size, 'a slug is listed twice').toBe(listed.length)
    expect([...listed].sort()).toEqual(tipFiles().map((f) => f.replace(/\.md$/, '')))
  })
})

describe('compareOutput', () => {
  it('accepts identical output', () => {
    expect(compareOutput(['a', 'b'], ['a', 'b'])).toEqual({ ok: true, diff: '' })
  })

  it('ignores trailing whitespace and trailing empty lines', () => {
    expect(compareOutput(['a  ', 'b', '', ''], ['a', 'b\t', '']).ok).toBe(true)
  })

  it('does not ignore leading whitespace or empty lines in the middle', () => {
    expect(compareOutput(['  a'], ['a']).ok).toBe(false)
    expect(compareOutput(['a', '', 'b'], ['a', 'b']).ok).toBe(false)
  })

  it('lets … match any text inside one line, including none', () => {
    expect(compareOutput(['==…==ERROR at 0x…'], ['==1234==ERROR at 0x7ffd12']).ok).toBe(true)
    expect(compareOutput(['pid …'], ['pid ']).ok).toBe(true)
    expect(compareOutput(['pid …'], ['pid 42']).ok).toBe(true)
    expect(compareOutput(['pid …'], ['pidx']).ok).toBe(false)
    expect(compareOutput(['x…'], ['x']).ok).toBe(true)
    expect(compareOutput(['a…b…c'], ['abc']).ok).toBe(true)
    expect(compareOutput(['/tmp/cc….s'], ['/tmp/ccAbC123.s']).ok).toBe(true)
  })

  it('treats regular-expression characters around … literally', () => {
    expect(compareOutput(['x.(…)*'], ['x.(42)*']).ok).toBe(true)
    expect(compareOutput(['x.(…)*'], ['xy(42)*']).ok).toBe(false)
  })

  it('lets a line of ⋮ match zero lines', () => {
    expect(compareOutput(['first', '⋮', 'last'], ['first', 'last']).ok).toBe(true)
  })

  it('lets a line of ⋮ match several lines', () => {
    expect(compareOutput(['first', '⋮', 'last'], ['first', '1', '2', '3', 'last']).ok).toBe(true)
    expect(compareOutput(['⋮'], ['any', 'thing']).ok).toBe(true)
    expect(compareOutput(['head', '⋮'], ['head']).ok).toBe(true)
  })

  it('keeps ⋮ from hiding a difference around it', () => {
    expect(compareOutput(['first', '⋮', 'last'], ['first', '1', 'LAST']).ok).toBe(false)
    expect(compareOutput(['first', '⋮', 'last'], ['1', 'last']).ok).toBe(false)
  })

  it('fails on a mismatch and shows it as -expected/+actual', () => {
    const r = compareOutput(['a', 'b', 'c'], ['a', 'B', 'c'])
    expect(r.ok).toBe(false)
    expect(r.diff.split('\n')).toEqual(['--- expected', '+++ actual', '@@ expected line 1, actual line 1 @@', ' a', '-b', '+B', ' c'])
  })

  it('fails on missing and on extra lines', () => {
    expect(compareOutput(['a', 'b'], ['a']).diff).toContain('\n-b')
    expect(compareOutput(['a'], ['a', 'b']).diff).toContain('\n+b')
    expect(compareOutput([], ['unexpected']).ok).toBe(false)
    expect(compareOutput(['expected'], []).ok).toBe(false)
  })

  it('does not let … run over into the next line', () => {
    // "a…" may take the rest of its own line, never the line "x" after it.
    expect(compareOutput(['a…', 'c'], ['ab', 'x', 'c']).ok).toBe(false)
    expect(compareOutput(['start…end'], ['start', 'end']).ok).toBe(false)
  })

  it('shows only the changed part of a long output, with its line numbers', () => {
    const actual = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`)
    const expected = [...actual]
    expected[29] = 'line thirty'
    const diff = compareOutput(expected, actual).diff
    expect(diff).toContain('@@ expected line 27, actual line 27 @@')
    expect(diff).toContain('-line thirty\n+line 30')
    expect(diff).not.toContain(' line 10\n')
  })
})

describe('extractExample', () => {
  const page = [
    '---', //                                    1
    'title: t', //                               2
    '---', //                                    3
    '```c title="a.c"', //                       4
    'int a;', //                                 5
    '```', //                                    6
    '```c', //                                   7  no title: not a file
    'int ignored;', //                           8
    '```', //                                    9
    '```console', //                             10
    '$ cat a.c', //                              11
    'int b;', //                                 12
    '$ true', //                                 13
    '```', //                                    14
    '```text title="a.c"', //                    15  same name: overwrites
    'int b;', //                                 16
    '```', //                                    17
    '```bash', //                                18  bash is never run
    '$ rm -rf /', //                             19
    '```', //                                    20
  ].join('\n')

  it('reads files and commands with their page lines', () => {
    expect(extractExample(page, 'p.md')).toEqual({
      files: [
        { name: 'a.c', content: 'int a;\n', line: 4 },
        { name: 'a.c', content: 'int b;\n', line: 15 },
      ],
      commands: [
        { cmd: 'cat a.c', expected: ['int b;'], line: 11 },
        { cmd: 'true', expected: [], line: 13 },
      ],
    })
  })

  it('writes a later file of the same name over the earlier one', async () => {
    const { failures } = await runExample(extractExample(page, 'p.md'))
    expect(failures).toEqual([])
  })

  it('rejects output before the first command and unclosed fences', () => {
    expect(() => extractExample('```console\nhello\n$ echo\n```\n', 'p.md')).toThrow('p.md:2')
    expect(() => extractExample('text\n```c title="a.c"\nint a;\n', 'p.md')).toThrow('p.md:2: code fence is never closed')
  })

  it('rejects file names outside the example folder', () => {
    expect(() => extractExample('```c title="../x.c"\n```\n', 'p.md')).toThrow('p.md:1')
    expect(() => extractExample('```c title="/etc/x.c"\n```\n', 'p.md')).toThrow('p.md:1')
  })
})

describe('runExample', () => {
  it('merges stdout and stderr in the order they were written, with LC_ALL=C.UTF-8', async () => {
    const ex = extractExample(
      '```console\n$ echo out; echo err >&2; echo out2\nout\nerr\nout2\n$ echo "$LC_ALL"\nC.UTF-8\n$ cat; echo "stdin at eof"\nstdin at eof\n```\n',
      'p.md',
    )
    expect((await runExample(ex)).failures).toEqual([])
  })

  it('starts in a fresh folder that holds only the page files', async () => {
    const ex = extractExample('```text title="only.txt"\nx\n```\n```console\n$ ls -A\nonly.txt\n$ touch left-over\n```\n', 'p.md')
    expect((await runExample(ex)).failures).toEqual([])
    expect((await runExample(ex)).failures).toEqual([])
  })

  it('reports a command that runs over its time limit', async () => {
    const ex = extractExample('```console\n$ sleep 5\n```\n', 'p.md')
    const { failures } = await runExample(ex, { timeoutMs: 200 })
    expect(failures).toHaveLength(1)
    expect(failures[0].diff).toContain('killed after 200 ms')
  })
})

describe('the runner catches a wrong page (a test of the test)', () => {
  it('reports exactly the command whose expected output was changed', { timeout: PAGE_TIMEOUT_MS }, async () => {
    const file = '008-define-macro.md'
    const path = pagePath(file)
    const original = readFileSync(join(bookDir, file), 'utf8')
    const example = extractExample(original, path)

    // The first command whose first expected line is plain text, without placeholders.
    const target = example.commands.find((c) => c.expected.length > 0 && !/[…⋮]/.test(c.expected[0]))
    expect(target, `${path} has no command with plain expected output to change`).toBeDefined()

    // Its first expected line is the page line right after the command.
    const lines = original.split('\n')
    const outputLine = target!.line // 0-based index of the line after the 1-based command line
    expect(lines[outputLine]).toBe(target!.expected[0])
    lines[outputLine] = lines[outputLine] + ' (changed)'

    const { failures } = await runExample(extractExample(lines.join('\n'), path), { timeoutMs: COMMAND_TIMEOUT_MS })
    expect(failures.map((f) => ({ line: f.line, cmd: f.cmd }))).toEqual([{ line: target!.line, cmd: target!.cmd }])
    expect(failures[0].diff).toContain(`\n-${target!.expected[0]} (changed)\n+${target!.expected[0]}`)
  })
})
