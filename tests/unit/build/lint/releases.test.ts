import { describe, expect, it } from 'vitest'
import { releasedOn, TOOLS } from '../../../../build/lint/releases'

const tool = (name: string, sample: string) =>
  TOOLS.find((t) => t.name === name && t.patterns.some((re) => new RegExp(re.source, re.flags).test(sample)))!
const versionIn = (name: string, text: string) => {
  const t = tool(name, text)
  for (const re of t.patterns) {
    const m = new RegExp(re.source, re.flags).exec(text)
    if (m) return { t, version: m[1] }
  }
  throw new Error(`no ${name} version in ${text}`)
}

describe('tool release dates', () => {
  it.each([
    ['gcc', 'gcc (Debian 12.2.0-14) 12.2.0', '12.2.0', '2022-05-06'],
    ['gcc', 'arm-none-eabi-gcc 和 gcc 7.3 都能编译', '7.3', '2017-05-02'],
    ['Python', 'Python 3.11.7', '3.11', '2022-10-24'],
    ['Python', '/usr/lib/python3.10/subprocess.py', '3.10', '2021-10-04'],
    ['Node.js', 'Node.js v20.11.1', '20.11.1', '2023-04-18'],
    ['Linux', '6.1.0-18-amd64', '6.1', '2022-12-11'],
    ['Linux', 'Linux 5.6 加入了 time 命名空间', '5.6', '2020-03-29'],
    ['CMake', 'cmake version 3.25.1', '3.25', '2022-11-16'],
    ['OpenSSL', 'OpenSSL 1.1.1n  15 Mar 2022', '1.1.1', '2018-09-11'],
    ['Debian', 'Debian GNU/Linux 12 (bookworm)', '12', '2023-06-10'],
    ['util-linux', 'unshare from util-linux 2.38.1', '2.38', '2022-03-28'],
    ['Valgrind', '==31458== Using Valgrind-3.19.0 and LibVEX', '3.19', '2022-04-11'],
  ])('%s in %j is version %s, first released %s', (name, text, version, day) => {
    const found = versionIn(name, text)
    expect(found.version).toBe(version)
    expect(releasedOn(found.t, found.version)).toBe(day)
  })

  it('a series newer than the table counts as its newest row; an older one as old enough', () => {
    const gcc = TOOLS.find((t) => t.name === 'gcc')!
    expect(releasedOn(gcc, '16.1.0')).toBe(gcc.released['15'])
    expect(releasedOn(gcc, '4.9.2')).toBeUndefined()
  })
})
