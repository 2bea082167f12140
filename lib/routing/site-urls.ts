import { environment, type Env } from '@/lib/config/env'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'

/** Each country's public address (SITE_URL_AO, SITE_URL_MZ); the local defaults let both run on one machine. */
export function siteUrls(env: Env = environment()): Record<CountryCode, URL> {
  return { ao: new URL(env.SITE_URL_AO), mz: new URL(env.SITE_URL_MZ) }
}

/** The country whose page is the x-default of a page both countries have (hreflang links, sitemaps). */
export function defaultCountry(env: Env = environment()): CountryCode {
  return env.DEFAULT_COUNTRY
}

/**
 * A Host header read the way the edge (nginx) reads it: the name lower-cased, without one trailing
 * dot, and an optional port of digits. Null for anything else (no name, an empty, non-numeric or
 * second port, characters no host name has).
 */
export function parseHost(host: string | null | undefined): { hostname: string; port: string } | null {
  const match = /^([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)\.?(?::(\d{1,5}))?$/i.exec((host ?? '').trim())
  return match ? { hostname: match[1]!.toLowerCase(), port: match[2] ?? '' } : null
}

/**
 * The country whose configured address the Host header names (the same name on another port too:
 * tests serve both countries on :3100); null for any other or unreadable host, which the caller
 * refuses. There is no fallback country: an edge or CDN keys its copies on the host it reads, and
 * a page of one country served for a host the app could not read would be stored under the other
 * country's key.
 */
export function countryForHost(host: string | null | undefined, env: Env = environment()): CountryCode | null {
  const parsed = parseHost(host)
  if (!parsed) return null
  const urls = siteUrls(env)
  const wanted = parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname
  for (const code of COUNTRY_CODES) {
    if (urls[code].host === wanted) return code
  }
  for (const code of COUNTRY_CODES) {
    if (urls[code].hostname === parsed.hostname) return code
  }
  return null
}

/**
 * The country of a request the proxy has let through: it responds to every host no country has
 * with 421 itself (proxy.ts), so reaching this with one is a bug, reported as an error rather than
 * served with some country's content.
 */
export function countryOfServedHost(host: string | null | undefined): CountryCode {
  const country = countryForHost(host)
  if (!country) throw new Error('a request for a host no country has passed the proxy')
  return country
}
