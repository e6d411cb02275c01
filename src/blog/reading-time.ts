/**
 * Reading time of an article, from its markdown source (pure; called at build time, the result
 * travels to the page as `page.readingTime`).
 *
 *   readingTime('一二三…(1500 字) … 150 English words … ```c\n(80 lines)\n```')
 *     → { minutes: 8, cjk: 1500, words: 150, codeLines: 80 }
 *
 * Three things are counted apart, because they are read at very different speeds:
 * - Chinese characters (Han script) of the prose at 300 per minute. Measured silent reading of
 *   Chinese by adults lies around 260–400 characters a minute for general text; technical prose,
 *   dense with terms, sits at the lower end.
 * - Latin words and numbers of the prose (`fork`, `SO_REUSEADDR`, `gcc 12`) at 200 per minute.
 *   English non-fiction is read at about 240 words a minute; words inside Chinese prose are
 *   mostly identifiers and terms, which slow the reader down.
 * - Non-blank lines inside code fences at 30 per minute (two seconds a line): an article's reader
 *   follows code and scans command output, but does not study it like a review would.
 * A character-only count (as for English pages) would rate a 1,500-character article with 80
 * lines of code at 5 minutes; these rates give 8, which is what such a page takes.
 *
 * Frontmatter, link destinations, HTML comments and tags, `{#id}` suffixes and container
 * markers (`:::`) are not read by a reader and are not counted. Minutes are rounded to the
 * nearest whole minute, at least 1.
 */
export const CJK_PER_MINUTE = 300
export const WORDS_PER_MINUTE = 200
export const CODE_LINES_PER_MINUTE = 30

export interface ReadingTime {
  minutes: number
  /** Han characters of the prose. */
  cjk: number
  /** Latin words and numbers of the prose. */
  words: number
  /** Non-blank lines inside code fences. */
  codeLines: number
}

const HAN = /\p{Script=Han}/gu
const WORD = /[\p{Script=Latin}\p{Nd}_]+(?:['’.\-+#]+[\p{Script=Latin}\p{Nd}_]+)*/gu
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/
const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/

export function readingTime(markdown: string): ReadingTime {
  const lines = markdown.replace(FRONTMATTER, '').split(/\r?\n/)
  let cjk = 0
  let words = 0
  let codeLines = 0
  let fence = ''
  for (const line of lines) {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = ''
      else if (line.trim()) codeLines++
      continue
    }
    const open = FENCE_OPEN.exec(line)
    if (open) {
      fence = open[1]
      continue
    }
    const prose = proseOf(line)
    cjk += prose.match(HAN)?.length ?? 0
    words += prose.replace(HAN, ' ').match(WORD)?.length ?? 0
  }
  const exact = cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE + codeLines / CODE_LINES_PER_MINUTE
  return { minutes: Math.max(1, Math.round(exact)), cjk, words, codeLines }
}

/** The text of a prose line as a reader sees it. */
function proseOf(line: string): string {
  return line
    .replace(/<!--.*?-->/g, ' ')
    .replace(/<\/?[a-z][a-z\d-]*(?:\s[^>]*)?\/?>/gi, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, ' ')
    .replace(/<[a-z][a-z\d+.-]*:[^>]*>/gi, ' ')
    .replace(/\{#[^}]*\}\s*$/, ' ')
    .replace(/^\s*:::\s*(tip|info|warning|danger|details)?/, ' ')
}
