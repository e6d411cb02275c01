/**
 * The content checks every blog article must pass (issue 9), as one function that returns
 * diagnostics in the build's format (build/diagnostics.ts):
 *
 *   content/blog/2017/a.md:4:14  description has 31 characters; it needs 40–160  (articles/description)
 *     Say in one or two sentences what the article is about.
 *
 * An article is `blog/<YYYY>/<name>.md` under the content folder (not `index.md`, nothing whose
 * name starts with `_`). For each one:
 *   articles/frontmatter  the YAML parses and has title, date, description and tags
 *   articles/date         an ISO timestamp with a time and a zone, a real calendar day, inside
 *                         the folder's year as a reader in Asia/Shanghai counts it (the year the
 *                         blog index files it under)
 *   articles/description  40–160 characters (code points, so a Chinese character counts one)
 *   articles/tags         1–5 distinct tags, each in content/_data/tags.json
 *   articles/sections     at least three `##` sections
 *   articles/prose        at least 1,200 Chinese characters of prose: text outside code fences
 *                         and inline code, frontmatter not counted
 *   articles/code-lang    every code fence names a language shiki or the build knows, and is closed
 *   articles/unique-title, articles/unique-slug   across all years of the blog
 *   articles/links        internal links name an existing route (or a file under public/), and
 *                         a `#hash` names a heading of the target page, as build/markdown/rehype-links.ts
 *                         resolves them
 *   articles/program      a ```c or ```cpp block with the meta word `program` compiles with
 *                         `gcc -fsyntax-only -Wall` / `g++ -std=c++17 -fsyntax-only -Wall`
 *                         without any diagnostic; a warning fails too, as in `-Werror`, since
 *                         `-Wall` would otherwise change nothing. Compiler lines are mapped
 *                         back to the article's lines. Blocks compile in parallel child processes,
 *                         one per core, and with `cacheDir` a result is reused while the compiler
 *                         and the block stay the same.
 *
 * Markdown is read by scan-markdown.ts, a line scanner (see there why not a full parse);
 * frontmatter by the `yaml` package, with positions.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, posix, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import GithubSlugger from 'github-slugger'
import { bundledLanguages } from 'shiki/langs'
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node as YamlNode, type Pair } from 'yaml'
import { closest, type Diagnostic } from '../../build/diagnostics.ts'
import { parseCodeMeta } from '../../build/markdown/code-meta.ts'
import { isPageFile, routeOfFile } from '../../build/site/route-path.ts'
import { matchRoute, resolveUrl, urlHash } from '../../src/shared/resolve-url.ts'
import { shanghaiDate } from '../../src/shared/date.ts'
import { scanMarkdown, type ScannedPage } from './scan-markdown.ts'

export interface CheckOptions {
  /** Paths in messages are relative to this folder (the repository). */
  root: string
  contentDir: string
  publicDir: string
  /** Defaults to `<contentDir>/_data/tags.json`. */
  tagsFile?: string
  /**
   * Where compiler results are kept between runs, keyed by the compiler's version, its arguments
   * and the block's text; without it every block is compiled.
   */
  cacheDir?: string
}

export interface CheckReport {
  /** Every article, as a path relative to `root`, in file order. */
  articles: string[]
  diagnostics: Diagnostic[]
}

export const MIN_SECTIONS = 3
export const MIN_CHINESE = 1200
export const DESCRIPTION_LENGTH = [40, 160] as const
export const TAG_COUNT = [1, 5] as const
/** Languages the build shows without highlighting (build/markdown/rehype-code.ts). */
const PLAIN_LANGS = new Set(['text', 'txt', 'plain', 'plaintext', 'ld', 'log'])
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|([+-])(\d{2}):(\d{2}))$/
const SCHEME = /^[a-z][a-z\d+.-]*:/i

interface Article {
  abs: string
  /** Path relative to the content folder, with `/`. */
  rel: string
  /** Path relative to the repository, as messages print it. */
  file: string
  year: string
  slug: string
  page: ScannedPage
  title?: { value: string; line: number; column: number }
}

