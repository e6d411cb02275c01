import type { PageType, RouteSummary } from './types'

/**
 * The rows of a section chunk (`virtual:site/section/<name>`, build/plugin.ts): a route summary
 * without its defaults, which keeps the chunk small since it ships once per section. Left out:
 * `pageType` `doc`, and `filePath` when it is the file the route names (`/a/b` ← `a/b.md`,
 * `/a/` ← `a/index.md`).
 */
export type SectionRow = Omit<RouteSummary, 'filePath' | 'pageType'> & { file?: string; pageType?: PageType }

function defaultFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.md` : `${path.slice(1)}.md`
}

export function packRow({ filePath, pageType, ...rest }: RouteSummary): SectionRow {
  return { ...rest, ...(pageType === 'doc' ? {} : { pageType }), ...(filePath === defaultFile(rest.path) ? {} : { file: filePath }) }
}

export function unpackRow<T extends SectionRow>({ file, pageType = 'doc', ...rest }: T): Omit<T, 'file' | 'pageType'> & RouteSummary {
  return { ...rest, pageType, filePath: file ?? defaultFile(rest.path) }
}
