import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { sidebarGroups, groupOf } from '../../../src/theme/components/Sidebar/groups'
import { filterOverview, groupOverview, overviewRoutes } from '../../../src/shared/overview'
import type { OverviewGroup } from '../../../src/shared/types'
import { notFoundHome } from '../../../src/theme/components/NotFound/home-link'
import { formatDateTime } from '../../../src/shared/date'
import { sourceLinks } from '../../../src/theme/components/DocFooter/source-links'
import { neighbours } from '../../../src/theme/components/DocFooter/neighbours'
import { SocialLinks, splitSocialLinks } from '../../../src/theme/components/SocialLinks/SocialLinks'
import { Hero } from '../../../src/theme/components/Hero/Hero'
import { itemActive } from '../../../src/theme/components/NavBar/NavMenuItem'
import { resolveThemeConfig } from '../../../src/shared/site-config'
import { prePaintScript } from '../../../src/shared/pre-paint'
import type { RouteSummary } from '../../../src/shared/types'

const route = (path: string, filePath: string, title = path, date?: string): RouteSummary => ({
  path,
  title,
  pageType: 'doc',
  filePath,
  ...(date ? { date } : {}),
})

describe('sidebarGroups', () => {
  it('blog: the index on top, then one group per year, newest year first, articles in list order', () => {
    const list = [
      route('/blog/', 'blog/index.tsx', '博客'),
      route('/blog/2025/b', 'blog/2025/b.md', 'B', '2025-05-01'),
      route('/blog/2025/a', 'blog/2025/a.md', 'A', '2025-01-01'),
      route('/blog/2019/z', 'blog/2019/z.md', 'Z', '2019-03-01'),
      route('/blog/2023/m', 'blog/2023/m.md', 'M', '2023-03-01'),
    ]
    const model = sidebarGroups('blog', list)
    expect(model.top.map((r) => r.path)).toEqual(['/blog/'])
    expect(model.groups.map((g) => g.title)).toEqual(['2025', '2023', '2019'])
    expect(model.groups[0].items.map((r) => r.title)).toEqual(['B', 'A'])
    expect(groupOf(model, '/blog/2019/z')).toBe('/blog/2019/')
    expect(groupOf(model, '/blog/')).toBeUndefined()
  })

  it('book: groups by folder titled by the folder index, the index first, then by file name', () => {
    const list = [
      route('/book/', 'book/index.md', '在线书籍'),
      route('/book/gcc/002-b', 'book/gcc/002-b.md', 'two'),
      route('/book/gcc/001-a', 'book/gcc/001-a.md', 'one'),
      route('/book/gcc/', 'book/gcc/index.md', '100 个 gcc 小技巧'),
      route('/book/other/x', 'book/other/x.md', 'x'),
    ]
    const model = sidebarGroups('book', list)
    expect(model.top.map((r) => r.title)).toEqual(['在线书籍'])
    expect(model.groups.map((g) => g.title)).toEqual(['100 个 gcc 小技巧', 'other'])
    expect(model.groups[0].items.map((r) => r.title)).toEqual(['100 个 gcc 小技巧', 'one', 'two'])
  })
})

describe('neighbours (Previous/Next)', () => {
  const list = [{ path: '/a' }, { path: '/b' }, { path: '/c' }]
  it('gives the pages before and after in reading order', () => {
    expect(neighbours(list, '/b')).toEqual({ prev: { path: '/a' }, next: { path: '/c' } })
    expect(neighbours(list, '/a')).toEqual({ prev: undefined, next: { path: '/b' } })
    expect(neighbours(list, '/c')).toEqual({ prev: { path: '/b' }, next: undefined })
  })
  it('gives nothing for a page not in the list', () => expect(neighbours(list, '/x')).toEqual({}))
})

