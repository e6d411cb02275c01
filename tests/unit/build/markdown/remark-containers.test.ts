import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'
import { TABS } from '../../helpers/tabs'

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

  it('reports unknown and unclosed containers at their line', async () => {
    const out = await compile('段落\n\n::: note\n内容\n\n::: tip\n没有结束\n')
    expect(out.messages.map((m) => [m.line, m.reason])).toEqual([
      [3, 'unknown container type "note"'],
      [6, 'container `::: tip` is never closed'],
    ])
  })
})

describe('tabs container', () => {
  it('renders an accessible tab list with the first tab shown', async () => {
    const out = await compile(TABS)
    expect(out.messages).toEqual([])
    expect(out.html).toContain('<div class="tabs" data-tabs-key="os">')
    expect(out.html).toContain('<div class="tabs__list" role="tablist" aria-label="安装命令">')
    expect(out.html).toContain(
      '<button type="button" role="tab" class="tabs__tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="true" tabindex="0" data-tab="Debian">Debian</button>',
    )
    expect(out.html).toContain('aria-selected="false" tabindex="-1" data-tab="macOS">macOS</button>')
    expect(out.html).toContain(
      '<div class="tabs__panel" role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0">\n<p>Debian 的命令</p>',
    )
    expect(out.html).toContain('id="tabs-1-panel-2" aria-labelledby="tabs-1-tab-2" tabindex="0" hidden>\n<p>macOS 的命令</p>')
    // No setext heading from the `==` line.
    expect(out.html).not.toContain('<h1')
  })

  it('numbers the groups of a page so ids stay unique', async () => {
    const out = await compile(TABS + '\n' + TABS.replace('key=os', 'key=shell'))
    expect(out.html).toContain('id="tabs-1-tab-1"')
    expect(out.html).toContain('id="tabs-2-tab-1"')
    expect(out.html.match(/id="tabs-1-tab-1"/g)).toHaveLength(1)
  })

  it('a group without a key has no data-tabs-key', async () => {
    const out = await compile(TABS.replace(' key=os 安装命令', ''))
    expect(out.html).toContain('<div class="tabs">')
    expect(out.html).toContain('<div class="tabs__list" role="tablist">')
  })

  it('a tabs container without any `==` tab is an error at its line', async () => {
    const out = await compile('开头\n\n::: tabs key=os\n只有内容\n:::\n')
    expect(out.messages.map((m) => `${m.file}:${m.line}:${m.column}  ${m.reason}  (${m.rule})`)).toEqual([
      'content/blog/2025/page.md:4:1  content before the first tab of a tabs container  (markdown/tabs)',
      'content/blog/2025/page.md:3:1  tabs container has no tab  (markdown/tabs)',
    ])
  })

  it('leaves the other containers as they were', async () => {
    const out = await compile('::: warning 小心\n内容\n:::\n')
    expect(out.html).toBe('<div class="custom-block warning">\n<p class="custom-block-title">小心</p>\n<p>内容</p>\n</div>')
  })
})
