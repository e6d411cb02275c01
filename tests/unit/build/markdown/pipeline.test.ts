import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'

/** The MDX path of the pipeline (compileMdx): the same stages as markdown, a component as output. */
describe('an .mdx page', () => {
  const page = [
    '---',
    'title: 组件页',
    '---',
    '',
    "import { useState } from 'react'",
    '',
    'export const Hello = () => <b>你好</b>',
    '',
    '# 组件页',
    '',
    '## 第一节',
    '',
    '<Hello />',
    '::: tip 提示标题',
    '容器里的字。',
    ':::',
    '',
    '```console',
    '$ echo hi',
    'hi',
    '```',
    '',
    '## 第二节 \\{#second}',
    '',
    '见[另一页](./other.mdx#x)和[那一页](../b.md)。',
    '',
  ].join('\n')

  it('gets its frontmatter, outline, links and search text from the markdown stages', async () => {
    const out = await compile(page, 'guide/page.mdx')
    expect(out.messages).toEqual([])
    expect(out.html).toBe('')
    expect(out.frontmatter).toEqual({ title: '组件页' })
    expect(out.h1).toBe('组件页')
    expect(out.toc.map((t) => [t.text, t.id, t.depth])).toEqual([
      ['第一节', '第一节', 2],
      ['第二节', 'second', 2],
    ])
    expect(out.links.map((l) => [l.route, l.hash, l.line])).toEqual([
      ['/guide/other', 'x', 25],
      ['/b', '', 25],
    ])
    expect(out.text).toContain('容器里的字。')
    expect(out.text).toContain('$ echo hi')
  })

  it('compiles to a module whose default export is the component, with the page’s own imports and exports', async () => {
    const { code = '' } = await compile(page, 'guide/page.mdx')
    expect(code).toContain("import {useState} from 'react'")
    expect(code).toContain('export const Hello = ')
    expect(code).toContain('export default function MDXContent')
    // The container, the code block's highlighting and buttons, as in markdown.
    expect(code).toContain('className: "custom-block tip"')
    expect(code).toContain('"--shiki-light"')
    expect(code).toContain('"aria-label": "复制代码"')
    // The copy text of a console block, as markup React renders and hydrates unchanged.
    expect(code).toMatch(/className: "code-block__copy-text",\s*dangerouslySetInnerHTML: \{\s*__html: "echo hi"\s*\}/)
    expect(code).toContain('href: "/guide/other#x"')
  })

  it('reports a JSX tag never closed at the tag', async () => {
    const out = await compile('段落 <em>没有闭合\n\n下一段\n', 'guide/bad.mdx')
    expect(out.messages).toEqual([
      expect.objectContaining({
        line: 1,
        column: 4,
        reason: 'MDX: Expected a closing tag for `<em>` before the end of `paragraph`',
        rule: 'mdx/syntax',
        fatal: true,
      }),
    ])
  })

  it('reports an import of a file or package that does not exist at its specifier', async () => {
    const out = await compile("import A from './nowhere'\nimport B from 'no-such-package-here'\n\n<A />\n", 'guide/imports.mdx')
    expect(out.messages.map((m) => [m.line, m.column, m.reason, m.rule])).toEqual([
      [1, 15, 'MDX: import "./nowhere" names no file', 'mdx/import'],
      [2, 15, 'MDX: import "no-such-package-here" names no file', 'mdx/import'],
    ])
  })
})
