import { describe, expect, it } from 'vitest'
import { CJK_PER_MINUTE, CODE_LINES_PER_MINUTE, WORDS_PER_MINUTE } from '../../../../build/markdown/reading-time'
import { hanCount, readingTime } from '../../helpers/reading-time'

// Original prose of the kind the blog carries: a debugging note about stdio buffers and fork().
const P1 =
  '那天排查的问题很简单：一个只调用一次 printf 的程序，把输出重定向到文件以后，同一行字出现了两次。直接在终端里运行时一切正常，换成管道或者文件就不对了。'
const P2 =
  '原因在 stdio 的缓冲方式。标准输出连着终端时是行缓冲，遇到换行就写出去；连着文件或管道时是全缓冲，要等缓冲区满或者进程退出才写。fork 会把父进程的用户态内存原样复制一份，还没写出去的缓冲区也在其中，于是两个进程退出时各写一遍。'
const P3 =
  '解决办法有三种：在 fork 之前调用 fflush，把缓冲区清空；用 setvbuf 把标准输出改成行缓冲或无缓冲；或者让子进程用 _exit 退出，不再冲刷 stdio 的缓冲区。第一种最直接，也最容易在代码评审时看懂。'

const CODE = [
  '#include <stdio.h>',
  '#include <sys/wait.h>',
  '#include <unistd.h>',
  '',
  'int main(void)',
  '{',
  '    printf("hello\\n");',
  '    pid_t pid = fork();',
  '    if (pid == 0)',
  '        return 0;',
  '    waitpid(pid, NULL, 0);',
  '    return 0;',
  '}',
]
const CONSOLE = ['$ ./a.out', 'hello', '$ ./a.out > out.txt', '$ cat out.txt', 'hello', 'hello']

/** A page of ten sections: each with the three paragraphs, a C block and a console block. */
function articlePage(): string {
  const section = (n: number) =>
    [
      `## 第 ${n} 节 {#part-${n}}`,
      '',
      P1,
      '',
      P2,
      '',
      '```c title="fork.c"',
      ...CODE,
      '```',
      '',
      P3,
      '',
      '```console',
      ...CONSOLE,
      '```',
      '',
    ].join('\n')
  return [
    '---',
    'title: 一行输出为什么出现两次',
    'tags: [C, 进程]',
    '---',
    '',
    ...Array.from({ length: 4 }, (_, i) => section(i + 1)),
  ].join('\n')
}

describe('reading time', () => {
  it('gives a page of Chinese prose with code blocks a believable figure', async () => {
    const page = articlePage()
    const sections = 4
    const cjk = sections * (hanCount('第节') + hanCount(P1) + hanCount(P2) + hanCount(P3))
    // Latin words and numbers per section: the section number (`part-1` is inside {#…}, unread),
    // printf; stdio, fork; fork, fflush, setvbuf, _exit, stdio.
    const words = sections * (1 + 1 + 2 + 5)
    const codeLines = sections * (CODE.filter((l) => l.trim()).length + CONSOLE.length)
    const r = await readingTime(page)
    expect(r.cjk).toBe(cjk)
    expect(r.words).toBe(words)
    expect(r.codeLines).toBe(codeLines)
    const exact = cjk / 300 + words / 200 + codeLines / 30
    expect(r.minutes).toBe(Math.round(exact))
    // About 1,400 characters and 90 lines of code: a few minutes of reading, not one, not twenty.
    expect(r.minutes).toBeGreaterThanOrEqual(5)
    expect(r.minutes).toBeLessThanOrEqual(10)
  })

  it('uses the documented rates', async () => {
    expect([CJK_PER_MINUTE, WORDS_PER_MINUTE, CODE_LINES_PER_MINUTE]).toEqual([300, 200, 30])
    const han = '字'.repeat(1500)
    const latin = Array.from({ length: 150 }, (_, i) => `w${i}`).join(' ')
    const code = Array.from({ length: 80 }, (_, i) => `x = ${i};`).join('\n')
    // 1500/300 + 150/200 + 80/30 = 5 + 0.75 + 2.67 = 8.42
    const r = await readingTime(`${han}\n\n${latin}\n\n\`\`\`c\n${code}\n\`\`\`\n`)
    expect(r).toEqual({ minutes: 8, cjk: 1500, words: 150, codeLines: 80 })
  })

  it('gives at least one minute, also for an empty page', async () => {
    expect(await readingTime('')).toEqual({ minutes: 1, cjk: 0, words: 0, codeLines: 0 })
  })

  it('keeps identifiers and versions as one word each', async () => {
    expect((await readingTime('SO_REUSEADDR 和 gcc 12.2、C++17、don’t')).words).toBe(5)
  })
})
