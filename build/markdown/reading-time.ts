/**
 * Reading time of a page, from its readable text (rehype-page-text.ts counts while it extracts
 * the text that search indexes; the result travels to the page as `page.readingTime`).
 *
 *   readingTime({ prose: '一二三…(1500 字) … 150 English words', codeLines: 80 })
 *     → { minutes: 8, cjk: 1500, words: 150, codeLines: 80 }
 *
 * Three things are counted apart, because they are read at very different speeds:
 * - Chinese characters (Han script) of the prose at 300 per minute. Measured silent reading of
 *   Chinese by adults lies around 260–400 characters a minute for general text; technical prose,
 *   dense with terms, sits at the lower end.
 * - Latin words and numbers of the prose (`fork`, `SO_REUSEADDR`, `gcc 12`) at 200 per minute.
 *   English non-fiction is read at about 240 words a minute; words inside Chinese prose are
 *   mostly identifiers and terms, which slow the reader down.
 * - Non-blank lines of code blocks at 30 per minute (two seconds a line): an article's reader
 *   follows code and scans command output, but does not study it like a review would.
 * A character-only count (as for English pages) would rate a 1,500-character article with 80
 * lines of code at 5 minutes; these rates give 8, which is what such a page takes.
 *
 * Minutes are rounded to the nearest whole minute, at least 1.
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
  /** Non-blank lines of code blocks. */
  codeLines: number
}

const HAN = /\p{Script=Han}/gu
const WORD = /[\p{Script=Latin}\p{Nd}_]+(?:['’.\-+#]+[\p{Script=Latin}\p{Nd}_]+)*/gu

export function readingTime(text: { prose: string; codeLines: number }): ReadingTime {
  const cjk = text.prose.match(HAN)?.length ?? 0
  const words = text.prose.replace(HAN, ' ').match(WORD)?.length ?? 0
  const { codeLines } = text
  const exact = cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE + codeLines / CODE_LINES_PER_MINUTE
  return { minutes: Math.max(1, Math.round(exact)), cjk, words, codeLines }
}
