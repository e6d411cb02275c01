import { isAbsolute, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Diagnostic } from '../diagnostics.ts'

/**
 * A page that throws while it is prerendered, as a diagnostic on the page's file. The SSR build
 * has source maps, so Node reports the stack in the original files: a throw in the page's own
 * code gives its line, a throw in code the page uses is named in the hint.
 *
 *   Error: boom
 *       at Tool (/site/content/tool/x.tsx:2:9)   →   content/tool/x.tsx:2:9  page threw while rendering: boom  (render/throw)
 */
export function renderError(error: unknown, page: { filePath: string; projectPath: string }, root: string): Diagnostic {
  const frames = stackFrames(error)
  const own = frames.find((f) => f.file === page.filePath)
  const first = frames.find((f) => isAbsolute(f.file) && !f.file.split(sep).includes('node_modules'))
  const where = !own && first ? ` at ${relative(root, first.file).split(sep).join('/')}:${first.line}:${first.column}` : ''
  const what = error instanceof Error ? (error.name === 'Error' ? error.message : `${error.name}: ${error.message}`) : String(error)
  return {
    file: page.projectPath,
    line: own?.line ?? 1,
    column: own?.column ?? 1,
    reason: `page threw while rendering: ${what.split('\n')[0]}`,
    hint: `It was thrown${where} when the build rendered the page in Node. Fix the code; what needs the browser (window, document) belongs in useEffect.`,
    rule: 'render/throw',
    fatal: true,
  }
}

/** `    at f (/a/b.tsx:2:9)`, `    at file:///a/b.js:2:9` → { file, line, column } */
function stackFrames(error: unknown): { file: string; line: number; column: number }[] {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  return [...stack.matchAll(/^\s+at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/gm)].map(([, file, line, column]) => ({
    file: file.startsWith('file://') ? fileURLToPath(file) : file,
    line: Number(line),
    column: Number(column),
  }))
}
