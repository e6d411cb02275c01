import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { openCacheDir } from '../cache/cache-dir.ts'
import { moduleGraph } from '../cache/module-graph.ts'
import { join } from 'node:path'
import type { MarkdownPage, ReadInput } from './read-markdown.ts'

/**
 * Compiled markdown pages on disk, so that a build (or a dev start) compiles only the pages that
 * changed. One file per page, named by a hash of everything its compile depends on:
 *
 *   - the page: its text, its path in content/ and on disk;
 *   - the engine: every project file the compile imports, found by following the imports of its
 *     entry (COMPILE_ENTRY, build/cache/module-graph.ts), and package-lock.json (the versions of
 *     unified, remark, rehype, shiki, yaml … and what they depend on);
 *   - the site: the config and the public folder's path.
 *
 * Files the compile read besides the page (its images, whose sizes go into the HTML) are listed in
 * the entry with their size and modification time, and checked on every use. An entry that cannot
 * be read, is cut short or does not match its checksum is not trusted: the page is compiled again
 * and the entry written anew (build/cache/cache-dir.ts).
 */
export interface CompileCache {
  read(input: ReadInput, compile: (input: ReadInput) => Promise<MarkdownPage>): Promise<MarkdownPage>
  /** Pages compiled and pages taken from the cache since it was opened. */
  readonly stats: { compiled: number; cached: number }
  /** Removes the entries not used since it was opened (a build's last step). */
  prune(): number
}

/** The module a page is compiled in (a compile-pool worker); the in-process compile imports the same stages. */
export const COMPILE_ENTRY = 'build/site/compile-worker.ts'

/** The files whose bytes decide what a page compiles to: the compile's module graph and the lockfile. */
export function engineFiles(root: string): string[] {
  return [...moduleGraph([join(root, COMPILE_ENTRY)]).keys()].sort().concat(join(root, 'package-lock.json'))
}

const FORMAT = 1

/** Where the build and the dev server keep their caches, relative to the project root: compiled pages in pages/, rendered ones in render/. */
export const DEFAULT_CACHE_DIR = '.site-build/cache'

/** An entry's header; the page follows as JSON. */
interface Header {
  format: typeof FORMAT
  /** The files the compile read besides the page, with their size and modification time. */
  reads: { path: string; stamp: string }[]
}

export function openCompileCache(options: { dir: string; root: string; config: unknown; publicDir: string }): CompileCache {
  const salt = createHash('sha256')
  salt.update(`format ${FORMAT}\n`)
  for (const file of engineFiles(options.root)) {
    salt.update(file.slice(options.root.length) + '\n')
    salt.update(readFileSync(file))
  }
  salt.update(JSON.stringify(options.config) ?? '')
  salt.update(options.publicDir)
  const prefix = salt.digest('hex')
  const stats = { compiled: 0, cached: 0 }
  const entries = openCacheDir<Header>(options.dir)

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
      const hit = entries.read(key)
      if (hit && hit.header.format === FORMAT && hit.header.reads.every((r) => stamp(r.path) === r.stamp)) {
        try {
          const page = JSON.parse(hit.body) as MarkdownPage
          stats.cached++
          return page
        } catch {
          // compiled again below
        }
      }
      const page = await compile(input)
      stats.compiled++
      entries.write(key, { format: FORMAT, reads: page.reads.map((path) => ({ path, stamp: stamp(path) })) }, JSON.stringify(page))
      return page
    },
    prune: () => entries.prune(),
  }
}

function stamp(path: string): string {
  const s = statSync(path, { throwIfNoEntry: false })
  return s ? `${s.size}:${s.mtimeMs}` : 'missing'
}