describe('overview', () => {
  const routes = [
    route('/book/gcc/', 'book/gcc/index.md', 'GCC'),
    route('/book/gcc/001-a', 'book/gcc/001-a.md', 'Print Predefined Macros'),
    route('/book/gcc/002-b', 'book/gcc/002-b.md', '只打印命令'),
    route('/book/gcc/003-c', 'book/gcc/003-c.md', 'Save temps'),
    route('/book/', 'book/index.md', '书'),
  ]
  it('lists the pages of the overview folder, not itself', () => {
    expect(overviewRoutes('/book/gcc/', routes).map((r) => r.path)).toEqual(['/book/gcc/001-a', '/book/gcc/002-b', '/book/gcc/003-c'])
  })

  const meta = [
    { text: '信息', items: ['001-a', 'missing'] },
    { text: '空组', items: ['nothing'] },
  ]
  const groups = groupOverview(overviewRoutes('/book/gcc/', routes), meta, '/book/gcc/', 'Others')
  it('groups as the meta file says; the rest in the last group; empty groups dropped', () => {
    expect(groups.map((g) => [g.title, g.items.map((i) => i.link)])).toEqual([
      ['信息', ['/book/gcc/001-a']],
      ['Others', ['/book/gcc/002-b', '/book/gcc/003-c']],
    ])
    expect(groupOverview(overviewRoutes('/book/gcc/', routes), undefined, '/book/gcc/', '其他').map((g) => g.title)).toEqual(['其他'])
  })

  const withHeaders: OverviewGroup[] = groups.map((g) => ({
    ...g,
    items: g.items.map((i) => ({
      ...i,
      headers: i.link.endsWith('002-b')
        ? [
            { text: 'dry-run 的输出', id: 'x' },
            { text: '其他选项', id: 'y' },
          ]
        : [],
    })),
  }))
  const titles = (gs: OverviewGroup[]) => gs.flatMap((g) => g.items.map((i) => i.title))

  it('an empty query (or spaces) shows everything', () => {
    expect(filterOverview(withHeaders, '')).toEqual(withHeaders)
    expect(filterOverview(withHeaders, '   ')).toEqual(withHeaders)
  })
  it('matches titles case-insensitively and treats dashes as spaces', () => {
    expect(titles(filterOverview(withHeaders, 'PREDEFINED'))).toEqual(['Print Predefined Macros'])
    expect(titles(filterOverview(withHeaders, 'print-predefined'))).toEqual(['Print Predefined Macros'])
    expect(titles(filterOverview(withHeaders, 'save-TEMPS'))).toEqual(['Save temps'])
  })
  it('a match in headings keeps the page with only those headings', () => {
    const r = filterOverview(withHeaders, 'DRY RUN')
    expect(titles(r)).toEqual(['只打印命令'])
    expect(r[0].items[0].headers.map((h) => h.id)).toEqual(['x'])
  })
  it('no match leaves no group', () => expect(filterOverview(withHeaders, 'nothing-here')).toEqual([]))
})

describe('notFoundHome', () => {
  const o = {
    base: '/',
    lang: 'zh-CN',
    locales: [{ lang: 'zh-CN' }, { lang: 'en' }],
    multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  }
  const table: [string, { home: string; redirect?: string }][] = [
    ['/a/b', { home: '/' }],
    ['/en/a', { home: '/en/' }],
    ['/v1/a', { home: '/v1/' }],
    ['/v2/a', { home: '/' }],
    ['/v1/en/a', { home: '/v1/en/' }],
    ['/zh-CN/a/b', { home: '/', redirect: '/a/b' }],
    ['/v1/zh-CN/a', { home: '/v1/', redirect: '/v1/a' }],
  ]
  it.each(table)('%s', (path, expected) => expect(notFoundHome(path, o)).toEqual(expected))
  it('without locales or versions the home is the base', () => {
    expect(notFoundHome('/zh-CN/x', { base: '/', lang: 'zh-CN' })).toEqual({ home: '/' })
    expect(notFoundHome('/docs/x', { base: '/docs/', lang: 'zh-CN' })).toEqual({ home: '/docs/' })
  })
})

describe('formatDateTime', () => {
  it('shows the time in Asia/Shanghai, whatever the offset of the input', () => {
    expect(formatDateTime('2025-03-02T02:00:00Z')).toBe('2025-03-02 10:00')
    expect(formatDateTime('2025-03-02T10:00:00+08:00')).toBe('2025-03-02 10:00')
    expect(formatDateTime('2024-12-31T16:30:00Z')).toBe('2025-01-01 00:30')
    expect(formatDateTime('2019-07-01T23:59:00-05:00')).toBe('2019-07-02 12:59')
  })
  it('returns an unreadable date as it is', () => expect(formatDateTime('昨天')).toBe('昨天'))
})

