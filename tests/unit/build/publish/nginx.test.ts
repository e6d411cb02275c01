import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { nginxServerBlock } from '../../../../build/publish/nginx'
import config from '../../../../src/site.config'

describe('the nginx server block', () => {
  it('is the one the README shows (the nginx browser test runs the same function)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8')
    const block = nginxServerBlock({
      listen: '80',
      serverName: 'notes.example.com',
      root: '/srv/notes/dist',
      cameraRoutes: config.publish?.cameraRoutes,
    })
    expect(readme).toContain('```nginx\n' + block + '```')
  })

  it('gives each camera route its own location with the camera snippet', () => {
    const block = nginxServerBlock({ listen: '80', serverName: 's', root: '/d/', cameraRoutes: ['/tool/a', '/tool/b'] })
    expect(block).toContain('location = /tool/a {\n        include /d/.nginx/headers-camera.conf;')
    expect(block).toContain('location = /tool/b {')
    expect(block.match(/include \/d\/\.nginx\/headers\.conf;/g)).toHaveLength(4)
  })
})

describe('the nginx server block under a base', () => {
  const block = nginxServerBlock({ listen: '80', serverName: 's', root: '/srv/www/notes/', base: '/notes/', cameraRoutes: ['/tool/a'] })

  it('looks files up from the folder above dist/, and includes the snippets from dist/', () => {
    expect(block).toContain('    root /srv/www;\n    error_page 404 /notes/404.html;')
    expect(block.match(/include \/srv\/www\/notes\/\.nginx\/headers\.conf;/g)).toHaveLength(4)
  })

  it('puts every location and redirect under the base, and answers the rest of the host with 404', () => {
    for (const part of [
      'location ^~ /notes/assets/ {',
      'location = /notes/tool/a {\n        include /srv/www/notes/.nginx/headers-camera.conf;',
      'location ~ ^/notes/.*\\.md$ {',
      'location ~ ^(?<site_noslash>/notes(?:/.*)?)/$ {',
      'location /notes/ {',
      'location = /notes {\n        return 301 /notes/$is_args$args;\n    }',
      'location / {\n        return 404;\n    }',
      '"^(?!/notes/(?:assets|public)/)([^?]*)\\.html(\\?.*)?$"',
    ])
      expect(block).toContain(part)
  })

  it('escapes the base in regular expressions and refuses a folder that does not end with it', () => {
    expect(nginxServerBlock({ listen: '80', serverName: 's', root: '/w/v1.2', base: 'v1.2' })).toContain(
      'location ~ ^(?<site_noslash>/v1\\.2(?:/.*)?)/$ {',
    )
    expect(() => nginxServerBlock({ listen: '80', serverName: 's', root: '/srv/notes/dist', base: '/notes/' })).toThrow(
      'nginx: the deployed folder /srv/notes/dist must end with the base /notes (e.g. /srv/www/notes)',
    )
  })
})
