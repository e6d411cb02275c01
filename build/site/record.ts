import { VFile } from 'vfile'
import { fromVFileMessage, type Diagnostic } from '../diagnostics.ts'
import type { FrontmatterPlaces } from '../markdown/frontmatter.ts'
import { parseFrontmatter, tsxFrontmatter } from '../markdown/frontmatter.ts'
import type { MarkdownPage } from './read-markdown.ts'
import { encodingDiagnostic, type BadByte } from './decode-source.ts'
import { fillContributors } from './contributors.ts'
import type { FileHistory } from './git-history.ts'
import { routeOfFile } from '../../src/shared/route-path.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'
import type { Frontmatter, PageKind, PageType } from '../../src/shared/types.ts'
import { parsePageDate, type PageDate } from '../../src/shared/date.ts'
import { localeOf } from '../../src/shared/locale.ts'

/**
 * A page as the build knows it, made once by `pageRecord` from its file and what reading it gave,
 * and never changed afterwards: a change of the file makes a new record. What is derived from
 * several records (sections, sidebars, overviews, the newest articles, alternates) is not here
 * but in the site model (model.ts).
 */
export interface PageRecord {
  format: 'md' | 'mdx' | 'tsx'
  routePath: string
  /** Path of the source file relative to content/, with forward slashes. */
  relativePath: string
  /** Path relative to the project root, e.g. `content/blog/2025/a.md`: what messages print. */
  projectPath: string
  /** Absolute path of the source file. */
  filePath: string
  source: string
  /** The section its route falls in: the first folder after the language and version prefix. */
  section: string
  lang: string
  version: string
  kind: PageKind
  pageType: PageType
  title: string
  frontmatter: Frontmatter
  /** Where each frontmatter value starts (build/markdown/frontmatter.ts). */
  frontmatterPlaces: FrontmatterPlaces
  /** Line where the body starts, after the frontmatter. */
  bodyLine: number
  /** The frontmatter date, parsed once; absent when there is none or it is unreadable. */
  date?: PageDate
  /** Articles: the year their folder names (`blog/2017/…` → 2017). */
  folderYear?: number
  /** ISO timestamp of the last change: from git, else the frontmatter date. */
  lastUpdated?: string
  /** `draft: true` in the frontmatter: the dev server shows it, the build leaves it out (loader.ts). */
  draft: boolean
  /**
   * A markdown page read for its frontmatter only (the dev server's start, loader.ts), whose body
   * is compiled later; false for every other record.
   */
  pending: boolean
  /** The compiled body of a markdown or MDX page; absent for a .tsx page, a pending one, or a file that is no text. */
  body?: PageBody
  /** The page's own problems: frontmatter, encoding, the compile's stages. */
  diagnostics: Diagnostic[]
}

/** What the markdown pipeline made of a page's body (build/markdown/pipeline.ts). */
export type PageBody = Omit<MarkdownPage, 'frontmatter' | 'frontmatterPlaces' | 'bodyLine' | 'diagnostics' | 'reads' | 'h1' | 'code'> & {
  /** `.mdx`: the compiled module of the body, whose default export is its component; '' for `.md`. */
  code: string
}

/** What reading a page's file gave: the kinds of file the site knows. */
export type FileRead =
  | { kind: 'markdown'; page: MarkdownPage }
  /** A markdown page whose frontmatter alone was read (see PageRecord.pending); its problems wait for the compile. */
  | { kind: 'frontmatter'; frontmatter: Frontmatter }
  | { kind: 'tsx' }
  /** A file that is not UTF-8: it keeps its place (links to it do not fail too) but is not compiled. */
  | { kind: 'not-utf8'; at: BadByte }

/** What a record takes from outside its file. */
export interface RecordContext {
  root: string
  config: SiteConfig
  /** Git dates and authors by project-relative path (git-history.ts). */
  history: ReadonlyMap<string, FileHistory>
}

