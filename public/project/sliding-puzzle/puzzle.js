/**
 * 数字华容道的规则：纯函数，不碰 DOM，也不读时钟或 localStorage，所以页面脚本和单元测试都能直接导入。
 *
 * 棋盘用一维数组表示，按行排列，0 是空格。size = 3 的完成局面是 [1, 2, 3, 4, 5, 6, 7, 8, 0]。
 * 数组一经创建就不再修改：移动返回新数组。
 */

export const MIN_SIZE = 3
export const MAX_SIZE = 5

/** 方向指的是“方块移动的方向”：left 表示把空格右边的方块向左推进空格。 */
export const DIRECTIONS = /** @type {const} */ (['up', 'down', 'left', 'right'])

/** @param {unknown} size */
export function assertSize(size) {
  if (!Number.isInteger(size) || /** @type {number} */ (size) < MIN_SIZE || /** @type {number} */ (size) > MAX_SIZE) {
    throw new RangeError(`size must be an integer from ${MIN_SIZE} to ${MAX_SIZE}, got ${String(size)}`)
  }
}

/** @param {readonly number[]} tiles @param {number} size */
function assertTiles(tiles, size) {
  assertSize(size)
  const n = size * size
  if (!Array.isArray(tiles) || tiles.length !== n) throw new RangeError(`a ${size}×${size} board has ${n} cells`)
  const seen = new Set(tiles)
  for (let v = 0; v < n; v++) {
    if (!seen.has(v)) throw new RangeError(`the board must hold each of 0…${n - 1} once; ${v} is missing`)
  }
}

/**
 * 可复现的伪随机数（mulberry32）。同一个种子在任何浏览器里都给出同一串数，所以 `?seed=` 能重现同一盘棋。
 * @param {number} seed 0 … 2^32 − 1 的整数
 * @returns {() => number} 每次调用返回 [0, 1) 中的一个数
 */
