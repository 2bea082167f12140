/**
 * The same rule on libphonenumber-js's core with metadata passed in. bench/libraries.mjs builds it
 * with the metadata cut down to the two countries the forms accept (Angola, Mozambique), the
 * smallest this library can be. Only bench/libraries.mjs builds it.
 */
import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/metadata.min.json'

const REGION = { ao: 'AO', mz: 'MZ' } as const

export function normalizePhone(input: string, country: keyof typeof REGION): string | null {
  const value = input.trim()
  if (!/^[+\d\s().-]{6,25}$/.test(value)) return null
  const parsed = parsePhoneNumberFromString(value.replace(/^00/, '+'), REGION[country], metadata as MetadataJson)
  return parsed?.isValid() && parsed.country === REGION[country] ? parsed.number : null
}
