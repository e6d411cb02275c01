import { afterAll, beforeAll } from 'vitest'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, runBuild } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'

export interface FixtureSite {
  /** Where the build wrote the site. */
  readonly dist: string
  /** The preview server's origin, once the file's tests run. */
  origin: string
  /** What the build printed (its warnings). */
  buildOutput: string
}

/**
 * The fixture site tests/fixtures/<name> (its content/ and its own site.config.ts), built before
 * the test file's tests and served by the preview server, then stopped and removed after them.
 */
export function serveFixtureSite(name: string): FixtureSite {
  const site: FixtureSite = { dist: join(root, '.site-build', `${name}-dist-${process.pid}`), origin: '', buildOutput: '' }
  let server: Server | undefined
  beforeAll(async () => {
    rmSync(site.dist, { recursive: true, force: true })
    const r = runBuild({
      content: join(root, 'tests/fixtures', name, 'content'),
      out: site.dist,
      config: `tests/fixtures/${name}/site.config.ts`,
    })
    if (r.status !== 0) throw new Error(`the fixture build failed:\n${r.stdout}\n${r.stderr}`)
    site.buildOutput = r.stdout + r.stderr
    server = await startPreviewServer({ dir: site.dist, port: 0, host: '127.0.0.1' })
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
    rmSync(site.dist, { recursive: true, force: true })
  })
  return site
}
