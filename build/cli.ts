import type { AddressInfo } from 'node:net'
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatDiagnostic, SiteError } from './diagnostics.ts'

/** `node build/cli.mjs dev | build | preview [--port N] [--host H] [--config FILE] [--base PATH] [--content DIR] [--out DIR] [--no-cache] [--cache-dir DIR]` */
const root = resolve(fileURLToPath(import.meta.url), '../..')
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: 'localhost' },
    config: { type: 'string' },
    // The URL prefix the site is served under ('/notes/'); takes the place of the config's `base`.
    base: { type: 'string' },
    content: { type: 'string' },
    out: { type: 'string' },
    // Compile and render every page instead of taking unchanged ones from the caches
    // (.site-build/cache, or the folder --cache-dir names).
    'no-cache': { type: 'boolean', default: false },
    'cache-dir': { type: 'string' },
  },
})
const command = positionals[0]
const contentDir = values.content ? resolve(values.content) : undefined
const outDir = values.out ? resolve(values.out) : resolve(root, 'dist')
const cacheDir = values['no-cache'] ? false : values['cache-dir'] && resolve(values['cache-dir'])

try {
  if (command === 'dev') {
    const { startDevServer } = await import('./dev/server.ts')
    const server = await startDevServer({
      root,
      port: Number(values.port ?? 5173),
      host: values.host!,
      contentDir,
      configFile: values.config,
      base: values.base,
      cacheDir,
    })
    console.log(`dev server: http://${values.host}:${(server.address() as AddressInfo).port}${server.base}`)
  } else if (command === 'build') {
    if (!process.env.SITE_BUILD_TUNED) {
      // The build runs in a child with two memory settings that lower the peak resident memory
      // without slowing it: glibc's malloc otherwise gives each of the bundler's native threads
      // an arena of its own, and V8's young generation is 3 × 16 MiB by default (a smaller one
      // than 8 MiB semi-spaces makes large builds promote more and grow). About 40 MiB less at
      // 170 articles, where npm run bench holds the build to 600 MiB.
      const r = spawnSync(process.execPath, ['--max-semi-space-size=8', ...process.execArgv, ...process.argv.slice(1)], {
        stdio: 'inherit',
        env: { ...process.env, SITE_BUILD_TUNED: '1', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' },
      })
      process.exit(r.status ?? 1)
    }
    // A site build is a production build even when the shell (or a test runner) says otherwise:
    // Vite picks React's development bundle from NODE_ENV.
    process.env.NODE_ENV = 'production'
    const { buildSite } = await import('./build.ts')
    await buildSite({
      root,
      configFile: values.config,
      base: values.base,
      contentDir,
      outDir,
      cacheDir,
    })
  } else if (command === 'preview') {
    const [{ startPreviewServer }, { loadConfig }] = await Promise.all([import('./preview/server.ts'), import('./site/config.ts')])
    // dist/ is served under the base it was built for: the config's, or --base.
    const { config } = await loadConfig(root, values.config, { base: values.base })
    const server = await startPreviewServer({ dir: outDir, port: Number(values.port ?? 4173), host: values.host!, base: config.base })
    console.log(`preview of ${outDir}: http://${values.host}:${(server.address() as AddressInfo).port}${config.base}`)
  } else {
    console.error(
      'usage: node build/cli.mjs dev | build | preview [--port N] [--host H] [--config FILE] [--base PATH] [--content DIR] [--out DIR] [--no-cache] [--cache-dir DIR]',
    )
    process.exit(2)
  }
} catch (e) {
  // Each command says what did not happen in its own words; an author's mistake is shown as its
  // diagnostics (file:line:col, what, the fix), anything else with its stack.
  const failed = {
    build: (n?: number) => `build failed${n ? `: ${n} error(s)` : ''}; dist/ was left as it was.`,
    dev: (n?: number) => `the dev server did not start${n ? `: ${n} error(s)` : ''}.`,
    preview: (n?: number) => `the preview server did not start${n ? `: ${n} error(s)` : ''}.`,
  }[command as 'build' | 'dev' | 'preview']
  if (e instanceof SiteError) {
    for (const d of e.diagnostics) console.error(formatDiagnostic(d))
    console.error(`\n${failed(e.diagnostics.length)}`)
  } else {
    console.error(e)
    console.error(`\n${failed()}`)
  }
  process.exit(1)
}
