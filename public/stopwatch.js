/**
 * stopwatch.js：一个没有依赖的秒表，ES 模块。
 *
 *   import { createStopwatch, formatDuration } from '/public/stopwatch.js'
 *
 *   const sw = createStopwatch()   // 可选 { now }：时间来源，默认 performance.now
 *   sw.start()                     // idle → running
 *   sw.lap()                       // running 时记一圈，返回 { index, split, total }
 *   sw.pause()                     // running → paused
 *   sw.resume()                    // paused → running
 *   sw.toggle()                    // 按状态调用 start / pause / resume 之一
 *   sw.reset()                     // 任何状态 → idle，清空计圈
 *   sw.elapsed()                   // 累计运行的毫秒数（暂停的时间不算）
 *   sw.state                       // 'idle' | 'running' | 'paused'
 *   sw.laps                        // 已记的圈，按先后顺序，副本
 *   const off = sw.subscribe(fn)   // 每次状态变化或记圈后调用 fn(sw)；off() 取消
 *   formatDuration(83456.7)        // "01:23.45"
 *
 * 时间不靠定时器累加，而是每次用时间来源的读数相减：运行段的起点记下来，暂停时把这一段加进总数。
 * 浏览器把后台标签页的定时器和 requestAnimationFrame 降频甚至停掉，但 performance.now() 照走，
 * 所以回到页面时读数仍然准确；它也不受系统改时间的影响（Date.now() 会）。
 *
 * 在不允许的状态下调用 start、pause、resume、lap 会抛出 Error，说明当前状态，
 * 这样调用方的逻辑错误不会被悄悄吞掉。
 */

/**
 * @typedef {'idle' | 'running' | 'paused'} StopwatchState
 * @typedef {{ index: number, split: number, total: number }} Lap
 *   index 从 1 起；split 是这一圈的用时（距上一圈或开始）；total 是记圈时的累计时间。都以毫秒计。
 */

/**
 * @param {{ now?: () => number }} [options]
 */
export function createStopwatch(options = {}) {
  const now = options.now ?? (() => performance.now())
  if (typeof now !== 'function') throw new TypeError('options.now must be a function returning milliseconds')

  /** @type {StopwatchState} */
  let state = 'idle'
  /** Milliseconds of the running periods that have ended. */
  let banked = 0
  /** now() when the current running period began. */
  let since = 0
  /** @type {Lap[]} */
  let laps = []
  /** @type {Set<(sw: typeof api) => void>} */
  const listeners = new Set()

  /** @param {string} action @param {StopwatchState} needed */
  const expect = (action, needed) => {
    if (state !== needed) throw new Error(`stopwatch: cannot ${action} while ${state} (only while ${needed})`)
  }
  const changed = () => {
    for (const fn of [...listeners]) fn(api)
  }

  const api = {
    get state() {
      return state
    },
    get laps() {
      return laps.map((l) => ({ ...l }))
    },
    elapsed() {
      return state === 'running' ? banked + (now() - since) : banked
    },
    start() {
      expect('start', 'idle')
      since = now()
      state = 'running'
      changed()
    },
    pause() {
      expect('pause', 'running')
      banked += now() - since
      state = 'paused'
      changed()
    },
    resume() {
      expect('resume', 'paused')
      since = now()
      state = 'running'
      changed()
    },
    toggle() {
      if (state === 'idle') api.start()
      else if (state === 'running') api.pause()
      else api.resume()
    },
    /** @returns {Lap} */
    lap() {
      expect('lap', 'running')
      const total = api.elapsed()
      const previous = laps.length ? laps[laps.length - 1].total : 0
      const lap = { index: laps.length + 1, split: total - previous, total }
      laps = [...laps, lap]
      changed()
      return { ...lap }
    },
    reset() {
      state = 'idle'
      banked = 0
      since = 0
      laps = []
      changed()
    },
    /** @param {(sw: typeof api) => void} listener */
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('listener must be a function')
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return api
}

/**
 * 把毫秒数写成“分:秒.百分之一秒”，满一小时加上小时："00:07.25"、"59:59.99"、"1:00:00.00"。
 * 向下取整：显示的读数永远不超过实际时间，暂停时看到的就是停下的那一刻。
 * @param {number} ms
 */
export function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`ms must be a non-negative number, got ${String(ms)}`)
  const cs = Math.floor(ms / 10)
  const s = Math.floor(cs / 100)
  const pad = (/** @type {number} */ v) => String(v).padStart(2, '0')
  const tail = `${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.${pad(cs % 100)}`
  return s >= 3600 ? `${Math.floor(s / 3600)}:${tail}` : tail
}
