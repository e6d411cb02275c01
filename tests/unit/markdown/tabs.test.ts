import { describe, expect, it } from 'vitest'
import { markContainers } from '../../../build/markdown/container-syntax'
import { compile } from './compile'

const TABS = ['::: tabs key=os 安装命令', '== Debian', 'Debian 的命令', '== macOS', 'macOS 的命令', ':::', ''].join('\n')

describe('tabs container', () => {
  it('marks `==` lines only inside a tabs container, keeping the line count', () => {
    const src = '== 不是标签\n\n' + TABS + '\n::: tip\n== 也不是\n:::\n'
    const { text, unknown } = markContainers(src)
    expect(unknown).toEqual([])
    expect(text.split('\n')).toHaveLength(src.split('\n').length)
    expect(text).toContain('<!--tab:Debian-->')
    expect(text).toContain('<!--tab:macOS-->')
    expect(text.startsWith('== 不是标签')).toBe(true)
    expect(text).toContain('\n== 也不是\n')
  })

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
