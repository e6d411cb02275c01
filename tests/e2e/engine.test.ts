import { describe, expect, inject } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtPages, waitForHydration } from './browser'
import { it } from './fixtures'
import { firstLoadJs } from '../bench/first-load'

const dist = inject('distDir')

/** Every prerendered route of the build, from the files in dist/. */
const routes = () =>
  builtPages(dist)
    .map((p) => p.route)
    .sort()

const articles = () => routes().filter((r) => /^\/blog\/\d{4}\/.+/.test(r))

describe('what a page ships', () => {
  it('an article loads at most 90 KB of JavaScript (gzip): no search, highlighter or tool code, no other section', () => {
    for (const article of articles().slice(0, 10)) {
      const { files, gzipBytes, code } = firstLoadJs(dist, article.slice(1) + '.html')
      expect(gzipBytes, article).toBeLessThanOrEqual(90 * 1024)
      expect(files.length, article).toBe(2)
      for (const marker of ['Fuse', 'jsQR', 'oniguruma', 'createHighlighter', '/book/100-gcc-tips/0']) {
        expect(code.includes(marker), `${article} ships ${marker}`).toBe(false)
      }
    }
  })
})

describe('without JavaScript', () => {
  it('the home page and an article are fully rendered', async ({ newPage, url }) => {
    const { page } = await newPage({ javaScriptEnabled: false })
    await page.goto(url('/'))
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('技术笔记')
    const actions = page.locator('.site-hero__action')
    expect(await actions.allTextContents()).toEqual(['Blog', 'Project', 'Book', 'Tool'])
    expect(await actions.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/blog/', '/project/', '/book/', '/tool/'])
    // Under the hero: a card per part of the site, each one link with its one-line details…
    const cards = page.locator('.site-features__item')
    expect(await cards.evaluateAll((as) => as.map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')]))).toEqual([
      ['博客', '/blog/'],
      ['书籍', '/book/'],
      ['项目', '/project/'],
      ['工具', '/tool/'],
    ])
    for (const details of await page.locator('.site-features__details').allTextContents()) expect(details.length).toBeGreaterThan(10)
    // …then the five newest articles, in the feed's order (the feed lists every article newest first).
    const feed = JSON.parse(readFileSync(join(dist, 'feed.json'), 'utf8')) as { items: { url: string; title: string }[] }
    const latest = page.getByRole('region', { name: '最新文章' }).getByRole('link')
    expect(await latest.evaluateAll((as) => as.map((a) => [a.textContent, decodeURI(a.getAttribute('href')!)]))).toEqual(
      feed.items.slice(0, 5).map((i) => [i.title, decodeURI(new URL(i.url).pathname)]),
    )

    const article = articles()[0]
    await page.goto(url(article))
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    expect(title?.length).toBeGreaterThan(4)
    expect(await page.locator('.doc-content h2').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('.site-sidebar a[aria-current="page"]').textContent()).toBe(title)
  })
})

describe('with JavaScript', () => {
  it('a path that spells out the default language (/zh-CN/…) is sent to the page without it, on this site with no locales', async ({
    page,
    problems,
    url,
  }) => {
    const response = await page.goto(url('/zh-CN/blog/2025/freertos-lock#top'))
    expect(response?.status()).toBe(404)
    await page.waitForURL(url('/blog/2025/freertos-lock') + '#top')
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('PAGE NOT FOUND')
    expect(await page.locator('.site-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/blog/2025/freertos-lock')
    expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([])
  })

  it('an unknown path answers 404 with the not-found page and a link home', async ({ page, problems, url }) => {
    const response = await page.goto(url('/blog/2031/没有这篇'))
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('PAGE NOT FOUND')
    expect(await page.getByText('404', { exact: true }).count()).toBe(1)
    const home = page.getByRole('link', { name: 'Take me home' })
    expect(await home.getAttribute('href')).toBe('/')
    expect(await home.textContent()).toBe('Take me home')
    expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([])
  })

  it('hovering a link preloads the target chunk; clicking navigates without a reload; Back restores the scroll position', async ({
    newPage,
    url,
  }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const [from, to] = articles()
    await page.goto(url(from))
    await waitForHydration(page)
    const targetHtml = readFileSync(join(dist, to.slice(1) + '.html'), 'utf8')
    const fromHtml = readFileSync(join(dist, from.slice(1) + '.html'), 'utf8')
    const chunk = [...targetHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
      .map((m) => m[1])
      .find((href) => !fromHtml.includes(href))
    expect(chunk, 'the target page has a chunk of its own').toBeTruthy()

    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const link = page.locator(`.site-sidebar a[href="${to}"]`)
    await link.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForTimeout(200)
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)
    await link.hover()
    await expect.poll(() => requested.includes(chunk!), { timeout: 5000 }).toBe(true)

    // Hovering and clicking may scroll the link into view: Back must return to where the reader
    // was at the moment of the click, recorded by the page itself.
    await page.evaluate(() => {
      ;(window as unknown as { __stay: number }).__stay = 1
      document.addEventListener('click', () => ((window as unknown as { __atClick: number }).__atClick = window.scrollY), {
        capture: true,
        once: true,
      })
    })
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    await link.click()
    await page.waitForURL(url(to))
    const title = targetHtml.match(/<h1 class="site-doc__title">([^<]+)<\/h1>/)![1]
    await expect.poll(() => page.locator('h1').textContent()).toBe(title)
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1)
    expect(documents).toEqual([])
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await page.waitForURL(url(from))
    const atClick = await page.evaluate(() => (window as unknown as { __atClick: number }).__atClick)
    expect(atClick).toBeGreaterThan(500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atClick)
    expect(documents).toEqual([])
    expect(problems).toEqual([])
  })

  it('after a client-side navigation the head is the new page’s, as its prerendered HTML has it', async ({ newPage, url }) => {
    const { page, problems } = await newPage({ viewport: { width: 1280, height: 800 } })
    const [from, to] = articles()
    const headOf = (html: string) => {
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      const tags = head.match(
        /<title>[^<]*<\/title>|<meta (?:name|property)="(?:description|robots|og:[^"]+|article:[^"]+|twitter:[^"]+|theme-color)"[^>]*>|<link rel="(?:canonical|icon|alternate)"[^>]*>|<script type="application\/ld\+json">[^<]*<\/script>/g,
      )
      return tags!
    }
    const expected = (route: string) => headOf(readFileSync(join(dist, route.slice(1) + '.html'), 'utf8'))
    const current = () =>
      page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'title, meta[name], meta[property], link[rel="canonical"], link[rel="icon"], link[rel="alternate"], script[type="application/ld+json"]',
          ),
        ]
          .filter((el) => !(el instanceof HTMLMetaElement && ['viewport', 'site-search-index'].includes(el.name)))
          .map((el) => el.outerHTML),
      )
    await page.goto(url(from))
    await waitForHydration(page)
    const normalize = (tags: string[]) => tags.map((t) => t.replace(/&amp;/g, '&').replace(/&quot;/g, '"'))
    expect(normalize(await current())).toEqual(normalize(expected(from)))
    await page.locator(`.site-sidebar a[href="${to}"]`).click()
    await page.waitForURL(url(to))
    await expect.poll(() => page.title()).toBe(readFileSync(join(dist, to.slice(1) + '.html'), 'utf8').match(/<title>([^<]*)<\/title>/)![1])
    expect(normalize(await current())).toEqual(normalize(expected(to)))
    await page.goBack()
    await page.waitForURL(url(from))
    await expect.poll(async () => normalize(await current())).toEqual(normalize(expected(from)))
    expect(problems).toEqual([])
  })

  it('a link with a hash scrolls to that heading', async ({ newPage, url }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(url('/'))
    await waitForHydration(page)
    const article = articles()[1]
    const html = readFileSync(join(dist, article.slice(1) + '.html'), 'utf8')
    const ids = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])
    const id = ids[1]
    await page.evaluate(
      ([href]) => {
        const a = document.createElement('a')
        a.href = href
        a.textContent = 'jump'
        a.id = 'jump'
        document.querySelector('main')!.prepend(a)
      },
      [`${article}#${encodeURIComponent(id)}`],
    )
    await page.click('#jump')
    await page.waitForURL((u) => u.hash === '#' + encodeURIComponent(id))
    // The heading lands just below the sticky navbar (scroll-padding), unless the page ends first.
    await expect
      .poll(() =>
        page.evaluate((hid) => {
          const top = document.getElementById(hid)!.getBoundingClientRect().top
          const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
          return atEnd || (top > 72 && top < 100)
        }, id),
      )
      .toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
