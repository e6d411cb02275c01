import type { VFile } from 'vfile'
import { fail, fromVFileMessage, type Diagnostic } from '../diagnostics.ts'
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/pipeline.ts'
import type { Frontmatter } from '../../src/shared/types.ts'

/** What compiling one markdown page yields: plain data, so it can cross a worker boundary. */
export type MarkdownPage = Omit<CompiledMarkdown, 'file'> & { diagnostics: Diagnostic[] }

export interface ReadInput {
  filePath: string
  relativePath: string
  projectPath: string
  source: string
}

export async function readMarkdown(compile: MarkdownCompiler, input: ReadInput): Promise<MarkdownPage> {
  const { file, ...out } = await compile(input)
  // A broken frontmatter is reported once, not again as each key it failed to give.
  if (!file.messages.some((m) => m.source === 'frontmatter')) checkArticle(file, input.relativePath, out.frontmatter)
  return { ...out, diagnostics: file.messages.map((m) => fromVFileMessage(input.projectPath, m)) }
}

/** A blog article (`blog/YYYY/*.md`) needs a date inside its folder's year. */
function checkArticle(file: VFile, rel: string, fm: Frontmatter): void {
  const year = /^blog\/(\d{4})\/[^/]+\.md$/.exec(rel)?.[1]
  if (!year) return
  if (!fm.date) {
    fail(file, 'blog article has no date', {
      place: { line: 1, column: 1 },
      rule: 'frontmatter/date',
      hint: `Add a line like date: ${year}-06-01T20:00:00+08:00 to the frontmatter, the block between two --- lines at the top of the file.`,
    })
  } else if (!fm.date.startsWith(year)) {
    const line = String(file.value).split('\n').findIndex((l) => l.startsWith('date:')) + 1
    fail(file, `date ${fm.date} is not in ${year}, the year of the article's folder`, {
      place: { line: line || 1, column: 7 },
      rule: 'frontmatter/date',
      hint: `Fix the date or move the file to content/blog/${fm.date.slice(0, 4)}/.`,
    })
  }
}
