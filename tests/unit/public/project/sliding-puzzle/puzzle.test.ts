import { describe, expect, it } from 'vitest'
import {
  MAX_SIZE,
  MIN_SIZE,
  addResult,
  assertSize,
  createRng,
  formatTime,
  isSolvable,
  isSolved,
  move,
  parseRecords,
  parseSeed,
  shuffledTiles,
  slide,
  solvedTiles,
  tileForDirection,
} from '../../../../../public/project/sliding-puzzle/puzzle.js'
import { searchEightPuzzle } from '../../../helpers/solver'

const SEEDS = 2000

/**
 * The textbook invariant, computed another way than the game does (permutation parity by
 * cycles instead of counting inversions): one move swaps the blank with a neighbour, which flips
 * the parity of the permutation (blank counted as the tile n²) and moves the blank one step, so
 * "permutation parity = parity of the blank's taxicab distance from its home corner" holds on
 * every board reachable from the solved one, and those are exactly the solvable boards.
 */
function solvableByCycles(tiles: readonly number[], size: number): boolean {
  const n = size * size
  const perm = tiles.map((v) => (v === 0 ? n - 1 : v - 1))
  const seen = Array.from({ length: n }, () => false)
  let transpositions = 0
  for (let i = 0; i < n; i++) {
    let length = 0
    for (let j = i; !seen[j]; j = perm[j]) {
      seen[j] = true
      length++
    }
    if (length) transpositions += length - 1
  }
  const blank = tiles.indexOf(0)
  const distance = size - 1 - Math.floor(blank / size) + (size - 1 - (blank % size))
  return transpositions % 2 === distance % 2
}

const eight = searchEightPuzzle()

describe('shuffles', () => {
  it('the 3×3 search reaches exactly half of the 9! boards', () => {
    expect(eight.next.size).toBe(181440)
  })

  it(`every 3×3 shuffle over ${SEEDS} seeds is reached by the search from the solved board, and is not solved`, () => {
    for (let seed = 0; seed < SEEDS; seed++) {
      const tiles = shuffledTiles(3, createRng(seed))
      expect(eight.next.has(tiles.join(',')), `seed ${seed}: ${tiles.join(',')}`).toBe(true)
      expect(isSolved(tiles)).toBe(false)
    }
  })

  it(`every 4×4 and 5×5 shuffle over ${SEEDS} seeds keeps the parity invariant of solvable boards`, () => {
    for (const size of [4, 5]) {
      for (let seed = 0; seed < SEEDS; seed++) {
        const tiles = shuffledTiles(size, createRng(seed))
        expect([...tiles].sort((a, b) => a - b)).toEqual(Array.from({ length: size * size }, (_, i) => i))
        expect(solvableByCycles(tiles, size), `size ${size} seed ${seed}`).toBe(true)
        expect(isSolved(tiles)).toBe(false)
      }
    }
  })

  it('the same seed gives the same board; different seeds differ', () => {
    expect(shuffledTiles(4, createRng(42))).toEqual(shuffledTiles(4, createRng(42)))
    const boards = new Set(Array.from({ length: 200 }, (_, s) => shuffledTiles(4, createRng(s)).join(',')))
    expect(boards.size).toBe(200)
  })

  it('shuffles spread: over the seeds every tile lands on every cell of a 3×3 board', () => {
    const seen = new Set<string>()
    for (let seed = 0; seed < SEEDS; seed++) shuffledTiles(3, createRng(seed)).forEach((v, i) => seen.add(`${v}@${i}`))
    expect(seen.size).toBe(81)
  })

  it('a 3×3 shuffle found by the search is won by playing its shortest solution', () => {
    let tiles = shuffledTiles(3, createRng(7))
    for (const tile of eight.solve(tiles)) {
      const r = slide(tiles, 3, tiles.indexOf(tile))
      expect(r?.moved).toBe(1)
      tiles = r!.tiles
    }
    expect(isSolved(tiles)).toBe(true)
  })

  it('rejects a bad size or random source', () => {
    expect(() => shuffledTiles(2, Math.random)).toThrow(RangeError)
    expect(() => shuffledTiles(4, 'x' as unknown as () => number)).toThrow(TypeError)
  })
})

