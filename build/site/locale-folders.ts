import type { Diagnostic } from '../diagnostics.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'

/** A folder name that can only mean a language (`fr`, `pt-BR`) or a version (`v1`, `v2.1`). */
const LANG_LIKE = /^[a-z]{2,3}(-[A-Z][a-zA-Z]{1,3})?$/
const REGION_LANG = /^[a-z]{2,3}-[A-Z][a-zA-Z]{1,3}$/
const VERSION_LIKE = /^v\d+(\.\d+)*$/

interface SiteView {
  /** The config file's path as messages print it. */
  configPath: string
  config: SiteConfig
  pages: ReadonlyMap<string, { relativePath: string; projectPath: string }>
}

/**
 * Content under a language or version prefix that the config does not name:
 *
 *   locale/default-prefix   `content/zh-CN/…` or `content/<default version>/…`: the default has no prefix
 *   locale/order            `content/en/v1/…`: the version comes first (`content/v1/en/…`)
 *   locale/unknown          `content/pt-BR/…`, `content/v3/…` (with multiVersion): a language or
 *                           version missing from `locales` or `multiVersion.versions`
 *
 * Each is reported once per folder, on its first page.
 */
export function checkLocaleFolders(site: SiteView): Diagnostic[] {
  const c = site.config
  const config = site.configPath
  const langs = new Set((c.locales ?? []).map((l) => l.lang))
  const versions = new Set(c.multiVersion?.versions ?? [])
  const seen = new Set<string>()
  const out: Diagnostic[] = []
  const report = (p: { projectPath: string }, folder: string, rule: string, reason: string, hint: string) => {
    if (seen.has(folder)) return
    seen.add(folder)
    out.push({ file: p.projectPath, line: 1, column: 1, reason, hint, rule: `locale/${rule}`, fatal: true })
  }
  const pages = [...site.pages.values()].sort((a, b) => a.relativePath.localeCompare(b.relativePath))
  for (const p of pages) {
    const [first, second] = p.relativePath.split('/')
    if (!p.relativePath.includes('/')) continue
    if (first === c.lang && (langs.size || REGION_LANG.test(first))) {
      report(
        p,
        first,
        'default-prefix',
        `folder "${first}/" is the default language`,
        `Pages of the default language (lang "${c.lang}" in ${config}) have no prefix: move them out of content/${first}/.`,
      )
    } else if (c.multiVersion && first === c.multiVersion.default) {
      report(
        p,
        first,
        'default-prefix',
        `folder "${first}/" is the default version`,
        `Pages of the default version (multiVersion.default in ${config}) have no prefix: move them out of content/${first}/.`,
      )
    } else if (langs.has(first) && versions.has(second)) {
      report(
        p,
        `${first}/${second}`,
        'order',
        `folder "${first}/${second}/" puts the language before the version`,
        `Move the pages to content/${second}/${first}/: the version comes first.`,
      )
    } else if (c.multiVersion && VERSION_LIKE.test(first) && !versions.has(first)) {
      report(
        p,
        first,
        'unknown',
        `folder "${first}/" looks like a version that multiVersion.versions does not list`,
        `Add "${first}" to multiVersion.versions in ${config}, or rename the folder.`,
      )
    } else if (langs.size && LANG_LIKE.test(first) && first.includes('-') && !langs.has(first)) {
      report(
        p,
        first,
        'unknown',
        `folder "${first}/" looks like a language that locales does not list`,
        `Add { lang: "${first}", label: … } to locales in ${config}, or rename the folder.`,
      )
    }
  }
  return out
}
