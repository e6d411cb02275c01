import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
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
  let base: string
  try {
    base = normalizeBase(overrides.base ?? config.base ?? '/')
  } catch (e) {
    const from = overrides.base !== undefined ? '--base' : relative(root, path)
    throw new Error(`${from}: ${(e as Error).message}`, { cause: e })
  }
  return { config: base === config.base ? config : { ...config, base }, file: path }
}
