import type { CodeHost, Repository } from '../../../shared/site-config'

export interface SourceLink {
  href: string
  text: string
}

/** The path of a file on each kind of code host, after the repository's URL (site-config.ts CodeHost). */
const FILE_PATH: Record<CodeHost, (branch: string) => string> = {
  github: (branch) => `blob/${branch}`,
  gitlab: (branch) => `-/blob/${branch}`,
  gitea: (branch) => `src/branch/${branch}`,
}

/**
 * Where a page's source can be read: the file on the repository's host (`<url>/blob/<branch>/
 * <dir>/<file>` on GitHub, the host's own shape elsewhere), and on the mirror when one is set;
 * or, with no repository, the markdown file shipped with the site under `/public/source/`. A
 * `.tsx` page has no markdown to ship.
 */
export function sourceLinks(relativePath: string, text: string, repo?: Repository): SourceLink[] {
  if (!relativePath) return []
  const file = encodeURI(relativePath)
  if (!repo) return relativePath.endsWith('.md') ? [{ href: `/public/source/${file}`, text }] : []
  const branch = repo.branch ?? 'main'
  const at = (url: string, host: CodeHost = 'github', onBranch = branch) =>
    `${url.replace(/\/+$/, '')}/${`${FILE_PATH[host](onBranch)}/${repo.dir ?? 'content'}/${file}`.replace(/\/{2,}/g, '/')}`
  const out = [{ href: at(repo.url, repo.host), text }]
  if (repo.mirror) out.push({ href: at(repo.mirror.url, repo.mirror.host, repo.mirror.branch ?? branch), text: repo.mirror.text })
  return out
}