describe('isSolvable', () => {
  it('agrees with the 3×3 search on every permutation of a sample, both halves', () => {
    const rng = createRng(99)
    let yes = 0
    for (let k = 0; k < 3000; k++) {
      const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8]
      for (let i = 8; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1))
        ;[tiles[i], tiles[j]] = [tiles[j], tiles[i]]
      }
      const reached = eight.next.has(tiles.join(','))
      expect(isSolvable(tiles, 3), tiles.join(',')).toBe(reached)
      if (reached) yes++
    }
    expect(yes).toBeGreaterThan(1300)
    expect(yes).toBeLessThan(1700)
  })

  it('agrees with the cycle invariant on 4×4 and 5×5 boards, both halves', () => {
    const rng = createRng(5)
    for (const size of [4, 5]) {
      const counts = { true: 0, false: 0 }
      for (let k = 0; k < 2000; k++) {
        const tiles = Array.from({ length: size * size }, (_, i) => i)
        for (let i = tiles.length - 1; i > 0; i--) {
          const j = Math.floor(rng() * (i + 1))
          ;[tiles[i], tiles[j]] = [tiles[j], tiles[i]]
        }
        const expected = solvableByCycles(tiles, size)
        expect(isSolvable(tiles, size)).toBe(expected)
        counts[String(expected) as 'true' | 'false']++
      }
      expect(counts.true).toBeGreaterThan(800)
      expect(counts.false).toBeGreaterThan(800)
    }
  })

  it('the classic 14–15 swap is unsolvable', () => {
    const tiles = solvedTiles(4)
    ;[tiles[13], tiles[14]] = [tiles[14], tiles[13]]
    expect(isSolvable(tiles, 4)).toBe(false)
    expect(isSolvable(solvedTiles(4), 4)).toBe(true)
  })

  it('rejects boards that are not a permutation of 0…n²−1', () => {
    expect(() => isSolvable([1, 2, 3], 3)).toThrow(/a 3×3 board has 9 cells/)
    expect(() => isSolvable([1, 1, 2, 3, 4, 5, 6, 7, 8], 3)).toThrow(/0 is missing/)
    expect(() => isSolvable(solvedTiles(3), 6)).toThrow(RangeError)
  })
})

describe('moves', () => {
  // 1 2 3
  // 4 0 5
  // 6 7 8
  const board = [1, 2, 3, 4, 0, 5, 6, 7, 8]

  it('a direction names the way the tile travels into the blank', () => {
    expect(tileForDirection(board, 3, 'left')).toBe(5)
    expect(tileForDirection(board, 3, 'right')).toBe(3)
    expect(tileForDirection(board, 3, 'up')).toBe(7)
    expect(tileForDirection(board, 3, 'down')).toBe(1)
    expect(move(board, 3, 'left')).toEqual([1, 2, 3, 4, 5, 0, 6, 7, 8])
    expect(move(board, 3, 'down')).toEqual([1, 0, 3, 4, 2, 5, 6, 7, 8])
    expect(board).toEqual([1, 2, 3, 4, 0, 5, 6, 7, 8])
  })

  it('nothing moves towards an edge the blank is on', () => {
    const corner = solvedTiles(3)
    expect(tileForDirection(corner, 3, 'left')).toBe(-1)
    expect(tileForDirection(corner, 3, 'up')).toBe(-1)
    expect(move(corner, 3, 'left')).toBeNull()
    expect(move(corner, 3, 'right')).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8])
  })

  it('an unknown direction is an error', () => {
    expect(() => tileForDirection(board, 3, 'north')).toThrow(/direction must be one of up, down, left, right/)
  })

  it('clicking a tile in the blank’s row or column slides every tile between', () => {
    const tiles = solvedTiles(4) // blank at 15
    expect(slide(tiles, 4, 12)).toEqual({ tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15], moved: 3 })
    expect(slide(tiles, 4, 3)).toEqual({ tiles: [1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12], moved: 3 })
    expect(slide(tiles, 4, 14)).toEqual({ tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], moved: 1 })
  })

  it('clicking the blank or a tile off its lines does nothing; a bad index is an error', () => {
    expect(slide(board, 3, 4)).toBeNull()
    expect(slide(board, 3, 0)).toBeNull()
    expect(() => slide(board, 3, 9)).toThrow(/index must be an integer from 0 to 8/)
    expect(() => slide(board, 3, 1.5)).toThrow(RangeError)
  })

  it('isSolved only for the solved board', () => {
    expect(isSolved(solvedTiles(5))).toBe(true)
    expect(isSolved(board)).toBe(false)
    expect(solvedTiles(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0])
  })
})

