import { parseInteger, type Base } from '../../../src/tools/binary-converter/parse'

/** What parseInteger reads: the value (`value`) or the error (`error`); anything else throws. */
export const value = (input: string, base: Base, allowSign = false) => {
  const r = parseInteger(input, base, { allowSign })
  if (!r.ok || r.empty) throw new Error(`expected a value for ${input}: ${JSON.stringify(r)}`)
  return r.value
}
export const error = (input: string, base: Base, allowSign = false) => {
  const r = parseInteger(input, base, { allowSign })
  if (r.ok) throw new Error(`expected an error for ${input}`)
  return r.error
}
