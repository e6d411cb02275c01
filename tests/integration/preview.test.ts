import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { root, runBuild } from './helpers'
import { startPreviewServer } from '../../build/preview/server'

const out = join(root, '.site-build', 'it-preview')
let server: Server
let base = ''
const get = (path: string) => fetch(base + path, { redirect: 'manual' })

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  expect(runBuild({ content: join(root, 'tests/fixtures/site/content'), out }).status).toBe(0)
  server = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
  rmSync(out, { recursive: true, force: true })
})

describe('npm run preview serves dist/ the way static hosts do', () => {
  it('serves clean URLs from <route>.html and <folder>/index.html, as revalidated HTML', async () => {
    for (const [path, text] of [
      ['/', '测试站点'],
      ['/blog/2025/alpha', '互斥锁与优先级继承'],
      ['/guide/', '指南'],
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain(text)
    }
  })

  it('redirects the .html and /index forms, and folders without their slash, to the clean URL', async () => {
    const cases: [string, string][] = [
      ['/blog/2025/alpha.html', '/blog/2025/alpha'],
      ['/blog/2025/alpha.html?x=1', '/blog/2025/alpha?x=1'],
      ['/guide/index', '/guide/'],
      ['/guide/index.html', '/guide/'],
      ['/guide', '/guide/'],
      ['/blog/2025/alpha/', '/blog/2025/alpha'],
      ['/blog/2025/alpha/index', '/blog/2025/alpha'],
      ['/index.html', '/'],
    ]
    for (const [from, to] of cases) {
      const res = await get(from)
      expect(res.status, from).toBe(301)
      expect(res.headers.get('location'), from).toBe(to)
    }
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/blog/2025/gamma', '/assets/missing.js', '/public/none.png']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('PAGE NOT FOUND')
    }
  })

  it('serves hashed assets with long-lived caching and the right types', async () => {
    const html = await (await get('/blog/2025/alpha')).text()
    const js = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]
    const a = await get(js)
    expect(a.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const b = await get(css)
    expect(b.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const icon = await get('/public/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toBe('no-cache')
  })

  it('does not serve files outside dist/', async () => {
    const res = await get('/assets/..%2f..%2fpackage.json')
    expect(res.status).toBe(404)
  })
})
