import { LineCounter, parseDocument, isCollection, isMap, isScalar, visit, type Document, type Node as YamlNode, type Pair } from 'yaml'
import type { VFile } from 'vfile'
import { closest, fail, type Place } from '../diagnostics.ts'
import { PAGE_TYPES, type Frontmatter } from '../../src/shared/types.ts'

/**
 * Parses and validates the YAML frontmatter of a page against the schema of CONTENT.md.
 *
 * `startLine` is the 1-based line of the first YAML line in the source file, so that every
 * message points into the page, not into the YAML snippet. Problems are recorded on `file`;
 * the returned object holds the keys that were valid (unknown keys are passed through).
 */
declare module 'vfile' {
  interface DataMap {
    /** Where each frontmatter value starts, and each item of a list value (for later stages' messages). */
    frontmatterPlaces: FrontmatterPlaces
  }
}

export type FrontmatterPlaces = Record<string, Place & { items?: Place[] }>

export function parseFrontmatter(yaml: string, file: VFile, startLine: number): Frontmatter {
  const lines = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter: lines, prettyErrors: false })
  const at = (offset: number): Place => {
    const p = lines.linePos(offset)
    return { line: p.line + startLine - 1, column: p.col }
  }
  // One unclosed value can upset the parser more than once; it is reported once.
  const unclosed = new Set<number>()
  for (const e of doc.errors) {
    const open = unclosedValue(doc, yaml, e.pos[0])
    if (open) {
      if (!unclosed.has(open.start)) {
        fail(file, `frontmatter is not valid YAML: \`${open.opener}\` is never closed`, {
          place: at(open.start),
          rule: 'frontmatter/yaml',
          hint: UNCLOSED_HINTS[open.opener],
        })
      }
      unclosed.add(open.start)
      continue
    }
    fail(file, `frontmatter is not valid YAML: ${e.message.split('\n')[0]}`, {
      place: at(e.pos[0]),
      rule: 'frontmatter/yaml',
      hint: 'Fix the YAML between the two `---` lines (quote values that contain `: ` or start with `[`, `{`, `*`, `&`).',
    })
  }
  if (doc.errors.length || doc.contents === null) return {}
  if (!isMap(doc.contents)) {
    fail(file, 'frontmatter must be a mapping of keys to values', {
      place: at(doc.contents.range?.[0] ?? 0),
      rule: 'frontmatter/shape',
      hint: 'Write one `key: value` per line, e.g. `title: 标题`.',
    })
    return {}
  }
  const out: Frontmatter = {}
  const places: FrontmatterPlaces = (file.data.frontmatterPlaces = {})
  for (const pair of doc.contents.items as Pair<YamlNode, YamlNode>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    const keyPlace = at(pair.key?.range?.[0] ?? 0)
    const value = pair.value ? (pair.value.toJSON() as unknown) : null
    const valuePlace = at(pair.value?.range?.[0] ?? pair.key?.range?.[0] ?? 0)
    const items = isCollection(pair.value) ? (pair.value.items as YamlNode[]).map((n) => at(n.range?.[0] ?? 0)) : undefined
    places[key] = { ...valuePlace, ...(items ? { items } : {}) }
    // `description: 列出 #include 的目录` is "列出" and a comment: the rest of the text is lost.
    if (isScalar(pair.value) && pair.value.type === 'PLAIN' && pair.value.range) {
      const end = pair.value.range[1]
      const rest = yaml.slice(end, yaml.indexOf('\n', end) < 0 ? yaml.length : yaml.indexOf('\n', end))
      if (/^\s+#/.test(rest)) {
        fail(file, `frontmatter "${key}" ends before " #": YAML reads the rest of the line as a comment`, {
          place: valuePlace,
          rule: 'frontmatter/comment',
          hint: `Quote the value to keep all of it: ${key}: '${yaml.slice(pair.value.range[0], end)}${rest.trimEnd()}'. A comment goes on a line of its own.`,
        })
        continue
      }
    }
    const rule = SCHEMA[key]
    if (!rule) {
      const near = key.length >= 4 ? closest(key, Object.keys(SCHEMA), 2) : undefined
      if (near) {
        fail(file, `unknown frontmatter key "${key}"`, {
          place: keyPlace,
          rule: 'frontmatter/unknown-key',
          hint: `Did you mean "${near}"? Rename the key; other unknown keys are kept as they are.`,
        })
        continue
      }
      out[key] = value
      continue
    }
    const problem = rule.check(value)
    if (problem) {
      fail(file, `frontmatter "${key}" ${problem}: got ${JSON.stringify(value)}`, {
        place: valuePlace,
        rule: 'frontmatter/type',
        hint: rule.hint,
      })
      continue
    }
    out[key] = value
  }
  return out
}

