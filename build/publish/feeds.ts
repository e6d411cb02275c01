import { escapeHtml } from '../../src/shared/escape-html.ts'
import { absoluteUrl, FEED_FILES } from '../../src/shared/site-url.ts'

/**
 * The blog's feeds, from the Page records: RSS 2.0 (`/feed.xml`), Atom 1.0 (`/atom.xml`) and
 * JSON Feed 1.1 (`/feed.json`), newest first, every article.
 *
 * Written here rather than with a feed library because the formats want two things such
 * libraries drop: the article's own UTC offset (`pubDate` Sun, 02 Mar 2025 10:00:00 +0800, not
 * its GMT equivalent) and JSON Feed 1.1. Nothing here reads the clock: the feeds' own dates are
 * the newest article's, so two builds of one commit are byte-identical.
 */
export interface FeedEntry {
  title: string
  routePath: string
  /** ISO timestamp with its offset, from the frontmatter. */
  date: string
  description?: string
  tags?: string[]
}

export interface FeedChannel {
  /** Site origin, e.g. https://notes.example.com */
  siteUrl: string
  title: string
  description: string
  lang: string
  author: string
  /** Route of the page that lists the entries, e.g. /blog/ */
  home: string
}

/** Text for XML content and double-quoted attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(s: string): string {
  return escapeHtml(s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * An ISO timestamp as an RFC 822 date (RFC 2822 form, four-digit year) in the timestamp's own
 * offset:
 *
 *   2025-03-02T10:00:00+08:00  → Sun, 02 Mar 2025 10:00:00 +0800
 *   2025-03-01T22:30:00Z       → Sat, 01 Mar 2025 22:30:00 +0000
 */
export function rfc822(iso: string): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new Error(`not an ISO timestamp: "${iso}"`)
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso)
  const offsetMinutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
  // The wall-clock time at that offset, read with the UTC getters.
  const t = new Date(ms + offsetMinutes * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const zone = m ? `${m[1]}${m[2]}${m[3]}` : '+0000'
  return `${DAYS[t.getUTCDay()]}, ${pad(t.getUTCDate())} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())} ${zone}`
}

/** Newest first; equal dates by route, so the order never depends on the file system. */
export function sortEntries(entries: FeedEntry[]): FeedEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.routePath.localeCompare(b.routePath))
}

function newest(entries: FeedEntry[]): string | undefined {
  return entries.length ? entries[0].date : undefined
}

export function rss(channel: FeedChannel, sorted: FeedEntry[]): string {
  const link = absoluteUrl(channel.siteUrl, channel.home)
  const updated = newest(sorted)
  const items = sorted.map((e) => {
    const url = absoluteUrl(channel.siteUrl, e.routePath)
    return [
      '    <item>',
      `      <title>${escapeXml(e.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(e.date)}</pubDate>`,
      ...(e.description ? [`      <description>${escapeXml(e.description)}</description>`] : []),
      ...(e.tags ?? []).map((t) => `      <category>${escapeXml(t)}</category>`),
      '    </item>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.lang.toLowerCase())}</language>
${updated ? `    <lastBuildDate>${rfc822(updated)}</lastBuildDate>\n` : ''}    <atom:link href="${escapeXml(absoluteUrl(channel.siteUrl, FEED_FILES.rss))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
}

export function atom(channel: FeedChannel, sorted: FeedEntry[]): string {
  const home = absoluteUrl(channel.siteUrl, channel.home)
  // A feed must have an updated date; with no entries, the Unix epoch keeps the output stable.
  const updated = newest(sorted) ?? '1970-01-01T00:00:00Z'
  const entries = sorted.map((e) => {
    const url = absoluteUrl(channel.siteUrl, e.routePath)
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${escapeXml(e.date)}</published>`,
      `    <updated>${escapeXml(e.date)}</updated>`,
      ...(e.description ? [`    <summary>${escapeXml(e.description)}</summary>`] : []),
      ...(e.tags ?? []).map((t) => `    <category term="${escapeXml(t)}"/>`),
      '  </entry>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(channel.lang)}">
  <id>${escapeXml(home)}</id>
  <title>${escapeXml(channel.title)}</title>
  <subtitle>${escapeXml(channel.description)}</subtitle>
  <updated>${escapeXml(updated)}</updated>
  <author><name>${escapeXml(channel.author)}</name></author>
  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(channel.siteUrl, FEED_FILES.atom))}"/>
${entries.join('\n')}
</feed>
`
}

export function jsonFeed(channel: FeedChannel, sorted: FeedEntry[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: absoluteUrl(channel.siteUrl, channel.home),
    feed_url: absoluteUrl(channel.siteUrl, FEED_FILES.json),
    description: channel.description,
    language: channel.lang,
    authors: [{ name: channel.author }],
    items: sorted.map((e) => {
      const url = absoluteUrl(channel.siteUrl, e.routePath)
      return {
        id: url,
        url,
        title: e.title,
        // An item needs content_text or content_html; the feeds carry the summary, not the body.
        content_text: e.description ?? e.title,
        ...(e.description ? { summary: e.description } : {}),
        date_published: e.date,
        ...(e.tags?.length ? { tags: e.tags } : {}),
      }
    }),
  }
  return JSON.stringify(feed, null, 2) + '\n'
}

/** The three feeds by file name (relative to the output root). */
export function buildFeeds(channel: FeedChannel, entries: FeedEntry[]): Map<string, string> {
  const sorted = sortEntries(entries)
  return new Map([
    [FEED_FILES.rss.slice(1), rss(channel, sorted)],
    [FEED_FILES.atom.slice(1), atom(channel, sorted)],
    [FEED_FILES.json.slice(1), jsonFeed(channel, sorted)],
  ])
}
