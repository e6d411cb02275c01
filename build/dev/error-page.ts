import { readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { formatDiagnostic, type Diagnostic } from '../diagnostics.ts'
import { escapeHtml } from '../../src/shared/escape-html.ts'
import { withBase } from '../../src/shared/base.ts'

/**
 * The dev server's screen for a page it will not render: every problem of the page, each as
 *
 *   content/blog/2025/a.md:14:3  (markdown/heading)          Open in editor
 *   `#` heading "baz" is not the first block of the page…
 *   A page's title is its frontmatter `title` … Use `##` for a section.
 *     12 | Foo bar
 *   > 14 | # baz
 *        | ^
 *
 * like Vite's error overlay, but without a JavaScript stack: an author's mistake is in the
 * content, not in the engine. Input: the diagnostics (file from the project root, 1-based line
 * and column) and the project root, where the files are read for the code frames. Output: an
 * HTML document with Vite's client in it, which reloads the page when a file changes, so it
 * comes back by itself once fixed.
 */
export function errorPage(diagnostics: Diagnostic[], options: { root: string; base: string }): string {
  const { root, base } = options
  const sources = new Map<string, string[] | undefined>()
  const linesOf = (file: string) => {
    if (!sources.has(file)) {
      let lines: string[] | undefined
      try {
        lines = readFileSync(absolute(root, file), 'utf8').split(/\r?\n/)
      } catch {
        // A problem about a file that is gone (deleted since) shows without its frame.
      }
      sources.set(file, lines)
    }
    return sources.get(file)
  }
  const items = diagnostics.map((d) => problem(d, linesOf(d.file), withBase(base, '/__open-in-editor'), root)).join('\n')
  const count = diagnostics.length === 1 ? '1 problem' : `${diagnostics.length} problems`
  const first = diagnostics[0]
  const title = first ? `${count}: ${first.file}:${first.line}:${first.column}` : 'Build error'
  return screen({ title, heading: `${count} in this page`, body: items, base })
}

/**
 * A message the dev server has no diagnostics for (a render that threw): its text alone, on
 * the same screen, still without a stack.
 */
export function messagePage(message: string, base: string): string {
  const body = `<section class="dev-error__problem"><pre class="dev-error__reason">${escapeHtml(message)}</pre></section>`
  return screen({ title: 'Build error', heading: 'This page could not be rendered', body, base })
}

function screen(o: { title: string; heading: string; body: string; base: string }): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)}</title>
<style>${STYLE}</style>
<main class="dev-error">
<h1 class="dev-error__title">${escapeHtml(o.heading)}</h1>
<p class="dev-error__lead">The page shows again by itself once the file is fixed and saved.</p>
${o.body}
</main>
<iframe name="dev-error-editor" title="editor" hidden></iframe>
<script type="module" src="${escapeHtml(withBase(o.base, '/@vite/client'))}"></script>
`
}

function problem(d: Diagnostic, lines: string[] | undefined, openInEditor: string, root: string): string {
  const where = `${d.file}:${d.line}:${d.column}`
  // launch-editor (Vite's /__open-in-editor) takes `path:line:column`; the link opens in a
  // hidden frame, so the screen stays.
  const href = `${openInEditor}?file=${encodeURIComponent(`${absolute(root, d.file)}:${d.line}:${d.column}`)}`
  return `<section class="dev-error__problem" aria-label="${escapeHtml(formatDiagnostic(d).split('\n')[0])}">
<header class="dev-error__head"><code class="dev-error__where">${escapeHtml(where)}</code>${d.rule ? ` <span class="dev-error__rule">(${escapeHtml(d.rule)})</span>` : ''}
<a class="dev-error__open" href="${escapeHtml(href)}" target="dev-error-editor">Open in editor</a></header>
<p class="dev-error__reason">${escapeHtml(d.reason)}</p>
${d.hint ? `<p class="dev-error__hint">${escapeHtml(d.hint)}</p>` : ''}
${lines ? codeFrame(lines, d.line, d.column) : ''}
</section>`
}

/**
 * Two lines either side of the problem's, numbered, with its column marked under it. The marker
 * is indented by the line's own text up to the column, kept invisible, so it sits under the right
 * character whatever its width (tabs, Chinese).
 */
export function codeFrame(lines: string[], line: number, column: number): string {
  if (line < 1 || line > lines.length) return ''
  const from = Math.max(1, line - 2)
  const to = Math.min(lines.length, line + 2)
  const width = String(to).length
  const rows: string[] = []
  for (let n = from; n <= to; n++) {
    const text = lines[n - 1]
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(width)} | `
    if (n !== line) {
      rows.push(`<span class="dev-error__line">${escapeHtml(gutter + text)}</span>`)
      continue
    }
    const at = Math.min(Math.max(column, 1) - 1, text.length)
    const mark = text.slice(at, at + 1) || ' '
    rows.push(
      `<span class="dev-error__line dev-error__line--at">${escapeHtml(gutter + text.slice(0, at))}<span class="dev-error__at">${escapeHtml(mark)}</span>${escapeHtml(text.slice(at + 1))}</span>`,
      `<span class="dev-error__line">${escapeHtml(`  ${' '.repeat(width)} | `)}<span class="dev-error__pad">${escapeHtml(text.slice(0, at))}</span><span class="dev-error__caret">^</span></span>`,
    )
  }
  return `<pre class="dev-error__frame" aria-label="line ${line}, column ${column}">${rows.join('\n')}</pre>`
}

function absolute(root: string, file: string): string {
  return isAbsolute(file) ? file : join(root, file)
}

// Both colour schemes from the reader's system, as Vite's overlay has only a dark one.
const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --frame: #f6f8fa; --border: #d1d9e0; --red: #cf222e; --mark: #ffebe9; --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #181818; --fg: #e6edf3; --muted: #9198a1; --frame: #0d1117; --border: #3d444d; --red: #ff7b72; --mark: #5a1e1e; --link: #4493f8; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, sans-serif; }
.dev-error { max-width: 960px; margin: 0 auto; padding: 2rem 1.5rem; }
.dev-error__title { margin: 0; color: var(--red); font-size: 1.4rem; }
.dev-error__lead { margin: 0.25rem 0 1.5rem; color: var(--muted); }
.dev-error__problem { border-block-start: 1px solid var(--border); padding-block: 1rem; }
.dev-error__head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.dev-error__where { font-weight: 600; }
.dev-error__rule { color: var(--muted); }
.dev-error__open { margin-inline-start: auto; color: var(--link); }
.dev-error__reason { margin: 0.5rem 0 0; font-weight: 600; white-space: pre-wrap; font-family: inherit; }
.dev-error__hint { margin: 0.25rem 0 0; color: var(--muted); }
.dev-error__frame { margin: 0.75rem 0 0; padding: 0.75rem 1rem; overflow-x: auto; background: var(--frame); border: 1px solid var(--border); border-radius: 6px; font: 13px/1.6 ui-monospace, monospace; tab-size: 4; }
.dev-error__line--at { background: var(--mark); }
.dev-error__at { text-decoration: underline wavy var(--red); }
.dev-error__pad { visibility: hidden; }
.dev-error__caret { color: var(--red); font-weight: 700; }
`
