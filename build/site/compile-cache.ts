import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MarkdownPage, ReadInput } from './read-markdown.ts'

/**
 * Compiled markdown pages on disk, so that a build (or a dev start) compiles only the pages that
 * changed. One file per page, named by a hash of everything its compile depends on:
 *
 *   - the page: its text, its path in content/ and on disk;
 *   - the engine: the source files of the markdown pipeline (ENGINE_FILES) and package-lock.json
 *     (the versions of unified, remark, rehype, shiki, yaml … and what they depend on);
 *   - the site: the config and the public folder's path.
 *
 * Files the compile read besides the page (its images, whose sizes go into the HTML) are listed in
 * the entry with their size and modification time, and checked on every use. An entry that cannot
 * be read, is cut short or does not match its checksum is not trusted: the page is compiled again
 * and the entry written anew.
 */
export interface CompileCache {
  read(input: ReadInput, compile: (input: ReadInput) => Promise<MarkdownPage>): Promise<MarkdownPage>
  /** Pages compiled and pages taken from the cache since it was opened. */
  readonly stats: { compiled: number; cached: number }
}

/** The engine's files that decide what a page compiles to, relative to the project root. */
const ENGINE_FILES = [
  'build/markdown',
  'build/site/read-markdown.ts',
  'build/site/route-path.ts',
  'build/diagnostics.ts',
  'src/shared/types.ts',
  'src/shared/resolve-url.ts',
  'src/shared/normalize-text.ts',
  'package-lock.json',
]

const FORMAT = 1

/** Where the build and the dev server keep compiled pages, relative to the project root. */
export const DEFAULT_CACHE_DIR = '.site-build/cache/pages'

/** An entry's first line; the page follows as JSON on the second. */
interface Header {
  format: typeof FORMAT
  /** sha256 of the second line. */
  sum: string
  reads: { path: string; stamp: string }[]
}

export function openCompileCache(options: { dir: string; root: string; config: unknown; publicDir: string }): CompileCache {
  const salt = createHash('sha256')
  salt.update(`format ${FORMAT}\n`)
  for (const file of ENGINE_FILES.flatMap((f) => filesBelow(join(options.root, f)))) {
    salt.update(file.slice(options.root.length) + '\n')
    salt.update(readFileSync(file))
  }
  salt.update(JSON.stringify(options.config) ?? '')
  salt.update(options.publicDir)
  const prefix = salt.digest('hex')
  const stats = { compiled: 0, cached: 0 }

  const keyOf = (input: ReadInput) =>
    createHash('sha256')
      .update(prefix)
      .update(`\n${input.filePath}\n${input.relativePath}\n${input.projectPath}\n`)
      .update(input.source)
      .digest('hex')

  return {
    stats,
    async read(input, compile) {
      const key = keyOf(input)
      const file = join(options.dir, key.slice(0, 2), `${key}.json`)
      const hit = readEntry(file)
      if (hit) {
        stats.cached++
        return hit
      }
      const page = await compile(input)
      stats.compiled++
      writeEntry(file, page)
      return page
    },
  }
}

/** An entry, or undefined when there is none or it cannot be trusted. */
function readEntry(file: string): MarkdownPage | undefined {
  try {
    const text = readFileSync(file, 'utf8')
    const eol = text.indexOf('\n')
    const header = JSON.parse(text.slice(0, eol)) as Header
    const body = text.slice(eol + 1)
    if (header.format !== FORMAT || sha256(body) !== header.sum) return undefined
    if (header.reads.some((r) => stamp(r.path) !== r.stamp)) return undefined
    return JSON.parse(body) as MarkdownPage
  } catch {
    return undefined
  }
}

function writeEntry(file: string, page: MarkdownPage): void {
  const body = JSON.stringify(page)
  const header: Header = { format: FORMAT, sum: sha256(body), reads: page.reads.map((path) => ({ path, stamp: stamp(path) })) }
  mkdirSync(join(file, '..'), { recursive: true })
  // Written beside and renamed: a reader never sees half an entry, even if the build is killed.
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(header)}\n${body}`)
  renameSync(tmp, file)
}

function stamp(path: string): string {
  if (!existsSync(path)) return 'missing'
  const s = statSync(path)
  return `${s.size}:${s.mtimeMs}`
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function filesBelow(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesBelow(join(path, name)))
}
