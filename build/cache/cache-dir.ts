import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A folder of cache entries, one file per key (`<dir>/<2 hex>/<key>.json`): a header line, JSON
 * with the sha256 of the rest, then the body. An entry that cannot be read, is cut short or does
 * not match its sum reads as missing, so it is made again rather than trusted. An entry is
 * written beside its place and renamed in: a reader never sees half of one, even if the writer is
 * killed. `prune()` removes what was neither read nor written since the folder was opened, so
 * the folder holds what the last build used and does not grow with every edit.
 */
export interface CacheDir<H extends object> {
  read(key: string): { header: H; body: string } | undefined
  write(key: string, header: H, body: string): void
  /** Removes the entries this run did not use; returns how many. */
  prune(): number
}

export function openCacheDir<H extends object>(dir: string): CacheDir<H> {
  const used = new Set<string>()
  const made = new Set<string>()
  const fileOf = (key: string) => join(dir, key.slice(0, 2), `${key}.json`)
  return {
    read(key) {
      const file = fileOf(key)
      try {
        // Checked as bytes: hashing the decoded text would encode it again.
        const bytes = readFileSync(file)
        const eol = bytes.indexOf(0x0a)
        if (eol < 0) return undefined
        const { sum, ...header } = JSON.parse(bytes.toString('utf8', 0, eol)) as H & { sum: string }
        const body = bytes.subarray(eol + 1)
        if (sha256(body) !== sum) return undefined
        used.add(file)
        return { header: header as H, body: body.toString('utf8') }
      } catch {
        return undefined
      }
    },
    write(key, header, body) {
      const file = fileOf(key)
      const sub = join(file, '..')
      if (!made.has(sub)) mkdirSync(sub, { recursive: true })
      made.add(sub)
      const tmp = `${file}.${process.pid}.tmp`
      const bytes = Buffer.from(body)
      const fd = openSync(tmp, 'w')
      try {
        writeAll(fd, Buffer.from(`${JSON.stringify({ ...header, sum: sha256(bytes) })}\n`))
        writeAll(fd, bytes)
      } finally {
        closeSync(fd)
      }
      renameSync(tmp, file)
      used.add(file)
    },
    prune() {
      if (!existsSync(dir)) return 0
      let removed = 0
      for (const sub of readdirSync(dir, { withFileTypes: true })) {
        if (!sub.isDirectory()) continue
        for (const name of readdirSync(join(dir, sub.name))) {
          const file = join(dir, sub.name, name)
          if (used.has(file)) continue
          rmSync(file, { force: true })
          removed++
        }
      }
      return removed
    },
  }
}

/** Every file at or below `path`, in name order (none when it does not exist): what a cache key hashes. */
export function filesBelow(path: string): string[] {
  const s = statSync(path, { throwIfNoEntry: false })
  if (!s) return []
  if (!s.isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesBelow(join(path, name)))
}

/** The header and the body go out as they are, without a copy of the two joined. */
function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at)
}

export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex')
