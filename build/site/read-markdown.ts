import { fromVFileMessage, type Diagnostic } from '../diagnostics.ts'
import type { CompiledMarkdown, CompileInput, MarkdownCompiler } from '../markdown/pipeline.ts'

/** What compiling one markdown page yields: plain data, so it can cross a worker boundary. */
export type MarkdownPage = Omit<CompiledMarkdown, 'file'> & { diagnostics: Diagnostic[] }

export interface ReadInput extends CompileInput {
  projectPath: string
}

export async function readMarkdown(compile: MarkdownCompiler, input: ReadInput): Promise<MarkdownPage> {
  const { file, ...out } = await compile(input)
  return { ...out, diagnostics: file.messages.map((m) => fromVFileMessage(input.projectPath, m)) }
}
