import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { root, runBuild, snapshotDir } from './helpers'

/**
 * Bad content, one row per kind: each row adds its files to a copy of the fixture site and
 * builds that copy once into an output folder that holds a good build. Every row must fail with
 * exactly its messages (`file:line:col  what  (rule)` and the hint under it), print no stack
 * trace, and leave the output folder byte-identical.
 *
 * `{content}` in a message stands for the copy's content folder as the build prints it.
 */
interface Fault {
  name: string
  /** Files to write into the copy, by path inside content/. */
  files: Record<string, string | Buffer>
  errors: string[]
  /** Printed too, without stopping the build by themselves. */
  warnings?: string[]
}

const faults: Fault[] = [
  {
    name: 'pages under the default language spelt out as a folder',
    files: { 'zh-CN/guide/x.md': '# 标题\n\n正文\n' },
    errors: [
      '{content}/zh-CN/guide/x.md:1:1  folder "zh-CN/" is the default language  (locale/default-prefix)\n' +
        '  Pages of the default language (lang "zh-CN" in tests/fixtures/site/site.config.ts) have no prefix: move them out of content/zh-CN/.',
    ],
  },
  {
    name: 'a `#` heading that is not the title, in a quote and in a list: refused where it is, not dropped',
    files: { 'guide/headings.md': '# 标题\n\n正文\n\n> # 引用里的标题\n\n- # 列表里的标题\n' },
    errors: [
      '{content}/guide/headings.md:5:3  `#` heading "引用里的标题" is not the first block of the page, where the title is  (markdown/heading)\n' +
        "  A page's title is its frontmatter `title` or a `#` heading before anything else. Use `##` for a section.",
      '{content}/guide/headings.md:7:3  `#` heading "列表里的标题" is not the first block of the page, where the title is  (markdown/heading)',
    ],
  },
  {
    name: 'an unclosed [ in the frontmatter, reported where the list opens',
    files: { 'blog/2025/x.md': '---\ntags: [a, b\ntitle: 标题\ndate: 2025-05-01T10:00:00+08:00\n---\n\n正文\n' },
    errors: [
      '{content}/blog/2025/x.md:2:7  frontmatter is not valid YAML: `[` is never closed  (frontmatter/yaml)\n' +
        '  Close the list with `]` on the same line, e.g. tags: [a, b].',
    ],
  },
  {
    name: 'an unclosed quote in the frontmatter, reported where the string opens',
    files: { 'blog/2025/x.md': '---\ndate: 2025-05-01T10:00:00+08:00\ntitle: "未闭合的标题\ntags: [a]\n---\n\n正文\n' },
    errors: [
      '{content}/blog/2025/x.md:3:8  frontmatter is not valid YAML: `"` is never closed  (frontmatter/yaml)\n' +
        '  End the text with a matching `"` on the same line, or leave out the opening quote.',
    ],
  },
  {
    name: 'known keys with values of the wrong type',
    files: { 'blog/2025/x.md': '---\ntitle: 标题\ndate: yesterday\ntags: 3\n---\n\n正文\n' },
    errors: [
      '{content}/blog/2025/x.md:3:7  frontmatter "date" must be an ISO timestamp: got "yesterday"  (frontmatter/type)\n' +
        '  Use the form 2025-03-02T10:00:00+08:00.',
      '{content}/blog/2025/x.md:4:7  frontmatter "tags" must be a list of strings: got 3  (frontmatter/type)\n' +
        '  Write tags: [FreeRTOS, 嵌入式].',
    ],
  },
  {
    name: 'a misspelt key (an unknown page type beside it is a warning)',
    files: { 'blog/2025/x.md': '---\ntilte: 标题\ndate: 2025-05-01T10:00:00+08:00\npageType: article\n---\n\n正文\n' },
    errors: [
      '{content}/blog/2025/x.md:2:1  unknown frontmatter key "tilte"  (frontmatter/unknown-key)\n' +
        '  Did you mean "title"? Rename the key; other unknown keys are kept as they are.',
    ],
    warnings: [
      '{content}/blog/2025/x.md:4:11  warning: frontmatter "pageType" is not a known page type: got "article"; the page is shown as "doc"  (frontmatter/page-type)\n' +
        '  Use one of home, doc, custom, blank, overview, 404; leave it out for an ordinary document page.',
    ],
  },
  {
    name: 'an MDX page with a JSX tag that is never closed',
    files: { 'guide/bad.mdx': '---\ntitle: 坏的 MDX\n---\n\n## 一节\n\n文字 <strong>加粗\n\n下一段。\n' },
    errors: [
      '{content}/guide/bad.mdx:7:4  MDX: Expected a closing tag for `<strong>` before the end of `paragraph`  (mdx/syntax)\n' +
        '  Close every JSX tag and `{` expression; a literal `<` or `{` in text is written `\\<` or `\\{` (a heading id: `## 标题 \\{#id}`).',
    ],
  },
  {
    name: 'an MDX page importing a file that does not exist',
    files: { 'guide/imports.mdx': "---\ntitle: 导入\n---\n\nimport { Badge } from '../../src/NoSuchBadge'\n\n<Badge>新</Badge>\n" },
    errors: [
      '{content}/guide/imports.mdx:5:23  MDX: import "../../src/NoSuchBadge" names no file  (mdx/import)\n' +
        '  Import from a path relative to the page (e.g. ../../src/components/Badge), with or without its .tsx/.ts extension, or from an installed package.',
    ],
  },
  {
    name: 'a home page feature without its link',
    files: { 'index.md': '---\npageType: home\nfeatures:\n  - title: 博客\n    details: 文章\n---\n' },
    errors: [
      '{content}/index.md:4:5  frontmatter "features" item 1 needs a text "link": got [{"title":"博客","details":"文章"}]  (frontmatter/type)\n' +
        '  Write each feature as `- title: 博客`, `details: 一句话说明`, `link: /blog/` and optionally `icon: 📝`.',
    ],
  },
  {
    name: "a blog article dated outside its folder's year",
    files: { 'blog/2024/x.md': '---\ntitle: 标题\ndate: 2025-05-01T10:00:00+08:00\n---\n\n正文\n' },
    errors: [
      "{content}/blog/2024/x.md:3:7  date 2025-05-01T10:00:00+08:00 is not in 2024, the year of the article's folder  (frontmatter/date)\n" +
        '  Fix the date or move the file to content/blog/2025/.',
    ],
  },
  {
    // `/guide/a` and `/guide/a/` are two spellings of one address (matchRoute, preview, nginx).
    name: 'a page and a folder index at one address (a.md and a/index.md)',
    files: { 'guide/a.md': '# A\n', 'guide/a/index.md': '# A 的目录\n' },
    errors: [
      '{content}/guide/a/index.md:1:1  route "/guide/a/" is the same address as "/guide/a" of {content}/guide/a.md  (site/route-clash)\n' +
        '  The site answers /guide/a and /guide/a/ with one page (either spelling leads to the other). Rename or remove one of the two files.',
    ],
  },
  {
    name: 'two files with one route (a.md and a.tsx)',
    files: { 'guide/b.md': '# B\n', 'guide/b.tsx': 'export default function B() {\n  return <p>b</p>\n}\n' },
    errors: [
      '{content}/guide/b.tsx:1:1  route "/guide/b" is also the route of {content}/guide/b.md  (site/route-clash)\n' +
        '  A route has one page file. Rename or remove one of the two files.',
    ],
  },
  {
    name: 'a dead internal link',
    files: { 'blog/2025/gamma.md': '---\ntitle: 第三篇\ndate: 2025-05-01T20:00:00+08:00\n---\n\n再看[不存在的文章](/blog/2025/alpah)。\n' },
    errors: [
      '{content}/blog/2025/gamma.md:6:3  dead link "/blog/2025/alpah"  (links/dead)\n' +
        '  No page has this route. Did you mean "/blog/2025/alpha"? Fix the link or add the page.',
    ],
  },
  {
    name: 'a dead #anchor',
    files: { 'blog/2025/gamma.md': '---\ntitle: 第三篇\ndate: 2025-05-01T20:00:00+08:00\n---\n\n再看[坏锚点](./alpha.md#nowhere)。\n' },
    errors: [
      '{content}/blog/2025/gamma.md:6:3  dead anchor "#nowhere" in link "./alpha.md#nowhere"  (links/anchor)\n' +
        '  {content}/blog/2025/alpha.md has no heading with this id. Fix the anchor or set one with {#id} on the heading.',
    ],
  },
  {
    name: 'an unclosed ::: container',
    files: { 'guide/c.md': '# C\n\n::: tip 提示\n没有关上。\n\n## 后面\n' },
    errors: [
      '{content}/guide/c.md:3:1  container `::: tip` is never closed  (markdown/container)\n' +
        '  Add a line `:::` after the container content.',
    ],
  },
  {
    name: 'a missing image',
    files: { 'guide/i.md': '# I\n\n一段话。\n\n![图](./_images/none.png)\n' },
    errors: [
      '{content}/guide/i.md:5:1  image "./_images/none.png" does not exist  (markdown/image-missing)\n' +
        '  Put images in an _images/ folder beside the page (./_images/x.png) or under public/ (/public/x.png).',
    ],
  },
  {
    name: 'a .tsx page that throws while prerendering',
    files: { 'guide/t.tsx': "export default function T(): never {\n  throw new Error('boom in render')\n}\n" },
    errors: [
      '{content}/guide/t.tsx:2:9  page threw while rendering: boom in render  (render/throw)\n' +
        '  It was thrown when the build rendered the page in Node. Fix the code; what needs the browser (window, document) belongs in useEffect.',
    ],
  },
  {
    name: 'a file in GBK, not UTF-8',
    // "中文" in GBK is D6 D0 CE C4; D6 starts a two-byte UTF-8 sequence that D0 cannot continue.
    files: { 'guide/g.md': Buffer.concat([Buffer.from('# G\n\nab '), Buffer.from([0xd6, 0xd0, 0xce, 0xc4]), Buffer.from('\n')]) },
    errors: [
      '{content}/guide/g.md:3:4  file is not valid UTF-8 (byte 0xD6)  (site/encoding)\n' +
        '  Save the file as UTF-8; in VS Code, "Reopen with Encoding" → GBK (or what it was written in), then "Save with Encoding" → UTF-8.',
    ],
  },
  {
    name: 'a blog article in GBK: the encoding is reported, not the date it could not be read for',
    files: {
      'blog/2025/g.md': Buffer.concat([
        Buffer.from('---\ntitle: '),
        Buffer.from([0xd6, 0xd0, 0xce, 0xc4]),
        Buffer.from('\ndate: 2025-05-01T10:00:00+08:00\n---\n'),
      ]),
    },
    errors: [
      '{content}/blog/2025/g.md:2:8  file is not valid UTF-8 (byte 0xD6)  (site/encoding)\n' +
        '  Save the file as UTF-8; in VS Code, "Reopen with Encoding" → GBK (or what it was written in), then "Save with Encoding" → UTF-8.',
    ],
  },
  {
    name: 'an empty blog article (it needs a date)',
    files: { 'blog/2025/empty.md': '' },
    errors: [
      '{content}/blog/2025/empty.md:1:1  blog article has no date  (frontmatter/date)\n' +
        '  Add a line like date: 2025-06-01T20:00:00+08:00 to the frontmatter, the block between two --- lines at the top of the file.',
    ],
  },
]

