/**
 * 数字华容道的页面部分：把 puzzle.js 的规则接到 DOM 上。
 *
 * 输入有四种，都落到同一个 play() 上：点击或轻触方块（与空格同行同列的方块一起滑动）、方向键、
 * 在棋盘上滑动（Pointer Events，触摸和鼠标拖动都算）、Tab 选中方块后按回车或空格（即按钮的点击）。
 * 计时用 performance.now() 的差值，标签页在后台时显示停更，但回来后时间仍然是准的。
 *
 * 地址参数：?size=3…5 选尺寸，?seed=整数 重现同一盘棋（分享棋局、自动测试都靠它）。
 */
import {
  MIN_SIZE,
  MAX_SIZE,
  addResult,
  createRng,
  formatTime,
  isSolved,
  move,
  parseRecords,
  parseSeed,
  shuffledTiles,
  slide,
} from './puzzle.js'

const RECORDS_KEY = 'sliding-puzzle-records'
const SWIPE_MIN_PX = 24
const KEY_DIRECTIONS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' }

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id))
const board = $('sp-board')
const sizeSelect = /** @type {HTMLSelectElement} */ ($('sp-size'))
const restartButton = $('sp-restart')
const movesOut = $('sp-moves')
const timeOut = $('sp-time')
const bestTimeOut = $('sp-best-time')
const bestMovesOut = $('sp-best-moves')
const status = $('sp-status')

const game = {
  size: 3,
  tiles: /** @type {number[]} */ ([]),
  moves: 0,
  /** performance.now() at the first move; undefined before it. */
  startedAt: /** @type {number | undefined} */ (undefined),
  /** Final time in ms once solved. */
  finishedIn: /** @type {number | undefined} */ (undefined),
  buttons: /** @type {Map<number, HTMLButtonElement>} */ (new Map()),
}

function loadRecords() {
  try {
    return parseRecords(localStorage.getItem(RECORDS_KEY))
  } catch {
    // Storage can be switched off (private windows, blocked cookies): play on without records.
    return {}
  }
}

function saveRecords(records) {
  try {
    localStorage.setItem(RECORDS_KEY, JSON.stringify(records))
  } catch {
    /* see loadRecords */
  }
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0]
}

/** Starts a new game of `size` from `seed`. */
function newGame(size, seed) {
  game.size = size
  game.tiles = shuffledTiles(size, createRng(seed))
  game.moves = 0
  game.startedAt = undefined
  game.finishedIn = undefined
  sizeSelect.value = String(size)
  buildBoard()
  showRecords()
  render()
  status.textContent = ''
}

function buildBoard() {
  board.replaceChildren()
  board.style.setProperty('--sp-size', String(game.size))
  board.setAttribute('aria-label', `${game.size} × ${game.size} 棋盘`)
  game.buttons.clear()
  for (let value = 1; value < game.size * game.size; value++) {
    const b = document.createElement('button')
    b.type = 'button'
    b.className = 'sp-tile'
    b.dataset.value = String(value)
    const face = document.createElement('span')
    face.className = 'sp-tile__face'
    face.textContent = String(value)
    face.setAttribute('aria-hidden', 'true')
    b.append(face)
    b.addEventListener('click', (e) => {
      // A mouse drag that starts and ends on this tile was a swipe, already played on pointerup,
      // and is followed by a click. Keyboard clicks (detail 0) always count.
      if (swallowClick && e.detail !== 0) {
        swallowClick = false
        return
      }
      play(slide(game.tiles, game.size, game.tiles.indexOf(value)))
    })
    board.append(b)
    game.buttons.set(value, b)
  }
}

function render() {
  const { size, tiles } = game
  const blank = tiles.indexOf(0)
  tiles.forEach((value, index) => {
    if (value === 0) return
    const b = /** @type {HTMLButtonElement} */ (game.buttons.get(value))
    const row = Math.floor(index / size)
    const col = index % size
    b.style.setProperty('--sp-row', String(row))
    b.style.setProperty('--sp-col', String(col))
    b.classList.toggle('sp-tile--home', value === index + 1)
    const movable = row === Math.floor(blank / size) || col === blank % size
    b.setAttribute('aria-label', `${value}，第 ${row + 1} 行第 ${col + 1} 列${movable ? '' : '，不能移动'}`)
  })
  movesOut.textContent = String(game.moves)
  renderTime()
  board.classList.toggle('sp-board--won', game.finishedIn !== undefined)
}

