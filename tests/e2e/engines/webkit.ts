/**
 * Debian's WebKitGTK (Safari's engine), driven by its WebKitWebDriver over classic W3C WebDriver
 * (https://w3c.github.io/webdriver/), in an Xvfb display of its own. The client is the few
 * commands the suite needs, over fetch.
 *
 * Classic WebDriver has no log interface and no script that runs before the page's own: WebKit's
 * console and uncaught errors are invisible to it. So the pages are served through a proxy in
 * front of the preview server that puts WATCH_SCRIPT (engine.ts) first in every HTML document,
 * and `problems()` reads what it kept. What the script cannot see is said in the README
 * ("The whole built site, tested").
 *
 * Each page is a WebDriver session of its own (a MiniBrowser process), from a driver process of
 * its own: one WebKitWebDriver serves one session at a time.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { WATCH_SCRIPT, type Engine, type EnginePage, type Key, type Viewport } from './engine'

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** WebDriver's code points for the keys the suite presses. */
const KEYS: Record<Key, string> = { Control: '\uE009', Escape: '\uE00C', Enter: '\uE007', k: 'k' }
/** The element reference's key in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

/**
 * Starts Xvfb and a proxy that serves `baseUrl` with the watch script; pages are opened at the
 * proxy's address, so `url()` maps a preview URL to it.
 */
export async function launchWebKit(baseUrl: string): Promise<Engine & { url(previewUrl: string): string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const display = await readLine(xvfb.stdio[3] as Readable, 'Xvfb printed no display number')
  const proxy = await startProxy(baseUrl)
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const drivers: ChildProcess[] = []
  let version = ''
  return {
    name: 'WebKit',
    get version() {
      return version
    },
    url: (previewUrl) => proxyUrl + previewUrl.slice(baseUrl.length),
    newPage: async (viewport) => {
      const port = await freePort()
      const driver = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
        stdio: 'ignore',
        env: { ...process.env, DISPLAY: `:${display}` },
      })
      drivers.push(driver)
      const page = await webkitPage(`http://127.0.0.1:${port}`, viewport, () => {
        driver.kill()
        drivers.splice(drivers.indexOf(driver), 1)
      })
      version ||= page.version
      return page
    },
    close: async () => {
      for (const d of drivers) d.kill()
      xvfb.kill()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}

async function webkitPage(driverUrl: string, viewport: Viewport, stop: () => void): Promise<EnginePage & { version: string }> {
  const call = async (method: string, path: string, body?: unknown): Promise<any> => {
    const r = await fetch(driverUrl + path, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await r.json()) as { value: any }
    if (!r.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error} ${json.value?.message}`)
    return json.value
  }
  // The driver listens a moment after it starts.
  for (let i = 0; ; i++) {
    const ready = await fetch(driverUrl + '/status').then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (i === 100) throw new Error(`${DRIVER} did not answer at ${driverUrl}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const session = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
    },
  })
  const s = `/session/${session.sessionId}`
  await call('POST', `${s}/window/rect`, { width: viewport.width, height: viewport.height })
  const keys = (actions: { type: 'keyDown' | 'keyUp'; value: string }[]) =>
    call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] })
  return {
    version: String(session.capabilities.browserVersion),
    goto: async (url) => {
      await call('POST', `${s}/url`, { url })
    },
    evaluate: async (fn, ...args) => {
      // Execute Script awaits a returned promise; an error comes back as a WebDriver error.
      return call('POST', `${s}/execute/sync`, { script: `return (${fn.toString()}).apply(null, arguments)`, args })
    },
    press: async (...chord: Key[]) => {
      const codes = chord.map((k) => KEYS[k])
      await keys([
        ...codes.map((value) => ({ type: 'keyDown' as const, value })),
        ...codes.reverse().map((value) => ({ type: 'keyUp' as const, value })),
      ])
    },
    type: async (text) => {
      await keys(
        [...text].flatMap((c) => [
          { type: 'keyDown' as const, value: c },
          { type: 'keyUp' as const, value: c },
        ]),
      )
    },
    // Like playwright's actionability wait: an element covered for a moment (a view transition
    // lays its snapshot over the page while it runs) is tried again, for 5 s at most.
    click: async (selector) => {
      for (const start = Date.now(); ;) {
        const element = await call('POST', `${s}/element`, { using: 'css selector', value: selector })
        try {
          await call('POST', `${s}/element/${element[ELEMENT]}/click`, {})
          return
        } catch (e) {
          if (!String(e).includes('not interactable') || Date.now() - start > 5_000) throw e
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    },
    problems: async () =>
      call('POST', `${s}/execute/sync`, { script: 'return window.__siteProblems || ["the watch script did not run"]', args: [] }),
    close: async () => {
      await call('DELETE', s).catch(() => {})
      stop()
    },
  }
}

/** Forwards every request to `baseUrl`; an HTML answer gets WATCH_SCRIPT as the first thing in its head. */
async function startProxy(baseUrl: string): Promise<Server> {
  const target = new URL(baseUrl)
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers }
        if (!String(headers['content-type']).startsWith('text/html')) {
          res.writeHead(answer.statusCode!, headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script>${WATCH_SCRIPT}</script>`)
          delete headers['content-length']
          res.writeHead(answer.statusCode!, headers)
          res.end(html)
        })
      },
    )
    upstream.on('error', (e) => res.destroy(e))
    req.pipe(upstream)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return server
}

function freePort(): Promise<number> {
  const server = createServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    }),
  )
}

function readLine(stream: Readable, failure: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    stream.on('data', (c: Buffer) => {
      text += c.toString()
      if (text.includes('\n')) resolve(text.trim())
    })
    stream.on('end', () => reject(new Error(failure)))
  })
}