const CLOSERS: Record<string, string> = { '[': ']', '{': '}', '"': '"', "'": "'" }

const UNCLOSED_HINTS: Record<string, string> = {
  '[': 'Close the list with `]` on the same line, e.g. tags: [a, b].',
  '{': 'Close the mapping with `}` on the same line, or write it as indented `key: value` lines.',
  '"': 'End the text with a matching `"` on the same line, or leave out the opening quote.',
  "'": "End the text with a matching `'` on the same line, or leave out the opening quote.",
}

/**
 * YAML reports an unclosed `[`, `{` or quote where it gave up, which is often the next key's
 * line; the mistake is where the value opened. That value is the node that spans the error
 * position, starts with an opening character and does not end with its closing one.
 *
 *   tags: [a, b          error "must end with a ]" at 3:1  →  the `[` at 2:7
 *   title: x
 */
function unclosedValue(doc: Document, yaml: string, pos: number): { start: number; opener: string } | undefined {
  let found: { start: number; opener: string } | undefined
  visit(doc, (_, node) => {
    if (!(isScalar(node) || isCollection(node)) || !node.range) return
    const [start, , end] = node.range
    const closer = CLOSERS[yaml[start]]
    if (!closer || pos <= start || pos > end) return
    const text = yaml.slice(start, node.range[1]).trimEnd()
    if (text.length > 1 && text.endsWith(closer)) return
    found = { start, opener: yaml[start] }
    return visit.BREAK
  })
  return found
}

interface Rule {
  check(v: unknown): string | undefined
  hint: string
}

/** A timestamp with a time and a zone: a date alone would be read as midnight UTC. */
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/

/** `2018-02-30T…` parses (as 2 March) but is no day of the calendar. */
function realDateTime(m: RegExpExecArray): boolean {
  const [, y, mo, d, h, mi, s = '0', zh = '0', zm = '0'] = m
  const days = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate()
  return (
    Number(mo) >= 1 &&
    Number(mo) <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= days &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(s) <= 59 &&
    Number(zh) <= 14 &&
    Number(zm) <= 59
  )
}

const string: Rule = {
  check: (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'must be a non-empty string'),
  hint: 'Write text after the colon, quoted if it contains `: `.',
}

const SCHEMA: Record<string, Rule> = {
  title: string,
  description: string,
  titleSuffix: { check: (v) => (typeof v === 'string' ? undefined : 'must be a string'), hint: "e.g. titleSuffix: ' - 技术笔记'" },
  date: {
    check: (v) => {
      const m = typeof v === 'string' ? ISO_TIMESTAMP.exec(v) : null
      if (!m) return 'must be an ISO timestamp'
      return realDateTime(m) ? undefined : 'is not a real date and time'
    },
    hint: 'Use the form 2025-03-02T10:00:00+08:00.',
  },
  tags: {
    check: (v) => (Array.isArray(v) && v.every((t) => typeof t === 'string' && t !== '') ? undefined : 'must be a list of strings'),
    hint: 'Write tags: [FreeRTOS, 嵌入式].',
  },
  outline: {
    check: (v) => (typeof v === 'boolean' ? undefined : 'must be true or false'),
    hint: 'Write outline: true or outline: false.',
  },
  pageType: {
    check: (v) => ((PAGE_TYPES as readonly unknown[]).includes(v) ? undefined : 'is not a known page type'),
    hint: `Use one of ${PAGE_TYPES.join(', ')}; leave it out for an ordinary document page.`,
  },
  hero: {
    check: (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'must be a mapping'),
    hint: 'hero takes name, text, tagline, image and actions.',
  },
  features: {
    check: (v) => (Array.isArray(v) ? undefined : 'must be a list'),
    hint: 'features is a list of { title, details, link }.',
  },
}

export const FRONTMATTER_KEYS = Object.keys(SCHEMA)

/**
 * `.tsx` pages carry their frontmatter in a leading block comment:
 *
 *   /*---
 *   title: 工具
 *   pageType: custom
 *   ---*\/
 *
 * Returns the YAML text and the line it starts on, or undefined when the file has none.
 */
export function tsxFrontmatter(source: string): { yaml: string; startLine: number } | undefined {
  const m = /^\/\*---\r?\n([\s\S]*?)\r?\n---\*\//.exec(source)
  return m ? { yaml: m[1], startLine: 2 } : undefined
}

/**
 * The frontmatter block of a markdown page as remark-frontmatter takes it (`---` lines at the very
 * start), without parsing the page: for the dev server's first reading of the site, before a
 * page is compiled. The compile remains what decides.
 */
export function markdownFrontmatter(source: string): { yaml: string; startLine: number; end: number } | undefined {
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(source)
  return m ? { yaml: m[1], startLine: 2, end: m[0].length } : undefined
}
