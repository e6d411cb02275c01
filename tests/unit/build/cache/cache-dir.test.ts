import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openCacheDir, sha256 } from '../../../../build/cache/cache-dir'

let dir: string
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'cache-dir-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const key = (n: number) => sha256(`key ${n}`)
const fileOf = (k: string) => join(dir, k.slice(0, 2), `${k}.json`)

describe('openCacheDir', () => {
  it('reads back what was written, header and body, Chinese text included', () => {
    openCacheDir<{ v: number }>(dir).write(key(1), { v: 1 }, '{"标题":"缓存"}')
    expect(openCacheDir<{ v: number }>(dir).read(key(1))).toEqual({ header: { v: 1 }, body: '{"标题":"缓存"}' })
  })

  it('reads a missing entry, one cut short and one with a changed byte as missing', () => {
    const cache = openCacheDir<{ v: number }>(dir)
    for (const n of [1, 2, 3]) cache.write(key(n), { v: n }, `{"text":"正文 ${n}"}`)
    const cut = readFileSync(fileOf(key(1)))
    writeFileSync(fileOf(key(1)), cut.subarray(0, cut.length - 3))
    writeFileSync(fileOf(key(2)), readFileSync(fileOf(key(2)), 'utf8').replace('正文 2', '正文 9'))
    const again = openCacheDir<{ v: number }>(dir)
    expect(again.read(key(1))).toBeUndefined()
    expect(again.read(key(2))).toBeUndefined()
    expect(again.read(key(4))).toBeUndefined()
    expect(again.read(key(3))?.body).toBe('{"text":"正文 3"}')
  })

  it('prunes what this run neither read nor wrote, and leaves no half-written file', () => {
    const first = openCacheDir<object>(dir)
    for (const n of [1, 2, 3, 4]) first.write(key(n), {}, `${n}`)
    const second = openCacheDir<object>(dir)
    second.read(key(1))
    second.write(key(5), {}, '5')
    expect(second.prune()).toBe(3)
    const left = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') || f.endsWith('.tmp'))
    expect(left.map((f) => f.split('/').pop()).sort()).toEqual([`${key(1)}.json`, `${key(5)}.json`].sort())
  })
})
