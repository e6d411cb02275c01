/**
 * The machine's side of the tests: the Debian packages of `.ci/packages`, what is installed, and
 * which package a file on the machine belongs to.
 *
 *   readPackageList('.ci/packages')[0]  → { name: 'chromium', files: ['/usr/bin/chromium'], why: 'browser tests …' }
 *   missingPackages([{ name: 'nginx', … }]) → ['nginx'] on a machine without it
 *   ownersOf(['/usr/include/stdio.h'])  → Map { '/usr/include/stdio.h' => 'libc6-dev' }
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, realpathSync } from 'node:fs'

export interface SystemPackage {
  name: string
  /** Files the project uses from the package (commands, headers, fonts). */
  files: string[]
  why: string
}

/** One package a line: its name, then the absolute paths it provides, then words saying why. */
export function readPackageList(file: string): SystemPackage[] {
  const out: SystemPackage[] = []
  for (const [i, raw] of readFileSync(file, 'utf8').split('\n').entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [name, ...rest] = line.split(/\s+/)
    const files = rest.filter((w) => w.startsWith('/'))
    const why = rest.slice(files.length).join(' ')
    if (!/^[a-z0-9][a-z0-9+.-]+$/.test(name) || !files.length || !why) {
      throw new Error(`${file}:${i + 1}: expected "package /file/it/provides … why", got "${line}"`)
    }
    out.push({ name, files, why })
  }
  return out
}

/** `dpkg-query` status of each package: the names that are not installed. */
export function missingPackages(list: SystemPackage[]): string[] {
  return list
    .map((p) => p.name)
    .filter((name) => spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout !== 'install ok installed')
}

interface Installed {
  /** Each installed package's dependencies (of `a | b`, the alternative that is installed). */
  depends: Map<string, string[]>
  /** Essential or priority "required": what every Debian system has (coreutils, grep, bash, mawk…). */
  base: string[]
}

/** One `dpkg-query` over every installed package. */
export function readInstalled(): Installed {
  const fields = '${Package}\t${db:Status-Abbrev}\t${Essential}\t${Priority}\t${Depends}, ${Pre-Depends}\n'
  const r = spawnSync('dpkg-query', ['-W', `-f=${fields}`], { encoding: 'utf8', maxBuffer: 64 << 20 })
  const rows = r.stdout
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((row) => row[1]?.trim() === 'ii')
  const names = new Set(rows.map((row) => row[0]))
  const depends = new Map<string, string[]>()
  const base: string[] = []
  for (const [pkg, , essential, priority, deps] of rows) {
    const hits = deps.split(',').map((clause) =>
      clause
        .split('|')
        .map((alt) => alt.trim().split(/[\s:(]/)[0])
        .find((n) => names.has(n)),
    )
    depends.set(
      pkg,
      hits.filter((n): n is string => !!n),
    )
    if (essential === 'yes' || priority === 'required') base.push(pkg)
  }
  return { depends, base }
}

/** The packages named and everything they depend on, directly or not; with `base`, also the base system. */
export function packageClosure(names: string[], installed: Installed, options: { base: boolean }): Set<string> {
  const queue = [...names, ...(options.base ? installed.base : [])]
  const seen = new Set<string>()
  while (queue.length) {
    const name = queue.pop()!
    if (seen.has(name)) continue
    seen.add(name)
    queue.push(...(installed.depends.get(name) ?? []))
  }
  return seen
}

/**
 * The package that installed each file, by `dpkg -S` on the path and, for files reached through
 * a symbolic link (`/usr/bin/c++` → alternatives, `/lib` → `/usr/lib`), on the real path.
 * Files no package owns are left out of the map.
 */
export function ownersOf(files: string[]): Map<string, string> {
  const owners = new Map<string, string>()
  const lookup = (paths: string[]) => {
    const r = spawnSync('dpkg', ['-S', ...paths], { encoding: 'utf8', maxBuffer: 64 << 20 })
    const found = new Map<string, string>()
    for (const line of r.stdout.split('\n')) {
      const m = /^([^:]+)(?::[a-z0-9]+)?: (\/.*)$/.exec(line)
      if (!m) continue
      // "pkg-a, pkg-b: /path" when several packages ship a folder; a file has one owner.
      for (const pkg of m[1].split(', ')) found.set(m[2], pkg.replace(/:.*$/, ''))
    }
    return found
  }
  // Tried in turn: the path, its real path, and (with a merged /usr, dpkg knows /bin/bash while
  // the shell finds /usr/bin/bash) the real path without /usr.
  const candidates = (f: string) => {
    const real = safeRealpath(f)
    return [f, real, real.replace(/^\/usr\/(s?bin|lib)\//, '/$1/')]
  }
  const found = lookup([...new Set(files.flatMap(candidates))])
  for (const f of files) {
    const owner = candidates(f)
      .map((c) => found.get(c))
      .find(Boolean)
    if (owner) owners.set(f, owner)
  }
  return owners
}

function safeRealpath(f: string): string {
  try {
    return realpathSync(f)
  } catch {
    return f
  }
}