function elapsed() {
  if (game.finishedIn !== undefined) return game.finishedIn
  return game.startedAt === undefined ? 0 : performance.now() - game.startedAt
}

function renderTime() {
  const ms = elapsed()
  const text = formatTime(ms)
  if (timeOut.textContent !== text) timeOut.textContent = text
  timeOut.setAttribute('datetime', `PT${(Math.floor(ms / 100) / 10).toFixed(1)}S`)
}

function tick() {
  if (game.startedAt === undefined || game.finishedIn !== undefined) return
  renderTime()
  requestAnimationFrame(tick)
}

function showRecords() {
  const r = loadRecords()[game.size] ?? {}
  bestTimeOut.textContent = r.bestTime === undefined ? '—' : formatTime(r.bestTime)
  bestMovesOut.textContent = r.fewestMoves === undefined ? '—' : String(r.fewestMoves)
}

/** Applies the result of a slide (null: nothing moved). */
function play(result) {
  if (!result || game.finishedIn !== undefined) return
  if (game.startedAt === undefined) {
    game.startedAt = performance.now()
    requestAnimationFrame(tick)
  }
  game.tiles = result.tiles
  game.moves += result.moved
  if (isSolved(game.tiles)) win()
  render()
}

function win() {
  game.finishedIn = Math.max(1, performance.now() - /** @type {number} */ (game.startedAt))
  const { records, newBestTime, newFewestMoves } = addResult(loadRecords(), game.size, {
    timeMs: game.finishedIn,
    moves: game.moves,
  })
  saveRecords(records)
  showRecords()
  const news = [newBestTime && '最短时间', newFewestMoves && '最少步数'].filter(Boolean)
  status.textContent =
    `完成！${game.size} × ${game.size} 用了 ${game.moves} 步，用时 ${formatTime(game.finishedIn)}。` +
    (news.length ? `新纪录：${news.join('、')}。` : '')
  // Keyboard players land on the button that starts the next game.
  restartButton.focus()
}

function direction(dir) {
  const tiles = move(game.tiles, game.size, dir)
  return tiles && { tiles, moved: 1 }
}

document.addEventListener('keydown', (e) => {
  const dir = KEY_DIRECTIONS[/** @type {keyof typeof KEY_DIRECTIONS} */ (e.key)]
  if (!dir || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
  // Arrow keys keep their own meaning inside the size menu.
  if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement) return
  e.preventDefault()
  play(direction(dir))
})

/** Set when a swipe ends, cleared by the next press: the click a drag produces is not a tap. */
let swallowClick = false
/** @type {{ id: number, x: number, y: number } | undefined} */
let pointer
board.addEventListener('pointerdown', (e) => {
  swallowClick = false
  if (e.isPrimary) pointer = { id: e.pointerId, x: e.clientX, y: e.clientY }
})
// On the document: a mouse drag may end outside the board. (Capturing the pointer instead would
// send the click of an ordinary tile press to the board rather than the tile.)
document.addEventListener('pointerup', (e) => {
  if (!pointer || e.pointerId !== pointer.id) return
  const dx = e.clientX - pointer.x
  const dy = e.clientY - pointer.y
  pointer = undefined
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN_PX) return
  swallowClick = true
  play(direction(Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? 'left' : 'right') : dy < 0 ? 'up' : 'down'))
})
document.addEventListener('pointercancel', () => {
  pointer = undefined
})

function setUrl(size) {
  const url = new URL(location.href)
  url.search = size === MIN_SIZE ? '' : `?size=${size}`
  history.replaceState(null, '', url)
}

sizeSelect.addEventListener('change', () => {
  const size = Number(sizeSelect.value)
  setUrl(size)
  newGame(size, randomSeed())
})

restartButton.addEventListener('click', () => {
  setUrl(game.size)
  newGame(game.size, randomSeed())
  status.textContent = '已重新打乱，计时从第一步开始。'
})

const params = new URLSearchParams(location.search)
const askedSize = Number(params.get('size'))
newGame(
  Number.isInteger(askedSize) && askedSize >= MIN_SIZE && askedSize <= MAX_SIZE ? askedSize : MIN_SIZE,
  parseSeed(params.get('seed')) ?? randomSeed(),
)
document.documentElement.dataset.ready = 'true'
