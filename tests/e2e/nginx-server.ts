import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { nginxServerBlock, type NginxOptions } from '../../build/publish/nginx'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  origin: string
  stop(): void
}

/**
 * Debian's nginx on a free loopback port, as no root: the server block build/publish/nginx.ts
 * writes (for `block`'s root, base and camera routes) inside a whole nginx.conf, with every file
 * nginx writes in `dir`. Resolves once `probe` (a path) answers.
 */
export async function startNginx(dir: string, block: Omit<NginxOptions, 'listen' | 'serverName'>, probe = '/'): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing (Debian package nginx)`)
  mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`).join('\n')
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temp}
${nginxServerBlock({ ...block, listen: `127.0.0.1:${port}`, serverName: 'localhost' })}
}
`,
  )
  const nginx = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  nginx.stderr!.on('data', (d) => (stderr += d))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited ${nginx.exitCode}: ${stderr}`)
    try {
      await fetch(origin + probe)
      return { origin, stop: () => nginx.kill() }
    } catch (e) {
      if (Date.now() > deadline) {
        nginx.kill()
        throw new Error(`nginx did not answer: ${stderr} ${e}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port
      s.close(() => resolve(port))
    })
  })
}
