import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Puts a finished build in place of the previous one with renames only, so a build that fails
 * at any earlier step leaves the old dist/ exactly as it was.
 */
export function swapDir(fresh: string, target: string): void {
  const old = `${target}.old-${process.pid}`
  mkdirSync(dirname(target), { recursive: true })
  if (existsSync(target)) renameSync(target, old)
  renameSync(fresh, target)
  rmSync(old, { recursive: true, force: true })
}
