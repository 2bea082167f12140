import { createHmac, timingSafeEqual } from 'node:crypto'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales'

/** Whose newsletter a link ends: an address in one country's site, and the language to respond in. */
export type UnsubscribeClaims = { country: CountryCode; locale: Locale; email: string }

/** The signing key, derived from the CMS secret as the jobs ticker's token is (server/jobs-runner.mjs). */
const signingKey = (secret: string) => createHmac('sha256', secret).update('zap:newsletter/unsubscribe').digest()

const sign = (payload: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest('base64url')

const CLAIMS = /^(ao|mz):(pt|en):([^\s]{3,254})$/

/**
 * The token of an unsubscribe link: the country, language and address (base64url), a dot, and their
 * HMAC-SHA256. It never expires, since a newsletter read years later must still end the
 * subscription; it stops working only if PAYLOAD_SECRET changes. It names the address, not a row:
 * row ids can be reused once rows are deleted, an address cannot become someone else's.
 */
export function unsubscribeToken({ country, locale, email }: UnsubscribeClaims, secret: string): string {
  const payload = Buffer.from(`${country}:${locale}:${email}`, 'utf8').toString('base64url')
  return `${payload}.${sign(payload, secret)}`
}

function decode(token: string): { payload: string; signature: string; claims: UnsubscribeClaims | null } | null {
  if (token.length > 600) return null
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const match = CLAIMS.exec(Buffer.from(payload, 'base64url').toString('utf8'))
  const [, country, locale, email] = match ?? []
  const claims = isCountryCode(country) && isLocale(locale) && email ? { country, locale, email } : null
  return { payload, signature, claims }
}

/** The claims of a token this site signed with `secret`, or null for anything else (forged, altered, cut short). */
export function verifyUnsubscribeToken(token: unknown, secret: string): UnsubscribeClaims | null {
  if (typeof token !== 'string') return null
  const decoded = decode(token)
  if (!decoded?.claims) return null
  const given = Buffer.from(decoded.signature)
  const expected = Buffer.from(sign(decoded.payload, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? decoded.claims : null
}

/**
 * The language to tell someone that their link does not work: the one the token claims when it can
 * be read at all (a word of the language is all an unverified token may decide), else Portuguese.
 */
export function claimedLocale(token: unknown): Locale {
  return (typeof token === 'string' && decode(token)?.claims?.locale) || DEFAULT_LOCALE
}
