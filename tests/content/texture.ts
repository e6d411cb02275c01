/**
 * The texture of the blog, counted: what issue 32 measured by reading, as numbers a script can
 * give before and after an editorial pass. One implementation of each count, shared by
 * tests/content/texture.test.ts (which holds the blog to its limits) and this file run as a
 * script, which prints every count, blog-wide and per file:
 *
 *   npx tsx tests/content/texture.ts
 *
 * Input: the Page records of the real site (loadSite, as the build reads them). Output: one
 * block per count, `name: value` first, then the files or sentences behind it.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Diagnostic } from '../../build/diagnostics.ts'
import { lintTrueToDate } from '../../build/lint/true-to-date.ts'
import { loadConfig } from '../../build/site/config.ts'
import { loadSite } from '../../build/site/loader.ts'
import type { PageRecord } from '../../build/site/record.ts'
import type { SiteModel } from '../../build/site/model.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'

/** The limits the blog is held to (issue 32, "What to do"). */
export const LIMITS = {
  /** Lines with `YYYY 年更新` in the whole blog, at most. */
  updateNotes: 10,
  /** A sentence may appear in this many articles, at most. */
  sentenceArticles: 3,
  /** The most common opening formula may open this share of the articles, at most. */
  formulaShare: 0.1,
}

/** A sentence is counted from this many characters (code points) up: shorter ones are phrases. */
const SENTENCE_MIN = 15
const UPDATE_NOTE = /(20\d\d) 年更新/
const FENCED = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n {0,3}\1[ \t]*$/gm

const body = (p: PageRecord) => p.source.split('\n').slice(p.bodyLine - 1).join('\n')
/** The body with its fenced code blocks blanked (their lines kept, so line numbers hold). */
const prose = (p: PageRecord) => body(p).replace(FENCED, (block) => block.replace(/[^\n]/g, ''))

/** Blog articles, in path order. */
export function articlesOf(pages: Iterable<PageRecord>): PageRecord[] {
  return [...pages].filter((p) => p.kind === 'article').sort((a, b) => (a.projectPath < b.projectPath ? -1 : 1))
}

/**
 * Sentences: split on 。！？ and newlines (or on `split`), markdown list and quote markers
 * dropped; table rows and lines without a Chinese character are no sentences.
 */
