import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { codeFrame, errorPage, messagePage } from '../../../../build/dev/error-page'
import type { Diagnostic } from '../../../../build/diagnostics'

const root = join(import.meta.dirname, '../../../../.site-build', `error-page-${process.pid}`)
const page = 'content/blog/2025/a.md'

beforeAll(() => {
  mkdirSync(join(root, 'content/blog/2025'), { recursive: true })
  writeFileSync(join(root, page), '---\ntitle: 甲\n---\n\n正文 <b>\n\n# 小节\n\n\t结尾\n')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const problem = (line: number, column: number, reason: string): Diagnostic => ({
  file: page,
  line,
  column,
  reason,
  hint: 'Use `##` for a section.',
  rule: 'markdown/heading',
  fatal: true,
})

/** The text a reader sees: the markup taken out, entities read back. */
const visible = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

describe('the dev error screen', () => {
  it('frames two lines either side, numbered, with the column marked under its character', () => {
    const lines = ['一', '二', '三 <b>', '四', '五', '六']
    expect(visible(codeFrame(lines, 3, 3)).split('\n')).toEqual([
      '  1 | 一',
      '  2 | 二',
      '> 3 | 三 <b>',
      '    | 三 ^',
      '  4 | 四',
      '  5 | 五',
    ])
    expect(codeFrame(lines, 3, 3)).toContain('<span class="dev-error__at">&lt;</span>')
    // Out of the file (it changed since): no frame rather than a wrong one.
    expect(codeFrame(lines, 9, 1)).toBe('')
  })

  it('shows every problem with its place, reason, fix, frame and a link to the editor', () => {
    const html = errorPage([problem(5, 4, 'first <one>'), problem(7, 1, 'second')], { root, base: '/notes/' })
    expect(html.match(/class="dev-error__problem"/g)).toHaveLength(2)
    expect(html).toContain('<h1 class="dev-error__title">2 problems in this page</h1>')
    expect(html).toContain('first &lt;one&gt;')
    expect(visible(html)).toContain(`${page}:7:1 (markdown/heading)`)
    expect(visible(html)).toContain('> 7 | # 小节')
    expect(html).toContain(`href="/notes/__open-in-editor?file=${encodeURIComponent(join(root, page))}%3A7%3A1"`)
    expect(html).toContain('<script type="module" src="/notes/@vite/client">')
    expect(html).toContain('prefers-color-scheme: dark')
    expect(html).not.toMatch(/\bat .*:\d+:\d+\)/)
  })

  it('shows a problem of a file that is gone without a frame, and a bare message alone', () => {
    const html = errorPage([{ ...problem(1, 1, 'gone'), file: 'content/nope.md' }], { root, base: '/' })
    expect(html).toContain('content/nope.md:1:1')
    expect(html).not.toContain('class="dev-error__frame"')
    expect(visible(messagePage('render failed: x', '/'))).toContain('render failed: x')
  })
})
