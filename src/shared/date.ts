/**
 * Dates as the site shows them: in Asia/Shanghai, the same on the server and in any browser.
 * The build parses each page's date once (`parsePageDate`, build/site/record.ts); the theme
 * formats the ISO text it gets with the same functions.
 *
 *   parsePageDate('2017-12-31T20:00:00-05:00') → { iso, time: 1514768400000, local: { year: 2018, month: 1, day: 1 } }
 *   formatDate('2017-03-14T21:30:00+08:00')     → '2017年3月14日'
 *   formatDateTime('2025-03-02T02:00:00Z')      → '2025-03-02 10:00'
 *
 * Only the numbers are taken from Intl and the text is put together here: locale data differs
 * between ICU builds (Node, Chromium), and one differing character would be a hydration mismatch.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai'

export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** A page's date, parsed once: the ISO text as written, the instant, the day in Asia/Shanghai. */
export interface PageDate {
  iso: string
  /** Milliseconds since the epoch: what sorting compares. */
  time: number
  local: CalendarDate
}

let formatter: Intl.DateTimeFormat | undefined

function partsOf(time: number): Record<string, string> {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const out: Record<string, string> = {}
  for (const p of formatter.formatToParts(time)) if (p.type !== 'literal') out[p.type] = p.value
  return out
}

function calendarDate(time: number): CalendarDate {
  const p = partsOf(time)
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) }
}

export function parsePageDate(iso: string): PageDate | null {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : { iso, time, local: calendarDate(time) }
}

export function shanghaiDate(iso: string): CalendarDate | null {
  return parsePageDate(iso)?.local ?? null
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The day of a date in a page's language, in the site's time zone, so the server and every
 * browser print the same day: `2017年3月14日` (zh-CN), `March 14, 2017` (en); null for an
 * unreadable date. Without a language, the Chinese form.
 */
export function formatDate(iso: string, lang = 'zh-CN'): string | null {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return null
  let format = dayFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' })
    dayFormats.set(lang, format)
  }
  return format.format(time)
}

/** `2025-03-02 10:00`; an unreadable date is returned as it is. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const p = partsOf(time)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/** Newest first; equal dates by `tie` (a path), so the order never depends on the input order. */
export function newestFirst<T>(time: (x: T) => number, tie: (x: T) => string): (a: T, b: T) => number {
  return (a, b) => time(b) - time(a) || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0)
}
