/**
 * The stopwatch demo page: buttons, keyboard shortcuts and the lap table on top of
 * ../stopwatch.js. The display is redrawn on every animation frame while running; the reading
 * itself always comes from the stopwatch, so a frame that the browser skips loses nothing.
 */
import { createStopwatch, formatDuration } from '../stopwatch.js'

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id))
const display = $('sw-display')
const toggleButton = $('sw-toggle')
const lapButton = /** @type {HTMLButtonElement} */ ($('sw-lap'))
const resetButton = /** @type {HTMLButtonElement} */ ($('sw-reset'))
const status = $('sw-status')
const table = $('sw-laps')
const rows = $('sw-lap-rows')

const sw = createStopwatch()
const TOGGLE_LABEL = { idle: '开始', running: '暂停', paused: '继续' }

function showTime() {
  const ms = sw.elapsed()
  const text = formatDuration(ms)
  if (display.textContent !== text) display.textContent = text
  display.setAttribute('datetime', `PT${(ms / 1000).toFixed(3)}S`)
}

let framing = false
/** Redraws on every animation frame while running; one chain at a time. */
function frame() {
  showTime()
  framing = sw.state === 'running'
  if (framing) requestAnimationFrame(frame)
}

sw.subscribe(() => {
  toggleButton.textContent = TOGGLE_LABEL[sw.state]
  lapButton.disabled = sw.state !== 'running'
  resetButton.disabled = sw.state === 'idle'
  showTime()
})

function addLapRow(lap) {
  const tr = document.createElement('tr')
  for (const [i, text] of [`第 ${lap.index} 圈`, formatDuration(lap.split), formatDuration(lap.total)].entries()) {
    const cell = document.createElement(i === 0 ? 'th' : 'td')
    if (i === 0) cell.scope = 'row'
    cell.textContent = text
    tr.append(cell)
  }
  rows.prepend(tr)
  table.hidden = false
}

const actions = {
  toggle() {
    const was = sw.state
    sw.toggle()
    if (was === 'paused' || was === 'idle') {
      status.textContent = was === 'idle' ? '已开始' : '已继续'
      if (!framing) {
        framing = true
        requestAnimationFrame(frame)
      }
    } else {
      status.textContent = `已暂停，${formatDuration(sw.elapsed())}`
    }
  },
  lap() {
    if (sw.state !== 'running') return
    const lap = sw.lap()
    addLapRow(lap)
    status.textContent = `第 ${lap.index} 圈，单圈 ${formatDuration(lap.split)}，累计 ${formatDuration(lap.total)}`
  },
  reset() {
    if (sw.state === 'idle') return
    sw.reset()
    rows.replaceChildren()
    table.hidden = true
    status.textContent = '已复位'
  },
}

toggleButton.addEventListener('click', actions.toggle)
lapButton.addEventListener('click', actions.lap)
resetButton.addEventListener('click', actions.reset)

document.addEventListener('keydown', (e) => {
  if (e.altKey || e.ctrlKey || e.metaKey) return
  const t = e.target
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return
  const key = e.key.toLowerCase()
  // preventDefault on Space also keeps a focused button from being clicked by the same key.
  if (key === ' ') {
    e.preventDefault()
    if (!e.repeat) actions.toggle()
  } else if (key === 'l') {
    actions.lap()
  } else if (key === 'r') {
    actions.reset()
  }
})
// A focused button fires its click on the release of Space: that press already toggled.
document.addEventListener('keyup', (e) => {
  if (e.key === ' ' && e.target instanceof HTMLButtonElement) e.preventDefault()
})

document.documentElement.dataset.ready = 'true'
