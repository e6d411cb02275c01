import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { VFile } from 'vfile'
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
 *   rehype-code        shiki, titles, line highlights
 *   rehype-links       .md → route, external rel, record   (file.data.links)
 *   rehype-images      lazy, async, width/height, assets   (file.data.assets)
 *   rehype-page-text   readable text, toc charIndex,       (file.data.text, reading)
 *                      reading time
 *   rehype-stringify
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
  html: string
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
    const file = new VFile({ path: input.filePath, value: input.source })
    const { text, unknown } = markContainers(input.source)
    for (const u of unknown) {
      fail(file, `unknown container type "${u.type}"`, {
        place: u,
        rule: 'markdown/container',
        hint: 'Use ::: tip, ::: info, ::: warning, ::: danger, ::: details or ::: tabs.',
      })
    }
    const processor = unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkGfm)
      .use(() => (tree: MdRoot, f: VFile) => {
        const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined
        f.data.frontmatter = yaml ? parseFrontmatter(yaml.value, f, (yaml.position?.start.line ?? 1) + 1) : {}
        f.data.bodyLine = yaml ? (yaml.position?.end.line ?? 0) + 1 : 1
      })
      .use(() => (tree: MdRoot, f: VFile) => readCodeBlocks(tree, text, f))
      .use(remarkContainers)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeHeadingIds)
      .use(rehypeCode, { highlighter: options.highlighter })
      .use(rehypeLinks, { relativePath: input.relativePath, base: options.base })
      .use(rehypeImages, { filePath: input.filePath, publicDir: options.publicDir, base: options.base })
      .use(rehypePageText)
      .use(rehypeStringify, { allowDangerousHtml: true })
    const tree = processor.parse(new VFile({ path: input.filePath, value: text }))
    const hast = await processor.run(tree, file)
    const html = processor.stringify(hast, file)
    return {
      html,
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
