import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
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
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'build/cli.ts',
      'build',
      '--config',
      config,
      '--content',
      args.content,
      '--out',
      args.out,
      ...(args.args ?? []),
    ],
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
