import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { PluggableList } from 'unified'
import type {} from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import type { Root as HastRoot } from 'hast'
import type { Root as MdRoot } from 'mdast'
import { toString as hastToString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import { escapeHtml } from '../../src/shared/escape-html.ts'
import { fail } from '../diagnostics.ts'

/**
 * An `.mdx` page through @mdx-js/mdx with the same stages: its body becomes a module whose
 * default export is a React component (imports and `export const` of the page kept). A syntax
 * error (bad JSX, an unclosed expression) or an import that names no file is recorded on `file`
 * at its line and column, and the page has no code.
 */
export async function compileMdx(file: VFile, text: string, remarkStages: PluggableList, rehypeStages: PluggableList): Promise<string> {
  const { compile } = await import('@mdx-js/mdx')
  // The markers of markContainers keep every line where it was, so positions point into the source.
  const input = new VFile({ path: file.path, value: text, data: file.data })
  try {
    const out = await compile(input, {
      remarkPlugins: [...remarkStages, () => (tree: MdRoot, f: VFile) => checkImports(tree, f)],
      rehypePlugins: [...rehypeStages, rehypeTemplatesForReact],
      jsxImportSource: 'react',
      outputFormat: 'program',
      development: false,
    })
    return String(out.value)
  } catch (e) {
    const m = e as VFileMessage
    if (typeof m.reason !== 'string' || !m.line) throw e
    // "Expected a closing tag for `<b>` (7:4-7:7) before the end of `paragraph`": the tag is the place to fix.
    const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(m.reason)
    fail(file, `MDX: ${m.reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/g, '')}`, {
      place: named ? { line: Number(named[1]), column: Number(named[2]) } : { line: m.line, column: m.column ?? 1 },
      rule: 'mdx/syntax',
      hint: 'Close every JSX tag and `{` expression; a literal `<` or `{` in text is written `\\<` or `\\{` (a heading id: `## 标题 \\{#id}`).',
    })
    return ''
  } finally {
    for (const m of input.messages) file.messages.push(m)
  }
}

/**
 * Each `import … from './x'` of an MDX page must name a file (a module's extension may be left
 * out) or an installed package: otherwise the bundler would fail later, far from the page.
 */
function checkImports(tree: MdRoot, file: VFile): void {
  const dir = dirname(file.path)
  // A package is looked for from the page, then from the project (content given with --content may lie outside it).
  const requires = [createRequire(file.path), createRequire(join(process.cwd(), 'package.json'))]
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue
      const specifier = statement.source.value
      const found = /^\.{1,2}\//.test(specifier)
        ? ['', ...MODULE_EXTENSIONS].some((ext) => existsSync(resolve(dir, specifier + ext)))
        : requires.some((r) => canResolve(r, specifier))
      if (found) continue
      const at = statement.source.loc?.start
      fail(file, `MDX: import "${specifier}" names no file`, {
        place: at ? { line: at.line, column: at.column + 1 } : { line: node.position?.start.line ?? 1, column: 1 },
        rule: 'mdx/import',
        hint: 'Import from a path relative to the page (e.g. ../../src/components/Badge), with or without its .tsx/.ts extension, or from an installed package.',
      })
    }
  })
}

/**
 * A `<template>` (a code block's copy text, rehype-code.ts) holds its text in its content, which
 * React cannot render as children without a hydration mismatch: the browser moves the parsed
 * children into the content. In MDX it is written as `dangerouslySetInnerHTML`, which React
 * renders and hydrates as the same markup.
 */
function rehypeTemplatesForReact() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'template' || !node.content || !parent || index === undefined) return
      const html = escapeHtml(hastToString(node.content))
      const className = ((node.properties.className as string[] | undefined) ?? []).join(' ')
      const literal = (value: string) => ({ type: 'Literal' as const, value })
      const expression = {
        type: 'ObjectExpression' as const,
        properties: [
          {
            type: 'Property' as const,
            key: { type: 'Identifier' as const, name: '__html' },
            value: literal(html),
            kind: 'init' as const,
            method: false,
            shorthand: false,
            computed: false,
          },
        ],
      }
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'template',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: className },
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: JSON.stringify({ __html: html }),
              data: {
                estree: {
                  type: 'Program',
                  sourceType: 'module',
                  body: [{ type: 'ExpressionStatement', expression }],
                },
              },
            },
          },
        ],
        children: [],
      }
      parent.children[index] = element
    })
  }
}

const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '/index.tsx', '/index.ts']

function canResolve(require: NodeJS.Require, specifier: string): boolean {
  try {
    require.resolve(specifier)
    return true
  } catch {
    return false
  }
}