describe('sizes and seeds', () => {
  it('sizes 3 to 5 only', () => {
    expect([MIN_SIZE, MAX_SIZE]).toEqual([3, 5])
    for (const bad of [2, 6, 3.5, '4', NaN]) expect(() => assertSize(bad)).toThrow(/size must be an integer from 3 to 5/)
    expect(() => solvedTiles(6)).toThrow(RangeError)
  })

  it('createRng returns numbers in [0, 1) and checks its seed', () => {
    const rng = createRng(0xffffffff)
    for (let i = 0; i < 1000; i++) {
      const x = rng()
      expect(x >= 0 && x < 1).toBe(true)
    }
    for (const bad of [-1, 2 ** 32, 1.5, NaN]) expect(() => createRng(bad)).toThrow(/seed must be an integer/)
  })

  it('parseSeed reads a decimal uint32 and ignores anything else', () => {
    expect(parseSeed('0')).toBe(0)
    expect(parseSeed('4294967295')).toBe(4294967295)
    expect(parseSeed('4294967296')).toBeUndefined()
    expect(parseSeed('-3')).toBeUndefined()
    expect(parseSeed('1e3')).toBeUndefined()
    expect(parseSeed('')).toBeUndefined()
    expect(parseSeed(null)).toBeUndefined()
  })
})

describe('records', () => {
  it('the first result sets both records; later ones improve each on its own', () => {
    let r = addResult({}, 3, { timeMs: 30_000, moves: 40 })
    expect(r).toEqual({ records: { 3: { bestTime: 30_000, fewestMoves: 40 } }, newBestTime: true, newFewestMoves: true })
    r = addResult(r.records, 3, { timeMs: 25_000, moves: 44 })
    expect(r).toEqual({ records: { 3: { bestTime: 25_000, fewestMoves: 40 } }, newBestTime: true, newFewestMoves: false })
    r = addResult(r.records, 3, { timeMs: 26_000, moves: 38 })
    expect(r).toEqual({ records: { 3: { bestTime: 25_000, fewestMoves: 38 } }, newBestTime: false, newFewestMoves: true })
    r = addResult(r.records, 4, { timeMs: 90_000, moves: 120 })
    expect(r.records).toEqual({ 3: { bestTime: 25_000, fewestMoves: 38 }, 4: { bestTime: 90_000, fewestMoves: 120 } })
  })

  it('a tie is not a new record', () => {
    const r = addResult({ 5: { bestTime: 1000, fewestMoves: 10 } }, 5, { timeMs: 1000, moves: 10 })
    expect([r.newBestTime, r.newFewestMoves]).toEqual([false, false])
  })

  it('rejects a result that is not a real game', () => {
    expect(() => addResult({}, 3, { timeMs: 0, moves: 3 })).toThrow(/timeMs must be a positive number/)
    expect(() => addResult({}, 3, { timeMs: 100, moves: 0 })).toThrow(/moves must be a positive integer/)
    expect(() => addResult({}, 3, { timeMs: 100, moves: 2.5 })).toThrow(/moves must be a positive integer/)
    expect(() => addResult({}, 7, { timeMs: 100, moves: 1 })).toThrow(/size must be/)
  })

  it('round-trips through JSON and drops whatever is damaged', () => {
    const { records } = addResult({}, 4, { timeMs: 61_234.5, moves: 97 })
    expect(parseRecords(JSON.stringify(records))).toEqual({ 4: { bestTime: 61_234.5, fewestMoves: 97 } })
    expect(parseRecords(null)).toEqual({})
    expect(parseRecords('not json')).toEqual({})
    expect(parseRecords('[1,2]')).toEqual({})
    expect(parseRecords('null')).toEqual({})
    expect(parseRecords('{"3":{"bestTime":-5,"fewestMoves":12},"4":"x","5":{"bestTime":"9"},"9":{"bestTime":1,"fewestMoves":1}}')).toEqual({
      3: { fewestMoves: 12 },
    })
  })
})

describe('formatTime', () => {
  it('shows minutes, seconds and tenths, rounding down', () => {
    expect(formatTime(0)).toBe('00:00.0')
    expect(formatTime(99)).toBe('00:00.0')
    expect(formatTime(83_456)).toBe('01:23.4')
    expect(formatTime(3_599_999)).toBe('59:59.9')
    expect(formatTime(3_600_000)).toBe('1:00:00.0')
    expect(formatTime(36_061_500)).toBe('10:01:01.5')
  })

  it('rejects negative and non-finite times', () => {
    for (const bad of [-1, NaN, Infinity]) expect(() => formatTime(bad)).toThrow(/ms must be a non-negative number/)
  })
})
