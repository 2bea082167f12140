import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { CountryCode } from '@/lib/countries'

/** The country a number written without its code is read as. */
const HOME_REGION = { ao: 'AO', mz: 'MZ' } as const satisfies Record<CountryCode, string>

/** What people write in a phone number: digits, + and the usual separators. */
const PHONE_CHARACTERS = /^[+\d\s().-]{3,25}$/

/**
 * Any real phone number of any country (a customer in Luanda may well have a Portuguese mobile),
 * as libphonenumber-js's metadata knows them: country code, length and leading digits. A number
 * without a country code (+, 00 or the code itself) is read as the site's country. Returns E.164,
 * or null for anything impossible. The "min" metadata keeps the form's chunk small (about 19 kB
 * gzipped); it checks length and leading digits, which is what tells a mistyped number apart.
 */
export function internationalPhone(input: string, country: CountryCode): string | null {
  const value = input.trim()
  // libphonenumber-js also digs numbers out of free text ("call 923…"): only a bare number is one.
  if (!PHONE_CHARACTERS.test(value)) return null
  const parsed = parsePhoneNumberFromString(value.replace(/^00/, '+'), HOME_REGION[country])
  return parsed?.isValid() ? parsed.number : null
}
