import type { Repository } from '../../../shared/site-config'

export interface SourceLink {
  href: string
  text: string
}

/**
 * Where a page's source can be read: the file on the repository host (`<url>/blob/<branch>/
 * <dir>/<file>`, and on the mirror when one is set), or, with no repository, the markdown file
 * shipped with the site under `/public/source/`. A `.tsx` page has no markdown to ship.
 */
export function sourceLinks(relativePath: string, text: string, repo?: Repository): SourceLink[] {
  if (!relativePath) return []
  const file = encodeURI(relativePath)
  if (!repo) return relativePath.endsWith('.md') ? [{ href: `/public/source/${file}`, text }] : []
  const path = `blob/${repo.branch ?? 'main'}/${repo.dir ?? 'content'}/${file}`.replace(/\/{2,}/g, '/')
  const at = (url: string) => `${url.replace(/\/+$/, '')}/${path}`
  const out = [{ href: at(repo.url), text }]
  if (repo.mirror) out.push({ href: at(repo.mirror.url), text: repo.mirror.text })
  return out
}
