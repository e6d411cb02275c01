/**
 * The whole dist/ of the real build, every file of it, not samples:
 *
 * - every HTML file passes html-validate with the rule set below (each change to the
 *   recommended set says why);
 * - every page has exactly one <h1>, no id twice, alt text on every <img>;
 * - every internal URL in an href, src, srcset or poster (and every og: URL of the site's own
 *   origin) answers 200 from the static host without a redirect, and its #anchor names an id of
 *   the page it lands on; sitemap.xml's URLs too;
 * - external URLs are never fetched: they are checked for being well-formed http(s) or mailto URLs
 *   and listed, with the pages that use them, in .site-build/external-links.txt;
 * - a second clean build of the same commit is byte-identical.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import type { Element, Root } from 'hast'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { visit } from 'unist-util-visit'
import { describe, expect, inject, it } from 'vitest'
import { root, runBuild, snapshotDir } from '../integration/helpers'
import config from '../../src/site.config'

const base = inject('baseUrl')
const dist = inject('distDir')
const content = inject('contentDir')
const configFile = inject('configFile')

/** html-validate's recommended rules, less the ones that fight how React writes valid HTML. */
const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // The template writes `<!doctype html>`, the spelling the HTML standard itself uses.
    'doctype-style': 'off',
    // React writes `<link … />`, `dateTime=""`, `hidden=""` and `selected=""`: valid HTML, and
    // attribute names are case-insensitive. Style, not correctness.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Heading ids are made from Chinese headings (`-mp-到底防什么`); HTML allows any id without
    // spaces, which is what `relaxed` checks.
    'valid-id': ['error', { relaxed: true }],
    // A tag list is named (`<ul aria-label="标签">`) so a screen reader says what the links are;
    // ARIA allows a name on a list.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Code output keeps its trailing spaces inside <pre>, where they are the program's.
    'no-trailing-whitespace': 'off',
    // A title is the article's own plus " - 技术笔记"; search engines cut long ones, nothing breaks.
    'long-title': 'off',
  },
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = join(dir, name)
      return statSync(file).isDirectory() ? walk(file, keep) : keep(file) ? [file] : []
    })
}

const htmlFiles = () => walk(dist, (f) => f.endsWith('.html'))
const rel = (file: string) => relative(dist, file)
const parsed = new Map<string, Root>()
const tree = (file: string) => parsed.get(file) ?? parsed.set(file, fromHtml(readFileSync(file, 'utf8'))).get(file)!

function elements(t: Root, test: (e: Element) => boolean): Element[] {
  const out: Element[] = []
  visit(t, 'element', (e: Element) => {
    if (test(e)) out.push(e)
  })
  return out
}

const origin = new URL(config.url).origin

/** The URLs an element points at: href, src, poster, each candidate of srcset, og: URLs. */
function urlsOf(e: Element): string[] {
  const p = e.properties
  const out: string[] = []
  for (const key of ['href', 'src', 'poster'] as const) if (typeof p[key] === 'string') out.push(p[key] as string)
  if (typeof p.srcSet === 'string' || Array.isArray(p.srcSet)) {
    const set = Array.isArray(p.srcSet) ? p.srcSet.join(',') : (p.srcSet as string)
    out.push(
      ...set
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0])
        .filter(Boolean),
    )
  }
  if (e.tagName === 'meta' && /^og:(url|image)$/.test(String(p.property)) && typeof p.content === 'string') out.push(p.content)
  return out
}

/** The URL a page's link names, relative to where the page is served; undefined for another site. */
function internal(raw: string, pageUrl: URL): URL | undefined {
  const url = new URL(raw, pageUrl)
  if (url.origin === origin) return new URL(url.pathname + url.search + url.hash, pageUrl)
  return url.origin === pageUrl.origin ? url : undefined
}

/** Where a file of dist/ is served: `a/b.html` → /a/b, `a/index.html` → /a/. */
function servedAt(file: string): URL {
  const path =
    '/' +
    rel(file)
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '')
  return new URL(encodeURI(path), base)
}

