/**
 * The dialog's input rule: search 150 ms after the last keystroke, and apply a result only if the
 * input still holds the query that produced it (a slow answer to `fre` must not replace the
 * results of `freertos`). An empty input clears the results at once.
 */
export const DEBOUNCE_MS = 150

export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface DebouncedSearchOptions<R> {
  delay?: number
  run: (query: string) => Promise<R>
  /** The input's value now. */
  current: () => string
  apply: (query: string, result: R | null) => void
  /** Called when the delay has passed and a search starts (the benchmark marks this moment). */
  started?: (query: string) => void
  timers?: Timers
}

export interface DebouncedSearch {
  input(value: string): void
  dispose(): void
}

export function createDebouncedSearch<R>(o: DebouncedSearchOptions<R>): DebouncedSearch {
  const timers: Timers = o.timers ?? { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }
  let handle: unknown
  let disposed = false
  return {
    input(value) {
      if (handle !== undefined) timers.clear(handle)
      handle = undefined
      if (!value.trim()) {
        o.apply(value, null)
        return
      }
      handle = timers.set(() => {
        handle = undefined
        o.started?.(value)
        void o.run(value).then(
          (result) => {
            if (!disposed && o.current() === value) o.apply(value, result)
          },
          () => undefined,
        )
      }, o.delay ?? DEBOUNCE_MS)
    },
    dispose() {
      disposed = true
      if (handle !== undefined) timers.clear(handle)
    },
  }
}
