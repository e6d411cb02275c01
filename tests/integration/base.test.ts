import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, runBuild } from './helpers'
import { loadConfig } from '../../build/site/config'

/**
 * `--base`: the option of `npm run build` (and dev, preview) takes the place of the config's
 * `base`. The fixture site's config says '/'; built with `--base docs` it is a site under
 * /docs/, through and through. A base that is no path stops the build with what to write.
 */
const work = join(root, '.site-build', 'it-base')
const fixture = join(root, 'tests/fixtures/site/content')
const out = join(work, 'dist')
const read = (file: string) => readFileSync(join(out, file), 'utf8')

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  const r = runBuild({ content: fixture, out, args: ['--base', 'docs', '--no-cache'] })
  expect(r.stderr).toBe('')
  expect(r.status).toBe(0)
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('npm run build --base', () => {
  it('writes every site URL of every page with the normalized base', () => {
    const pages = ['index.html', 'blog/2025/alpha.html', 'blog/2025/beta.html', 'guide/index.html', '404.html']
    for (const file of pages) {
      const html = read(file)
      const urls = [...html.matchAll(/(?:href|src|data-page|content)="(\/[^"]*)"/g)].map((m) => m[1])
      expect(urls.length, file).toBeGreaterThan(5)
      expect(
        urls.filter((u) => !u.startsWith('/docs/')),
        file,
      ).toEqual([])
      expect(html, file).not.toContain('https://notes.example.com/blog')
    }
    const alpha = read('blog/2025/alpha.html')
    expect(alpha).toContain('<a href="/docs/blog/2025/beta#%E8%B0%83%E5%BA%A6%E5%99%A8">下一篇</a>')
    expect(alpha).toContain('<link rel="canonical" href="https://notes.example.com/docs/blog/2025/alpha">')
  })

  it('gives the client bundle the base (Vite `base`), and the page modules and sections their URLs under it', () => {
    const assets = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'))
    const code = assets.map((f) => readFileSync(join(out, 'assets', f), 'utf8')).join('\n')
    expect(code).toMatch(/[`"']\/docs\/assets\/blog-[\w-]+\.js[`"']/)
    expect(code).not.toMatch(/[`"']\/assets\//)
  })

  it('stops on a base that is no path, naming the option and the fix', () => {
    const r = runBuild({ content: fixture, out: join(work, 'bad'), args: ['--base', 'https://a.org/docs/'] })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(
      '--base: base "https://a.org/docs/" is a URL; give the path only (e.g. \'/notes/\') and put the origin in `url`',
    )
  })
})

describe('npm run preview --base', () => {
  it('serves the build under the option’s base, which takes the place of the config’s', async () => {
    const child = spawn(
      process.execPath,
      ['build/cli.mjs', 'preview', '--out', out, '--port', '0', '--host', '127.0.0.1', '--base', '/docs'],
      {
        cwd: root,
      },
    )
    try {
      let printed = ''
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          printed += d
          const m = /: (http:\/\/\S+)/.exec(printed)
          if (m) resolve(m[1])
        })
        child.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${printed}`)))
      })
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/)
      const origin = new URL(address).origin
      const get = (path: string) => fetch(origin + path, { redirect: 'manual' })
      expect((await get('/docs/blog/2025/alpha')).status).toBe(200)
      expect((await get('/docs/')).status).toBe(200)
      expect((await get('/blog/2025/alpha')).status).toBe(404)
      expect((await get('/docs')).headers.get('location')).toBe('/docs/')
    } finally {
      child.kill()
    }
  })
})

describe('loadConfig', () => {
  it('normalizes the config file’s base and lets the override take its place', async () => {
    expect((await loadConfig(root, 'tests/fixtures/base/site.config.ts')).config.base).toBe('/notes/')
    expect((await loadConfig(root, 'tests/fixtures/base/site.config.ts', { base: '/a/b' })).config.base).toBe('/a/b/')
    const real = await loadConfig(root)
    // The real site's config object is handed on as it is: its base is '/' already.
    expect(real.config.base).toBe('/')
    expect((await loadConfig(root)).config).toBe(real.config)
  })

  it('names the config file when its base is wrong', async () => {
    await expect(loadConfig(root, 'tests/fixtures/base/site.config.ts', { base: '/a/../b' })).rejects.toThrow(
      /^--base: base "\/a\/\.\.\/b" has the segment "\.\."/,
    )
  })
})
