import { describe, expect, it } from 'vitest'
import { addScan, HISTORY_LIMIT, HISTORY_TEXT_LIMIT, parseHistory, serializeHistory } from '../../../../../src/tools/qr-scanner/history'

describe('recent scans', () => {
  it('puts the newest first, keeps one entry per text and at most the limit', () => {
    let list = addScan([], { text: 'a', at: 1 })
    list = addScan(list, { text: 'b', at: 2 })
    list = addScan(list, { text: 'a', at: 3 })
    expect(list).toEqual([
      { text: 'a', at: 3 },
      { text: 'b', at: 2 },
    ])
    for (let i = 0; i < 50; i++) list = addScan(list, { text: `t${i}`, at: 10 + i })
    expect(list).toHaveLength(HISTORY_LIMIT)
    expect(list[0]).toEqual({ text: 't49', at: 59 })
    expect(addScan([], { text: 'x'.repeat(HISTORY_TEXT_LIMIT + 10), at: 1 })[0].text).toHaveLength(HISTORY_TEXT_LIMIT)
  })

  it('round-trips through storage and drops anything malformed', () => {
    const list = [{ text: '你好', at: 1700000000000 }]
    expect(parseHistory(serializeHistory(list))).toEqual(list)
    expect(parseHistory(null)).toEqual([])
    expect(parseHistory('{not json')).toEqual([])
    expect(parseHistory('{"text":"a"}')).toEqual([])
    expect(parseHistory('[{"text":"a","at":1},{"text":2,"at":1},null,{"text":"b","at":"x"},{"text":"c","at":null}]')).toEqual([
      { text: 'a', at: 1 },
    ])
  })
})