export async function checkArticles(options: CheckOptions): Promise<CheckReport> {
  const { root, contentDir, publicDir } = options
  const out: Diagnostic[] = []
  const tagsFile = options.tagsFile ?? join(contentDir, '_data', 'tags.json')
  const knownTags = new Set<string>(JSON.parse(readFileSync(tagsFile, 'utf8')))
  const tagsName = relative(root, tagsFile).split(sep).join('/')

  const pages = walkPages(contentDir)
  const routes = new Map(pages.map((rel) => [routeOfFile(rel), rel]))
  const articles = pages
    .filter((rel) => /^blog\/\d{4}\/[^/]+\.md$/.test(rel) && !rel.endsWith('/index.md'))
    .map((rel) => readArticle(root, contentDir, rel, out, knownTags, tagsName))

  checkUnique(articles, out)
  const anchors = anchorCache(contentDir)
  for (const a of articles) {
    checkBody(a, out)
    checkLinks(a, { routes, publicDir, anchors }, out)
  }
  out.push(...(await compilePrograms(articles, options.cacheDir)))
  return { articles: articles.map((a) => a.file), diagnostics: sortByPlace(out) }
}

function walkPages(contentDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(join(contentDir, dir)).sort()) {
      const rel = dir ? `${dir}/${name}` : name
      if (statSync(join(contentDir, rel)).isDirectory()) walk(rel)
      else if (isPageFile(rel)) out.push(rel)
    }
  }
  walk('')
  return out
}

function readArticle(root: string, contentDir: string, rel: string, out: Diagnostic[], knownTags: Set<string>, tagsName: string): Article {
  const abs = join(contentDir, rel)
  const source = readFileSync(abs, 'utf8')
  const [, year, name] = /^blog\/(\d{4})\/(.+)\.md$/.exec(rel)!
  const file = relative(root, abs).split(sep).join('/')
  const page = scanMarkdown(source)
  const yamlNode = page.frontmatter
  const article: Article = { abs, rel, file, year, slug: name, page }
  const say = (line: number, column: number, rule: string, reason: string, hint: string) =>
    out.push({ file, line, column, rule: `articles/${rule}`, reason, hint, fatal: true })

  if (!yamlNode) {
    say(1, 1, 'frontmatter', 'article has no frontmatter', 'Start the file with a `---` line, then title, date, description and tags, then `---`.')
    return article
  }
  const lines = new LineCounter()
  const doc = parseDocument(yamlNode.yaml, { lineCounter: lines, prettyErrors: false })
  // The YAML starts on the line after the opening `---`.
  const at = (offset: number | undefined) => {
    const p = lines.linePos(offset ?? 0)
    return [p.line + 1, p.col] as const
  }
  if (doc.errors.length) {
    for (const e of doc.errors) say(...at(e.pos[0]), 'frontmatter', `frontmatter is not valid YAML: ${e.message.split('\n')[0]}`, 'Fix the YAML between the two `---` lines.')
    return article
  }
  const pairs = new Map<string, Pair<YamlNode, YamlNode>>()
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items as Pair<YamlNode, YamlNode>[]) if (isScalar(pair.key)) pairs.set(String(pair.key.value), pair)
  }
  const endLine = yamlNode.endLine
  for (const key of ['title', 'date', 'description', 'tags']) {
    if (!pairs.has(key) || pairs.get(key)!.value == null) {
      say(endLine, 1, 'frontmatter', `frontmatter has no "${key}"`, `Add a line \`${key}: …\` before the closing \`---\` (${EXAMPLE[key]}).`)
    }
  }
  const valueAt = (key: string) => at(pairs.get(key)?.value?.range?.[0])

  const title = pairs.get('title')?.value
  if (title) {
    const v = title.toJSON() as unknown
    if (typeof v !== 'string' || !v.trim()) say(...valueAt('title'), 'frontmatter', 'title must be a non-empty string', 'Write the title as plain text.')
    else article.title = { value: v.trim(), line: valueAt('title')[0], column: valueAt('title')[1] }
  }

  const date = pairs.get('date')?.value
  if (date) {
    const v = date.toJSON() as unknown
    const problem = typeof v === 'string' ? dateProblem(v, year) : { reason: 'is not text', hint: 'Use the form 2017-03-14T21:30:00+08:00.' }
    if (problem) say(...valueAt('date'), 'date', `date ${JSON.stringify(v)} ${problem.reason}`, problem.hint)
  }

  const description = pairs.get('description')?.value
  if (description) {
    const v = description.toJSON() as unknown
    const n = typeof v === 'string' ? [...v.trim()].length : -1
    const [min, max] = DESCRIPTION_LENGTH
    if (n < 0) say(...valueAt('description'), 'description', 'description must be text', 'Write one or two sentences.')
    else if (n < min || n > max) {
      say(...valueAt('description'), 'description', `description has ${n} characters; it needs ${min}–${max}`, n < min ? 'Say in one or two sentences what the article is about.' : 'Shorten it to one or two sentences.')
    }
  }

  const tags = pairs.get('tags')?.value
  if (tags) {
    const [min, max] = TAG_COUNT
    if (!isSeq(tags)) say(...valueAt('tags'), 'tags', 'tags must be a list', 'Write tags: [C, Linux].')
    else {
      const items = tags.items as YamlNode[]
      if (items.length < min || items.length > max) say(...valueAt('tags'), 'tags', `${items.length} tags; an article needs ${min}–${max}`, 'Keep the tags that say most about the article.')
      const seen = new Set<string>()
      for (const item of items) {
        const v = item.toJSON() as unknown
        const place = at(item.range?.[0])
        if (typeof v !== 'string') say(...place, 'tags', `tag ${JSON.stringify(v)} is not text`, 'Write each tag as text.')
        else if (seen.has(v)) say(...place, 'tags', `tag "${v}" is listed twice`, 'Remove the second one.')
        else if (!knownTags.has(v)) {
          const near = closest(v, knownTags, Math.max(1, Math.floor(v.length / 3)))
          say(...place, 'tags', `tag "${v}" is not in ${tagsName}`, `${near ? `Did you mean "${near}"? ` : ''}Use a tag from the list, or add the tag to the list first.`)
        }
        if (typeof v === 'string') seen.add(v)
      }
    }
  }
  return article
}

