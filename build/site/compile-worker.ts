import { parentPort, workerData } from 'node:worker_threads'
import { createHighlighter } from 'shiki'
import { createMarkdownCompiler } from '../markdown/pipeline.ts'
import { THEMES } from '../markdown/rehype-code.ts'
import { readMarkdown, type ReadInput } from './read-markdown.ts'

/** One compile-pool worker: its own highlighter, pages compiled in the order they arrive. */
const compile = createMarkdownCompiler({
  highlighter: await createHighlighter({ themes: Object.values(THEMES), langs: [] }),
  ...(workerData as { publicDir: string; base: string }),
})

parentPort!.on('message', async ({ id, input }: { id: number; input: ReadInput }) => {
  try {
    parentPort!.postMessage({ id, page: await readMarkdown(compile, input) })
  } catch (e) {
    parentPort!.postMessage({ id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) })
  }
})
