import { join, relative, sep } from 'node:path'
import { closest, type Diagnostic } from '../diagnostics.ts'
import type { ArticleRules } from '../../src/shared/site-config.ts'
import type { PageRecord } from '../site/record.ts'
import type { SiteModel } from '../site/model.ts'
import { articleDate } from './article-date.ts'

/**
 * What every blog article is held to, from the Page records: a date in its folder's year
 * (article-date.ts), and what the site config's `articleRules` ask for:
 *
 *   articles/frontmatter  a frontmatter with title, description and tags (the date has its own
 *                         stage, article-date.ts)
 *   articles/description  its length in characters (code points: a Chinese character counts one)
 *   articles/tags         how many, none twice, each in the tags file
 *   articles/sections     enough `##` sections
 *   articles/prose        enough Chinese characters of prose outside code (the reading count)
 *   articles/short-notes  with `shortNotes`, a shorter article is a note, which needs fewer
 *                         characters and `shortNotes.minSections` sections (a warning while the
 *                         notes of issue 32 are rewritten); a year has no more notes than its share
 *   articles/unique-title, articles/unique-slug   across all years of the blog
 *
 *   content/blog/2017/a.md:4:14  description has 31 characters; it needs 40–160  (articles/description)
 *     Say in one or two sentences what the article is about.
 */
export function lintArticles(site: SiteModel): Diagnostic[] {
  const articles = [...site.pages.values()].filter((p) => p.kind === 'article').sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1))
  // A broken frontmatter (or a file that could not be read as text) is reported once, by its own
  // stage, not again as each key it failed to give.
  const readable = (p: PageRecord) => !p.diagnostics.some((d) => d.rule.startsWith('frontmatter/') || d.rule === 'site/encoding')
  const dates = articles.filter(readable).flatMap(articleDate)
  const rules = site.config.articleRules
  if (!rules || !articles.length) return dates
  const tags = readTags(site)
  const out = [...dates, ...tags.problems]
  for (const page of articles) out.push(...lintArticle(page, rules, tags))
  out.push(...shortNoteShare(articles, rules))
  out.push(...unique(articles, (p) => (typeof p.frontmatter.title === 'string' ? p.frontmatter.title : undefined), 'title'))
  out.push(...unique(articles, (p) => p.relativePath.split('/').pop()!.replace(/\.md$/, ''), 'slug'))
  return out
}

interface Tags {
  known: Set<string>
  name: string
  problems: Diagnostic[]
}

/** The tags an article may use: the loader read the file articleRules names (model.ts `tags`). */
function readTags(site: SiteModel): Tags {
  const rules = site.config.articleRules!
  const name = site.tags?.projectPath ?? relative(site.paths.root, join(site.paths.contentDir, rules.tagsFile)).split(sep).join('/')
  const problem = (reason: string): Tags => ({
    known: new Set(),
    name,
    problems: [
      {
        file: name,
        line: 1,
        column: 1,
        rule: 'articles/tags',
        reason,
        hint: 'Write the tags file as a JSON list of strings, e.g. ["C", "Linux"].',
        fatal: true,
      },
    ],
  })
  if (!site.tags) return problem('the tags file of articleRules does not exist')
  try {
    const list = JSON.parse(site.tags.text) as unknown
    if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return problem('the tags file is not a list of strings')
    return { known: new Set(list), name, problems: [] }
  } catch (e) {
    return problem(`the tags file is not valid JSON: ${(e as Error).message}`)
  }
}

