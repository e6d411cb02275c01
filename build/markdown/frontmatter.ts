import { LineCounter, parseDocument, isCollection, isMap, isScalar, visit, type Document, type Node as YamlNode, type Pair } from 'yaml'
import type { VFile } from 'vfile'
import { closest, fail, warn, type Place } from '../diagnostics.ts'
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
  const pairs = simplePairs(yaml, startLine) ?? yamlPairs(yaml, file, startLine)
  if (!pairs) return {}
  const out: Frontmatter = {}
  const places: FrontmatterPlaces = (file.data.frontmatterPlaces = {})
  for (const { key, keyPlace, value, valuePlace, items, comment } of pairs) {
    places[key] = { ...valuePlace, ...(items ? { items } : {}) }
    // `description: 列出 #include 的目录` is "列出" and a comment: the rest of the text is lost.
    if (comment) {
      fail(file, `frontmatter "${key}" ends before " #": YAML reads the rest of the line as a comment`, {
        place: valuePlace,
        rule: 'frontmatter/comment',
        hint: `Quote the value to keep all of it: ${key}: '${comment}'. A comment goes on a line of its own.`,
      })
      continue
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
    // A page type this engine does not know (yet) still shows its page, as a document.
    if (problem && key === 'pageType') {
      warn(file, `frontmatter "pageType" ${problem}: got ${JSON.stringify(value)}; the page is shown as "doc"`, {
        place: valuePlace,
        rule: 'frontmatter/page-type',
        hint: rule.hint,
      })
      continue
    }
    if (problem) {
      // A problem of one item of a list ("item 2 …") is reported at that item.
      const item = /^item (\d+)/.exec(problem)
      fail(file, `frontmatter "${key}" ${problem}: got ${JSON.stringify(value)}`, {
        place: (item && items?.[Number(item[1]) - 1]) || valuePlace,
        rule: 'frontmatter/type',
        hint: rule.hint,
      })
      continue
    }
    out[key] = value
  }
  return out
}

/** One `key: value` of the frontmatter, with where its key, value and list items start. */
export interface FrontmatterPair {
  key: string
  keyPlace: Place
  value: unknown
  valuePlace: Place
  items?: Place[]
  /** A plain value followed by ` # …`: the whole text as written, which YAML cuts at the `#`. */
  comment?: string
}

/**
 * The pairs of a frontmatter in the form most pages use, read without YAML's parser (which
 * takes about ten times as long, and a dev start reads every page's): one `key: value` per
 * line, each value `true`, `false`, `'quoted text'`, plain text or a `[a, b]` list of plain
 * words, where the plain text is none that YAML could take for a number, null, a comment or a
 * nested value. Anything else (double quotes, indented or multi-line values, comments, ` #`,
 * `: ` in plain text…) returns undefined, and YAML (yamlPairs) reads it.
 *
 *   title: 互斥锁与优先级继承          → { key: 'title', value: '互斥锁与优先级继承', … }
 *   tags: [FreeRTOS, 嵌入式]           → { key: 'tags', value: ['FreeRTOS', '嵌入式'], items: [2:8, 2:18] }
 */
export function simplePairs(yaml: string, startLine: number): FrontmatterPair[] | undefined {
  const pairs: FrontmatterPair[] = []
  const lines = yaml.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line === '') continue
    const m = /^([A-Za-z][\w-]*):( +)(.+)$/.exec(line)
    if (!m || UNSAFE_CHAR.test(line) || !plainWord(m[1]) || pairs.some((p) => p.key === m[1])) return undefined
    const [, key, space, text] = m
    const at = (column: number): Place => ({ line: startLine + i, column })
    const valueColumn = key.length + 2 + space.length
    if (text.startsWith('[') && text.endsWith(']')) {
      const items: Place[] = []
      const value: string[] = []
      let column = valueColumn + 1
      for (const part of text.slice(1, -1).split(',')) {
        const word = part.replace(/^ +| +$/g, '')
        if (!plainWord(word) || /[[\]{}:]/.test(word)) return undefined
        items.push(at(column + part.indexOf(word)))
        value.push(word)
        column += part.length + 1
      }
      pairs.push({ key, keyPlace: at(1), value, valuePlace: at(valueColumn), items })
    } else {
      const value = scalar(text)
      if (value === undefined) return undefined
      pairs.push({ key, keyPlace: at(1), value, valuePlace: at(valueColumn) })
    }
  }
  return pairs.length ? pairs : undefined
}

