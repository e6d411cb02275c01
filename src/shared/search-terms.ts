/**
 * The terms of the sharded search index, shared by the build (which writes the postings) and
 * the browser (which looks them up). Pure; works on normalized text (normalize-text.ts).
 *
 * Text is cut into runs of three kinds:
 *   han     Han characters. Indexed by every character and every pair of neighbours, so that a
 *           substring of any length is found without a segmenter: `段简` in `一段简单的`.
 *   word    letters of other scripts, digits and `_`: identifiers, option names, English words.
 *   symbol  anything else that is not white space: `-`, `=`, `::`, `->`, `();`.
 * A word or symbol run is indexed whole (a token); the site's tokens are listed in the
 * vocabulary file, where the browser finds those a query's run can be part of.
 */

export type RunKind = 'han' | 'word' | 'symbol'

export interface Run {
  kind: RunKind
  text: string
  /** Offset of the run in the text it was cut from. */
  at: number
}

const HAN = /\p{Script=Han}/u
const WORD = /[\p{L}\p{N}_]/u
const SPACE = /\s/u

/** Whether `s` holds a Han character. */
export function isHan(s: string): boolean {
  return HAN.test(s)
}

function kindOf(ch: string): RunKind | null {
  if (SPACE.test(ch)) return null
  if (HAN.test(ch)) return 'han'
  return WORD.test(ch) ? 'word' : 'symbol'
}

/** Per UTF-16 unit (outside surrogate pairs): 0 not yet known, 1 space, 2 han, 3 word, 4 symbol. */
const unitKind = new Uint8Array(0x10000)
const KINDS: (RunKind | null)[] = [null, null, 'han', 'word', 'symbol']

/** The runs of `text` in order. Code points outside the BMP are classified one by one. */
export function runsOf(text: string): Run[] {
  const out: Run[] = []
  let kind: RunKind | null = null
  let start = 0
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i)
    let k: RunKind | null
    let width = 1
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      width = 2
      k = kindOf(text.slice(i, i + 2))
    } else {
      let u = unitKind[c]
      if (u === 0) {
        const kk = kindOf(String.fromCharCode(c))
        u = unitKind[c] = kk === null ? 1 : kk === 'han' ? 2 : kk === 'word' ? 3 : 4
      }
      k = KINDS[u]
    }
    if (k !== kind) {
      if (kind) out.push({ kind, text: text.slice(start, i), at: start })
      kind = k
      start = i
    }
    i += width
  }
  if (kind) out.push({ kind, text: text.slice(start), at: start })
  return out
}

/** The characters of a Han run (code points, not UTF-16 units). */
const chars = (s: string) => Array.from(s)

/**
 * Calls `term(t, token)` for every term of a normalized text: Han characters and pairs
 * (`token` false), and whole word and symbol tokens (`token` true). Repeats are not removed.
 */
export function eachTerm(normalized: string, term: (t: string, token: boolean) => void): void {
  for (const r of runsOf(normalized)) {
    if (r.kind !== 'han') {
      term(r.text, true)
      continue
    }
    const cs = chars(r.text)
    for (let i = 0; i < cs.length; i++) {
      term(cs[i], false)
      if (i + 1 < cs.length) term(cs[i] + cs[i + 1], false)
    }
  }
}

/** Every term of a normalized text (eachTerm), once. */
export function termsOf(normalized: string): Set<string> {
  const out = new Set<string>()
  eachTerm(normalized, (t) => out.add(t))
  return out
}

/**
 * The Han terms that must all be in a unit for a Han run of a query to be there: the character
 * of a one-character run, else pairs covering the run (every other pair and the last one: enough
 * to rule out most units; the text itself settles the rest).
 */
export function hanTerms(run: string): string[] {
  const cs = chars(run)
  if (cs.length === 1) return cs
  const out: string[] = []
  for (let i = 0; i + 1 < cs.length; i += 2) out.push(cs[i] + cs[i + 1])
  if (cs.length % 2 === 1) out.push(cs[cs.length - 2] + cs[cs.length - 1])
  return out
}

/** How a query's word or symbol run must sit in a token of the text. */
export type TokenFit = 'equal' | 'prefix' | 'suffix' | 'inside'

/**
 * The fit of a run in the keyword it was cut from. A run with anything before it (another run or
 * a space of a quoted phrase) starts a token of the text: in `-fsanitize`, `fsanitize` follows
 * `-`, so the text's token begins with it. One with anything after it ends a token. With both,
 * the token is the run itself; with neither, the run may be anywhere inside a token (`taskcreat`).
 */
export function tokenFit(keyword: string, run: Run): TokenFit {
  const before = run.at > 0
  const after = run.at + run.text.length < keyword.length
  return before && after ? 'equal' : before ? 'prefix' : after ? 'suffix' : 'inside'
}

export function fits(token: string, run: string, fit: TokenFit): boolean {
  switch (fit) {
    case 'equal':
      return token === run
    case 'prefix':
      return token.startsWith(run)
    case 'suffix':
      return token.endsWith(run)
    default:
      return token.includes(run)
  }
}

/** Tokens are sharded by their first characters: `epoll`, `epoll_wait`, `epoll_ctl` are in one shard. */
export const TOKEN_SHARD_PREFIX = 3

/**
 * The shard a term's postings are in: FNV-1a over the UTF-16 units of the term (a Han term) or of
 * its first TOKEN_SHARD_PREFIX characters (a token), modulo the shard count. The tokens a query
 * word begins are then in one shard, not in as many as there are tokens.
 */
export function shardOf(term: string, shards: number): number {
  const key = HAN.test(term) ? term : term.slice(0, TOKEN_SHARD_PREFIX)
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) % shards
}
