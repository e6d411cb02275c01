import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { placeAt } from '../diagnostics.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'
import { normalizeBase } from '../../src/shared/base.ts'

/** The site's configuration: a value, and the file it came from (the client bundle imports that file). */
export interface LoadedConfig {
  config: SiteConfig
  file: string
}

export const DEFAULT_CONFIG_FILE = 'src/site.config.ts'

/**
 * Loads the configuration module `file` (default src/site.config.ts under `root`), whose default
 * export is the config. `--config FILE` of build/cli.ts gives another one, so tests and fixture
 * sites build with their own. `overrides.base` (`--base`) takes the place of the file's `base`;
 * either is normalized (src/shared/base.ts), and a value that is no path stops here.
 */
export async function loadConfig(root: string, file = DEFAULT_CONFIG_FILE, overrides: { base?: string } = {}): Promise<LoadedConfig> {
  const path = resolve(root, file)
  if (!existsSync(path))
    throw new Error(`config file ${relative(root, path) || path} does not exist; give an existing one with --config FILE`)
  const mod = (await import(pathToFileURL(path).href)) as { default?: SiteConfig }
  const config = mod.default
  if (!config || typeof config !== 'object' || typeof config.title !== 'string') {
    throw new Error(
      `${relative(root, path)}: the default export must be the site config (export default defineSiteConfig({ title: …, … }))`,
    )
  }
  const problem = localeProblem(config)
  if (problem) {
    const at = placeOf(readFileSync(path, 'utf8'), problem.key)
    throw new Error(`${relative(root, path)}:${at.line}:${at.column}  ${problem.reason}\n  ${problem.hint}`)
  }
  let base: string
  try {
    base = normalizeBase(overrides.base ?? config.base ?? '/')
  } catch (e) {
    const from = overrides.base !== undefined ? '--base' : relative(root, path)
    throw new Error(`${from}: ${(e as Error).message}`, { cause: e })
  }
  return { config: base === config.base ? config : { ...config, base }, file: path }
}

/** What is wrong with `locales` and `multiVersion`, and the key to point at; undefined when nothing. */
export function localeProblem(c: SiteConfig): { key: string; reason: string; hint: string } | undefined {
  const segment = /^[A-Za-z0-9][\w.-]*$/
  const locales = c.locales ?? []
  if (!Array.isArray(locales))
    return { key: 'locales', reason: 'locales is not a list', hint: "Write locales: [{ lang: 'en', label: 'English' }, …]." }
  const langs = new Set<string>()
  for (const l of locales) {
    if (!l || typeof l.lang !== 'string' || !segment.test(l.lang) || typeof l.label !== 'string' || !l.label)
      return {
        key: 'locales',
        reason: `locales entry ${JSON.stringify(l)} needs a lang (a path segment such as "en") and a label`,
        hint: "Write each entry as { lang: 'en', label: 'English' }.",
      }
    if (langs.has(l.lang)) return { key: 'locales', reason: `locales names "${l.lang}" twice`, hint: 'Keep one entry per language.' }
    langs.add(l.lang)
  }
  if (locales.length && !langs.has(c.lang))
    return {
      key: 'locales',
      reason: `locales does not name the default language "${c.lang}"`,
      hint: `Add { lang: '${c.lang}', label: … } to locales, or change lang.`,
    }
  const mv = c.multiVersion
  if (!mv) return undefined
  if (!Array.isArray(mv.versions) || !mv.versions.length || mv.versions.some((v) => typeof v !== 'string' || !segment.test(v)))
    return {
      key: 'multiVersion',
      reason: 'multiVersion.versions must be a list of versions such as "v1"',
      hint: "Write multiVersion: { default: 'v2', versions: ['v1', 'v2'] }.",
    }
  if (new Set(mv.versions).size !== mv.versions.length)
    return { key: 'multiVersion', reason: 'multiVersion.versions names a version twice', hint: 'Keep each version once.' }
  if (!mv.versions.includes(mv.default))
    return {
      key: 'multiVersion',
      reason: `multiVersion.default "${mv.default}" is not one of multiVersion.versions`,
      hint: `Set default to one of ${mv.versions.join(', ')}.`,
    }
  const both = mv.versions.find((v) => langs.has(v))
  if (both)
    return {
      key: 'multiVersion',
      reason: `"${both}" is both a version and a language`,
      hint: 'Give the version another name: a path segment can mean only one.',
    }
  return undefined
}

/** Line and column of the first `key:` in the config's source; 1:1 when it is not found. */
function placeOf(source: string, key: string): { line: number; column: number } {
  const i = source.search(new RegExp(`\\b${key}\\s*:`))
  return i < 0 ? { line: 1, column: 1 } : placeAt(source, i)
}