/** A page file and what reading it gave, as one record. */
export function pageRecord(
  file: { filePath: string; relativePath: string; projectPath: string; source: string },
  read: FileRead,
  ctx: RecordContext,
): PageRecord {
  const { filePath, relativePath: rel, projectPath, source } = file
  const { frontmatter, frontmatterPlaces, bodyLine, diagnostics } = headOf(file, read)
  const routePath = routeOfFile(rel)
  const fileName = rel
    .split('/')
    .pop()!
    .replace(/\.(md|mdx|tsx)$/, '')
  const git = ctx.history.get(projectPath)
  const pageType = (frontmatter.pageType ?? 'doc') as PageType
  const date = typeof frontmatter.date === 'string' ? parsePageDate(frontmatter.date) : null
  const folderYear = articleYear(rel, ctx.config)
  const locale = localeOf(routePath, ctx.config)
  // A page of another language or version is in its prefix's sections: `en/guide/a.md` → `en/guide`.
  const inPrefix = rel.slice(locale.prefix.length - 1)
  const section = [locale.prefix.slice(1, -1), inPrefix.includes('/') ? inPrefix.split('/')[0] : ''].filter(Boolean).join('/')
  const h1 = read.kind === 'markdown' ? read.page.h1 : undefined
  const lastUpdated = git?.updated ?? frontmatter.date
  const record: PageRecord = {
    format: rel.endsWith('.md') ? 'md' : rel.endsWith('.mdx') ? 'mdx' : 'tsx',
    routePath,
    relativePath: rel,
    projectPath,
    filePath,
    source,
    section,
    lang: locale.lang,
    version: locale.version,
    kind: kindOf(pageType, folderYear),
    pageType,
    title: frontmatter.title ?? h1 ?? (fileName === 'index' ? (rel.split('/').slice(-2, -1)[0] ?? '') : fileName),
    frontmatter,
    frontmatterPlaces,
    bodyLine,
    ...(date ? { date } : {}),
    ...(folderYear !== undefined ? { folderYear } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    draft: frontmatter.draft === true,
    pending: read.kind === 'frontmatter',
    ...(read.kind === 'markdown'
      ? { body: bodyOf(read.page, git?.authors.length ? git.authors : [ctx.config.author ?? ctx.config.title]) }
      : {}),
    diagnostics,
  }
  return Object.freeze(record)
}

/** The frontmatter and the page's own problems, by the kind of file. */
function headOf(
  file: { filePath: string; projectPath: string; source: string },
  read: FileRead,
): { frontmatter: Frontmatter; frontmatterPlaces: FrontmatterPlaces; bodyLine: number; diagnostics: Diagnostic[] } {
  if (read.kind === 'markdown') {
    const { frontmatter, frontmatterPlaces, bodyLine, diagnostics } = read.page
    return { frontmatter, frontmatterPlaces, bodyLine, diagnostics }
  }
  if (read.kind === 'not-utf8') {
    return { frontmatter: {}, frontmatterPlaces: {}, bodyLine: 1, diagnostics: [encodingDiagnostic(file.projectPath, read.at)] }
  }
  if (read.kind === 'frontmatter') return { frontmatter: read.frontmatter, frontmatterPlaces: {}, bodyLine: 1, diagnostics: [] }
  const vfile = new VFile({ path: file.filePath, value: file.source })
  const block = tsxFrontmatter(file.source)
  const frontmatter = block ? parseFrontmatter(block.yaml, vfile, block.startLine) : {}
  return {
    frontmatter: { pageType: 'custom', ...frontmatter },
    frontmatterPlaces: {},
    bodyLine: 1,
    diagnostics: vfile.messages.map((m) => fromVFileMessage(file.projectPath, m)),
  }
}

/**
 * The compiled body. A page that ends with an empty `## 贡献者` section (the book's tip pages)
 * gets the authors of its file there (contributors.ts); they come from git, which the compile
 * (and so its cache) does not see.
 */
function bodyOf(page: MarkdownPage, authors: string[]): PageBody {
  const { frontmatter: _f, frontmatterPlaces: _p, bodyLine: _b, diagnostics: _d, reads: _r, h1: _h, code, html, ...rest } = page
  return { ...rest, html: fillContributors(html, authors), code: code ?? '' }
}

/** `blog/2017/x.md` → 2017 when blog is the blog section (config publish.feedSection). */
function articleYear(rel: string, config: SiteConfig): number | undefined {
  const m = /^([^/]+)\/(\d{4})\/[^/]+\.mdx?$/.exec(rel)
  const blog = config.publish?.feedSection ?? 'blog'
  return m && m[1] === blog && !/\/index\.mdx?$/.test(rel) ? Number(m[2]) : undefined
}

function kindOf(pageType: PageType, folderYear: number | undefined): PageKind {
  if (pageType === '404') return 'not-found'
  if (pageType === 'home') return 'home'
  if (pageType === 'overview') return 'overview'
  if (folderYear !== undefined) return 'article'
  return 'page'
}
