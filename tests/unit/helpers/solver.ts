/**
 * Breadth-first search over every position of the 3×3 puzzle, from the solved one. Written
 * apart from the game's rules (public/project/sliding-puzzle/puzzle.js) so tests can check them
 * against it: a board is solvable exactly when the search reaches it, and `next` gives, for each
 * board, the tile to move for a shortest way home. 9!/2 = 181 440 boards, well under a second.
 */
export interface EightPuzzle {
  /** Board (joined with ',') → the tile to move next on a shortest solution; 0 for the solved board. */
  next: Map<string, number>
  solve(tiles: readonly number[]): number[]
}

export function searchEightPuzzle(): EightPuzzle {
  const solved = [1, 2, 3, 4, 5, 6, 7, 8, 0]
  const next = new Map<string, number>([[solved.join(','), 0]])
  let frontier = [solved]
  while (frontier.length) {
    const after: number[][] = []
    for (const board of frontier) {
      const blank = board.indexOf(0)
      const r = Math.floor(blank / 3)
      const c = blank % 3
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) {
        if (r + dr < 0 || r + dr > 2 || c + dc < 0 || c + dc > 2) continue
        const from = (r + dr) * 3 + (c + dc)
        const prev = board.slice()
        const tile = prev[from]
        prev[blank] = tile
        prev[from] = 0
        const key = prev.join(',')
        if (next.has(key)) continue
        // From `prev`, moving `tile` back into the blank gives `board`, one step nearer home.
        next.set(key, tile)
        after.push(prev)
      }
    }
    frontier = after
  }
  return {
    next,
    solve(tiles) {
      const out: number[] = []
      let board = tiles.slice()
      for (;;) {
        const tile = next.get(board.join(','))
        if (tile === undefined) throw new Error(`unsolvable board ${board.join(',')}`)
        if (tile === 0) return out
        out.push(tile)
        const at = board.indexOf(tile)
        board[board.indexOf(0)] = tile
        board[at] = 0
      }
    },
  }
}
