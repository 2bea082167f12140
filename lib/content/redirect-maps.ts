import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { redirectTarget } from '@/lib/security/redirect-target'

export type RedirectMaps = Record<CountryCode, Record<string, string>>

/** A stored redirect as the CMS returns it (country populated or not, `external` once it exists). */
export type StoredRedirect = { from: string; to: string; country?: unknown; external?: boolean | null }

const countryCode = (country: unknown): string | null =>
  typeof country === 'object' && country !== null && typeof (country as { code?: unknown }).code === 'string'
    ? (country as { code: string }).code
    : null

/**
 * Every legacy public path and its target, per country; a country's own redirect wins over one for
 * both countries. A target that is not a path on this site (nor an https:// address an administrator
 * marked external) is left out: rows saved before targets were validated are skipped, not followed.
 */
export function redirectMaps(docs: readonly StoredRedirect[]): RedirectMaps {
  const maps = Object.fromEntries(COUNTRY_CODES.map((c) => [c, {}])) as RedirectMaps
  const sorted = [...docs].sort((a, b) => Number(Boolean(b.country)) - Number(Boolean(a.country)))
  for (const doc of sorted) {
    const target = typeof doc.to === 'string' ? redirectTarget(doc.to, doc.external === true) : null
    if (!target || typeof doc.from !== 'string') continue
    const only = countryCode(doc.country)
    for (const code of COUNTRY_CODES) if (!only || only === code) maps[code][doc.from] ??= target
  }
  return maps
}
