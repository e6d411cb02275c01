/** Types of stopwatch.js; the API is documented at the top of that file. */
export type StopwatchState = 'idle' | 'running' | 'paused'
export interface Lap {
  /** 1 for the first lap. */
  index: number
  /** Milliseconds since the previous lap (or the start). */
  split: number
  /** Milliseconds on the stopwatch when the lap was taken. */
  total: number
}
export interface Stopwatch {
  readonly state: StopwatchState
  readonly laps: Lap[]
  elapsed(): number
  start(): void
  pause(): void
  resume(): void
  toggle(): void
  lap(): Lap
  reset(): void
  subscribe(listener: (sw: Stopwatch) => void): () => void
}
export declare function createStopwatch(options?: { now?: () => number }): Stopwatch
export declare function formatDuration(ms: number): string
