import type { Root as MdRoot } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { toString } from 'mdast-util-to-string'
import { fail } from '../diagnostics.ts'
import { parseCodeMeta } from './code-meta.ts'

/**
 * Code blocks and the places of a page's blocks, on the markdown tree:
 *
 *   mdast  →  file.data.programs   the ```c / ```cpp blocks marked `program` (build/lint/programs.ts compiles them)
 *             file.data.blocks     where the headings, code blocks and top-level blocks are (build/lint/book.ts)
 *             a message            a fence that is never closed (it would take the rest of the page as code)
 *
 * `source` is the text the tree was parsed from (container-syntax.ts keeps its lines where they were).
 */
export default function remarkCodeBlocks(options: { source: string }) {
  return (tree: MdRoot, file: VFile) => readCodeBlocks(tree, options.source, file)
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
