import { describe, expect, it } from 'vitest'
import { PAGE_TEXT_DEFAULTS } from '../../../../src/shared/site-config'
import { join } from 'node:path'
import { createHighlighter } from 'shiki'
import { compile } from '../../helpers/compile'
import { createMarkdownCompiler } from '../../../../build/markdown/pipeline'

describe('links', () => {
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
  it('keeps a query (a URL switch) on the link and checks the route without it', async () => {
    const out = await compile('[a](/blog/2025/b?outline=0#x) [b](./c.md?navbar=0)\n')
    expect(out.html).toBe('<p><a href="/blog/2025/b?outline=0#x">a</a> <a href="/blog/2025/c?navbar=0">b</a></p>')
    expect(out.links.map((l) => [l.route, l.hash])).toEqual([
      ['/blog/2025/b', 'x'],
      ['/blog/2025/c', ''],
    ])
  })
})

describe('links under a base', () => {
  it('writes the base in front of site links and public images, and records the routes without it', async () => {
    const compiler = createMarkdownCompiler({
      highlighter: await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [] }),
      publicDir: join(import.meta.dirname, '../../../../public'),
      base: '/notes/',
    })
    const source = '[a](./b.md#x) [c](/blog/) [d](https://gcc.gnu.org/) [e](#本页)\n\n![标志](/public/logo.svg)\n'
    const out = await compiler({
      filePath: '/site/content/blog/2025/page.md',
      relativePath: 'blog/2025/page.md',
      source,
      texts: PAGE_TEXT_DEFAULTS.zh,
    })
    expect(out.html).toContain(
      '<a href="/notes/blog/2025/b#x">a</a> <a href="/notes/blog/">c</a> <a href="https://gcc.gnu.org/" target="_blank" rel="noopener noreferrer">d</a> <a href="#%E6%9C%AC%E9%A1%B5">e</a>',
    )
    expect(out.html).toContain('<img src="/notes/public/logo.svg" alt="标志"')
    expect(out.links.map((l) => l.route)).toEqual(['/blog/2025/b', '/blog/', '/blog/2025/page'])
  })
})
