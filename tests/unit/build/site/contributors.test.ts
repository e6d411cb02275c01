import { describe, expect, it } from 'vitest'
import { fillContributors } from '../../../../build/site/contributors'

describe('fillContributors', () => {
  it('lists the authors under a closing, empty 贡献者 section and leaves other pages alone', () => {
    const html = '<p>x</p>\n<h2 id="贡献者">贡献者<a class="header-anchor" href="#贡献者">#</a></h2>'
    expect(fillContributors(html, ['张三', 'Li <Si>'])).toBe(`${html}\n<ul class="contributors"><li>张三</li><li>Li &lt;Si&gt;</li></ul>`)
    expect(fillContributors('<h2 id="贡献者">贡献者</h2>\n<p>已有内容</p>', ['a'])).toBe('<h2 id="贡献者">贡献者</h2>\n<p>已有内容</p>')
  })
})
