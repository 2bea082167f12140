import { COUNTRY_CODES } from '@/lib/countries'
import { email } from '@/lib/forms/fields'
import { internationalPhone } from '@/lib/forms/international-phone'
import { normalizePhone } from '@/lib/forms/phone'

/**
 * Whom an administrator looks for in /admin → Privacy: an e-mail address, or a phone number as the
 * E.164 forms it can stand for. Leads store what the forms normalised (lib/forms/fields.ts): the
 * e-mail trimmed and in lower case, the phone in E.164, a number typed without its country code
 * read as the site's (+244 in Angola, +258 in Mozambique). So "923 456 789", "+244 923 456 789" and
 * "00244923456789" all name +244923456789, and a number both countries could own names both.
 */
export type PersonIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phones: string[] }

/** The longest input read: an e-mail address's limit (a phone number is far shorter). */
const MAX_LENGTH = 254

/** The identifier an administrator typed, normalised by the forms' own rules; null when it is neither. */
export function parseIdentifier(input: unknown): PersonIdentifier | null {
  if (typeof input !== 'string') return null
  const value = input.trim()
  if (value === '' || value.length > MAX_LENGTH) return null
  if (value.includes('@')) {
    const parsed = email().safeParse(value)
    return parsed.success ? { kind: 'email', email: parsed.data } : null
  }
  const phones = new Set<string>()
  for (const country of COUNTRY_CODES) {
    // The national rules of the forms that ask for a local number, then any country's number as the
    // call-back and sign-up forms take it.
    for (const normalised of [normalizePhone(value, country), internationalPhone(value, country)])
      if (normalised) phones.add(normalised)
  }
  return phones.size > 0 ? { kind: 'phone', phones: [...phones].sort() } : null
}

/** The stored values that belong to this person: the e-mail, or each E.164 number it can stand for. */
export const storedValues = (identifier: PersonIdentifier): string[] =>
  identifier.kind === 'email' ? [identifier.email] : identifier.phones
