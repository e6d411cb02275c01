import { describe, expect, it, vi } from 'vitest'
import { createStopwatch, formatDuration } from '../../../public/stopwatch.js'

/** A clock the test moves by hand. */
function manualClock(start = 1000) {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe('createStopwatch', () => {
  it('counts only running time across pause and resume', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    expect(sw.state).toBe('idle')
    expect(sw.elapsed()).toBe(0)
    clock.advance(500)
    sw.start()
    clock.advance(1200)
    expect(sw.elapsed()).toBe(1200)
    sw.pause()
    expect(sw.state).toBe('paused')
    clock.advance(10_000)
    expect(sw.elapsed()).toBe(1200)
    sw.resume()
    clock.advance(300)
    expect(sw.elapsed()).toBe(1500)
    expect(sw.state).toBe('running')
  })

  it('does not drift: the reading is a difference of clock values, however rarely it is read', () => {
    const clock = manualClock(123.456)
    const sw = createStopwatch({ now: clock.now })
    sw.start()
    // A background tab: no reads for ten minutes, then one.
    clock.advance(600_000.25)
    expect(sw.elapsed()).toBeCloseTo(600_000.25, 6)
  })

  it('laps carry the split since the previous lap and the running total', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    sw.start()
    clock.advance(1000)
    expect(sw.lap()).toEqual({ index: 1, split: 1000, total: 1000 })
    clock.advance(2500)
    sw.pause()
    clock.advance(9999)
    sw.resume()
    clock.advance(500)
    expect(sw.lap()).toEqual({ index: 2, split: 3000, total: 4000 })
    clock.advance(250)
    sw.lap()
    expect(sw.laps).toEqual([
      { index: 1, split: 1000, total: 1000 },
      { index: 2, split: 3000, total: 4000 },
      { index: 3, split: 250, total: 4250 },
    ])
  })

  it('laps is a copy: changing it changes nothing inside', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    sw.start()
    clock.advance(10)
    sw.lap()
    const laps = sw.laps
    laps[0].total = 99
    laps.push({ index: 9, split: 1, total: 1 })
    expect(sw.laps).toEqual([{ index: 1, split: 10, total: 10 }])
  })

  it('reset returns to idle from any state and clears the laps', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    sw.reset()
    expect(sw.state).toBe('idle')
    sw.start()
    clock.advance(700)
    sw.lap()
    sw.reset()
    expect([sw.state, sw.elapsed(), sw.laps]).toEqual(['idle', 0, []])
    sw.start()
    clock.advance(50)
    sw.pause()
    sw.reset()
    expect([sw.state, sw.elapsed()]).toEqual(['idle', 0])
    sw.start()
    clock.advance(40)
    expect(sw.elapsed()).toBe(40)
  })

  it('toggle starts, pauses and resumes in turn', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    const states: string[] = []
    for (let i = 0; i < 4; i++) {
      sw.toggle()
      clock.advance(100)
      states.push(sw.state)
    }
    expect(states).toEqual(['running', 'paused', 'running', 'paused'])
    expect(sw.elapsed()).toBe(200)
  })

  it('each action is allowed only in its state, and the error says which', () => {
    const sw = createStopwatch({ now: manualClock().now })
    expect(() => sw.pause()).toThrow('stopwatch: cannot pause while idle (only while running)')
    expect(() => sw.resume()).toThrow('stopwatch: cannot resume while idle (only while paused)')
    expect(() => sw.lap()).toThrow('stopwatch: cannot lap while idle (only while running)')
    sw.start()
    expect(() => sw.start()).toThrow('stopwatch: cannot start while running (only while idle)')
    expect(() => sw.resume()).toThrow('stopwatch: cannot resume while running (only while paused)')
    sw.pause()
    expect(() => sw.pause()).toThrow('stopwatch: cannot pause while paused (only while running)')
    expect(() => sw.lap()).toThrow('stopwatch: cannot lap while paused (only while running)')
    expect(() => sw.start()).toThrow('stopwatch: cannot start while paused (only while idle)')
  })

  it('a failed action changes nothing and tells no listener', () => {
    const listener = vi.fn()
    const sw = createStopwatch({ now: manualClock().now })
    sw.subscribe(listener)
    expect(() => sw.pause()).toThrow()
    expect(listener).not.toHaveBeenCalled()
    expect(sw.state).toBe('idle')
  })

  it('listeners hear every change until they unsubscribe', () => {
    const clock = manualClock()
    const sw = createStopwatch({ now: clock.now })
    const seen: string[] = []
    const off = sw.subscribe((s) => seen.push(`${s.state}:${s.laps.length}`))
    sw.start()
    clock.advance(5)
    sw.lap()
    sw.pause()
    off()
    sw.resume()
    expect(seen).toEqual(['running:0', 'running:1', 'paused:1'])
    expect(() => sw.subscribe('x' as unknown as () => void)).toThrow(/listener must be a function/)
  })

  it('uses performance.now() unless told otherwise', () => {
    const spy = vi.spyOn(performance, 'now').mockReturnValue(5000)
    try {
      const sw = createStopwatch()
      sw.start()
      spy.mockReturnValue(5432.5)
      expect(sw.elapsed()).toBe(432.5)
    } finally {
      spy.mockRestore()
    }
  })

  it('rejects a time source that is not a function', () => {
    expect(() => createStopwatch({ now: 5 as unknown as () => number })).toThrow(/options.now must be a function/)
  })
})

describe('formatDuration', () => {
  it('shows minutes, seconds and hundredths, rounding down', () => {
    expect(formatDuration(0)).toBe('00:00.00')
    expect(formatDuration(9.99)).toBe('00:00.00')
    expect(formatDuration(7250)).toBe('00:07.25')
    expect(formatDuration(83_456.7)).toBe('01:23.45')
    expect(formatDuration(3_599_999)).toBe('59:59.99')
    expect(formatDuration(3_600_000)).toBe('1:00:00.00')
    expect(formatDuration(100 * 3_600_000 + 61_010)).toBe('100:01:01.01')
  })

  it('rejects negative and non-finite times', () => {
    for (const bad of [-0.5, NaN, -Infinity, Infinity]) expect(() => formatDuration(bad)).toThrow(/ms must be a non-negative number/)
  })
})
