import type { Root, Element, ElementContent } from 'hast'
import type { VFile } from 'vfile'
import { bundledLanguages, type Highlighter, type ShikiTransformer } from 'shiki'
import { fail } from '../diagnostics.ts'
import { codeFences } from './code-fences.ts'
import { copyableText } from './copy-text.ts'
import type { PageTexts } from '../../src/shared/site-config.ts'

/**
 * Highlights fenced code at build time with shiki, both themes in one pass: every token carries
 * `--shiki-light` and `--shiki-dark` and the stylesheet picks one, so no highlighter ships.
 *
 *   ```c title="main.c" {2}
 *   → <div class="code-block" data-lang="c">
 *       <div class="code-block__title">main.c</div>
 *       <pre class="shiki …"><code><span class="line">…</span><span class="line highlighted">…</span></code></pre>
 *       <div class="code-block__toolbar">
 *         <button type="button" class="code-block__wrap" aria-pressed="false" aria-label="自动换行" title="自动换行"></button>
 *         <button type="button" class="code-block__copy" aria-label="复制代码" title="复制代码"
 *           data-copied-text="已复制" data-prompt-text="按 {key}+C 复制，然后按 Enter"></button>
 *       </div>
 *       <template class="code-block__copy-text">…</template>   only where it differs from the code
 *     </div>
 *
 * The copy text (copy-text.ts) is worked out here, so the browser never re-parses the tokens:
 * the copy button takes the template's text when there is one, else the <pre>'s text. The
 * buttons' texts are the page's language's (`texts`, src/shared/site-config.ts PageTexts); the
 * copy button carries the two the browser shows later (src/client/code-block-actions.ts).
 */
export type CodeTexts = Pick<PageTexts, 'codeCopyText' | 'codeCopiedText' | 'codeWrapText' | 'codeCopyPromptText'>

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const

/** Languages shiki does not bundle that pages may still name; shown unhighlighted (a `dot` fence
 * is a diagram, rehype-diagrams.ts, a `chart` fence a chart, rehype-charts.ts: one left here had
 * a mistake, reported there). */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ld', 'log', 'dot', 'chart'])

export function highlightLines(lines: number[]): ShikiTransformer {
  const set = new Set(lines)
  return {
    name: 'meta-highlight',
    line(node, line) {
      if (set.has(line)) this.addClassToHast(node, 'highlighted')
    },
  }
}

export default function rehypeCode(options: { highlighter: Highlighter; texts: CodeTexts }) {
  const { highlighter, texts } = options
  return async (tree: Root, file: VFile) => {
    for (const { pre, parent, index, lang, meta, text, place } of codeFences(tree)) {
      if (!lang) {
        fail(file, 'code fence names no language', {
          place,
          rule: 'markdown/code-lang',
          hint: 'Write the language after the backticks, e.g. ```c, ```console or ```text.',
        })
      } else if (!PLAIN.has(lang) && !(lang in bundledLanguages)) {
        fail(file, `unknown code language "${lang}"`, {
          place,
          rule: 'markdown/code-lang',
          hint: 'Use a language shiki knows (c, cpp, bash, console, python, ts, json, yaml, makefile, diff, …) or text.',
        })
      }
      const lineCount = text.split('\n').length
      const outside = meta.highlight.filter((n) => n > lineCount)
      if (outside.length) {
        fail(file, `line highlight {${outside.join(',')}} is past the end of a ${lineCount}-line block`, {
          place,
          rule: 'markdown/code-meta',
          hint: 'Line numbers count from 1 inside the block; fix the numbers in `{…}`.',
        })
      }
      const shikiLang = !lang || PLAIN.has(lang) || !(lang in bundledLanguages) ? 'text' : lang
      if (shikiLang !== 'text' && !highlighter.getLoadedLanguages().includes(shikiLang)) {
        await highlighter.loadLanguage(shikiLang as keyof typeof bundledLanguages)
      }
      const hast = highlighter.codeToHast(text, {
        lang: shikiLang,
        themes: THEMES,
        defaultColor: false,
        // No time limit per line: shiki's default (500 ms) cuts tokenizing short on a busy
        // machine, and the same page would come out coloured differently from build to build.
        tokenizeTimeLimit: 0,
        tokenizeMaxLineLength: 0,
        transformers: meta.highlight.length ? [highlightLines(meta.highlight)] : [],
      })
      const highlighted = hast.children[0] as Element
      const children: ElementContent[] = []
      if (meta.title) {
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block__title'] },
          children: [{ type: 'text', value: meta.title }],
        })
      }
      children.push(highlighted, toolbar(texts))
      const copy = copyableText(lang, text)
      if (copy !== text) {
        children.push({
          type: 'element',
          tagName: 'template',
          properties: { className: ['code-block__copy-text'] },
          children: [],
          content: { type: 'root', children: [{ type: 'text', value: copy }] },
        })
      }
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLang: lang || 'text' },
        children,
        position: pre.position,
      }
    }
  }
}

function button(className: string, label: string, extra: Record<string, string> = {}): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: [className], ariaLabel: label, title: label, ...extra },
    children: [],
  }
}

function toolbar(texts: CodeTexts): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block__toolbar'] },
    children: [
      button('code-block__wrap', texts.codeWrapText, { ariaPressed: 'false' }),
      button('code-block__copy', texts.codeCopyText, { dataCopiedText: texts.codeCopiedText, dataPromptText: texts.codeCopyPromptText }),
    ],
  }
}
