import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig, localeProblem } from '../../../../build/site/config'
import type { SiteConfig } from '../../../../src/shared/site-config'

const root = join(import.meta.dirname, '../../../..')
const dir = join(root, '.site-build', `config-unit-${process.pid}`)
beforeAll(() => mkdirSync(dir, { recursive: true }))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const base = { lang: 'zh-CN', title: 't' } as SiteConfig
const zh = { lang: 'zh-CN', label: '中文' }

describe('locales and multiVersion in the config', () => {
  it('accepts none, or well-formed ones', () => {
    expect(localeProblem(base)).toBeUndefined()
    expect(
      localeProblem({ ...base, locales: [zh, { lang: 'en', label: 'English' }], multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }),
    ).toBeUndefined()
  })
  it.each([
    [{ locales: [zh, { lang: 'en' }] }, 'needs a lang'],
    [{ locales: [zh, { lang: 'e/n', label: 'x' }] }, 'needs a lang'],
    [{ locales: [zh, zh] }, 'names "zh-CN" twice'],
    [{ locales: [{ lang: 'en', label: 'English' }] }, 'does not name the default language "zh-CN"'],
    [{ multiVersion: { default: 'v3', versions: ['v1', 'v2'] } }, 'is not one of multiVersion.versions'],
    [{ multiVersion: { default: 'v1', versions: [] } }, 'must be a list of versions'],
    [
      { locales: [zh, { lang: 'v1', label: 'x' }], multiVersion: { default: 'v2', versions: ['v1', 'v2'] } },
      'both a version and a language',
    ],
  ])('%j: %s', (over, reason) => {
    expect(localeProblem({ ...base, ...(over as Partial<SiteConfig>) })?.reason).toContain(reason)
  })
  it('stops loading with the config file, the line and column of the key, and the fix', async () => {
    const file = join(dir, 'bad.config.ts')
    writeFileSync(file, `export default {\n  title: 'x',\n  lang: 'zh-CN',\n  multiVersion: { default: 'v9', versions: ['v1'] },\n}\n`)
    await expect(loadConfig(root, file)).rejects.toThrow(
      /bad\.config\.ts:4:3 {2}multiVersion\.default "v9" is not one of multiVersion\.versions {2}\(config\/locales\)\n {2}Set default to one of v1\./,
    )
  })
})
