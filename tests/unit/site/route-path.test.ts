import { describe, expect, it } from 'vitest'
import { isPageFile, routeOfFile } from '../../../build/site/route-path'
import { outputPath } from '../../../build/render/output-path'

describe('routeOfFile', () => {
  const table: [string, string][] = [
    ['index.md', '/'],
    ['blog/index.tsx', '/blog/'],
    ['blog/2025/freertos-lock.md', '/blog/2025/freertos-lock'],
    ['blog/2019/理解进程调度.md', '/blog/2019/理解进程调度'],
    ['book/100-gcc-tips/index.md', '/book/100-gcc-tips/'],
    ['tool/binary-converter.tsx', '/tool/binary-converter'],
  ]
  it.each(table)('%s → %s', (file, route) => expect(routeOfFile(file)).toBe(route))

  it('skips partials and non-page files', () => {
    expect(isPageFile('blog/_partial.md')).toBe(false)
    expect(isPageFile('blog/_images/a.md')).toBe(false)
    expect(isPageFile('_data/tags.json')).toBe(false)
    expect(isPageFile('blog/2025/a.md')).toBe(true)
  })
})

describe('outputPath', () => {
  it('writes folder routes as index.html and pages as .html', () => {
    expect(outputPath('/')).toBe('index.html')
    expect(outputPath('/blog/')).toBe('blog/index.html')
    expect(outputPath('/blog/2025/a')).toBe('blog/2025/a.html')
  })
})

describe('fillContributors', async () => {
  const { fillContributors } = await import('../../../build/site/contributors')
  it('lists the authors under a closing, empty 贡献者 section and leaves other pages alone', () => {
    const html = '<p>x</p>\n<h2 id="贡献者">贡献者<a class="header-anchor" href="#贡献者">#</a></h2>'
    expect(fillContributors(html, ['张三', 'Li <Si>'])).toBe(`${html}\n<ul class="contributors"><li>张三</li><li>Li &lt;Si&gt;</li></ul>`)
    expect(fillContributors('<h2 id="贡献者">贡献者</h2>\n<p>已有内容</p>', ['a'])).toBe('<h2 id="贡献者">贡献者</h2>\n<p>已有内容</p>')
  })
})
