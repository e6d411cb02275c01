/**
 * The recent-scans list: newest first, one entry per text, at most HISTORY_LIMIT entries. Stored
 * as JSON in localStorage by the component; everything here is pure.
 *
 *   addScan([{ text: 'a', at: 1 }], { text: 'b', at: 2 }) → [{ text: 'b', at: 2 }, { text: 'a', at: 1 }]
 *   parseHistory('not json')                              → []
 */

export interface ScanRecord {
  text: string
  /** Milliseconds since 1970 (Date.now()) when it was read. */
  at: number
}

export const HISTORY_LIMIT = 20
/** Longer texts are kept in the list shortened; localStorage holds about 5 MB per site. */
export const HISTORY_TEXT_LIMIT = 4000

export function addScan(list: readonly ScanRecord[], record: ScanRecord): ScanRecord[] {
  const text = record.text.slice(0, HISTORY_TEXT_LIMIT)
  return [{ text, at: record.at }, ...list.filter((r) => r.text !== text)].slice(0, HISTORY_LIMIT)
}

/** Reads what was stored, dropping anything malformed (another version's data, a hand edit). */
export function parseHistory(stored: string | null): ScanRecord[] {
  if (!stored) return []
  let data: unknown
  try {
    data = JSON.parse(stored)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  return data
    .filter(
      (r): r is ScanRecord =>
        !!r && typeof r === 'object' && typeof r.text === 'string' && typeof r.at === 'number' && Number.isFinite(r.at),
    )
    .map((r) => ({ text: r.text.slice(0, HISTORY_TEXT_LIMIT), at: r.at }))
    .slice(0, HISTORY_LIMIT)
}

export function serializeHistory(list: readonly ScanRecord[]): string {
  return JSON.stringify(list)
}
