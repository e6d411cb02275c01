import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'

describe('heading ids and toc', () => {
  it('gives Chinese headings readable ids, unique within the page', async () => {
    const out = await compile('# 标题\n\n## 优先级继承\n\n正文\n\n## 优先级继承\n\n### 临界区 与 中断\n\n#### Step 1: 编译\n\n##### 太深\n')
    expect(out.toc).toEqual([
      { text: '优先级继承', id: '优先级继承', depth: 2, charIndex: 0 },
      { text: '优先级继承', id: '优先级继承-1', depth: 2, charIndex: 9 },
      { text: '临界区 与 中断', id: '临界区-与-中断', depth: 3, charIndex: 15 },
      { text: 'Step 1: 编译', id: 'step-1-编译', depth: 4, charIndex: 24 },
    ])
    expect(out.text.slice(9, 14)).toBe('优先级继承')
    expect(out.html).toContain('<h2 id="优先级继承-1">')
    expect(out.h1).toBe('标题')
    expect(out.html).not.toContain('<h1')
  })

  it('honours {#custom-id} and strips it from the text', async () => {
    const out = await compile('## 临界区 {#critical-section}\n\n## Critical Section\n')
    expect(out.toc.map((t) => [t.text, t.id])).toEqual([
      ['临界区', 'critical-section'],
      ['Critical Section', 'critical-section-1'],
    ])
    expect(out.html).toContain('<h2 id="critical-section">临界区<a class="header-anchor" href="#critical-section"')
  })

  it('reports a custom id used twice, with both lines', async () => {
    const out = await compile('## A {#x}\n\n## B {#x}\n')
    expect(out.messages).toEqual([expect.objectContaining({ line: 3, reason: 'heading id "x" is used twice in this page', fatal: true })])
    expect(out.messages[0].hint).toContain('line 1')
  })

  it('allows one # title at most', async () => {
    const out = await compile('# 一\n\n# 二\n')
    expect(out.messages.map((m) => [m.line, m.rule])).toEqual([[3, 'markdown/heading']])
  })

  it('takes a leading # as the title, after a tab or a comment too', async () => {
    for (const source of ['#\tFoo\n\n正文\n', '<!-- 草稿 -->\n\n# Foo\n\n正文\n', '---\ntitle: Foo\n---\n\n# Foo\n\n正文\n']) {
      const out = await compile(source)
      expect(out.messages).toEqual([])
      expect(out.h1).toBe('Foo')
      expect(out.html).not.toContain('<h1')
    }
  })

  // Nothing an author writes may vanish: a `#` heading that is not the title has no place in the
  // layout, so it is refused where it is written, with the fix.
  it('refuses every other # heading at its line and column: mid-page, in a quote, a list, a container', async () => {
    const cases: [string, number, number][] = [
      ['Foo bar\n# baz\nBar foo\n', 2, 1],
      ['正文\n\n> # 引用里的标题\n', 3, 3],
      ['- 列表\n- # 列表里的标题\n', 2, 3],
      ['::: tip\n# 提示里的标题\n:::\n', 2, 1],
      ['正文\n\n标题\n===\n', 3, 1],
    ]
    for (const [source, line, column] of cases) {
      const out = await compile(source)
      expect(out.messages, source).toEqual([
        expect.objectContaining({
          line,
          column,
          rule: 'markdown/heading',
          fatal: true,
          hint: expect.stringContaining('Use `##` for a section'),
        }),
      ])
      expect(out.h1).toBeUndefined()
    }
  })

  it('refuses a leading # that says something else than the frontmatter title', async () => {
    const out = await compile('---\ntitle: 互斥锁\n---\n\n# 信号量\n\n正文\n')
    expect(out.messages).toEqual([
      expect.objectContaining({
        line: 5,
        column: 1,
        reason: 'the page has two titles: "互斥锁" in the frontmatter and the `#` heading "信号量"',
      }),
    ])
  })
})
