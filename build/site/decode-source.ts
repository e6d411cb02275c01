import { isUtf8 } from 'node:buffer'
import type { Diagnostic, Place } from '../diagnostics.ts'

export type BadByte = Place & { byte: number }

/**
 * Decodes a page file as UTF-8, the one encoding the site reads. Node's `readFileSync(f, 'utf8')`
 * would turn the bytes of a GBK file into U+FFFD without a word; this says where the first byte
 * that is not UTF-8 sits instead:
 *
 *   "# 标题\n\nab \xd6\xd0\xce\xc4"  →  { text, invalid: { line: 3, column: 4, byte: 0xd6 } }
 *
 * A byte-order mark is kept, as `readFileSync` keeps it.
 */
export function decodeSource(bytes: Uint8Array): { text: string; invalid?: BadByte } {
  // Nearly every file is UTF-8: Node checks and decodes it without a decoder per file or a scan
  // of the text (a dev start reads every page).
  if (isUtf8(bytes)) return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') }
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  // Before the first bad byte every character is valid, so its UTF-8 length says where the next
  // one starts. A U+FFFD there that is not the bytes EF BF BD stands for a bad byte.
  let offset = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.codePointAt(i)!
    if (c === 0xfffd && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) {
      const before = text.slice(0, i).replace(/^\uFEFF/, '')
      return { text, invalid: { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n'), byte: bytes[offset] } }
    }
    offset += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
    if (c > 0xffff) i++
  }
  return { text }
}

export function encodingDiagnostic(file: string, at: BadByte): Diagnostic {
  return {
    file,
    line: at.line,
    column: at.column,
    reason: `file is not valid UTF-8 (byte 0x${at.byte.toString(16).toUpperCase().padStart(2, '0')})`,
    hint: 'Save the file as UTF-8; in VS Code, "Reopen with Encoding" → GBK (or what it was written in), then "Save with Encoding" → UTF-8.',
    rule: 'site/encoding',
    fatal: true,
  }
}
