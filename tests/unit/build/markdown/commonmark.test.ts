/**
 * The CommonMark spec's examples (npm commonmark-spec), each the body of a page with a
 * frontmatter title, loaded as a site through the real loader and its checks: every example is
 * either written, holding the spec's text, or refused at a place inside the example. Nothing an
 * author writes may vanish from the page without a word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { toString } from 'hast-util-to-string'
import type { Element, Nodes } from 'hast'
import { SiteLoader } from '../../../../build/site/loader'
import { loadConfig } from '../../../../build/site/config'
import { siteDiagnostics } from '../../../../build/site/checks'
import type { Diagnostic } from '../../../../build/diagnostics'

// The package is CommonJS without types: its `tests` are the examples, in the spec's order.
const { tests: examples } = createRequire(import.meta.url)('commonmark-spec') as {
  tests: { markdown: string; html: string; section: string; number: number }[]
}

const root = join(import.meta.dirname, '../../../..')
const dir = join(root, '.site-build', `commonmark-${process.pid}`)
/** Lines of the frontmatter put before each example: the example starts on the next one. */
const FRONTMATTER_LINES = 3

/**
 * Why the site refuses an example, by rule: each is a rule of the site, not of CommonMark, and
 * each refusal is at the example's own line.
 */
const REFUSALS: Record<string, string> = {
  // The page's title is the frontmatter's (here "Example N"); a `#` heading as the first block
  // that says something else, or one anywhere else, would vanish from the page (rehype-heading-ids.ts).
  'markdown/heading': 'a level-1 heading that is not the title',
  // Every fence names a language shiki knows, so it is highlighted and copied right
  // (rehype-code.ts); the spec's fences mostly name none, or `foo+bar`, `;`, `aa`.
  'markdown/code-lang': 'a fence without a language, or with one no highlighter knows',
  // A fence left open runs to the end of the page, taking the rest with it (remark-code-blocks.ts).
  'markdown/code-fence': 'a fence left open',
  // A link goes to a page of the site or to a full URL; `/uri`, `foo` or `<bar>` is no page
  // (checks.ts), and `#foo` names no heading of the page.
  'links/dead': 'a link to no page of the site',
  'links/anchor': 'a link to a heading the page does not have',
  // An image is a file that exists, so its size is written out and no reader sees a broken one;
  // the spec's `/url` and `train.jpg` are none (rehype-images.ts).
  'markdown/image-missing': 'an image that is no file',
  // Every image says what it shows to a reader who cannot see it; `![](/url)` says nothing.
  'markdown/image-alt': 'an image without alt text',
}

/** The text a reader sees, whitespace normalised. */
const visible = (node: Nodes) => toString(node).replace(/\s+/g, ' ').trim()

/**
 * The page's HTML without what the engine adds to the author's text: a heading's `#` anchor, a
 * code block's toolbar and copy text.
 */
function authorsText(html: string): string {
  const tree = fromHtml(html, { fragment: true })
  const engine = (n: Element) =>
    n.tagName === 'template' ||
    ['header-anchor', 'code-block__toolbar'].some((c) => (n.properties.className as string[] | undefined)?.includes(c))
  const prune = (n: Nodes) => {
    if ('children' in n) {
      n.children = n.children.filter((c) => !(c.type === 'element' && engine(c))) as typeof n.children
      n.children.forEach(prune)
    }
  }
  prune(tree)
  return visible(tree)
}

let site: SiteLoader
let problems: Diagnostic[]

beforeAll(async () => {
  mkdirSync(join(dir, 'spec'), { recursive: true })
  for (const e of examples) {
    // The spec writes a tab as →.
    writeFileSync(join(dir, `spec/e${e.number}.md`), `---\ntitle: Example ${e.number}\n---\n${e.markdown.replace(/→/g, '\t')}`)
  }
  site = await SiteLoader.load({ root, config: await loadConfig(root), contentDir: dir })
  problems = siteDiagnostics(site.model()).filter((d) => d.fatal)
}, 600_000)

afterAll(async () => {
  await site?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the CommonMark spec, fed as pages', () => {
  it('writes every example with its text, or refuses it at a place inside it', () => {
    const written: number[] = []
    const refused: Record<string, number> = {}
    const failures: string[] = []
    for (const e of examples) {
      const file = `spec/e${e.number}.md`
      const own = problems.filter((d) => d.file.endsWith(`/${file}`))
      const last = FRONTMATTER_LINES + e.markdown.split('\n').length
      if (own.length) {
        for (const d of own) {
          if (!(d.rule in REFUSALS)) failures.push(`example ${e.number}: refused by an unexpected rule ${d.rule}: ${d.reason}`)
          if (d.line <= FRONTMATTER_LINES || d.line > last || d.column < 1)
            failures.push(
              `example ${e.number}: refused at ${d.line}:${d.column}, outside the example (lines ${FRONTMATTER_LINES + 1}-${last})`,
            )
        }
        const rule = own[0].rule
        refused[rule] = (refused[rule] ?? 0) + 1
        continue
      }
      const page = site.model().pages.get(`/spec/e${e.number}`)
      const html = page?.body?.html
      if (html === undefined) {
        failures.push(`example ${e.number}: neither written nor refused`)
        continue
      }
      const expected = visible(fromHtml(e.html.replace(/→/g, '\t'), { fragment: true }))
      if (!authorsText(html).includes(expected)) failures.push(`example ${e.number} (${e.section}): "${expected}" is not in the page`)
      else written.push(e.number)
    }
    expect(failures).toEqual([])
    expect(written.length + Object.values(refused).reduce((a, b) => a + b, 0)).toBe(examples.length)
    console.log(`CommonMark examples: ${written.length} written, refused: ${JSON.stringify(refused)}`)
  })
})
