import { describe, expect, it } from 'vitest'
import { PAGE_TEXT_DEFAULTS } from '../../../../src/shared/site-config'
import { compile } from '../../helpers/compile'

describe('code fences', () => {
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

describe('code block toolbar', () => {
  it('every block gets a copy and a wrap button with Chinese names', async () => {
    const out = await compile('```c title="main.c"\nint x;\n```\n')
    expect(out.html).toContain(
      '</pre><div class="code-block__toolbar"><button type="button" class="code-block__wrap" aria-label="自动换行" title="自动换行" aria-pressed="false"></button><button type="button" class="code-block__copy" aria-label="复制代码" title="复制代码" data-copied-text="已复制" data-prompt-text="按 {key}+C 复制，然后按 Enter"></button></div></div>',
    )
    // The code itself is what gets copied: no copy of it in the HTML.
    expect(out.html).not.toContain('<template')
  })
  it("the buttons speak the page's language: an English page gets the English texts", async () => {
    const out = await compile('```c\nint x;\n```\n', 'en/guide/page.md', PAGE_TEXT_DEFAULTS.en)
    expect(out.html).toContain('aria-label="Wrap lines" title="Wrap lines"')
    expect(out.html).toContain(
      'aria-label="Copy code" title="Copy code" data-copied-text="Copied" data-prompt-text="Press {key}+C to copy, then Enter"',
    )
    expect(out.html).not.toMatch(/[\u4e00-\u9fff]/)
  })
  it('a session or a diff carries its copy text in a template', async () => {
    const out = await compile('```console\n$ echo hi\nhi\n```\n\n```diff\n-a <b>\n+c\n```\n')
    expect(out.html).toContain('<template class="code-block__copy-text">echo hi</template>')
    expect(out.html).toContain('<template class="code-block__copy-text">a &#x3C;b>\nc</template>')
  })
})
