import { createHighlighter } from 'shiki'
import { createMarkdownCompiler } from '../../../build/markdown/pipeline'
import { fromVFileMessage } from '../../../build/diagnostics'
import { PAGE_TEXT_DEFAULTS } from '../../../src/shared/site-config'

let compiler: ReturnType<typeof createMarkdownCompiler> | undefined

/** Compiles one page as content/blog/2025/page.md (texts: the engine's Chinese) and returns the result with its messages. */
export async function compile(source: string, relativePath = 'blog/2025/page.md', texts = PAGE_TEXT_DEFAULTS.zh) {
  compiler ??= createMarkdownCompiler({
    highlighter: await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [] }),
    publicDir: '/nonexistent',
  })
  const out = await compiler({ filePath: `/site/content/${relativePath}`, relativePath, source, texts })
  const messages = out.file.messages.map((m) => fromVFileMessage(`content/${relativePath}`, m))
  return { ...out, messages }
}
