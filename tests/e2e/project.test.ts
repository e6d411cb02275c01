import { describe, expect } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { waitForHydration } from './browser'
import { it as browserTest } from './fixtures'
import { createRng, shuffledTiles } from '../../public/project/sliding-puzzle/puzzle.js'
import { searchEightPuzzle } from '../unit/helpers/solver'

const PUZZLE = '/public/project/sliding-puzzle/'
const STOPWATCH = '/public/stopwatch/'
const T0 = Date.parse('2026-01-01T00:00:00Z')

/** The static demos mark <html data-ready> once their script has set the page up. */
const demoReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id)

/** A fresh page that records console problems and every request that leaves the site. */
const it = browserTest.extend('openPage', ({ newPage, baseUrl }) => async (options: BrowserContextOptions = {}) => {
  const { page, problems } = await newPage({ reducedMotion: 'reduce', ...options })
  const outside: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl + '/') && !r.url().startsWith('data:')) outside.push(r.url())
  })
  return { page, problems, outside }
})

describe('the projects page', () => {
  it('shows a card for each project, and every link on it resolves', async ({ openPage, baseUrl }) => {
    const { page, problems, outside } = await openPage()
    await page.goto(baseUrl + '/project/')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('项目')

    const names = await page.locator('.pj-card h2').allTextContents()
    const expected = ['100 个 gcc 小技巧', '数字华容道', '秒表', '技术笔记（本站）', '二进制转换器', '二维码识别']
    expect(names).toEqual(expect.arrayContaining(expected))

    for (const card of await page.locator('.pj-card').all()) {
      const name = await card.locator('h2').textContent()
      expect((await card.locator('.pj-card__text').textContent())!.length, `${name}: description`).toBeGreaterThan(60)
      expect(await card.locator('.pj-card__stack li').count(), `${name}: built with`).toBeGreaterThan(0)
      expect(await card.getByRole('link').count(), `${name}: links`).toBeGreaterThan(0)
    }

    const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    expect(hrefs).toEqual(
      expect.arrayContaining([PUZZLE, STOPWATCH, '/book/100-gcc-tips/', '/project/sliding-puzzle', '/project/stopwatch']),
    )
    for (const href of new Set(hrefs)) {
      expect(href, 'links stay on the site').toMatch(/^\//)
      const response = await page.request.get(baseUrl + encodeURI(href), { maxRedirects: 0 })
      expect(response.status(), href).toBe(200)
    }

    // A demo link leaves the React app for the static page.
    await page.getByRole('navigation', { name: '数字华容道的链接' }).getByRole('link', { name: '开始游戏' }).click()
    await page.waitForURL(baseUrl + PUZZLE)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('数字华容道')
    expect(problems).toEqual([])
    expect(outside).toEqual([])
  })

  it('the links on the two demo pages resolve too', async ({ openPage, baseUrl }) => {
    const { page, problems } = await openPage()
    for (const demo of [PUZZLE, STOPWATCH]) {
      await page.goto(baseUrl + demo)
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
      expect(hrefs.length).toBeGreaterThanOrEqual(2)
      for (const href of hrefs) {
        expect(href.startsWith(baseUrl + '/'), href).toBe(true)
        expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
      }
    }
    expect(problems).toEqual([])
  })

  it('fits a 375 px wide phone', async ({ openPage, baseUrl }) => {
    const { page, problems } = await openPage({ viewport: { width: 375, height: 740 } })
    await page.goto(baseUrl + '/project/')
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(problems).toEqual([])
  })
})

/** The board as the page shows it: tile values by cell, 0 for the blank. */
async function readBoard(page: Page, size: number): Promise<number[]> {
  const cells = await page.locator('.sp-tile').evaluateAll((bs) =>
    bs.map((b) => ({
      value: Number(b.dataset.value),
      row: Number(b.style.getPropertyValue('--sp-row')),
      col: Number(b.style.getPropertyValue('--sp-col')),
    })),
  )
  const tiles = Array.from({ length: size * size }, () => 0)
  for (const c of cells) tiles[c.row * size + c.col] = c.value
  return tiles
}

const tile = (page: Page, value: number) => page.getByRole('button', { name: new RegExp(`^${value}，`) })
const text = (page: Page, selector: string) => page.locator(selector).textContent()

/**
 * Swipes across the board with a finger, through the DevTools protocol's touch input. The events
 * carry timestamps a frame apart, and the finger comes to rest before it lifts: Chromium turns a
 * swipe that ends in motion into a fling, and takes the next tap as "stop the fling", not a click.
 */
async function swipe(page: Page, dx: number, dy: number) {
  const box = (await page.locator('#sp-board').boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  const t0 = Date.now() / 1000
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number, f: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      timestamp: t0 + at,
      touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx * f, y: y + dy * f }],
    })
  await touch('touchStart', 0, 0)
  for (let k = 1; k <= 4; k++) await touch('touchMove', 0.016 * k, k / 4)
  for (let k = 1; k <= 6; k++) await touch('touchMove', 0.064 + 0.016 * k, 1)
  await touch('touchEnd', 0.17, 1)
  await cdp.detach()
}

