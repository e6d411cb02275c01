import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkRehype from 'remark-rehype'
import rehypeStringify from 'rehype-stringify'
import { VFile } from 'vfile'
import type { Root as MdRoot } from 'mdast'
import type { Highlighter } from 'shiki'
import { fail } from '../diagnostics.ts'
import { markContainers } from './container-syntax.ts'
import { parseFrontmatter } from './frontmatter.ts'
import remarkContainers from './remark-containers.ts'
import rehypeHeadingIds from './rehype-heading-ids.ts'
import rehypeCode from './rehype-code.ts'
import rehypeLinks, { type LinkRef } from './rehype-links.ts'
import rehypeImages from './rehype-images.ts'
import rehypePageText from './rehype-page-text.ts'
import type { Frontmatter, TocItem } from '../../src/shared/types.ts'
import type { ReadingTime } from './reading-time.ts'

/**
 * The markdown pipeline, in order:
 *
 *   container-syntax   ::: markers → comments (before parsing; lines unchanged)
 *   remark-parse, remark-frontmatter, remark-gfm
 *   frontmatter        YAML → validated object            (file.data.frontmatter)
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
  }
}

export interface CompiledMarkdown {
  html: string
  frontmatter: Frontmatter
  h1?: string
  toc: TocItem[]
  anchors: string[]
  links: LinkRef[]
  assets: string[]
  text: string
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

export function createMarkdownCompiler(options: { highlighter: Highlighter; publicDir: string }) {
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
      })
      .use(remarkContainers)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeHeadingIds)
      .use(rehypeCode, { highlighter: options.highlighter })
      .use(rehypeLinks, { relativePath: input.relativePath })
      .use(rehypeImages, { filePath: input.filePath, publicDir: options.publicDir })
      .use(rehypePageText)
      .use(rehypeStringify, { allowDangerousHtml: true })
    const tree = processor.parse(new VFile({ path: input.filePath, value: text }))
    const hast = await processor.run(tree, file)
    const html = processor.stringify(hast, file)
    return {
      html,
      frontmatter: file.data.frontmatter ?? {},
      h1: file.data.h1,
      toc: file.data.toc ?? [],
      anchors: file.data.anchors ?? [],
      links: file.data.links ?? [],
      assets: file.data.assets ?? [],
      text: file.data.text ?? '',
      reading: file.data.reading ?? { minutes: 1, cjk: 0, words: 0, codeLines: 0 },
      file,
    }
  }
}

export type MarkdownCompiler = ReturnType<typeof createMarkdownCompiler>
