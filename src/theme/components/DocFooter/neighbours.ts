import { indexOfPath } from '../../../shared/route-index'

/** The neighbours of a page in its section's reading order (blog: newest first). */
export function neighbours<R extends { path: string }>(list: readonly R[], path: string): { prev?: R; next?: R } {
  const i = indexOfPath(list, path)
  if (i < 0) return {}
  return { prev: list[i - 1], next: list[i + 1] }
}
