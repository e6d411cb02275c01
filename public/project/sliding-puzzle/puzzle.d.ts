/** Types of puzzle.js (the rules of the sliding puzzle), for the TypeScript code that imports it. */
export declare const MIN_SIZE: 3
export declare const MAX_SIZE: 5
export type Direction = 'up' | 'down' | 'left' | 'right'
export declare const DIRECTIONS: readonly Direction[]
export interface SizeRecord {
  bestTime?: number
  fewestMoves?: number
}
export type Records = Record<string, SizeRecord>

export declare function assertSize(size: unknown): void
export declare function createRng(seed: number): () => number
export declare function parseSeed(text: string | null): number | undefined
export declare function solvedTiles(size: number): number[]
export declare function isSolved(tiles: readonly number[]): boolean
export declare function isSolvable(tiles: readonly number[], size: number): boolean
export declare function shuffledTiles(size: number, rng: () => number): number[]
export declare function tileForDirection(tiles: readonly number[], size: number, direction: string): number
export declare function slide(tiles: readonly number[], size: number, index: number): { tiles: number[]; moved: number } | null
export declare function move(tiles: readonly number[], size: number, direction: string): number[] | null
export declare function parseRecords(text: string | null): Records
export declare function addResult(
  records: Records,
  size: number,
  result: { timeMs: number; moves: number },
): { records: Records; newBestTime: boolean; newFewestMoves: boolean }
export declare function formatTime(ms: number): string