const EXAMPLE: Record<string, string> = {
  title: 'the article\'s title',
  date: 'e.g. date: 2017-03-14T21:30:00+08:00',
  description: 'one or two sentences, 40–160 characters',
  tags: 'e.g. tags: [C, Linux], from content/_data/tags.json',
}

function dateProblem(v: string, year: string): { reason: string; hint: string } | undefined {
  const m = ISO_TIMESTAMP.exec(v)
  const form = { reason: 'is not an ISO timestamp with a time and a zone', hint: 'Use the form 2017-03-14T21:30:00+08:00.' }
  if (!m) return form
  const [, y, mo, d, h, mi, s = '0', , zh = '0', zm = '0'] = m
  const days = new Date(Date.UTC(Number(y), Number(mo), 0)).getUTCDate()
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > days || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || Number(zh) > 14 || Number(zm) > 59) {
    return { reason: 'is not a real date and time', hint: 'Check the month, the day and the time.' }
  }
  const local = shanghaiDate(v)!
  if (String(local.year) !== year) {
    return {
      reason: `is in ${local.year} in Asia/Shanghai, not in ${year}, the year of the article's folder`,
      hint: `Fix the date or move the file to content/blog/${local.year}/.`,
    }
  }
  return undefined
}

function checkUnique(articles: Article[], out: Diagnostic[]): void {
  const byTitle = new Map<string, Article[]>()
  const bySlug = new Map<string, Article[]>()
  for (const a of articles) {
    if (a.title) byTitle.set(a.title.value, [...(byTitle.get(a.title.value) ?? []), a])
    bySlug.set(a.slug, [...(bySlug.get(a.slug) ?? []), a])
  }
  for (const [title, list] of byTitle) {
    if (list.length < 2) continue
    for (const a of list) {
      const others = list.filter((o) => o !== a).map((o) => o.file)
      out.push({ file: a.file, line: a.title!.line, column: a.title!.column, rule: 'articles/unique-title', reason: `title "${title}" is also the title of ${others.join(', ')}`, hint: 'Give each article its own title.', fatal: true })
    }
  }
  for (const [slug, list] of bySlug) {
    if (list.length < 2) continue
    for (const a of list) {
      const others = list.filter((o) => o !== a).map((o) => o.file)
      out.push({ file: a.file, line: 1, column: 1, rule: 'articles/unique-slug', reason: `slug "${slug}" is also used by ${others.join(', ')}`, hint: 'Rename one of the files: slugs are unique across all years.', fatal: true })
    }
  }
}

function checkBody(a: Article, out: Diagnostic[]): void {
  const say = (line: number, column: number, rule: string, reason: string, hint: string) =>
    out.push({ file: a.file, line, column, rule: `articles/${rule}`, reason, hint, fatal: true })
  const { page } = a
  for (const fence of page.fences) {
    if (!fence.lang) say(fence.line, fence.column, 'code-lang', 'code block names no language', 'Write the language after the backticks, e.g. ```c, ```console or ```text.')
    else if (!PLAIN_LANGS.has(fence.lang) && !(fence.lang in bundledLanguages)) say(fence.line, fence.column, 'code-lang', `code block names an unknown language "${fence.lang}"`, 'Use a language shiki knows (c, cpp, bash, console, python, makefile, …) or text.')
    if (!fence.closed) say(fence.line, fence.column, 'code-lang', 'code fence is never closed', 'Close it with a line of the same backticks or tildes; everything after it is taken as code.')
  }
  const sections = page.headings.filter((h) => h.depth === 2).length
  if (sections < MIN_SECTIONS) say(page.bodyLine, 1, 'sections', `${sections} "##" section${sections === 1 ? '' : 's'}; an article needs at least ${MIN_SECTIONS}`, 'Divide the article into sections a reader can skim from the outline.')
  if (page.han < MIN_CHINESE) say(page.bodyLine, 1, 'prose', `${page.han} Chinese characters of prose outside code; an article needs at least ${MIN_CHINESE}`, 'Explain more: what the problem was, how it was understood, what was learned.')
}

