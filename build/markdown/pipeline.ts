import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { VFile } from 'vfile'
import type { PluggableList } from 'unified'
import type { Highlighter } from 'shiki'
import { fail } from '../diagnostics.ts'
import { markContainers } from './container-syntax.ts'
import type { FrontmatterPlaces } from './frontmatter.ts'
import remarkPageFrontmatter from './remark-page-frontmatter.ts'
import remarkCodeBlocks, { type MarkdownBlocks, type ProgramBlock } from './remark-code-blocks.ts'
import remarkContainers, { type ContainerTexts } from './remark-containers.ts'
import rehypeHeadingIds from './rehype-heading-ids.ts'
import rehypeDiagrams from './rehype-diagrams.ts'
import rehypeCharts from './rehype-charts.ts'
import rehypeCode, { type CodeTexts } from './rehype-code.ts'
import rehypeLinks, { type LinkRef } from './rehype-links.ts'
import rehypeImages from './rehype-images.ts'
import rehypePageText from './rehype-page-text.ts'
import { compileMdx } from './mdx.ts'
import type { Frontmatter, TocItem } from '../../src/shared/types.ts'
import { normalizeText } from '../../src/shared/normalize-text.ts'
import type { ReadingTime } from './reading-time.ts'

export type { MarkdownBlocks, ProgramBlock }

/**
 * The markdown pipeline, in order:
 *
 *   container-syntax   ::: markers → comments (before parsing; lines unchanged)
 *   remark-parse, remark-frontmatter, remark-gfm
 *   remark-page-frontmatter  YAML → validated object      (file.data.frontmatter, frontmatterPlaces, bodyLine)
 *   remark-code-blocks `program` blocks, unclosed fences  (file.data.programs, blocks)
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
 *   rehype-stringify   (.md) or MDX's own compile to a React component (.mdx, mdx.ts: its
 *                      imports checked, code blocks' copy text kept for React)
 */
declare module 'vfile' {
  interface DataMap {
    frontmatter: Frontmatter
    bodyLine: number
    programs: ProgramBlock[]
    blocks: MarkdownBlocks
  }
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
  /** The texts the engine writes into the body, in the page's language (code blocks' buttons, containers' titles). */
  texts: CompileTexts
}

export type CompileTexts = CodeTexts & ContainerTexts

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
      remarkPageFrontmatter,
      [remarkCodeBlocks, { source: text }],
      [remarkContainers, { texts: input.texts }],
    ]
    const rehypeStages: PluggableList = [
      rehypeHeadingIds,
      rehypeDiagrams,
      rehypeCharts,
      [rehypeCode, { highlighter: options.highlighter, texts: input.texts }],
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

export type MarkdownCompiler = ReturnType<typeof createMarkdownCompiler>
