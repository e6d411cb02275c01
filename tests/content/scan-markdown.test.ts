import { describe, expect, it } from 'vitest'
import { blankCodeSpans, scanMarkdown } from './scan-markdown'

describe('scanMarkdown', () => {
  it('reads the example of its doc comment', () => {
    const page = scanMarkdown('---\ntitle: x\n---\n## 一 {#one}\n看 `代码` 和[链接](/a#b)\n```c program\nint x;\n```\n')
    expect(page).toEqual({
      frontmatter: { yaml: 'title: x', startLine: 2, endLine: 3 },
      bodyLine: 4,
      headings: [{ line: 4, depth: 2, text: '一', id: 'one' }],
      fences: [{ line: 6, column: 1, lang: 'c', meta: 'program', body: ['int x;'], closed: true }],
      links: [{ raw: '/a#b', line: 5, column: 9 }],
      // 一 看 和 链接: the code span and the link destination are not prose.
      han: 5,
    })
  })

  it('keeps fences apart as CommonMark does', () => {
    const page = scanMarkdown(['````md', '```c', '## 不是标题', '```', '````', '~~~', '```', '~~~', '  ```bash', '  ls', '  ```'].join('\n'))
    expect(page.fences.map((f) => [f.line, f.lang, f.body, f.closed])).toEqual([
      [1, 'md', ['```c', '## 不是标题', '```'], true],
      [6, '', ['```'], true],
      [9, 'bash', ['ls'], true],
    ])
    expect(page.headings).toEqual([])
  })

  it('takes ``` with backticks in its info string for inline code, not a fence', () => {
    expect(scanMarkdown('```x``` 中文').fences).toEqual([])
  })

  it('finds links and definitions but not images, code spans or links inside code', () => {
    const page = scanMarkdown(['![图](/a.png) [甲](</b c>) `[乙](/c)` [丙](/d "标题")', '  [ref]: /e#f', '```', '[丁](/g)', '```'].join('\n'))
    expect(page.links).toEqual([
      { raw: '/b c', line: 1, column: 14 },
      { raw: '/d', line: 1, column: 36 },
      { raw: '/e#f', line: 2, column: 3 },
    ])
  })

  it('does not count comments, tags, destinations or custom ids as prose', () => {
    expect(scanMarkdown('<!-- 注释\n还是注释 -->正文<br/>[字](/路径)\n## 题 {#标识}').han).toBe(4)
  })

  it('gives heading text without markup, for the slugger', () => {
    expect(scanMarkdown('### 用 `strace` 看 **[connect](/x)** 卡住 ###').headings).toEqual([{ line: 1, depth: 3, text: '用 strace 看 connect 卡住' }])
  })

  it('blanks code spans of any backtick run, keeping the length', () => {
    expect(blankCodeSpans('a `b` c ``d`e`` f')).toBe('a     c         f')
  })
})
