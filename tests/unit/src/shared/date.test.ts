import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, shanghaiDate } from '../../../../src/shared/date'

describe('dates in Asia/Shanghai', () => {
  it.each([
    ['2017-03-14T21:30:00+08:00', { year: 2017, month: 3, day: 14 }, '2017年3月14日'],
    // 23:30 in Shanghai is 15:30 UTC: the day stays the 31st, whatever zone formats it.
    ['2017-12-31T23:30:00+08:00', { year: 2017, month: 12, day: 31 }, '2017年12月31日'],
    // 20:00 in New York on New Year's Eve is 09:00 on 1 January in Shanghai.
    ['2017-12-31T20:00:00-05:00', { year: 2018, month: 1, day: 1 }, '2018年1月1日'],
    ['2018-06-30T16:00:00Z', { year: 2018, month: 7, day: 1 }, '2018年7月1日'],
  ])('%s', (iso, parts, text) => {
    expect(shanghaiDate(iso)).toEqual(parts)
    expect(formatDate(iso)).toBe(text)
  })

  it('does not depend on the time zone of the process', () => {
    // Computed by hand: China has used UTC+8 without daylight saving since 1992.
    const t = Date.parse('2019-04-01T00:30:00+08:00')
    const d = new Date(t + 8 * 3600_000)
    expect(shanghaiDate('2019-04-01T00:30:00+08:00')).toEqual({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })
  })

  it('gives null for what is not a date', () => {
    expect(shanghaiDate('someday')).toBeNull()
    expect(formatDate('')).toBeNull()
  })
})

describe('formatDateTime', () => {
  it('shows the time in Asia/Shanghai, whatever the offset of the input', () => {
    expect(formatDateTime('2025-03-02T02:00:00Z')).toBe('2025-03-02 10:00')
    expect(formatDateTime('2025-03-02T10:00:00+08:00')).toBe('2025-03-02 10:00')
    expect(formatDateTime('2024-12-31T16:30:00Z')).toBe('2025-01-01 00:30')
    expect(formatDateTime('2019-07-01T23:59:00-05:00')).toBe('2019-07-02 12:59')
  })
  it('returns an unreadable date as it is', () => expect(formatDateTime('昨天')).toBe('昨天'))
})
