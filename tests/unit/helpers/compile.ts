import { createHighlighter } from 'shiki'
import { createMarkdownCompiler } from '../../../build/markdown/pipeline'
import { fromVFileMessage } from '../../../build/diagnostics'

let compiler: ReturnType<typeof createMarkdownCompiler> | undefined

/** Compiles one page as content/blog/2025/page.md and returns the result with its messages. */
export async function compile(source: string, relativePath = 'blog/2025/page.md') {
  compiler ??= createMarkdownCompiler({
    highlighter: await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [] }),
    publicDir: '/nonexistent',
  })
  const out = await compiler({ filePath: `/site/content/${relativePath}`, relativePath, source })
  const messages = out.file.messages.map((m) => fromVFileMessage(`content/${relativePath}`, m))
  return { ...out, messages }
}
