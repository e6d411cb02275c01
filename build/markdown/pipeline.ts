import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { PluggableList } from 'unified'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type {} from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import type { Root as HastRoot } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import { escapeHtml } from '../../src/shared/escape-html.ts'
import type { Root as MdRoot } from 'mdast'
import { visit } from 'unist-util-visit'
import { toString } from 'mdast-util-to-string'
import type { Highlighter } from 'shiki'
import { fail } from '../diagnostics.ts'
import { parseCodeMeta } from './code-meta.ts'
import { markContainers } from './container-syntax.ts'
import { parseFrontmatter, type FrontmatterPlaces } from './frontmatter.ts'
import remarkContainers from './remark-containers.ts'
import rehypeHeadingIds from './rehype-heading-ids.ts'
import rehypeDiagrams from './rehype-diagrams.ts'
import rehypeCharts from './rehype-charts.ts'
import rehypeCode from './rehype-code.ts'
import rehypeLinks, { type LinkRef } from './rehype-links.ts'
import rehypeImages from './rehype-images.ts'
import rehypePageText from './rehype-page-text.ts'
import type { Frontmatter, TocItem } from '../../src/shared/types.ts'
import { normalizeText } from '../../src/shared/normalize-text.ts'
import type { ReadingTime } from './reading-time.ts'

/**
 * The markdown pipeline, in order:
 *
 *   container-syntax   ::: markers → comments (before parsing; lines unchanged)
 *   remark-parse, remark-frontmatter, remark-gfm
 *   frontmatter        YAML → validated object            (file.data.frontmatter, frontmatterPlaces, bodyLine)
 *   code blocks        `program` blocks, unclosed fences  (file.data.programs)
 *   remark-containers  tip / info / warning / danger / details / tabs
 *   remark-rehype      mdast → hast, raw HTML kept
 *   rehype-heading-ids ids, anchors, outline               (file.data.toc, h1, anchors)
 *   rehype-diagrams    ```dot → Graphviz SVG figure
 *   rehype-charts      ```chart → Vega-Lite SVG figure
 *   rehype-code        shiki, titles, line highlights
 *   rehype-links       .md → route, external rel, record   (file.data.links)
 *   rehype-images      lazy, async, width/height, assets   (file.data.assets)
 *   rehype-page-text   readable text, toc charIndex,       (file.data.text, reading)
 *                      reading time
 *   rehype-stringify   (.md) or MDX's own compile to a React component (.mdx, compileMdx)
 */
declare module 'vfile' {
  interface DataMap {
    frontmatter: Frontmatter
    bodyLine: number
    programs: ProgramBlock[]
    blocks: MarkdownBlocks
  }
}

/**
 * Where a page's headings and code blocks are in its source, for the lint stages that hold
 * pages to a shape (build/lint/book.ts). Lines and columns are 1-based.
 */
export interface MarkdownBlocks {
  /** Every heading, `#` included, in order. */
  headings: { depth: number; text: string; line: number; column: number }[]
  /** Every fenced code block's language ('' when it names none). */
  code: { lang: string; line: number; column: number }[]
  /** The blocks at the top level of the body, in order: what follows a heading. */
  top: { type: string; line: number; column: number }[]
}

/** A ```c or ```cpp block marked `program`: a whole program, which build/lint/programs.ts compiles. */
export interface ProgramBlock {
  lang: 'c' | 'cpp'
  /** Line and column of the opening fence. */
  line: number
  column: number
  code: string
}

export interface CompiledMarkdown {
  /** The body as HTML (`.md`); empty for `.mdx`. */
  html: string
  /** `.mdx`: the body as a module whose default export is its component (compileMdx). */
  code?: string
  frontmatter: Frontmatter
  frontmatterPlaces: FrontmatterPlaces
  /** 1-based line where the body starts, after the frontmatter block. */
  bodyLine: number
  programs: ProgramBlock[]
  blocks: MarkdownBlocks
  h1?: string
  toc: TocItem[]
  anchors: string[]
  links: LinkRef[]
  assets: string[]
  /** Files the compile read besides the page (rehype-images); the compile cache checks them. */
  reads: string[]
  text: string
  /** `text` through normalizeText (src/shared/normalize-text.ts), as search matches it. */
  normalizedText: string
  reading: ReadingTime
  file: VFile
}

export interface CompileInput {
  /** Absolute path of the page. */
  filePath: string
  /** Path inside content/ with forward slashes. */
  relativePath: string
  source: string
}