/** A value on one line: plain text, `'quoted text'` or true/false. */
function scalar(text: string): string | boolean | undefined {
  if (text === 'true' || text === 'false') return text === 'true'
  const quoted = /^'((?:[^']|'')*)'$/.exec(text)
  if (quoted) return quoted[1].replaceAll("''", "'")
  return plainWord(text) ? text : undefined
}

/** Tabs, carriage returns, other control characters and odd line separators: left to YAML. */
const UNSAFE_CHAR = /[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]/

/** Text YAML reads as a string of just these characters, in a mapping or a list. */
function plainWord(text: string): boolean {
  return (
    text !== '' &&
    !/^[-?:,[\]{}#&*!|>'"%@`\s]/.test(text) &&
    !/\s$/.test(text) &&
    !/:(\s|$)|\s#/.test(text) &&
    !/^(~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9.][0-9a-fA-FoxeE._+-]*|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$/.test(text)
  )
}

/** The pairs of any frontmatter, read by YAML; undefined when it is not a mapping (reported on `file`). */
export function yamlPairs(yaml: string, file: VFile, startLine: number): FrontmatterPair[] | undefined {
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
  if (doc.errors.length || doc.contents === null) return undefined
  if (!isMap(doc.contents)) {
    fail(file, 'frontmatter must be a mapping of keys to values', {
      place: at(doc.contents.range?.[0] ?? 0),
      rule: 'frontmatter/shape',
      hint: 'Write one `key: value` per line, e.g. `title: 标题`.',
    })
    return undefined
  }
  return (doc.contents.items as Pair<YamlNode, YamlNode>[]).map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : ''
    const valuePlace = at(pair.value?.range?.[0] ?? pair.key?.range?.[0] ?? 0)
    const items = isCollection(pair.value) ? (pair.value.items as YamlNode[]).map((n) => at(n.range?.[0] ?? 0)) : undefined
    let comment: string | undefined
    if (isScalar(pair.value) && pair.value.type === 'PLAIN' && pair.value.range) {
      const end = pair.value.range[1]
      const rest = yaml.slice(end, yaml.indexOf('\n', end) < 0 ? yaml.length : yaml.indexOf('\n', end))
      if (/^\s+#/.test(rest)) comment = `${yaml.slice(pair.value.range[0], end)}${rest.trimEnd()}`
    }
    return {
      key,
      keyPlace: at(pair.key?.range?.[0] ?? 0),
      value: pair.value ? (pair.value.toJSON() as unknown) : null,
      valuePlace,
      ...(items ? { items } : {}),
      ...(comment !== undefined ? { comment } : {}),
    }
  })
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
  draft: {
    check: (v) => (typeof v === 'boolean' ? undefined : 'must be true or false'),
    hint: 'Write draft: true while the page is not ready; remove the line to publish it.',
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
    check: (v) => {
      if (!Array.isArray(v)) return 'must be a list'
      for (const [i, item] of v.entries()) {
        if (!item || typeof item !== 'object' || Array.isArray(item)) return `item ${i + 1} must be a mapping`
        const f = item as Record<string, unknown>
        for (const key of ['title', 'details', 'link']) {
          if (typeof f[key] !== 'string' || (f[key] as string).trim() === '') return `item ${i + 1} needs a text "${key}"`
        }
        if (f.icon !== undefined && (typeof f.icon !== 'string' || f.icon === '')) return `item ${i + 1}: "icon" must be a text`
        const unknown = Object.keys(f).find((k) => !['title', 'details', 'link', 'icon'].includes(k))
        if (unknown) return `item ${i + 1} has an unknown key "${unknown}"`
      }
      return undefined
    },
    hint: 'Write each feature as `- title: 博客`, `details: 一句话说明`, `link: /blog/` and optionally `icon: 📝`.',
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
