import { sortDiagnostics, type Diagnostic } from '../diagnostics.ts'
import type { SiteModel } from './model.ts'
import { metaFolder } from './overview.ts'
import { checkLinks } from './check-links.ts'
import { checkLocaleFolders } from './locale-folders.ts'
import { lintArticles } from '../lint/articles.ts'
import { lintBooks } from '../lint/book.ts'
import { lintTrueToDate } from '../lint/true-to-date.ts'

/** A check: from the site model to the problems it finds. */
export type Check = (site: SiteModel) => Diagnostic[]

/** Problems in the `_meta.json` files of the folders that hold pages (their overviews and sidebars read them). */
const checkOverviews: Check = (site) => {
  const folders = new Set([...site.pages.values()].map(metaFolder))
  return [...folders].sort().flatMap((f) => site.folderMeta(f)?.problems ?? [])
}

const checkSidebars: Check = (site) => site.sidebars().problems

/** A config without `url` builds, with paths where absolute URLs go (canonical links, feeds, sitemap): said once. */
const checkUrl: Check = (site) =>
  site.config.url
    ? []
    : [
        {
          file: site.configPath,
          line: 1,
          column: 1,
          reason: 'the config has no url: canonical links, the feeds and the sitemap name pages by path only',
          hint: "Set url to the site's origin before deploying, e.g. url: 'https://notes.example.com'.",
          rule: 'config/url',
          fatal: false,
        },
      ]

/**
 * The checks of the whole site, in the order they report. Those that read the pages' bodies wait
 * until every page is compiled (the dev server's background pass).
 */
export const CHECKS: { check: Check; needsBodies: boolean }[] = [
  { check: checkLinks, needsBodies: true },
  { check: checkOverviews, needsBodies: true },
  { check: checkSidebars, needsBodies: true },
  { check: lintArticles, needsBodies: true },
  { check: lintBooks, needsBodies: true },
  { check: (site) => lintTrueToDate(site.pages.values(), site.config), needsBodies: true },
  { check: checkLocaleFolders, needsBodies: false },
  { check: checkUrl, needsBodies: false },
]

const found = new WeakMap<SiteModel, { all: Diagnostic[]; byFile: Map<string, Diagnostic[]> }>()

/** Every problem of the site: each page's own, clashes of routes, and the checks' (sorted by file and line). */
export function siteDiagnostics(site: SiteModel): Diagnostic[] {
  return problems(site).all
}

/** The problems of one file (its project path). */
export function diagnosticsOf(site: SiteModel, projectPath: string): Diagnostic[] {
  return problems(site).byFile.get(projectPath) ?? []
}

function problems(site: SiteModel): { all: Diagnostic[]; byFile: Map<string, Diagnostic[]> } {
  let kept = found.get(site)
  if (!kept) {
    const whole = site.allCompiled()
    const all = sortDiagnostics([
      ...[...site.pages.values()].flatMap((p) => p.diagnostics),
      ...site.clashes,
      ...CHECKS.filter((c) => whole || !c.needsBodies).flatMap((c) => c.check(site)),
    ])
    const byFile = new Map<string, Diagnostic[]>()
    for (const d of all) {
      const list = byFile.get(d.file)
      if (list) list.push(d)
      else byFile.set(d.file, [d])
    }
    found.set(site, (kept = { all, byFile }))
  }
  return kept
}