const work = join(root, '.site-build', 'it-faults')
const fixture = join(root, 'tests/fixtures/site/content')
const out = join(work, 'out')
let good: Map<string, Buffer>

/** A copy of the fixture site with `files` written into it; returns its content folder. */
function siteWith(name: string, files: Record<string, string | Buffer>): string {
  const content = join(work, name, 'content')
  cpSync(fixture, content, { recursive: true })
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(content, file)), { recursive: true })
    writeFileSync(join(content, file), text)
  }
  return content
}

beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  const r = runBuild({ content: fixture, out })
  expect(r.status).toBe(0)
  good = snapshotDir(out)
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a build of bad content', () => {
  it.each(faults.map((f, i) => ({ ...f, slug: `case-${i + 1}` })))('$name', ({ slug, files, errors, warnings = [] }) => {
    const content = siteWith(slug, files)
    const r = runBuild({ content, out })
    expect(r.status).toBe(1)
    for (const e of [...errors, ...warnings]) expect(r.stderr).toContain(e.replaceAll('{content}', relative(root, content)))
    expect(r.stderr).toContain(`build failed: ${errors.length} error(s); dist/ was left as it was.`)
    expect(r.stderr).not.toMatch(/^\s+at /m)
    const after = snapshotDir(out)
    expect([...after.keys()].sort()).toEqual([...good.keys()].sort())
    for (const [f, bytes] of good) expect(after.get(f)?.equals(bytes), f).toBe(true)
  })
})

describe('content that looks empty but is legal', () => {
  it('builds an empty page outside the blog: its title falls back to the file name (CONTENT.md)', () => {
    const content = siteWith('empty-page', { 'guide/empty.md': '' })
    const r = runBuild({ content, out: join(work, 'empty-page', 'out') })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    const page = join(work, 'empty-page', 'out', 'guide/empty.html')
    expect(existsSync(page)).toBe(true)
    expect(readFileSync(page, 'utf8')).toContain('<title>empty - 技术笔记</title>')
  })
})
