import { existsSync, readFileSync, statSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { loadConfigFromFile } from 'vite'
import { placeAt, SiteError, type Diagnostic } from '../diagnostics.ts'
import { resolveConfig, type ResolvedConfig, type SiteConfig, type SiteConfigInput } from '../../src/shared/site-config.ts'
import { normalizeBase } from '../../src/shared/base.ts'

/** The site's configuration, resolved once (src/shared/site-config.ts resolveConfig), and the file it came from. */
export interface LoadedConfig {
  config: ResolvedConfig
  /** The config module's default export as written: what its functions (search hooks) are read from (plugin.ts). */
  source: SiteConfigInput
  file: string
}

export const DEFAULT_CONFIG_FILE = 'src/site.config.ts'

/**
 * Loads the configuration module `file` (default src/site.config.ts under `root`; any folder),
 * whose default export is the config, checks it and resolves it once: `--config FILE` of
 * build/cli.ts gives another one, so tests and fixture sites build with their own.
 * `overrides.base` (`--base`) takes the place of the file's `base`; either is normalized
 * (src/shared/base.ts). The module is bundled with what it imports and run the way Vite loads its
 * own config (`loadConfigFromFile`), so a TypeScript config works from any folder. Every problem
 * is a SiteError with the file, line and column where there is one, and the fix:
 *
 *   site.config.ts:12:3  multiVersion.default "v9" is not one of multiVersion.versions  (config/locales)
 *     Set default to one of v1, v2.
 */
export function loadConfig(root: string, file = DEFAULT_CONFIG_FILE, overrides: { base?: string } = {}): Promise<LoadedConfig> {
  // One loading per state of the file: the tests and the tools ask for the same config many times,
  // and every caller gets the one resolved value.
  const path = resolve(root, file)
  const key = `${path}\n${overrides.base ?? ''}\n${existsSync(path) ? statSync(path).mtimeMs : 'missing'}`
  let loading = loaded.get(key)
  if (!loading) {
    loading = readConfig(root, path, overrides)
    loaded.set(key, loading)
    loading.catch(() => loaded.delete(key))
  }
  return loading
}

const loaded = new Map<string, Promise<LoadedConfig>>()

async function readConfig(root: string, path: string, overrides: { base?: string }): Promise<LoadedConfig> {
  // As messages print files: from the project root, or the whole path for a file outside it.
  const inside = relative(root, path).split(sep).join('/')
  const shown = inside.startsWith('../') ? path : inside
  const stop = (d: Omit<Diagnostic, 'file' | 'fatal'> & { file?: string }): never => {
    throw new SiteError([{ file: shown, fatal: true, ...d }])
  }
  if (!existsSync(path))
    stop({
      line: 1,
      column: 1,
      reason: `config file ${shown} does not exist`,
      hint: 'Give an existing one with --config FILE.',
      rule: 'config/file',
    })
  let source: SiteConfigInput | undefined
  try {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path, root, 'silent')
    source = loaded?.config as SiteConfigInput | undefined
  } catch (e) {
    stop(loadError(e, path, shown))
  }
  if (!source || typeof source !== 'object' || typeof source.title !== 'string') {
    stop({
      line: 1,
      column: 1,
      reason: 'the default export is not a site config with a title',
      hint: "Export the config: export default defineSiteConfig({ title: '…', … }).",
      rule: 'config/shape',
    })
  }
  const config = resolveConfig(source!)
  const problem = localeProblem(config)
  if (problem) {
    const at = placeOf(readFileSync(path, 'utf8'), problem.key)
    stop({ ...at, reason: problem.reason, hint: problem.hint, rule: 'config/locales' })
  }
  let base = '/'
  try {
    base = normalizeBase(overrides.base ?? config.base ?? '/')
  } catch (e) {
    const from = overrides.base !== undefined ? { file: '--base', line: 0, column: 0 } : { ...placeOf(readFileSync(path, 'utf8'), 'base') }
    stop({ ...from, reason: (e as Error).message, hint: "Give a path such as '/' or '/notes/'.", rule: 'config/base' })
  }
  return { config: { ...config, base }, source: source!, file: path }
}

/**
 * Where a config failed to load, from the bundler's error (a syntax error has the place in the
 * file, 1-based line, 0-based column) or from the message of an error the module threw.
 */
function loadError(e: unknown, path: string, shown: string): Omit<Diagnostic, 'file' | 'fatal'> & { file?: string } {
  const err = e as Error & { errors?: { message?: string; loc?: { line: number; column: number; file?: string } }[] }
  const first = err.errors?.find((x) => x.loc) ?? err.errors?.[0]
  if (first?.loc) {
    const file = first.loc.file && first.loc.file !== path ? first.loc.file : shown
    const what = (first.message ?? err.message)
      .split('\n')[0]
      .replace(/^\S*\[[A-Z_]+\]\S* */, '')
      .replace(/\x1b\[[0-9;]*m/g, '')
    // The parser stops where it sees the text go wrong; a bracket left open is the mistake to fix.
    const text = file === shown ? readFileSync(path, 'utf8') : ''
    const open = text ? unclosedBracket(text, offsetOf(text, first.loc.line, first.loc.column)) : undefined
    if (open) {
      return {
        file,
        ...placeAt(text, open.at),
        reason: `the config does not parse: \`${open.bracket}\` is never closed`,
        hint: `Close it with \`${CLOSER[open.bracket]}\` where its list or object ends (the parser stopped at line ${first.loc.line}: ${what}).`,
        rule: 'config/syntax',
      }
    }
    return {
      file,
      line: first.loc.line,
      column: first.loc.column + 1,
      reason: `the config does not parse: ${what}`,
      hint: 'Fix the syntax at this place: the config is a TypeScript module whose default export is the site config.',
      rule: 'config/syntax',
    }
  }
  const what = (err.message ?? String(e)).replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0]
  return {
    line: 1,
    column: 1,
    reason: `the config could not be loaded: ${what}`,
    hint: 'Fix the module: it must run in Node and export the site config as its default export.',
    rule: 'config/load',
  }
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

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' }

/** The offset of a 1-based line and 0-based column. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0
  for (let l = 1; l < line && at >= 0; l++) at = text.indexOf('\n', at) + 1
  return Math.min(text.length, Math.max(0, at) + column)
}

/**
 * The bracket left open before `end`: the innermost one that a wrong closer or the end meets.
 * Strings, template literals and comments are skipped.
 */
function unclosedBracket(text: string, end: number): { bracket: string; at: number } | undefined {
  const stack: { bracket: string; at: number }[] = []
  for (let i = 0; i < end; i++) {
    const c = text[i]
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? end : text.indexOf('\n', i)
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) < 0 ? end : text.indexOf('*/', i + 2) + 1
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < end && text[i] !== c; i++) if (text[i] === '\\') i++
    } else if (c in CLOSER) stack.push({ bracket: c, at: i })
    else if (c === ')' || c === ']' || c === '}') {
      const top = stack.pop()
      if (!top) return undefined
      if (CLOSER[top.bracket] !== c) return top
    }
  }
  return stack.at(-1)
}
