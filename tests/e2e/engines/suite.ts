/**
 * The part of the browser suite that runs in every engine besides Chromium (firefox.test.ts,
 * webkit.test.ts): every route of the real build loads with no problem and hydrates, and the
 * reader's key interactions work. Chromium runs the whole suite through playwright-core; here the
 * engine is driven through the few calls of engine.ts, one viewport (1280 × 800, light), two
 * pages at a time as every-route.test.ts does.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Engine, EnginePage } from './engine'
import { groupLayouts, hydrated, settled } from './in-page'

const VIEWPORT = { width: 1280, height: 800 }
/** A real article with a sidebar, and words the search finds. */
const ARTICLE = '/blog/2025/freertos-task-scheduling'

export interface EngineUnderTest extends Engine {
  /** The address to open for a URL of the preview server (a proxy's, for WebKit). */
  url?(previewUrl: string): string
}

export function engineSuite(launch: (baseUrl: string) => Promise<EngineUnderTest>) {
  const baseUrl = inject('baseUrl')
  const routes = inject('routes')
  let engine: EngineUnderTest
  const url = (route: string) => {
    const preview = baseUrl + encodeURI(route)
    return engine.url ? engine.url(preview) : preview
  }

  beforeAll(async () => {
    engine = await launch(baseUrl)
  })
  afterAll(async () => {
    for (const page of pool) await page.close()
    await engine?.close()
  })

  /** Two pages, opened when first needed and reused route after route: a third would wait for a core. */
  const pool: EnginePage[] = []
  const idle: EnginePage[] = []
  const waiting: ((page: EnginePage) => void)[] = []
  let opening = 0
  async function inSlot<T>(work: (page: EnginePage) => Promise<T>): Promise<T> {
    let page = idle.pop()
    if (!page && opening + pool.length < 2) {
      opening++
      try {
        page = await engine.newPage(VIEWPORT)
      } finally {
        opening--
      }
      pool.push(page)
    }
    page ??= await new Promise<EnginePage>((resolve) => waiting.push(resolve))
    try {
      return await work(page)
    } finally {
      const next = waiting.shift()
      if (next) next(page)
      else idle.push(page)
    }
  }

  /** Opens a route and waits until the app has hydrated and the page has settled. */
  async function open(page: EnginePage, route: string) {
    await page.goto(url(route))
    expect(await page.evaluate(hydrated, 20_000), `${route} hydrates`).toBe(true)
    await page.evaluate(settled, 500, 10_000)
  }

  /** Evaluates `fn` until it returns `want` (10 s at most), and returns what it returned last. */
  async function poll<A extends unknown[], R>(page: EnginePage, want: R, fn: (...args: A) => R, ...args: A): Promise<R> {
    let last: R | undefined
    for (const start = Date.now(); Date.now() - start < 10_000;) {
      last = (await page.evaluate(fn, ...args)) as R
      if (last === want) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return last as R
  }

  describe('every route loads with no problem and hydrates', () => {
    it.concurrent.for(routes)('%s', async (route, { expect }) => {
      await inSlot(async (page) => {
        await page.goto(url(route))
        expect(await page.evaluate(hydrated, 20_000)).toBe(true)
        await page.evaluate(settled, 500, 10_000)
        expect(await page.problems()).toEqual([])
      })
    })
  })

  describe('the reader’s key interactions', () => {
    it('Ctrl+K opens search, typing shows results, one Esc closes it (with a query too) and focus returns, Enter opens the chosen page without a document load', async () => {
      await inSlot(async (page) => {
        await open(page, ARTICLE)
        await page.evaluate(() => {
          ;(window as unknown as { __stay: boolean }).__stay = true
          document.querySelector<HTMLElement>('.search-button')!.focus()
        })
        const dialogOpen = () => document.querySelector<HTMLDialogElement>('dialog.search-dialog')?.open === true
        const options = () => document.querySelectorAll('[role="option"]').length > 0
        const focusOnButton = () => document.activeElement === document.querySelector('.search-button')

        await page.press('Control', 'k')
        expect(await poll(page, true, dialogOpen)).toBe(true)
        await page.press('Escape')
        expect(await poll(page, false, dialogOpen)).toBe(false)
        expect(await poll(page, true, focusOnButton)).toBe(true)

        await page.press('Control', 'k')
        expect(await poll(page, true, dialogOpen)).toBe(true)
        await page.type('xTaskCreate')
        expect(await poll(page, true, options)).toBe(true)
        await page.press('Escape')
        expect(await poll(page, false, dialogOpen)).toBe(false)
        expect(await poll(page, true, focusOnButton)).toBe(true)

        await page.press('Control', 'k')
        expect(await poll(page, true, dialogOpen)).toBe(true)
        await page.type('xTaskCreate')
        expect(await poll(page, true, options)).toBe(true)
        const chosen = await page.evaluate(
          () => new URL(document.querySelector<HTMLAnchorElement>('[role="option"][aria-selected="true"] a')!.href).pathname,
        )
        expect(chosen).not.toBe(new URL(url(ARTICLE)).pathname)
        await page.press('Enter')
        expect(await poll(page, chosen, () => location.pathname)).toBe(chosen)
        expect(await poll(page, false, dialogOpen)).toBe(false)
        expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
        expect(await page.problems()).toEqual([])
      })
    })

    it('a sidebar link navigates without a document load', async () => {
      await inSlot(async (page) => {
        await open(page, ARTICLE)
        await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true))
        const target = await page.evaluate(
          () =>
            document.querySelector<HTMLAnchorElement>('.site-sidebar a.site-sidebar__link:not([aria-current]):not([href$="/"])')!.pathname,
        )
        await page.click('.site-sidebar a.site-sidebar__link:not([aria-current]):not([href$="/"])')
        expect(await poll(page, target, () => location.pathname)).toBe(target)
        expect(
          await poll(page, target, () => document.querySelector<HTMLAnchorElement>('.site-sidebar [aria-current="page"]')?.pathname),
        ).toBe(target)
        expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
        expect(await page.problems()).toEqual([])
      })
    })

    it('the theme switch changes the palette', async () => {
      await inSlot(async (page) => {
        await open(page, ARTICLE)
        const palette = () =>
          [document.documentElement.classList.contains('dark'), getComputedStyle(document.body).backgroundColor].join(' ')
        const before = await page.evaluate(palette)
        // The switch cycles light → dark → auto: within three clicks the palette is the other one.
        let after = before
        for (let i = 0; i < 3 && after === before; i++) {
          await page.click('.site-nav__tools .site-theme-switch')
          await page.evaluate(settled, 300, 2_000)
          after = await page.evaluate(palette)
        }
        expect(after.split(' ')[0]).not.toBe(before.split(' ')[0])
        expect(after.slice(after.indexOf(' '))).not.toBe(before.slice(before.indexOf(' ')))
        expect(await page.problems()).toEqual([])
      })
    })

    it('the binary converter converts, and each choice group’s name sits beside its choices', async () => {
      await inSlot(async (page) => {
        await open(page, '/tool/binary-converter')
        await page.click('textarea[id$="-f10"]')
        await page.type('255')
        expect(await poll(page, 'FF', () => document.querySelector<HTMLTextAreaElement>('textarea[id$="-f16"]')!.value)).toBe('FF')
        expect(await page.evaluate(groupLayouts, '.bc-option--radios')).toEqual([
          { name: '解释方式', beside: true },
          { name: '精度', beside: true },
        ])
        expect(await page.problems()).toEqual([])
      })
    })
  })
}
