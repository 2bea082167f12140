import { COUNTRY_CODES, type CountryCode, isCountryCode } from '@/lib/countries'

/** Each country's public address; local defaults let both run on one machine. */
export function siteUrls(env: Record<string, string | undefined> = process.env): Record<CountryCode, URL> {
  return {
    ao: new URL(env.SITE_URL_AO || 'http://localhost:3000'),
    mz: new URL(env.SITE_URL_MZ || 'http://mz.localhost:3000'),
  }
}

export function defaultCountry(env: Record<string, string | undefined> = process.env): CountryCode {
  return isCountryCode(env.DEFAULT_COUNTRY) ? env.DEFAULT_COUNTRY : 'ao'
}

/** The country whose configured host matches the request's Host header; unknown hosts get the default. */
export function countryForHost(
  host: string | null | undefined,
  env: Record<string, string | undefined> = process.env,
): CountryCode {
  const wanted = (host ?? '').trim().toLowerCase()
  const urls = siteUrls(env)
  for (const code of COUNTRY_CODES) {
    if (urls[code].host === wanted) return code
  }
  // Same hostname on another port (e.g. tests on :3100) still identifies the country.
  const hostname = wanted.replace(/:\d+$/, '')
  for (const code of COUNTRY_CODES) {
    if (urls[code].hostname === hostname) return code
  }
  return defaultCountry(env)
}