describe('sourceLinks', () => {
  it('with a repository: a GitHub-style blob URL, and the mirror when set', () => {
    expect(sourceLinks('blog/2019/理解.md', 'Source', { url: 'https://github.com/o/r/', branch: 'dev' })).toEqual([
      { href: 'https://github.com/o/r/blob/dev/content/blog/2019/%E7%90%86%E8%A7%A3.md', text: 'Source' },
    ])
    expect(
      sourceLinks('a.md', 'S', { url: 'https://github.com/o/r', dir: 'docs', mirror: { url: 'https://gitee.com/o/r', text: 'Gitee' } }),
    ).toEqual([
      { href: 'https://github.com/o/r/blob/main/docs/a.md', text: 'S' },
      { href: 'https://gitee.com/o/r/blob/main/docs/a.md', text: 'Gitee' },
    ])
  })
  it('without one: the markdown shipped under /public/source/; nothing for a .tsx page or no file', () => {
    expect(sourceLinks('book/x/001-a.md', 'S')).toEqual([{ href: '/public/source/book/x/001-a.md', text: 'S' }])
    expect(sourceLinks('tool/binary-converter.tsx', 'S')).toEqual([])
    expect(sourceLinks('', 'S')).toEqual([])
  })
})

describe('navbar items', () => {
  it('a link is active by activeMatch, else by its exact link; a group by its own match or a child', () => {
    expect(itemActive({ text: 'b', link: '/blog/', activeMatch: '^/blog/' }, '/blog/2025/a')).toBe(true)
    expect(itemActive({ text: 'b', link: '/blog/' }, '/blog/2025/a')).toBe(false)
    expect(itemActive({ text: 'b', link: '/blog/' }, '/blog/')).toBe(true)
    const group = {
      text: 'g',
      items: [
        { text: 'x', link: '/x' },
        { text: 'sub', items: [{ text: 'y', link: '/y' }] },
      ],
    }
    expect(itemActive(group, '/y')).toBe(true)
    expect(itemActive(group, '/z')).toBe(false)
    expect(itemActive({ ...group, activeMatch: '^/z' }, '/z/1')).toBe(true)
  })
})

describe('theme config', () => {
  it('fills in the issue defaults where the site sets nothing', () => {
    const t = resolveThemeConfig({ nav: [] })
    expect([t.searchPlaceholderText, t.prevPageText, t.nextPageText, t.outlineTitle]).toEqual([
      'Search Docs',
      'Previous Page',
      'Next Page',
      'ON THIS PAGE',
    ])
    expect(t.overview).toMatchObject({
      title: 'Overview',
      othersGroupText: 'Others',
      headers: [2],
      filterNameText: 'Filter',
      filterPlaceholderText: 'Enter keyword',
      filterNoResultText: 'No matching API found',
    })
    expect(t.notFound).toEqual({ code: '404', title: 'PAGE NOT FOUND', homeText: 'Take me home' })
    expect(t.outline).toBe(false)
  })
  it('keeps what the site sets', () => {
    const t = resolveThemeConfig({ nav: [], outlineTitle: '目录', overview: { filterNameText: '筛选' } })
    expect(t.outlineTitle).toBe('目录')
    expect(t.overview.filterNameText).toBe('筛选')
    expect(t.overview.filterPlaceholderText).toBe('Enter keyword')
  })
})

describe('social links', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => ({ icon: 'rss', mode: 'link' as const, content: `/feed-${i}.xml` }))
  it('shows up to five; beyond that four and a "more" popup with the rest', () => {
    expect(splitSocialLinks(links(5))).toEqual({ shown: links(5), more: [] })
    const { shown, more } = splitSocialLinks(links(7))
    expect(shown.length).toBe(4)
    expect(more.map((l) => l.content)).toEqual(['/feed-4.xml', '/feed-5.xml', '/feed-6.xml'])
  })
  it('renders each mode: link, text, img, dom', () => {
    const html = renderToStaticMarkup(
      createElement(SocialLinks, {
        links: [
          { icon: 'rss', mode: 'link', content: '/rss.xml', label: 'RSS' },
          { icon: 'mail', mode: 'text', content: 'id-123', label: '微信号' },
          { icon: 'mail', mode: 'img', content: '/public/qr.png', label: '二维码' },
          { icon: '<svg viewBox="0 0 1 1"></svg>', mode: 'dom', content: '<b>hi</b>', label: 'D' },
        ],
      }),
    )
    expect(html).toContain('<a class="site-social__item" href="/rss.xml" aria-label="RSS">')
    expect(html).toContain('aria-label="微信号" aria-expanded="false"')
    expect(html).toContain('<span class="site-social__text">id-123</span>')
    expect(html).toContain('<img src="/public/qr.png" alt="二维码"')
    expect(html).toContain('<div><b>hi</b></div>')
    expect(html).toContain('<svg viewBox="0 0 1 1"></svg>')
    expect(renderToStaticMarkup(createElement(SocialLinks, { links: [] }))).toBe('')
  })
})

