import { describe, expect, it } from 'vitest'
import { hanCount, readingTime } from '../../helpers/reading-time'

describe('reading time: what is read as prose and as code', () => {
  it('reads code at its own pace: the same text counts differently inside a fence', async () => {
    const line = 'fork 之后父子进程各有一份缓冲区'
    const prose = await readingTime(Array(30).fill(line).join('\n\n'))
    const code = await readingTime('```text\n' + Array(30).fill(line).join('\n') + '\n```')
    expect(prose).toMatchObject({ cjk: 30 * hanCount(line), words: 30, codeLines: 0 })
    expect(code).toMatchObject({ cjk: 0, words: 0, codeLines: 30 })
  })

  it('does not count what a reader does not read', async () => {
    const md = [
      '---',
      'title: 标题不算正文',
      'description: 摘要也不算',
      '---',
      '<!-- 注释 comment -->',
      '看[手册](https://man7.org/linux/man-pages/man2/fork.2.html)和 <https://gcc.gnu.org/onlinedocs/> 。',
      // A definition cannot interrupt a paragraph (CommonMark): the blank line makes it one.
      '',
      '[ref]: https://example.org/参考',
      '::: tip 提示',
      '内容',
      ':::',
      '## 小结 {#summary-id}',
    ].join('\n')
    // 看 手册 和 / 提示 / 内容 / 小结: 1+2+1 + 2 + 2 + 2 = 10 characters; no Latin words.
    expect(await readingTime(md)).toEqual({ minutes: 1, cjk: 10, words: 0, codeLines: 0 })
  })

  it('follows fences as CommonMark does: a longer fence holds shorter ones, ~~~ and ``` do not close each other', async () => {
    const md = ['````markdown', '```c', 'int x;', '```', '````', '~~~text', '```', 'a', '~~~', '中'].join('\n')
    expect(await readingTime(md)).toEqual({ minutes: 1, cjk: 1, words: 0, codeLines: 5 })
  })

  it('counts code lines of an unclosed fence to the end, blank lines not at all', async () => {
    expect(await readingTime('```c\nint a;\n\n\nint b;\n')).toMatchObject({ codeLines: 2 })
  })
})