export function sentences(text: string, split = /[。！？\n]/): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*\|/.test(line))
    .join('\n')
    .split(split)
    .map((s) => s.replace(/^\s*(?:[-*+>]|\d+\.|#+)\s+/, '').trim())
    .filter((s) => /\p{Script=Han}/u.test(s))
}

/** Each update note line (`2026 年更新：…`) outside code, with its article and line. */
export function updateNotes(articles: PageRecord[]): { file: string; line: number; text: string }[] {
  return articles.flatMap((p) =>
    prose(p)
      .split('\n')
      .flatMap((text, i) => (UPDATE_NOTE.test(text) ? [{ file: p.projectPath, line: p.bodyLine + i, text: text.trim() }] : [])),
  )
}

/** Sentences of at least SENTENCE_MIN characters outside code, each with the articles that hold it, most shared first. */
export function sharedSentences(articles: PageRecord[], min = LIMITS.sentenceArticles + 1): { sentence: string; files: string[] }[] {
  const by = new Map<string, Set<string>>()
  for (const p of articles)
    for (const s of new Set(sentences(prose(p)).filter((s) => [...s].length >= SENTENCE_MIN)))
      (by.get(s) ?? by.set(s, new Set()).get(s)!).add(p.projectPath)
  return [...by]
    .filter(([, files]) => files.size >= min)
    .map(([sentence, files]) => ({ sentence, files: [...files].sort() }))
    .sort((a, b) => b.files.length - a.files.length || (a.sentence < b.sentence ? -1 : 1))
}

/** The clause of the update notes that most articles share, and which articles. */
export function mostSharedNoteSentence(articles: PageRecord[]): { sentence: string; files: string[] } | undefined {
  const notes = new Map<string, PageRecord>(articles.map((p) => [p.projectPath, p]))
  const noted = [...new Set(updateNotes(articles).map((n) => n.file))].map((f) => notes.get(f)!)
  // The note's own paragraph: from its line to the next blank line.
  const noteText = (p: PageRecord) =>
    prose(p)
      .split(/\n\s*\n/)
      .filter((para) => UPDATE_NOTE.test(para))
      .join('\n')
  const by = new Map<string, Set<string>>()
  // Clauses, not sentences: the notes vary their first clause and repeat a later one
  // (“…重新验证，下面的输出都来自这次重跑，…”), which is 12 characters long.
  for (const p of noted)
    for (const s of new Set(sentences(noteText(p), /[。！？，；：\n]/).filter((s) => [...s].length >= 8 && !UPDATE_NOTE.test(s))))
      (by.get(s) ?? by.set(s, new Set()).get(s)!).add(p.projectPath)
  const [top] = [...by].sort(([, a], [, b]) => b.size - a.size)
  return top && { sentence: top[0], files: [...top[1]].sort() }
}

/**
 * The opening: the first paragraph of prose, before any heading's text, code, container,
 * picture, table or quote.
 */
export function opening(p: PageRecord): string {
  return (
    prose(p)
      .split(/\n\s*\n/)
      .map((t) => t.trim())
      .find((t) => t && !/^(?:#|:::|!\[|<|\||>)/.test(t)) ?? ''
  )
}

/**
 * A sentence in which the article speaks of itself: 这篇把…讲清楚, 这篇整理/记录/总结…, 本文…,
 * 这是…的笔记/复盘/整理. However the verb varies, it is the one formula of issue 32.
 */
const SELF_REFERENCE = /^(?:这篇|本文|本篇|这一篇|这是[^，。]{0,20}(?:笔记|复盘|整理|记录))/

/**
 * The formula an article opens with: `这篇…` when a sentence of its opening speaks of the article
 * itself; otherwise the first two characters of its first sentence once the topic words are gone
 * (code, links, quotations, Latin words and numbers), so that “上周四…”, “组里新来的…” and
 * “春节前…” group with the openings that share their frame, whatever they are about.
 */
export function openingFormula(p: PageRecord): string {
  const said = sentences(opening(p))
  if (said.some((s) => SELF_REFERENCE.test(s))) return '这篇…'
  const first = (said[0] ?? '')
    .replace(/`[^`]*`/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '')
    .replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, '')
    .replace(/[\x21-\x7e\s，、：；（）—…·]+/g, '')
  return [...first].slice(0, 2).join('') || '(none)'
}

/** Articles by opening formula, the most common first. */
export function openingFormulas(articles: PageRecord[]): { formula: string; files: string[] }[] {
  const by = new Map<string, string[]>()
  for (const p of articles) {
    const f = openingFormula(p)
    by.set(f, [...(by.get(f) ?? []), p.projectPath])
  }
  return [...by].map(([formula, files]) => ({ formula, files })).sort((a, b) => b.files.length - a.files.length || (a.formula < b.formula ? -1 : 1))
}

/** Articles with 1,000–1,499 Chinese characters of prose (the reading count the article rules use). */
export function inLengthBand(articles: PageRecord[], [lo, hi] = [1000, 1499]): PageRecord[] {
  return articles.filter((p) => (p.body?.reading.cjk ?? 0) >= lo && (p.body?.reading.cjk ?? 0) <= hi)
}

// The last section's title, or the last paragraph, saying what is still to do.
const TODO_HEADING = /^##\s.*(?:下一步|待办|TODO|接下来|(?:和|与)后续|留给自己|还没(?:解决|弄明白|做))/
const TODO_TEXT =
  /下一步|待办|TODO|接下来(?:打算|准备|要|想|会|可以)|下一篇(?:打算|准备|想|会)|打算(?:下次|以后|之后|再)|以后再|留(?:到|给)(?:下次|以后|下一篇)|还没(?:来得及|想(?:透|清楚)|弄明白)|有空再/

/** Articles that end on a to-do: a last section named 下一步/待办/…, or a last paragraph that plans more. */
export function endingOnTodo(articles: PageRecord[]): PageRecord[] {
  return articles.filter((p) => {
    const text = prose(p)
    const headings = text.split('\n').filter((l) => /^##\s/.test(l))
    const last = text
      .split(/\n\s*\n/)
      .map((t) => t.trim())
      .filter(Boolean)
      .at(-1)
    return TODO_HEADING.test(headings.at(-1) ?? '') || TODO_TEXT.test(last ?? '')
  })
}

/** Articles whose prose (outside code, inline code and pictures) has an exclamation mark. */
export function withExclamation(articles: PageRecord[]): PageRecord[] {
  return articles.filter((p) =>
    /！|(?<![\w`=])!(?=[\s)）"”]|$)/m.test(
      prose(p)
        .replace(/`[^`\n]*`/g, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, ''),
    ),
  )
}

/** The per-article rules' findings (true-to-date.ts) that the texture counts: one implementation with the build. */
export function dateFindings(articles: PageRecord[], config: SiteConfig): { anachronisms: Diagnostic[]; shellNoise: Diagnostic[] } {
  const found = lintTrueToDate(articles, config)
  return {
    anachronisms: found.filter((d) => d.rule === 'content/anachronism'),
    shellNoise: found.filter((d) => d.rule === 'content/shell-noise'),
  }
}

/** Every count of issue 32, as the lines the script prints. */
export function report(pages: Iterable<PageRecord>, config: SiteConfig): string[] {
  const articles = articlesOf(pages)
  const n = articles.length
  const pct = (k: number) => `${k}/${n} (${((100 * k) / n).toFixed(1)} %)`
  const out: string[] = [`articles: ${n}`, '']

  const notes = updateNotes(articles)
  const noteFiles = new Set(notes.map((x) => x.file))
  const noteYears = new Map<string, number>()
  for (const x of notes) noteYears.set(UPDATE_NOTE.exec(x.text)![1], (noteYears.get(UPDATE_NOTE.exec(x.text)![1]) ?? 0) + 1)
  out.push(
    `update notes (lines with "YYYY 年更新"): ${notes.length} in ${pct(noteFiles.size)} articles; limit ${LIMITS.updateNotes}`,
    `  by year: ${[...noteYears].map(([y, k]) => `${y}: ${k}`).join(', ')}`,
  )
  const shared = mostSharedNoteSentence(articles)
  if (shared) out.push(`  the clause of them most shared: ${shared.files.length} articles: "${shared.sentence}"`)
  for (const x of notes) out.push(`  ${x.file}:${x.line}`)
  out.push('')

  const common = sharedSentences(articles)
  out.push(`sentences (≥ ${SENTENCE_MIN} characters, outside code) shared by more than ${LIMITS.sentenceArticles} articles: ${common.length}`)
  for (const s of common) out.push(`  ${s.files.length} articles: "${s.sentence}"`, ...s.files.map((f) => `    ${f}`))
  out.push('')

  const { anachronisms, shellNoise } = dateFindings(articles, config)
  const anachronistic = new Set(anachronisms.map((d) => d.file))
  out.push(`outputs newer than the article's date, outside an update note: ${anachronisms.length} in ${anachronistic.size} articles`)
  for (const d of anachronisms) out.push(`  ${d.file}:${d.line}:${d.column}  ${d.reason}`)
  out.push('')
  out.push(`"bash: line N:" under a $ prompt: ${shellNoise.length} in ${new Set(shellNoise.map((d) => d.file)).size} articles`)
  for (const d of shellNoise) out.push(`  ${d.file}:${d.line}`)
  out.push('')

  const formulas = openingFormulas(articles)
  const self = formulas.find((f) => f.formula === '这篇…')?.files ?? []
  out.push(
    `most common opening formula: "${formulas[0].formula}" ${pct(formulas[0].files.length)}; limit ${LIMITS.formulaShare * 100} %`,
    `"这篇…讲清楚/整理/记录" openings: ${self.length}`,
    `  the five most common: ${formulas
      .slice(0, 5)
      .map((f) => `"${f.formula}" ${f.files.length}`)
      .join(', ')}`,
    ...self.map((f) => `  ${f}`),
    '',
  )

  const band = inLengthBand(articles)
  out.push(`articles with 1,000–1,499 characters of prose: ${pct(band.length)}`, '')

  const todo = endingOnTodo(articles)
  out.push(`articles ending on a to-do or "下一步": ${pct(todo.length)}`, ...todo.map((p) => `  ${p.projectPath}`), '')

  const bang = withExclamation(articles)
  out.push(`articles with an exclamation mark: ${pct(bang.length)}`, ...bang.map((p) => `  ${p.projectPath}`))
  return out
}

/** Loads the real site as the build does (its compile cache kept in .site-build/cache). */
export async function loadRealSite(): Promise<SiteModel> {
  const root = join(import.meta.dirname, '../..')
  return loadSite({ root, config: await loadConfig(root), cacheDir: join(root, '.site-build', 'cache') })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = await loadRealSite()
  console.log(report(site.pages.values(), site.config).join('\n'))
}
