/**
 * Postings as text: a term's `[page, mask, page, mask, …]` list (search.ts `Shard`) written as
 * one string of variable-length numbers, 5 bits to a character, lowest bits first. A character
 * of the first half of the alphabet ends a number; one of the second half says more follow.
 * Page ids are written as the gap from the previous entry. A JSON string of these is about a
 * third of the size of the same numbers as a JSON array, and is read with one loop.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ-_.~!*'
const VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i

function writeNumber(n: number, out: string[]): void {
  while (n >= 32) {
    out.push(ALPHABET[32 + (n % 32)])
    n = Math.floor(n / 32)
  }
  out.push(ALPHABET[n])
}

/** `list`: page ids (ascending) and masks, alternating. */
export function encodePostings(list: readonly number[]): string {
  const out: string[] = []
  let last = 0
  for (let i = 0; i < list.length; i += 2) {
    writeNumber(list[i] - last, out)
    writeNumber(list[i + 1] >>> 0, out)
    last = list[i]
  }
  return out.join('')
}

/** The page ids and masks of an encoded list, alternating; throws on a character not of the alphabet. */
export function decodePostings(s: string): number[] {
  const out: number[] = []
  let n = 0
  let scale = 1
  let last = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    const v = c < 128 ? VALUE[c] : -1
    if (v < 0) throw new Error(`postings: unexpected character ${JSON.stringify(s[i])} at ${i}`)
    if (v >= 32) {
      n += (v - 32) * scale
      scale *= 32
      continue
    }
    n += v * scale
    if (out.length % 2 === 0) n = last += n
    out.push(n)
    n = 0
    scale = 1
  }
  if (scale !== 1) throw new Error('postings: the last number is cut short')
  return out
}
