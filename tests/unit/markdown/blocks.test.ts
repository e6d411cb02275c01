import { describe, expect, it } from 'vitest'
import { compile } from './compile'
import { parseCodeMeta } from '../../../build/markdown/code-meta'
import { markContainers } from '../../../build/markdown/container-syntax'

describe('containers', () => {
  it('wraps tip, warning, danger, info with default or given titles', async () => {
    const out = await compile('::: tip\n内容\n:::\n\n::: danger 别这样做\n**危险**\n:::\n')
    expect(out.html).toBe(
      '<div class="custom-block tip">\n<p class="custom-block-title">提示</p>\n<p>内容</p>\n</div>\n' +
        '<div class="custom-block danger">\n<p class="custom-block-title">别这样做</p>\n<p><strong>危险</strong></p>\n</div>',
    )
  })

  it('renders details as a disclosure and allows nesting', async () => {
    const out = await compile('::: details 展开\n::: info\n里面\n:::\n:::\n')
    expect(out.html).toBe(
      '<details class="custom-block details">\n<summary>展开</summary>\n' +
        '<div class="custom-block info">\n<p class="custom-block-title">信息</p>\n<p>里面</p>\n</div>\n</details>',
    )
  })

  it('leaves ::: inside code fences alone', () => {
    const src = '```text\n::: tip\n:::\n```\n'
    expect(markContainers(src).text).toBe(src)
  })

  it('reports unknown and unclosed containers at their line', async () => {
    const out = await compile('段落\n\n::: note\n内容\n\n::: tip\n没有结束\n')
    expect(out.messages.map((m) => [m.line, m.reason])).toEqual([
      [3, 'unknown container type "note"'],
      [6, 'container `::: tip` is never closed'],
    ])
  })
})

describe('code fences', () => {
  it('parses title, line ranges and flags from the meta string', () => {
    expect(parseCodeMeta('title="main.c" {1,4-6} program')).toEqual({ title: 'main.c', highlight: [1, 4, 5, 6], flags: ['program'] })
    expect(parseCodeMeta("{3-1} title='a b.c'")).toEqual({ title: 'a b.c', highlight: [3], flags: [] })
    expect(parseCodeMeta(undefined)).toEqual({ highlight: [], flags: [] })
  })

  it('highlights at build time with both themes, a title and marked lines', async () => {
    const out = await compile('```c title="main.c" {2}\nint a;\nint b;\n```\n')
    expect(out.html).toContain(
      '<div class="code-block" data-lang="c"><div class="code-block__title">main.c</div><pre class="shiki shiki-themes github-light github-dark"',
    )
    expect(out.html).toContain('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">int</span>')
    expect(out.html.match(/class="line( highlighted)?"/g)).toEqual(['class="line"', 'class="line highlighted"'])
  })

  it('requires a known language and highlight lines inside the block', async () => {
    const out = await compile('```\nx\n```\n\n```cobolx\ny\n```\n\n```c {5}\nz\n```\n')
    expect(out.messages.map((m) => [m.line, m.reason])).toEqual([
      [1, 'code fence names no language'],
      [5, 'unknown code language "cobolx"'],
      [9, 'line highlight {5} is past the end of a 1-line block'],
    ])
  })
})

describe('links and images', () => {
  it('rewrites .md links to routes, records internal links and guards external ones', async () => {
    const out = await compile('[a](./b.md#x) [b](../2019/c.md) [c](/blog/) [d](https://gcc.gnu.org/) [e](#本页)\n')
    expect(out.html).toBe(
      '<p><a href="/blog/2025/b#x">a</a> <a href="/blog/2019/c">b</a> <a href="/blog/">c</a> <a href="https://gcc.gnu.org/" target="_blank" rel="noopener noreferrer">d</a> <a href="#%E6%9C%AC%E9%A1%B5">e</a></p>',
    )
    expect(out.links.map((l) => [l.route, l.hash, l.column])).toEqual([
      ['/blog/2025/b', 'x', 1],
      ['/blog/2019/c', '', 15],
      ['/blog/', '', 33],
      ['/blog/2025/page', '本页', 71],
    ])
  })

  it('requires alt text and an existing file for images', async () => {
    const out = await compile('![](./_images/none.png)\n')
    expect(out.messages.map((m) => m.reason)).toEqual([
      'image "./_images/none.png" has no alt text',
      'image "./_images/none.png" does not exist',
    ])
  })
})
