import { describe, expect, it } from 'vitest'
import { XMLValidator } from 'fast-xml-parser'
import { atom, escapeXml, rfc822, rss, sortEntries, type FeedChannel } from '../../../../build/publish/feeds'

describe('rfc822', () => {
  const table: [string, string][] = [
    ['2025-03-02T10:00:00+08:00', 'Sun, 02 Mar 2025 10:00:00 +0800'],
    // Past midnight in Beijing is still the previous day in UTC; the offset keeps the local day.
    ['2019-01-01T00:30:00+08:00', 'Tue, 01 Jan 2019 00:30:00 +0800'],
    ['2025-03-01T22:30:00Z', 'Sat, 01 Mar 2025 22:30:00 +0000'],
    ['2024-02-29T23:59:59-05:30', 'Thu, 29 Feb 2024 23:59:59 -0530'],
  ]
  for (const [iso, expected] of table) it(`${iso} → ${expected}`, () => expect(rfc822(iso)).toBe(expected))
  it('refuses what is not a timestamp', () => expect(() => rfc822('yesterday')).toThrow('not an ISO timestamp: "yesterday"'))
})

describe('feeds', () => {
  const channel: FeedChannel = {
    siteUrl: 'https://x.example',
    title: 'A & B <笔记>',
    description: 'd',
    lang: 'zh-CN',
    author: 'me',
    home: '/blog/',
  }
  const entries = sortEntries([
    { title: 'old', routePath: '/blog/2019/a', date: '2019-05-01T12:00:00+08:00' },
    // Later in absolute time, though its local clock reads earlier than 'old'.
    { title: '</title><script>', routePath: '/blog/2019/b', date: '2019-05-01T06:00:00Z', description: 'x\u0001y' },
  ])

  it('sorts newest first by instant, not by the text of the date', () => {
    expect(entries.map((e) => e.title)).toEqual(['</title><script>', 'old'])
  })

  it('escapes text so the XML stays well-formed, dropping characters XML forbids', () => {
    expect(escapeXml('a & <b> "c"\u0000')).toBe('a &amp; &lt;b&gt; &quot;c&quot;')
    for (const text of [rss(channel, entries), atom(channel, entries)]) {
      expect(XMLValidator.validate(text)).toBe(true)
      expect(text).toContain('&lt;/title&gt;&lt;script&gt;')
      expect(text).not.toContain('\u0001')
    }
  })

  it('take their dates from the newest entry, never from the clock', () => {
    expect(rss(channel, entries)).toContain('<lastBuildDate>Wed, 01 May 2019 06:00:00 +0000</lastBuildDate>')
    expect(atom(channel, entries)).toContain('<updated>2019-05-01T06:00:00Z</updated>')
    expect(atom(channel, [])).toContain('<updated>1970-01-01T00:00:00Z</updated>')
  })
})