interface LinkContext {
  routes: Map<string, string>
  publicDir: string
  anchors: (rel: string) => string[]
}

/** Resolves links the way build/markdown/rehype-links.ts does and checks them like check-links.ts. */
function checkLinks(a: Article, ctx: LinkContext, out: Diagnostic[]): void {
  const dir = posix.dirname(a.rel)
  const selfRoute = routeOfFile(a.rel)
  for (const { raw, line, column } of a.page.links) {
    if (!raw || SCHEME.test(raw) || raw.startsWith('//')) continue
    const say = (reason: string, hint: string) => out.push({ file: a.file, line, column, rule: 'articles/links', reason, hint, fatal: true })
    const hashAt = raw.indexOf('#')
    const pathPart = hashAt < 0 ? raw : raw.slice(0, hashAt)
    const hash = urlHash(raw)
    let route: string
    if (pathPart === '') route = selfRoute
    else if (/\.md$/.test(pathPart.split('?')[0])) {
      route = routeOfFile(pathPart.startsWith('/') ? pathPart.slice(1) : posix.normalize(posix.join(dir, safeDecode(pathPart))))
    } else if (pathPart.startsWith('/')) route = resolveUrl(pathPart)
    else route = resolveUrl(posix.join(posix.dirname(selfRoute), pathPart))

    if (route.startsWith('/public/')) {
      if (!existsSync(join(ctx.publicDir, route.slice('/public/'.length)))) say(`dead link "${raw}": no file public/${route.slice('/public/'.length)}`, 'Fix the link or add the file.')
      continue
    }
    const target = ctx.routes.get(route)
    if (!target) {
      const near = matchRoute(ctx.routes, route)
      const guess = near ? undefined : closest(route, ctx.routes.keys(), Math.max(3, Math.floor(route.length / 3)))
      say(
        `dead link "${raw}": no page has the route ${route}`,
        near ? `The page's route is "${routeOfFile(near)}". Write the link in that form.` : `${guess ? `Did you mean "${guess}"? ` : ''}Fix the link or add the page.`,
      )
      continue
    }
    if (hash && target.endsWith('.md') && !ctx.anchors(target).includes(hash)) {
      const guess = closest(hash, ctx.anchors(target), Math.max(2, Math.floor(hash.length / 2)))
      say(`dead anchor "#${hash}" in link "${raw}": content/${target} has no such heading`, `${guess ? `Did you mean "#${guess}"? ` : ''}Fix the anchor or set one with {#id} on the heading.`)
    }
  }
}

/** Heading ids of a markdown page, as build/markdown/rehype-heading-ids.ts gives them. */
function anchorCache(contentDir: string): (rel: string) => string[] {
  const cache = new Map<string, string[]>()
  return (rel) => {
    let ids = cache.get(rel)
    if (!ids) {
      const slugger = new GithubSlugger()
      ids = scanMarkdown(readFileSync(join(contentDir, rel), 'utf8')).headings.map((h) => {
        if (!h.id) return slugger.slug(h.text)
        slugger.occurrences[h.id] ??= 0
        return h.id
      })
      cache.set(rel, ids)
    }
    return ids
  }
}

interface Program {
  article: Article
  line: number
  column: number
  lang: 'c' | 'cpp'
  source: string
  name: string
}

const run = promisify(execFile)
/** Plain ASCII quotes in compiler messages, whatever the machine's locale. */
const C_LOCALE = { ...process.env, LC_ALL: 'C' }

export const COMPILERS = {
  c: { cmd: 'gcc', args: ['-fsyntax-only', '-Wall'], ext: '.c' },
  cpp: { cmd: 'g++', args: ['-std=c++17', '-fsyntax-only', '-Wall'], ext: '.cpp' },
} as const

