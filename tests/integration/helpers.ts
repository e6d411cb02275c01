import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

export const root = join(import.meta.dirname, '../..')

/** The config of the fixture sites: the real one without the article rules. */
export const FIXTURE_CONFIG = 'tests/fixtures/site/site.config.ts'

/**
 * Runs `npm run build` the way the author does, with another content folder, output folder and
 * config (the fixture sites' by default).
 */
export function runBuild(args: { content: string; out: string; config?: string; args?: string[] }) {
  const config = args.config ?? FIXTURE_CONFIG
  const r = spawnSync(
    process.execPath,
    ['build/cli.mjs', 'build', '--config', config, '--content', args.content, '--out', args.out, ...(args.args ?? [])],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** Every file below `dir` with its bytes, keyed by relative path. */
export function snapshotDir(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else out.set(relative(dir, p), readFileSync(p))
    }
  }
  walk(dir)
  return out
}

/** A running `npm run dev` (see startDev). */
export interface DevProcess {
  /** `http://127.0.0.1:<port>` */
  base: string
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** Stops it and removes its compile cache. */
  stop(): void
}

/**
 * Starts `npm run dev` the way the author does, on a content folder with the fixture sites'
 * config and a compile cache of its own (empty), and waits for its address. `args` are more
 * options (a later `--config` takes the place of the fixture sites').
 */
export async function startDev(content: string, args: string[] = []): Promise<DevProcess> {
  const cache = mkdtempSync(join(tmpdir(), 'dev-cache-'))
  const child = spawn(
    process.execPath,
    [
      'build/cli.mjs',
      'dev',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--config',
      FIXTURE_CONFIG,
      '--content',
      content,
      '--cache-dir',
      cache,
      ...args,
    ],
    { cwd: root },
  )
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  child.on('exit', () => rmSync(cache, { recursive: true, force: true }))
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /dev server: (http:\/\/\S+?)\//.exec(out)
      if (m) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}: ${out}`)))
  })
  return { base, output: () => out, stop: () => child.kill() }
}
