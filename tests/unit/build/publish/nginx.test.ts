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