describe('the sliding puzzle', () => {
  const eight = searchEightPuzzle()

  it('a seeded board is won by playing its solution with clicks, arrow keys, swipes, taps and Enter; the records survive a reload', async ({
    openPage,
    baseUrl,
  }) => {
    const { page, problems, outside } = await openPage({ hasTouch: true, viewport: { width: 800, height: 900 } })
    await page.clock.install({ time: T0 })
    await page.goto(baseUrl + PUZZLE + '?seed=20241')
    await demoReady(page)
    await page.clock.pauseAt(T0 + 60_000)

    const start = await readBoard(page, 3)
    expect(start).toEqual(shuffledTiles(3, createRng(20241)))
    expect(await text(page, '#sp-moves')).toBe('0')
    expect(await text(page, '#sp-time')).toBe('00:00.0')
    expect(await text(page, '#sp-best-moves')).toBe('—')

    const solution = eight.solve(start)
    expect(solution.length).toBeGreaterThan(3)
    let board = start
    for (const [i, value] of solution.entries()) {
      const at = board.indexOf(value)
      const blank = board.indexOf(0)
      // The way the tile travels into the blank.
      const dir = at === blank + 1 ? 'Left' : at === blank - 1 ? 'Right' : at === blank + 3 ? 'Up' : 'Down'
      if (i % 5 === 0) await tile(page, value).click()
      else if (i % 5 === 1) await page.keyboard.press('Arrow' + dir)
      else if (i % 5 === 2) await swipe(page, dir === 'Left' ? -80 : dir === 'Right' ? 80 : 0, dir === 'Up' ? -80 : dir === 'Down' ? 80 : 0)
      else if (i % 5 === 3) await tile(page, value).tap()
      else {
        await tile(page, value).focus()
        await page.keyboard.press('Enter')
      }
      if (i === 0) await page.clock.runFor(4000)
      // A tap becomes a click only once the browser has ruled out a double tap.
      await expect.poll(() => text(page, '#sp-moves'), { message: `move ${i + 1}: tile ${value}`, timeout: 3000 }).toBe(String(i + 1))
      board = await readBoard(page, 3)
      expect(board[blank], `move ${i + 1}: tile ${value}`).toBe(value)
    }
    expect(board).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0])

    const status = (await text(page, '#sp-status'))!
    expect(status).toMatch(new RegExp(`^完成！3 × 3 用了 ${solution.length} 步，用时 00:04\\.\\d。新纪录：最短时间、最少步数。$`))
    expect(await text(page, '#sp-best-moves')).toBe(String(solution.length))
    const bestTime = await text(page, '#sp-best-time')
    expect(bestTime).toMatch(/^00:04\.\d$/)
    expect(await activeId(page)).toBe('sp-restart')
    // Once won, the board no longer moves.
    await page.keyboard.press('ArrowDown')
    expect(await text(page, '#sp-moves')).toBe(String(solution.length))

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('sliding-puzzle-records')))!)
    expect(stored[3].fewestMoves).toBe(solution.length)
    expect(stored[3].bestTime).toBeGreaterThanOrEqual(4000)

    await page.reload()
    await demoReady(page)
    expect(await text(page, '#sp-best-moves')).toBe(String(solution.length))
    expect(await text(page, '#sp-best-time')).toBe(bestTime)
    expect(await text(page, '#sp-moves')).toBe('0')
    // Records are per size.
    await page.getByLabel('尺寸').selectOption('4')
    expect(await page.locator('.sp-tile').count()).toBe(15)
    expect(await text(page, '#sp-best-moves')).toBe('—')
    expect(new URL(page.url()).search).toBe('?size=4')
    await page.getByLabel('尺寸').selectOption('3')
    expect(await text(page, '#sp-best-moves')).toBe(String(solution.length))

    expect(problems).toEqual([])
    expect(outside).toEqual([])
  })

  it('a click slides a whole row; restart and size change start a new game; a mouse drag swipes', async ({ openPage, baseUrl }) => {
    const { page, problems, outside } = await openPage()
    await page.goto(baseUrl + PUZZLE + '?size=4&seed=7')
    await demoReady(page)
    let board = await readBoard(page, 4)
    expect(board).toEqual(shuffledTiles(4, createRng(7)))
    const blank = board.indexOf(0)
    const row = Math.floor(blank / 4)
    // The cell of the blank's row that lies farthest from it.
    const far = blank % 4 >= 2 ? row * 4 : row * 4 + 3
    const distance = Math.abs(far - blank)
    await tile(page, board[far]).click()
    board = await readBoard(page, 4)
    expect(board[far]).toBe(0)
    expect(await text(page, '#sp-moves')).toBe(String(distance))

    // A tile off the blank's lines says so and does not move.
    const off = board.findIndex((v, i) => v !== 0 && Math.floor(i / 4) !== Math.floor(far / 4) && i % 4 !== far % 4)
    await expect(tile(page, board[off]).getAttribute('aria-label')).resolves.toMatch(/不能移动$/)
    await tile(page, board[off]).click()
    expect(await readBoard(page, 4)).toEqual(board)

    // Dragging the mouse upwards across the board pushes the tile below the blank up.
    const below = far + 4 < 16 ? board[far + 4] : undefined
    const box = (await page.locator('#sp-board').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.75)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.45, { steps: 4 })
    await page.mouse.up()
    const afterDrag = await readBoard(page, 4)
    if (below === undefined) expect(afterDrag).toEqual(board)
    else expect(afterDrag[far]).toBe(below)

    await page.getByRole('button', { name: '重新开始' }).click()
    expect(await text(page, '#sp-moves')).toBe('0')
    expect(await text(page, '#sp-status')).toBe('已重新打乱，计时从第一步开始。')
    expect(await page.locator('.sp-tile').count()).toBe(15)

    await page.getByLabel('尺寸').selectOption('5')
    expect(await page.locator('.sp-tile').count()).toBe(24)
    const five = await readBoard(page, 5)
    expect([...five].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i))
    expect(problems).toEqual([])
    expect(outside).toEqual([])
  })

  it('plays with the keyboard alone and fits a 375 px phone', async ({ openPage, baseUrl }) => {
    const { page, problems } = await openPage({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })
    await page.goto(baseUrl + PUZZLE + '?seed=3')
    await demoReady(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const box = (await page.locator('#sp-board').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    expect(box.width).toBeGreaterThan(280)

    // Tab from the top of the page: back link, size, restart, then the tiles.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await activeId(page)).toBe('sp-size')
    const before = await readBoard(page, 3)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sp-tile'))).toBe(true)
    const blank = before.indexOf(0)
    const key = blank % 3 < 2 ? 'ArrowLeft' : 'ArrowRight'
    await page.keyboard.press(key)
    const after = await readBoard(page, 3)
    expect(after[blank]).toBe(before[key === 'ArrowLeft' ? blank + 1 : blank - 1])
    expect(await text(page, '#sp-moves')).toBe('1')
    expect(problems).toEqual([])
  })
})