/** `base`: the site's base path (src/shared/base.ts), which links and public images are written with. */
export function createMarkdownCompiler(options: { highlighter: Highlighter; publicDir: string; base?: string }) {
  return async function compile(input: CompileInput): Promise<CompiledMarkdown> {
    const mdx = input.filePath.endsWith('.mdx')
    const file = new VFile({ path: input.filePath, value: input.source })
    const { text, unknown } = markContainers(input.source, mdx)
    for (const u of unknown) {
      fail(file, `unknown container type "${u.type}"`, {
        place: u,
        rule: 'markdown/container',
        hint: 'Use ::: tip, ::: info, ::: warning, ::: danger, ::: details or ::: tabs.',
      })
    }
    // The stages every page goes through, `.md` and `.mdx` alike.
    const remarkStages: PluggableList = [
      [remarkFrontmatter, ['yaml']],
      remarkGfm,
      () => (tree: MdRoot, f: VFile) => {
        const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined
        f.data.frontmatter = yaml ? parseFrontmatter(yaml.value, f, (yaml.position?.start.line ?? 1) + 1) : {}
        f.data.bodyLine = yaml ? (yaml.position?.end.line ?? 0) + 1 : 1
      },
      () => (tree: MdRoot, f: VFile) => readCodeBlocks(tree, text, f),
      remarkContainers,
    ]
    const rehypeStages: PluggableList = [
      rehypeHeadingIds,
      rehypeDiagrams,
      rehypeCharts,
      [rehypeCode, { highlighter: options.highlighter }],
      [rehypeLinks, { relativePath: input.relativePath, base: options.base }],
      [rehypeImages, { filePath: input.filePath, publicDir: options.publicDir, base: options.base }],
      rehypePageText,
    ]
    let html = ''
    let code: string | undefined
    if (mdx) {
      code = await compileMdx(file, text, remarkStages, rehypeStages)
    } else {
      const processor = unified()
        .use(remarkParse)
        .use(remarkStages)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeStages)
        .use(rehypeStringify, { allowDangerousHtml: true })
      const tree = processor.parse(new VFile({ path: input.filePath, value: text }))
      const hast = await processor.run(tree, file)
      html = processor.stringify(hast, file)
    }
    return {
      html,
      ...(code !== undefined ? { code } : {}),
      frontmatter: file.data.frontmatter ?? {},
      frontmatterPlaces: file.data.frontmatterPlaces ?? {},
      bodyLine: file.data.bodyLine ?? 1,
      programs: file.data.programs ?? [],
      blocks: file.data.blocks ?? { headings: [], code: [], top: [] },
      h1: file.data.h1,
      toc: file.data.toc ?? [],
      anchors: file.data.anchors ?? [],
      links: file.data.links ?? [],
      assets: file.data.assets ?? [],
      reads: file.data.reads ?? [],
      text: file.data.text ?? '',
      normalizedText: normalizeText(file.data.text ?? ''),
      reading: file.data.reading ?? { minutes: 1, cjk: 0, words: 0, codeLines: 0 },
      file,
    }
  }
}

/**
 * An `.mdx` page through @mdx-js/mdx with the same stages: its body becomes a module whose
 * default export is a React component (imports and `export const` of the page kept). A syntax
 * error (bad JSX, an unclosed expression) or an import that names no file is recorded on `file`
 * at its line and column, and the page has no code.
 */
async function compileMdx(file: VFile, text: string, remarkStages: PluggableList, rehypeStages: PluggableList): Promise<string> {
  const { compile } = await import('@mdx-js/mdx')
  // The markers of markContainers keep every line where it was, so positions point into the source.
  const input = new VFile({ path: file.path, value: text, data: file.data })
  try {
    const out = await compile(input, {
      remarkPlugins: [...remarkStages, () => (tree: MdRoot, f: VFile) => checkImports(tree, f)],
      rehypePlugins: [...rehypeStages, rehypeTemplatesForReact],
      jsxImportSource: 'react',
      outputFormat: 'program',
      development: false,
    })
    return String(out.value)
  } catch (e) {
    const m = e as VFileMessage
    if (typeof m.reason !== 'string' || !m.line) throw e
    // "Expected a closing tag for `<b>` (7:4-7:7) before the end of `paragraph`": the tag is the place to fix.
    const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(m.reason)
    fail(file, `MDX: ${m.reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')}`, {
      place: named ? { line: Number(named[1]), column: Number(named[2]) } : { line: m.line, column: m.column ?? 1 },
      rule: 'mdx/syntax',
      hint: 'Close every JSX tag and `{` expression; a literal `<` or `{` in text is written `\\<` or `\\{` (a heading id: `## 标题 \\{#id}`).',
    })
    return ''
  } finally {
    for (const m of input.messages) file.messages.push(m)
  }
}

