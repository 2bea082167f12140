/**
 * The lead forms' phone rule on libphonenumber-js with its "min" metadata (every country): a number
 * of the site's country, with or without its prefix, in E.164, or null. Only bench/libraries.mjs
 * builds it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

const REGION = { ao: 'AO', mz: 'MZ' } as const

export function normalizePhone(input: string, country: keyof typeof REGION): string | null {
  const value = input.trim()
  if (!/^[+\d\s().-]{6,25}$/.test(value)) return null
  const parsed = parsePhoneNumberFromString(value.replace(/^00/, '+'), REGION[country])
  return parsed?.isValid() && parsed.country === REGION[country] ? parsed.number : null
}