describe('the stopwatch', () => {
  const display = (page: Page) => page.locator('#sw-display')
  const elapsedMs = async (page: Page) => Number((await display(page).getAttribute('datetime'))!.slice(2, -1)) * 1000
  const lapRows = (page: Page) =>
    page.locator('#sw-lap-rows tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)))

  it('measures a controlled interval, laps with split and total, and resets, from the keyboard and the buttons', async ({
    openPage,
    baseUrl,
  }) => {
    const { page, problems, outside } = await openPage()
    await page.clock.install({ time: T0 })
    await page.goto(baseUrl + STOPWATCH)
    await demoReady(page)
    // From here on the page's clock moves only when the test moves it.
    await page.clock.pauseAt(T0 + 60_000)
    await expect(display(page).textContent()).resolves.toBe('00:00.00')
    await expect(page.getByRole('button', { name: '计圈' }).isDisabled()).resolves.toBe(true)

    await page.keyboard.press('Space')
    await expect(page.getByRole('status').textContent()).resolves.toBe('已开始')
    await page.clock.runFor(12_345)
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: '继续' }).count()).resolves.toBe(1)
    expect(Math.abs((await elapsedMs(page)) - 12_345)).toBeLessThanOrEqual(10)
    await expect(display(page).textContent()).resolves.toBe('00:12.34')
    // Paused: time passes, the reading does not.
    await page.clock.runFor(5000)
    expect(Math.abs((await elapsedMs(page)) - 12_345)).toBeLessThanOrEqual(10)

    await page.getByRole('button', { name: '继续' }).click()
    await page.clock.runFor(1000)
    await page.keyboard.press('l')
    await page.clock.runFor(2500)
    await page.getByRole('button', { name: '计圈' }).click()
    await expect(page.getByRole('status').textContent()).resolves.toBe('第 2 圈，单圈 00:02.50，累计 00:15.84')
    await page.clock.runFor(500)
    // Focus is on the lap button: Space pauses and does not press it.
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: '继续' }).count()).resolves.toBe(1)
    await page.keyboard.press('L')
    expect(await lapRows(page)).toEqual([
      ['第 2 圈', '00:02.50', '00:15.84'],
      ['第 1 圈', '00:13.34', '00:13.34'],
    ])
    await expect(display(page).textContent()).resolves.toBe('00:16.34')

    await page.keyboard.press('r')
    await expect(display(page).textContent()).resolves.toBe('00:00.00')
    expect(await lapRows(page)).toEqual([])
    await expect(page.locator('#sw-laps').isHidden()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: '开始' }).count()).resolves.toBe(1)
    await expect(page.getByRole('button', { name: '复位' }).isDisabled()).resolves.toBe(true)
    expect(problems).toEqual([])
    expect(outside).toEqual([])
  })

  it('keeps time when the page stops drawing, as in a background tab', async ({ openPage, baseUrl }) => {
    const { page, problems } = await openPage()
    await page.clock.install({ time: T0 })
    await page.goto(baseUrl + STOPWATCH)
    await demoReady(page)
    // From here on the page's clock moves only when the test moves it.
    await page.clock.pauseAt(T0 + 60_000)
    await page.getByRole('button', { name: '开始' }).click()
    // fastForward jumps ahead firing each due timer at most once, like a throttled hidden tab.
    await page.clock.fastForward(90_000)
    await page.clock.runFor(20)
    await page.getByRole('button', { name: '暂停' }).click()
    expect(Math.abs((await elapsedMs(page)) - 90_020)).toBeLessThanOrEqual(10)
    await expect(display(page).textContent()).resolves.toBe('01:30.02')
    expect(problems).toEqual([])
  })
})