function lintArticle(page: PageRecord, rules: ArticleRules, tags: Tags): Diagnostic[] {
  const out: Diagnostic[] = []
  const say = (place: { line: number; column: number }, rule: string, reason: string, hint: string) =>
    out.push({ file: page.projectPath, line: place.line, column: place.column, rule: `articles/${rule}`, reason, hint, fatal: true })
  const fm = page.frontmatter
  const places = page.frontmatterPlaces
  const body = { line: page.bodyLine, column: 1 }
  // A frontmatter the YAML stage could not read is reported there, not again key by key.
  const broken = page.diagnostics.some((d) => d.rule === 'frontmatter/yaml' || d.rule === 'frontmatter/shape')
  if (!/^---\r?\n/.test(page.source)) {
    say(
      { line: 1, column: 1 },
      'frontmatter',
      'article has no frontmatter',
      'Start the file with a `---` line, then title, date, description and tags, then `---`.',
    )
  } else if (!broken) {
    for (const key of ['title', 'description', 'tags'] as const) {
      if (fm[key] === undefined && !places[key]) {
        say(
          { line: page.bodyLine - 1, column: 1 },
          'frontmatter',
          `frontmatter has no "${key}"`,
          `Add a line \`${key}: …\` before the closing \`---\` (${EXAMPLE[key]}).`,
        )
      }
    }
  }

  if (typeof fm.description === 'string') {
    const n = [...fm.description.trim()].length
    const [min, max] = rules.description
    if (n < min || n > max) {
      say(
        places.description,
        'description',
        `description has ${n} characters; it needs ${min}–${max}`,
        n < min ? 'Say in one or two sentences what the article is about.' : 'Shorten it to one or two sentences.',
      )
    }
  }

  if (Array.isArray(fm.tags)) {
    const [min, max] = rules.tags
    const place = places.tags
    if (fm.tags.length < min || fm.tags.length > max)
      say(place, 'tags', `${fm.tags.length} tags; an article needs ${min}–${max}`, 'Keep the tags that say most about the article.')
    const seen = new Set<string>()
    fm.tags.forEach((tag, i) => {
      const at = place.items?.[i] ?? place
      if (seen.has(tag)) say(at, 'tags', `tag "${tag}" is listed twice`, 'Remove the second one.')
      else if (!tags.known.has(tag) && !tags.problems.length) {
        const near = closest(tag, tags.known, Math.max(1, Math.floor(tag.length / 3)))
        say(
          at,
          'tags',
          `tag "${tag}" is not in ${tags.name}`,
          `${near ? `Did you mean "${near}"? ` : ''}Use a tag from the list, or add the tag to the list first.`,
        )
      }
      seen.add(tag)
    })
  }

  const han = page.body?.reading.cjk ?? 0
  const note = isShortNote(page, rules)
  const sections = (page.body?.toc ?? []).filter((h) => h.depth === 2).length
  if (sections < rules.minSections && !note) {
    say(
      body,
      'sections',
      `${sections} "##" section${sections === 1 ? '' : 's'}; an article needs at least ${rules.minSections}`,
      'Divide the article into sections a reader can skim from the outline.',
    )
  }
  const noteSections = rules.shortNotes?.minSections ?? 0
  if (note && sections < noteSections) {
    out.push({
      file: page.projectPath,
      line: body.line,
      column: 1,
      rule: 'articles/sections',
      reason: `${sections} "##" section${sections === 1 ? '' : 's'}; a short note needs at least ${noteSections}`,
      hint: 'Give the note a section for the problem and one for the fix, so the outline says what it holds.',
      fatal: false,
    })
  }
  if (han < rules.minChinese && !note) {
    const notes = rules.shortNotes
    say(
      body,
      'prose',
      `${han} Chinese characters of prose outside code; an article needs at least ${rules.minChinese}${notes ? `, a short note ${notes.minChinese}` : ''}`,
      'Explain more: what the problem was, how it was understood, what was learned.',
    )
  }
  return out
}

function isShortNote(page: PageRecord, rules: ArticleRules): boolean {
  const han = page.body?.reading.cjk ?? 0
  return !!rules.shortNotes && han < rules.minChinese && han >= rules.shortNotes.minChinese
}

/** Each year's folder has at most its share of short notes; the ones past it are reported. */
function shortNoteShare(articles: PageRecord[], rules: ArticleRules): Diagnostic[] {
  const notes = rules.shortNotes
  if (!notes) return []
  // By the year of the article's folder, which the record holds (Site.record).
  const years = new Map<number | undefined, PageRecord[]>()
  for (const p of articles) years.set(p.folderYear, [...(years.get(p.folderYear) ?? []), p])
  const out: Diagnostic[] = []
  for (const list of years.values()) {
    const allowed = Math.floor(list.length * notes.share)
    const short = list.filter((p) => isShortNote(p, rules))
    const folder = list[0].projectPath.slice(0, list[0].projectPath.lastIndexOf('/'))
    for (const p of short.slice(allowed)) {
      out.push({
        file: p.projectPath,
        line: p.bodyLine,
        column: 1,
        rule: 'articles/short-notes',
        reason: `${folder}/ has ${short.length} short notes (under ${rules.minChinese} Chinese characters) of ${list.length} articles; it may have ${allowed}`,
        hint: `Make this one a full article (${rules.minChinese}+ characters, ${rules.minSections} sections), or fold it into another.`,
        fatal: true,
      })
    }
  }
  return out
}

const EXAMPLE: Record<string, string> = {
  title: "the article's title",
  description: 'one or two sentences',
  tags: 'e.g. tags: [C, Linux], from the tags file',
}

function unique(articles: PageRecord[], keyOf: (p: PageRecord) => string | undefined, what: 'title' | 'slug'): Diagnostic[] {
  const by = new Map<string, PageRecord[]>()
  for (const p of articles) {
    const key = keyOf(p)
    if (key !== undefined) by.set(key, [...(by.get(key) ?? []), p])
  }
  const out: Diagnostic[] = []
  for (const [key, list] of by) {
    if (list.length < 2) continue
    for (const p of list) {
      const others = list
        .filter((o) => o !== p)
        .map((o) => o.projectPath)
        .join(', ')
      const place = what === 'title' ? (p.frontmatterPlaces.title ?? { line: 1, column: 1 }) : { line: 1, column: 1 }
      out.push({
        file: p.projectPath,
        ...place,
        rule: `articles/unique-${what}`,
        reason: what === 'title' ? `title "${key}" is also the title of ${others}` : `slug "${key}" is also used by ${others}`,
        hint: what === 'title' ? 'Give each article its own title.' : 'Rename one of the files: slugs are unique across all years.',
        fatal: true,
      })
    }
  }
  return out
}