describe('the HTML of every page in dist/', () => {
  it('passes html-validate', { timeout: 300_000 }, async () => {
    const validator = new HtmlValidate(HTML_RULES)
    const problems: string[] = []
    const files = htmlFiles()
    expect(files.length).toBeGreaterThan(150)
    for (const file of files) {
      const report = await validator.validateFile(file)
      for (const r of report.results)
        for (const m of r.messages) problems.push(`dist/${rel(file)}:${m.line}:${m.column}  ${m.message}  (${m.ruleId})`)
    }
    expect(problems).toEqual([])
  })

  it('has exactly one <h1>, unique ids and alt text on every <img>', () => {
    const problems: string[] = []
    for (const file of htmlFiles()) {
      const t = tree(file)
      const h1 = elements(t, (e) => e.tagName === 'h1').length
      if (h1 !== 1) problems.push(`dist/${rel(file)}: ${h1} <h1> elements`)
      const seen = new Set<string>()
      for (const e of elements(t, (e) => typeof e.properties.id === 'string')) {
        const id = e.properties.id as string
        if (seen.has(id)) problems.push(`dist/${rel(file)}: id "${id}" twice`)
        seen.add(id)
      }
      for (const img of elements(t, (e) => e.tagName === 'img' && typeof e.properties.alt !== 'string')) {
        problems.push(`dist/${rel(file)}: <img src="${img.properties.src}"> has no alt`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the links of dist/', () => {
  it(
    'every internal URL answers 200 without a redirect and every #anchor exists; external URLs are well-formed and listed',
    { timeout: 300_000 },
    async () => {
      const uses = new Map<string, Set<string>>()
      const external = new Map<string, Set<string>>()
      const problems: string[] = []
      const use = (map: Map<string, Set<string>>, url: string, where: string) =>
        (map.get(url) ?? map.set(url, new Set()).get(url)!).add(where)

      for (const file of htmlFiles()) {
        const pageUrl = servedAt(file)
        for (const e of elements(tree(file), (e) => urlsOf(e).length > 0)) {
          for (const raw of urlsOf(e)) {
            if (/^(data|blob):/i.test(raw)) continue
            let url: URL | undefined
            try {
              url = internal(raw, pageUrl)
            } catch {
              problems.push(`dist/${rel(file)}: <${e.tagName}> has a malformed URL "${raw}"`)
              continue
            }
            if (url) use(uses, url.href, `dist/${rel(file)}`)
            else use(external, raw, `dist/${rel(file)}`)
          }
        }
      }
      for (const loc of readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
        use(uses, internal(loc[1], new URL(base))!.href, 'dist/sitemap.xml')
      }

      // Each distinct page is fetched once; anchors are checked against the page that answered.
      const ids = new Map<string, Set<string> | string>()
      const fetchIds = async (href: string): Promise<Set<string> | string> => {
        const r = await fetch(href, { redirect: 'manual' })
        if (r.status !== 200) return `answers ${r.status}${r.headers.get('location') ? ` → ${r.headers.get('location')}` : ''}`
        if (!(r.headers.get('content-type') ?? '').startsWith('text/html')) return new Set()
        const t = fromHtml(await r.text())
        return new Set(elements(t, (e) => typeof e.properties.id === 'string').map((e) => e.properties.id as string))
      }
      for (const [href, where] of uses) {
        const url = new URL(href)
        const hash = decodeURIComponent(url.hash.slice(1))
        url.hash = ''
        if (!ids.has(url.href)) ids.set(url.href, await fetchIds(url.href))
        const target = ids.get(url.href)!
        const shown = decodeURI(href.slice(base.length))
        if (typeof target === 'string') problems.push(`${shown} ${target}; linked from ${[...where].slice(0, 3).join(', ')}`)
        else if (hash && !target.has(hash))
          problems.push(`${shown}: no id "${hash}" on that page; linked from ${[...where].slice(0, 3).join(', ')}`)
      }

      const report: string[] = []
      for (const [raw, where] of [...external].sort(([a], [b]) => a.localeCompare(b))) {
        let ok = false
        try {
          const u = new URL(raw)
          ok =
            (/^https?:$/.test(u.protocol) && /\.[a-z]{2,}$/i.test(u.hostname) && !/\s/.test(raw)) ||
            (u.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(u.pathname))
        } catch {
          ok = false
        }
        if (!ok) problems.push(`external URL "${raw}" is not a well-formed http(s) or mailto URL; used in ${[...where].join(', ')}`)
        report.push(`${raw}\n${[...where].map((w) => `  ${w}`).join('\n')}`)
      }
      writeFileSync(
        join(root, '.site-build', 'external-links.txt'),
        `${external.size} external URLs, never fetched by the tests\n\n${report.join('\n')}\n`,
      )

      expect(uses.size).toBeGreaterThan(500)
      expect(problems).toEqual([])
    },
  )
})

describe('the source links of dist/', () => {
  // The real site names no repository, so 查看源文件 must open the page's own markdown shipped
  // under /public/source/, never a code host that may not exist.
  it("every page's 查看源文件 answers 200 with that page's own markdown", { timeout: 300_000 }, async () => {
    const problems: string[] = []
    let links = 0
    for (const file of htmlFiles()) {
      const footers = elements(tree(file), (e) => String(e.properties.className ?? '').includes('site-doc-footer__source'))
      for (const a of footers.flatMap((p) => elements({ type: 'root', children: [p] }, (e) => e.tagName === 'a'))) {
        links++
        const href = String(a.properties.href)
        const at = href.indexOf('/public/source/')
        if (at < 0) {
          problems.push(`dist/${rel(file)}: 查看源文件 opens ${href}, not the shipped markdown`)
          continue
        }
        const source = decodeURI(href.slice(at + '/public/source/'.length))
        const r = await fetch(new URL(href, servedAt(file)), { redirect: 'manual' })
        if (r.status !== 200) problems.push(`dist/${rel(file)}: ${href} answers ${r.status}`)
        else if ((await r.text()) !== readFileSync(join(content, source), 'utf8'))
          problems.push(`dist/${rel(file)}: ${href} is not content/${source}`)
      }
    }
    expect(links).toBeGreaterThan(150)
    expect(problems).toEqual([])
  })
})

describe('the build', () => {
  it('gives a byte-identical dist/ when the same commit is built again from clean', { timeout: 300_000 }, () => {
    const again = join(root, '.site-build', `dist-again-${process.pid}`)
    rmSync(again, { recursive: true, force: true })
    try {
      const r = runBuild({ content, out: again, config: configFile })
      expect(r.status, r.stderr).toBe(0)
      const a = snapshotDir(dist)
      const b = snapshotDir(again)
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
      const differ = [...a].filter(([file, bytes]) => !b.get(file)?.equals(bytes)).map(([file]) => file)
      expect(differ).toEqual([])
    } finally {
      rmSync(again, { recursive: true, force: true })
    }
  })
})