/**
 * Each `import … from './x'` of an MDX page must name a file (a module's extension may be left
 * out) or an installed package: otherwise the bundler would fail later, far from the page.
 */
function checkImports(tree: MdRoot, file: VFile): void {
  const dir = dirname(file.path)
  // A package is looked for from the page, then from the project (content given with --content may lie outside it).
  const requires = [createRequire(file.path), createRequire(join(process.cwd(), 'package.json'))]
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue
      const specifier = statement.source.value
      const found = /^\.{1,2}\//.test(specifier)
        ? ['', ...MODULE_EXTENSIONS].some((ext) => existsSync(resolve(dir, specifier + ext)))
        : requires.some((r) => canResolve(r, specifier))
      if (found) continue
      const at = statement.source.loc?.start
      fail(file, `MDX: import "${specifier}" names no file`, {
        place: at ? { line: at.line, column: at.column + 1 } : { line: node.position?.start.line ?? 1, column: 1 },
        rule: 'mdx/import',
        hint: 'Import from a path relative to the page (e.g. ../../src/components/Badge), with or without its .tsx/.ts extension, or from an installed package.',
      })
    }
  })
}

/**
 * A `<template>` (a code block's copy text, rehype-code.ts) holds its text in its content, which
 * React cannot render as children without a hydration mismatch: the browser moves the parsed
 * children into the content. In MDX it is written as `dangerouslySetInnerHTML`, which React
 * renders and hydrates as the same markup.
 */
function rehypeTemplatesForReact() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'template' || !node.content || !parent || index === undefined) return
      const html = escapeHtml(hastToString(node.content))
      const className = ((node.properties.className as string[] | undefined) ?? []).join(' ')
      const literal = (value: string) => ({ type: 'Literal' as const, value })
      const expression = {
        type: 'ObjectExpression' as const,
        properties: [
          {
            type: 'Property' as const,
            key: { type: 'Identifier' as const, name: '__html' },
            value: literal(html),
            kind: 'init' as const,
            method: false,
            shorthand: false,
            computed: false,
          },
        ],
      }
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'template',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: className },
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: JSON.stringify({ __html: html }),
              data: {
                estree: {
                  type: 'Program',
                  sourceType: 'module',
                  body: [{ type: 'ExpressionStatement', expression }],
                },
              },
            },
          },
        ],
        children: [],
      }
      parent.children[index] = element
    })
  }
}

const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '/index.tsx', '/index.ts']

function canResolve(require: NodeJS.Require, specifier: string): boolean {
  try {
    require.resolve(specifier)
    return true
  } catch {
    return false
  }
}

export type MarkdownCompiler = ReturnType<typeof createMarkdownCompiler>

/**
 * Collects the `program` blocks and where the headings and code blocks are, and reports a fence
 * that is never closed: it takes the rest of the page as code, silently. The closing fence is the
 * last line of the code node's source.
 */
function readCodeBlocks(tree: MdRoot, source: string, file: VFile): void {
  const lines = source.split('\n')
  const programs: ProgramBlock[] = (file.data.programs = [])
  const blocks: MarkdownBlocks = (file.data.blocks = { headings: [], code: [], top: [] })
  for (const node of tree.children) {
    const at = node.position?.start
    if (at && node.type !== 'yaml') blocks.top.push({ type: node.type, line: at.line, column: at.column })
  }
  visit(tree, 'heading', (node) => {
    const at = node.position?.start
    if (at) blocks.headings.push({ depth: node.depth, text: toString(node).trim(), line: at.line, column: at.column })
  })
  visit(tree, 'code', (node) => {
    const start = node.position?.start
    const end = node.position?.end
    if (!start || !end) return
    blocks.code.push({ lang: node.lang ?? '', line: start.line, column: start.column })
    const lang = node.lang === 'c' ? 'c' : node.lang === 'cpp' || node.lang === 'c++' ? 'cpp' : undefined
    if (lang && parseCodeMeta(node.meta).flags.includes('program')) {
      programs.push({ lang, line: start.line, column: start.column, code: node.value + '\n' })
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[start.line - 1] ?? '')
    if (!open) return
    const last = end.line > start.line ? (lines[end.line - 1] ?? '') : ''
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(last)
    if (close && close[1][0] === open[1][0] && close[1].length >= open[1].length) return
    fail(file, 'code fence is never closed', {
      place: { line: start.line, column: start.column },
      rule: 'markdown/code-fence',
      hint: 'Close it with a line of the same backticks or tildes; everything after it is taken as code.',
    })
  })
}
