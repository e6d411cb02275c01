/** Every date on the site is shown in this zone, so the server and every browser agree. */
export const TIME_ZONE = 'Asia/Shanghai'

let format: Intl.DateTimeFormat | undefined

/**
 * `2025-03-02T02:00:00Z` → `2025-03-02 10:00`. Built from numeric parts rather than a locale's
 * pattern, which can differ between the ICU data of Node and of the reader's browser and would
 * make hydration mismatch. An unreadable date is returned as it is.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const p: Record<string, string> = {}
  for (const part of format.formatToParts(date)) p[part.type] = part.value
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}
