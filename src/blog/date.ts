/**
 * Article dates as readers in China read them, the same on the server and in any browser.
 *
 *   shanghaiDate('2017-12-31T20:00:00-05:00') → { year: 2018, month: 1, day: 1 }
 *   formatDate('2017-03-14T21:30:00+08:00')    → '2017年3月14日'
 *   formatDate('not a date')                   → null
 *
 * The calendar date comes from Intl in the Asia/Shanghai time zone, so the prerendered HTML and
 * the hydrating browser agree whatever zone either runs in. Only the numbers are taken from Intl
 * and the text is put together here: locale data differs between ICU builds (Node, Chromium),
 * and one differing character would be a hydration mismatch.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai'

export interface CalendarDate {
  year: number
  month: number
  day: number
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

export function shanghaiDate(iso: string): CalendarDate | null {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return null
  const out: Record<string, number> = {}
  for (const p of parts.formatToParts(t)) if (p.type !== 'literal') out[p.type] = Number(p.value)
  return { year: out.year, month: out.month, day: out.day }
}

export function formatDate(iso: string): string | null {
  const d = shanghaiDate(iso)
  return d && `${d.year}年${d.month}月${d.day}日`
}