export function createRng(seed) {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${String(seed)}`)
  }
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * 解析 URL 里的 `?seed=`：十进制的 0 … 2^32 − 1，其余一律视为没有给出。
 * @param {string | null} text
 * @returns {number | undefined}
 */
export function parseSeed(text) {
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined
  const n = Number(text)
  return n <= 0xffffffff ? n : undefined
}

/** @param {number} size @returns {number[]} */
export function solvedTiles(size) {
  assertSize(size)
  const n = size * size
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 0 : i + 1))
}

/** @param {readonly number[]} tiles */
export function isSolved(tiles) {
  const n = tiles.length
  return tiles[n - 1] === 0 && tiles.every((v, i) => i === n - 1 || v === i + 1)
}

/**
 * 能否从这个局面走回完成局面。经典结论（Johnson & Story, 1879）：
 * - 边长为奇数时，逆序数为偶数即可解；
 * - 边长为偶数时，逆序数加上空格所在行（从上往下数，0 起）为奇数即可解。
 * 逆序数只统计数字方块，不含空格。
 * @param {readonly number[]} tiles @param {number} size
 */
export function isSolvable(tiles, size) {
  assertTiles(tiles, size)
  const numbers = tiles.filter((v) => v !== 0)
  let inversions = 0
  for (let i = 0; i < numbers.length; i++) {
    for (let j = i + 1; j < numbers.length; j++) if (numbers[i] > numbers[j]) inversions++
  }
  if (size % 2 === 1) return inversions % 2 === 0
  const blankRow = Math.floor(tiles.indexOf(0) / size)
  return (inversions + blankRow) % 2 === 1
}

/**
 * 打乱：先做一次均匀的随机排列（Fisher–Yates），如果它不可解，就交换两个数字方块——
 * 这一交换改变逆序数的奇偶而不动空格，于是局面一定变成可解的。恰好是完成局面时重来。
 * 这样得到的是所有可解局面上的均匀分布，比从完成局面随机走若干步更“乱”。
 * @param {number} size @param {() => number} rng 返回 [0, 1) 的随机数
 * @returns {number[]}
 */
export function shuffledTiles(size, rng) {
  assertSize(size)
  if (typeof rng !== 'function') throw new TypeError('rng must be a function returning numbers in [0, 1)')
  for (;;) {
    const tiles = solvedTiles(size)
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1))
      ;[tiles[i], tiles[j]] = [tiles[j], tiles[i]]
    }
    if (!isSolvable(tiles, size)) {
      const [a, b] = tiles.flatMap((v, i) => (v === 0 ? [] : [i]))
      ;[tiles[a], tiles[b]] = [tiles[b], tiles[a]]
    }
    if (!isSolved(tiles)) return tiles
  }
}

/**
 * 按方向推一步时会移动的方块的位置；那个方向上没有方块可推时返回 -1。
 * @param {readonly number[]} tiles @param {number} size @param {string} direction
 */
export function tileForDirection(tiles, size, direction) {
  assertTiles(tiles, size)
  const blank = tiles.indexOf(0)
  const row = Math.floor(blank / size)
  const col = blank % size
  switch (direction) {
    // 方块向上走，说明它原来在空格下面。
    case 'up':
      return row < size - 1 ? blank + size : -1
    case 'down':
      return row > 0 ? blank - size : -1
    case 'left':
      return col < size - 1 ? blank + 1 : -1
    case 'right':
      return col > 0 ? blank - 1 : -1
    default:
      throw new RangeError(`direction must be one of ${DIRECTIONS.join(', ')}, got ${String(direction)}`)
  }
}

/**
 * 点击位置 index 上的方块：它和空格同行或同列时，它与空格之间的方块一起朝空格滑一格。
 * 返回新棋盘和移动的方块数（每个方块算一步）；点到空格或不在同一行列时返回 null。
 * @param {readonly number[]} tiles @param {number} size @param {number} index
 * @returns {{ tiles: number[], moved: number } | null}
 */
export function slide(tiles, size, index) {
  assertTiles(tiles, size)
  if (!Number.isInteger(index) || index < 0 || index >= tiles.length) {
    throw new RangeError(`index must be an integer from 0 to ${tiles.length - 1}, got ${String(index)}`)
  }
  const blank = tiles.indexOf(0)
  if (index === blank) return null
  const sameRow = Math.floor(index / size) === Math.floor(blank / size)
  const sameCol = index % size === blank % size
  if (!sameRow && !sameCol) return null
  const step = sameRow ? (index > blank ? 1 : -1) : index > blank ? size : -size
  const next = tiles.slice()
  let moved = 0
  for (let at = blank; at !== index; at += step) {
    next[at] = next[at + step]
    moved++
  }
  next[index] = 0
  return { tiles: next, moved }
}

/**
 * 按方向推一步。推不动时返回 null。
 * @param {readonly number[]} tiles @param {number} size @param {string} direction
 * @returns {number[] | null}
 */
export function move(tiles, size, direction) {
  const index = tileForDirection(tiles, size, direction)
  return index === -1 ? null : /** @type {{ tiles: number[] }} */ (slide(tiles, size, index)).tiles
}

/**
 * @typedef {{ bestTime?: number, fewestMoves?: number }} SizeRecord
 * @typedef {Record<string, SizeRecord>} Records  以边长（"3"、"4"、"5"）为键
 */

/**
 * 读出 localStorage 里保存的纪录。内容损坏或被改成别的形状时，不合法的部分被丢掉，不会抛错。
 * @param {string | null} text
 * @returns {Records}
 */
export function parseRecords(text) {
  /** @type {Records} */
  const out = {}
  if (!text) return out
  let data
  try {
    data = JSON.parse(text)
  } catch {
    return out
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out
  for (let size = MIN_SIZE; size <= MAX_SIZE; size++) {
    const r = data[size]
    if (!r || typeof r !== 'object') continue
    /** @type {SizeRecord} */
    const rec = {}
    if (Number.isFinite(r.bestTime) && r.bestTime > 0) rec.bestTime = r.bestTime
    if (Number.isInteger(r.fewestMoves) && r.fewestMoves > 0) rec.fewestMoves = r.fewestMoves
    if (rec.bestTime !== undefined || rec.fewestMoves !== undefined) out[size] = rec
  }
  return out
}

/**
 * 把一局的成绩并入纪录。最短时间和最少步数分别比较，可以来自不同的局。
 * @param {Records} records @param {number} size @param {{ timeMs: number, moves: number }} result
 * @returns {{ records: Records, newBestTime: boolean, newFewestMoves: boolean }}
 */
export function addResult(records, size, result) {
  assertSize(size)
  if (!Number.isFinite(result.timeMs) || result.timeMs <= 0) throw new RangeError(`timeMs must be a positive number, got ${String(result.timeMs)}`)
  if (!Number.isInteger(result.moves) || result.moves <= 0) throw new RangeError(`moves must be a positive integer, got ${String(result.moves)}`)
  const old = records[size] ?? {}
  const newBestTime = old.bestTime === undefined || result.timeMs < old.bestTime
  const newFewestMoves = old.fewestMoves === undefined || result.moves < old.fewestMoves
  const rec = {
    bestTime: newBestTime ? result.timeMs : old.bestTime,
    fewestMoves: newFewestMoves ? result.moves : old.fewestMoves,
  }
  return { records: { ...records, [size]: rec }, newBestTime, newFewestMoves }
}

/**
 * 计时显示：不到一小时为“分:秒.十分之一秒”，例如 83 456 ms → "01:23.4"；一小时以上加上小时。
 * 向下取整，所以显示的时间永远不会超过实际用时。
 * @param {number} ms
 */
export function formatTime(ms) {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`ms must be a non-negative number, got ${String(ms)}`)
  const tenths = Math.floor(ms / 100)
  const s = Math.floor(tenths / 10)
  const pad = (/** @type {number} */ v) => String(v).padStart(2, '0')
  const tail = `${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.${tenths % 10}`
  return s >= 3600 ? `${Math.floor(s / 3600)}:${tail}` : tail
}