/** Compiles every `program` block, a few child processes at a time, in one temporary folder. */
async function compilePrograms(articles: Article[], cacheDir?: string): Promise<Diagnostic[]> {
  const programs: Program[] = []
  for (const article of articles) {
    for (const { lang: l, meta, line, column, body } of article.page.fences) {
      const lang = l === 'c' ? 'c' : l === 'cpp' || l === 'c++' ? 'cpp' : undefined
      if (!lang || !parseCodeMeta(meta).flags.includes('program')) continue
      programs.push({ article, line, column, lang, source: body.join('\n') + '\n', name: `block${COMPILERS[lang].ext}` })
    }
  }
  if (!programs.length) return []
  const dir = mkdtempSync(join(tmpdir(), 'article-programs-'))
  const out: Diagnostic[] = []
  const versions = cacheDir ? await compilerVersions(programs) : {}
  try {
    let next = 0
    const worker = async () => {
      while (next < programs.length) {
        const p = programs[next++]
        const { cmd, args } = COMPILERS[p.lang]
        const key = cacheDir && createHash('sha256').update(JSON.stringify([versions[cmd], args, p.source])).digest('hex')
        const cached = key ? join(cacheDir!, `${key}.txt`) : undefined
        let stderr = cached && existsSync(cached) ? readFileSync(cached, 'utf8') : undefined
        if (stderr === undefined) {
          // One folder per block: the file name stays `block.c`, so the messages (and the cache)
          // do not depend on where the block sits in its article.
          const own = join(dir, String(programs.indexOf(p)))
          mkdirSync(own)
          writeFileSync(join(own, p.name), p.source)
          const r = await compileOne(p, own)
          if ('missing' in r) {
            out.push(r.missing)
            continue
          }
          stderr = r.stderr
          if (cached) {
            mkdirSync(cacheDir!, { recursive: true })
            writeFileSync(cached, stderr)
          }
        }
        out.push(...toDiagnostics(p, stderr))
      }
    }
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), programs.length) }, worker))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return out
}

/** `gcc --version` of each compiler the blocks need: a new compiler invalidates cached results. */
async function compilerVersions(programs: Program[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const cmd of new Set(programs.map((p) => COMPILERS[p.lang].cmd))) {
    out[cmd] = await run(cmd, ['--version'], { encoding: 'utf8' }).then((r) => r.stdout, () => 'missing')
  }
  return out
}

/** The compiler's messages for one block (empty when it is clean), or a diagnostic when the compiler is missing. */
async function compileOne(p: Program, dir: string): Promise<{ stderr: string } | { missing: Diagnostic }> {
  const { cmd, args } = COMPILERS[p.lang]
  try {
    return { stderr: (await run(cmd, [...args, '-fno-diagnostics-color', p.name], { cwd: dir, encoding: 'utf8', env: C_LOCALE })).stderr }
  } catch (e) {
    const err = e as { stderr?: string; code?: string | number; message: string }
    if (err.code === 'ENOENT') {
      return { missing: { file: p.article.file, line: p.line, column: p.column, rule: 'articles/program', reason: `cannot run ${cmd} to check this program block`, hint: `Install it (Debian: apt-get install ${cmd}).`, fatal: true } }
    }
    return { stderr: err.stderr || err.message }
  }
}

/** `name.c:7:5: error: …` → the article's line: line 1 of the block is the line after the opening fence. */
function toDiagnostics(p: Program, stderr: string): Diagnostic[] {
  if (!stderr.trim()) return []
  const { cmd, args } = COMPILERS[p.lang]
  const command = `${cmd} ${args.join(' ')}`
  const diagnostics: Diagnostic[] = []
  const re = new RegExp(`^${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+): (?:fatal )?(error|warning): (.*)$`, 'gm')
  const full = stderr.split(p.name).join(`${p.article.file} (block at line ${p.line})`)
  for (const m of stderr.matchAll(re)) {
    diagnostics.push({
      file: p.article.file,
      line: p.line + Number(m[1]),
      column: Number(m[2]),
      rule: 'articles/program',
      reason: `program block does not compile cleanly with ${command}: ${m[3]}: ${m[4]}`,
      hint: `Fix the code, or drop the meta word \`program\` if the block is not a complete program.\n${indent(full)}`,
      fatal: true,
    })
  }
  if (!diagnostics.length) {
    diagnostics.push({ file: p.article.file, line: p.line, column: p.column, rule: 'articles/program', reason: `program block does not compile cleanly with ${command}`, hint: indent(full), fatal: true })
  }
  return diagnostics
}

function indent(s: string): string {
  return s.trimEnd().split('\n').map((l) => `    ${l}`).join('\n')
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

function sortByPlace(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0))
}
