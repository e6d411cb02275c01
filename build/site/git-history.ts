import { spawnSync } from 'node:child_process'
import { relative, sep } from 'node:path'

/**
 * One `git log` over content/ for the whole build: for each file, when it last changed and who
 * wrote it. Outside a git checkout the map is empty (pages fall back to their frontmatter date);
 * a shallow clone is reported loudly, because its dates and authors are incomplete.
 */
export interface FileHistory {
  /** ISO timestamp of the newest commit that touched the file. */
  updated: string
  /** Authors, first-time contributors last. */
  authors: string[]
}

export function readGitHistory(root: string, dir: string): { files: Map<string, FileHistory>; warning?: string } {
  const files = new Map<string, FileHistory>()
  const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' })
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') return { files }
  const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' }).stdout.trim() === 'true'
  const log = spawnSync('git', ['log', '--format=%x00%aI%x00%an', '--name-only', '--no-renames', '--', relative(root, dir) || '.'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
  })
  if (log.status !== 0) return { files, warning: `git log failed: ${log.stderr.trim()}` }
  let date = ''
  let author = ''
  for (const line of log.stdout.split('\n')) {
    if (line.startsWith('\0')) {
      ;[, date, author] = line.split('\0')
      continue
    }
    if (!line) continue
    const file = line.split('/').join(sep)
    const entry = files.get(file)
    if (!entry) files.set(file, { updated: date, authors: [author] })
    else if (!entry.authors.includes(author)) entry.authors.push(author)
  }
  const warning = shallow
    ? 'WARNING: this is a shallow git clone: "Last Updated" dates and contributors come from the commits it has. Fetch the full history (git fetch --unshallow) for true dates.'
    : undefined
  return { files, warning }
}
