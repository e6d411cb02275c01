import type { TestProject } from 'vitest/node'
import { join } from 'node:path'
import { rmSync } from 'node:fs'
import { FIXTURE_CONFIG, runBuild, root } from '../integration/helpers'
import { startPreviewServer } from '../../build/preview/server'
import { loadSite } from '../../build/site/loader'
import { DEFAULT_CONFIG_FILE, loadConfig } from '../../build/site/config'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    distDir: string
    /** The content folder that was built. */
    contentDir: string
    /** The config it was built with. */
    configFile: string
    /** Every route of the build, from its Page records. */
    routes: string[]
  }
}

/** Builds the real site once (like `npm run build`) and serves it like `npm run preview`. */
export default async function setup(project: TestProject) {
  // One folder per run, so two runs on one machine never delete each other's build.
  const distDir = join(root, '.site-build', `e2e-dist-${process.pid}`)
  rmSync(distDir, { recursive: true, force: true })
  // SITE_E2E_CONTENT points the suite at another content folder (the fixture site, say).
  const content = process.env.SITE_E2E_CONTENT ? join(root, process.env.SITE_E2E_CONTENT) : join(root, 'content')
  const config = process.env.SITE_E2E_CONTENT ? FIXTURE_CONFIG : DEFAULT_CONFIG_FILE
  const r = runBuild({ content, out: distDir, config })
  if (r.status !== 0) throw new Error(`the site build failed:\n${r.stderr}`)
  const site = await loadSite({ root, config: await loadConfig(root, config), contentDir: content })
  const server = await startPreviewServer({ dir: distDir, port: 0, host: '127.0.0.1' })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('preview server has no port')
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`)
  project.provide('distDir', distDir)
  project.provide('contentDir', content)
  project.provide('configFile', config)
  project.provide('routes', [...site.pages.keys()].sort())
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    rmSync(distDir, { recursive: true, force: true })
  }
}
