import type { RouteSummary } from '../../../src/shared/types'

/** A doc page of a section's route list: its path, file, title (the path unless given) and date. */
export const route = (path: string, filePath: string, title = path, date?: string): RouteSummary => ({
  path,
  title,
  pageType: 'doc',
  filePath,
  ...(date ? { date } : {}),
})