describe('hero', () => {
  it('splits the text into lines and shows a light/dark image pair at 375 × 375 with alt, srcset and sizes', () => {
    const html = renderToStaticMarkup(
      createElement(Hero, {
        hero: {
          name: 'N',
          text: '一\n二',
          image: { src: { light: '/l.png', dark: '/d.png' }, alt: '图', srcset: '/l.png 1x, /l@2x.png 2x', sizes: '375px' },
          actions: [{ text: 'Blog', link: '/blog/' }],
        },
      }),
    )
    expect(html).toContain('<span>一</span><span>二</span>')
    expect(html).toMatch(
      /<img class="site-hero__image site-hero__image--light" src="\/l.png" loading="lazy" alt="图" srcSet="\/l.png 1x, \/l@2x.png 2x" sizes="375px" width="375" height="375"\/>/,
    )
    expect(html).toContain('site-hero__image--dark" src="/d.png"')
    const single = renderToStaticMarkup(createElement(Hero, { hero: { name: 'N', image: { src: '/one.png', alt: 'a' } } }))
    expect(single).toContain('<img class="site-hero__image" src="/one.png" alt="a"')
    expect(single).not.toContain('loading')
  })
})

describe('pre-paint script', () => {
  function run(opts: { stored?: string | null; systemDark?: boolean; search?: string; storageThrows?: boolean }) {
    const classes = new Set<string>()
    const attrs: Record<string, string> = {}
    const listeners: (() => void)[] = []
    const documentElement = {
      classList: {
        add: (c: string) => classes.add(c),
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
      },
      setAttribute: (k: string, v: string) => (attrs[k] = v),
    }
    const system = { matches: Boolean(opts.systemDark), addEventListener: (_: string, f: () => void) => listeners.push(f) }
    const context = {
      document: { documentElement },
      location: { search: opts.search ?? '' },
      URLSearchParams,
      localStorage: {
        getItem: () => {
          if (opts.storageThrows) throw new Error('denied')
          return opts.stored ?? null
        },
      },
      matchMedia: () => system,
      addEventListener: () => undefined,
    }
    ;(context as Record<string, unknown>).window = context
    runInNewContext(prePaintScript, context)
    return { classes, attrs, system, listeners }
  }

  it('applies the stored choice; auto (or nothing stored) follows the system', () => {
    expect(run({ stored: 'dark' }).classes.has('dark')).toBe(true)
    expect(run({ stored: 'light', systemDark: true }).classes.has('dark')).toBe(false)
    expect(run({ stored: 'auto', systemDark: true }).classes.has('dark')).toBe(true)
    expect(run({ stored: null, systemDark: false }).attrs['data-appearance']).toBe('auto')
    expect(run({ stored: 'purple', systemDark: true }).attrs['data-appearance']).toBe('auto')
    expect(run({ storageThrows: true, systemDark: true }).classes.has('dark')).toBe(true)
  })
  it('keeps auto in step when the system changes', () => {
    const r = run({ stored: 'auto', systemDark: false })
    expect(r.classes.has('dark')).toBe(false)
    r.system.matches = true
    r.listeners.forEach((f) => f())
    expect(r.classes.has('dark')).toBe(true)
  })
  it('turns URL switches set to 0 into hide-* classes', () => {
    const { classes } = run({ search: '?navbar=0&sidebar=1&outline=0&footer=0&globalUIComponents=0&x=0' })
    expect([...classes].filter((c) => c.startsWith('hide-')).sort()).toEqual([
      'hide-footer',
      'hide-globalUIComponents',
      'hide-navbar',
      'hide-outline',
    ])
  })
})
