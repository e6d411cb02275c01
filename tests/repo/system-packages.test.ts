/**
 * `.ci/packages` is the one list of what the machine needs. These tests prove that a machine set
 * up from it has everything the pages and tests use: each header a `program` block includes
 * (followed through every nested include), each command the tests start and each command a book
 * page runs comes from a listed package or from one that a listed package depends on.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractExample } from '../book/gcc-examples.ts'
import { loadSite } from '../../build/site/loader.ts'
import { loadConfig } from '../../build/site/config.ts'
import { ownersOf, packageClosure, readInstalled, readPackageList } from '../system-packages.ts'

const root = join(import.meta.dirname, '../..')
const list = readPackageList(join(root, '.ci/packages'))
const installed = readInstalled()
const closure = packageClosure(
  list.map((p) => p.name),
  installed,
  { base: true },
)

function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : walk(join(dir, e.name), ext)) : ext.test(e.name) ? [join(dir, e.name)] : [],
  )
}

/**
 * The command name of each simple command in a shell line, quotes respected:
 * `LC_ALL=C gcc -E 'a|b' && ./a.out | grep -c x` → ['gcc', './a.out', 'grep'].
 */
function commandNames(line: string): string[] {
  const names: string[] = []
  let words: string[] = []
  let word = ''
  let quote = ''
  const endWord = () => {
    if (word) words.push(word)
    word = ''
  }
  const endCommand = () => {
    endWord()
    const name = words.find((w) => !/^\w+=/.test(w))
    if (name) names.push(name)
    words = []
  }
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quote) {
      if (ch === quote) quote = ''
      else word += ch
    } else if (ch === "'" || ch === '"') quote = ch
    else if (ch === '&' && (line[i - 1] === '>' || line[i + 1] === '>')) word += ch
    else if (ch === '|' || ch === ';' || ch === '&') {
      endCommand()
      if (line[i + 1] === ch) i++
    } else if (/\s/.test(ch)) endWord()
    else word += ch
  }
  endCommand()
  return names
}

/** Where a file that is not in the closure came from, in words an author can act on. */
function explain(file: string, owner: string | undefined): string {
  return owner
    ? `${file} comes from the package ${owner}, which .ci/packages does not list (nor anything it depends on): add it`
    : `${file} belongs to no Debian package`
}

describe('.ci/packages', () => {
  it('names, for each package, files that the package (or one it depends on) really installs', () => {
    const owners = ownersOf(list.flatMap((p) => p.files))
    // /usr/bin/convert is imagemagick's through imagemagick-6.q16, which it depends on.
    const wrong = list.flatMap((p) => {
      const own = packageClosure([p.name], installed, { base: false })
      return p.files
        .filter((f) => !own.has(owners.get(f)!))
        .map((f) => `${p.name}: ${f} belongs to ${owners.get(f) ?? 'no package (or is missing)'}`)
    })
    expect(wrong).toEqual([])
  })

  it('is the list the README tells a reader to install', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const line = /^\s*sudo apt-get install -y --no-install-recommends (.+)$/m.exec(readme)
    expect(line, 'README.md has no "sudo apt-get install -y --no-install-recommends …" line').not.toBeNull()
    expect(line![1].trim().split(/\s+/)).toEqual(list.map((p) => p.name))
  })

  it('provides every header that a program block includes, down to the last nested include', async () => {
    // The blocks as the build reads them (build/markdown/pipeline.ts).
    const site = await loadSite({ root, config: await loadConfig(root) })
    const dir = mkdtempSync(join(tmpdir(), 'headers-'))
    const problems: string[] = []
    const headers = new Map<string, string>()
    let blocks = 0
    try {
      for (const page of site.pages.values()) {
        const rel = page.projectPath
        for (const fence of page.body?.programs ?? []) {
          const cpp = fence.lang === 'cpp'
          blocks++
          const src = join(dir, cpp ? 'block.cpp' : 'block.c')
          writeFileSync(src, fence.code)
          // -M lists every file the preprocessor opens, the block's own headers and theirs.
          const r = spawnSync(cpp ? 'g++' : 'gcc', [...(cpp ? ['-std=c++17'] : []), '-M', src], {
            encoding: 'utf8',
            env: { ...process.env, LC_ALL: 'C' },
          })
          if (r.status !== 0) {
            const missing = /fatal error: (\S+): No such file/.exec(r.stderr)?.[1]
            problems.push(
              `${rel}:${fence.line}: ${missing ? `<${missing}> is not on this machine: add the package that installs it to .ci/packages` : r.stderr.trim()}`,
            )
            continue
          }
          for (const h of r.stdout.replace(/\\\n/g, ' ').split(/\s+/).slice(2)) {
            if (h.startsWith('/') && !headers.has(h)) headers.set(h, `${rel}:${fence.line}`)
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const owners = ownersOf([...headers.keys()])
    for (const [h, where] of headers) {
      const owner = owners.get(h)
      if (!owner || !closure.has(owner)) problems.push(`${where}: ${explain(h, owner)}`)
    }
    expect(blocks).toBeGreaterThan(20)
    expect(problems).toEqual([])
  })

  it('provides every command that the tests start and that the book pages run', () => {
    const commands = new Map<string, string>()
    // Commands the test and build code starts by name: spawn('zbarimg', …), execFileSync('convert', …), cmd: 'gcc'.
    const START = /(?:spawn|spawnSync|execFile|execFileSync|run)\(\s*'([a-z][\w+.-]*)'|\bcmd: '([a-z][\w+.-]*)'/g
    for (const file of [...walk(join(root, 'tests'), /\.tsx?$/), ...walk(join(root, 'build'), /\.ts$/)]) {
      for (const m of readFileSync(file, 'utf8').matchAll(START)) commands.set(m[1] ?? m[2], relative(root, file))
    }
    const book = join(root, 'content/book/100-gcc-tips')
    for (const name of readdirSync(book).filter((f) => /^\d{3}-.+\.md$/.test(f))) {
      const page = relative(root, join(book, name))
      for (const c of extractExample(readFileSync(join(book, name), 'utf8'), page).commands) {
        // Each simple command of a line: `gcc a.c && ./a.out | grep x` → gcc, ./a.out, grep.
        for (const word of commandNames(c.cmd)) if (!word.includes('/')) commands.set(word, `${page}:${c.line}`)
      }
    }
    expect(commands.has('gcc') && commands.has('zbarimg') && commands.has('readelf')).toBe(true)
    const problems: string[] = []
    const paths = new Map<string, string>()
    for (const [cmd, where] of commands) {
      // Looked up on Debian's own PATH: a fresh machine has nothing in /usr/local.
      const r = spawnSync('bash', ['-c', 'type -t "$1" && command -v "$1"', 'bash', cmd], {
        encoding: 'utf8',
        env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' },
      })
      const [kind, path] = r.stdout.trim().split('\n')
      if (kind === 'builtin' || kind === 'keyword') continue
      if (r.status !== 0 || kind !== 'file')
        problems.push(`${where}: runs "${cmd}", which is not on this machine: add the package that installs it to .ci/packages`)
      else paths.set(path, `${where}: "${cmd}"`)
    }
    const owners = ownersOf([...paths.keys()])
    for (const [path, where] of paths) {
      const owner = owners.get(path)
      if (!owner || !closure.has(owner)) problems.push(`${where}: ${explain(path, owner)}`)
    }
    expect(problems).toEqual([])
  })
})
