import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncedSearch, DEBOUNCE_MS } from '../../../../src/search/debounce'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** An input box and a search whose answers the test releases by hand. */
function setup() {
  let value = ''
  const pending = new Map<string, (r: string) => void>()
  const run = vi.fn((q: string) => new Promise<string>((resolve) => pending.set(q, resolve)))
  const apply = vi.fn()
  const started = vi.fn()
  const d = createDebouncedSearch<string>({ run, current: () => value, apply, started })
  const type = (v: string) => {
    value = v
    d.input(v)
  }
  return { d, run, apply, started, type, pending }
}

describe('debounced search', () => {
  it('searches once, 150 ms after the last keystroke', () => {
    const { run, type, started } = setup()
    expect(DEBOUNCE_MS).toBe(150)
    type('f')
    vi.advanceTimersByTime(100)
    type('fr')
    vi.advanceTimersByTime(149)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledExactlyOnceWith('fr')
    expect(started).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('applies a result only if the input still holds its query', async () => {
    const { run, apply, type, pending } = setup()
    type('fre')
    vi.advanceTimersByTime(150)
    type('freertos')
    vi.advanceTimersByTime(150)
    expect(run).toHaveBeenCalledTimes(2)
    // The newer search answers first; then the stale one arrives and is dropped.
    pending.get('freertos')!('results for freertos')
    await vi.runAllTimersAsync()
    pending.get('fre')!('results for fre')
    await vi.runAllTimersAsync()
    expect(apply.mock.calls).toEqual([['freertos', 'results for freertos']])
  })

  it('drops the result of a query the input has moved on from, even when it arrives alone', async () => {
    const { apply, type, pending } = setup()
    type('调度')
    vi.advanceTimersByTime(150)
    type('调度器')
    pending.get('调度')!('old')
    await vi.runAllTimersAsync()
    expect(apply).not.toHaveBeenCalledWith('调度', 'old')
  })

  it('an emptied input clears the results at once and cancels the pending search', () => {
    const { run, apply, type } = setup()
    type('abc')
    type('  ')
    expect(apply).toHaveBeenCalledExactlyOnceWith('  ', null)
    vi.advanceTimersByTime(500)
    expect(run).not.toHaveBeenCalled()
  })

  it('after dispose nothing runs or applies', async () => {
    const { d, run, apply, type, pending } = setup()
    type('a')
    vi.advanceTimersByTime(150)
    type('b')
    d.dispose()
    vi.advanceTimersByTime(500)
    pending.get('a')!('late')
    await vi.runAllTimersAsync()
    expect(run).toHaveBeenCalledTimes(1)
    expect(apply).not.toHaveBeenCalled()
  })
})
