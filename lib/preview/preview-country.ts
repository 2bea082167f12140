import { type CountryCode, isCountryCode } from '@/lib/countries'

/**
 * Live preview runs in an iframe on the admin's own address, so the Host names the admin's country.
 * The preview route records the previewed page's country in this cookie; the proxy honours it only
 * together with Next's draft-mode cookie (whose value cannot be guessed), so it changes nothing for
 * visitors.
 */
export const PREVIEW_COUNTRY_COOKIE = 'zap_preview_country'
const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Every cookie Next keeps draft (and the older preview) mode in: leaving preview clears them all. */
export const DRAFT_MODE_COOKIES = [DRAFT_MODE_COOKIE, '__next_preview_data'] as const

type Cookies = { get(name: string): { value: string } | undefined }

/** The country a draft-mode request previews, or null for every other request. */
export function previewCountry(cookies: Cookies): CountryCode | null {
  if (!cookies.get(DRAFT_MODE_COOKIE)) return null
  const value = cookies.get(PREVIEW_COUNTRY_COOKIE)?.value
  return value && isCountryCode(value) ? value : null
}

/** Whether the request is in Next's draft mode (a CMS user's live preview), whichever country it previews. */
export const isDraftRequest = (cookies: Cookies): boolean => Boolean(cookies.get(DRAFT_MODE_COOKIE))

/** The internal route /{country}/{locale}/... with the country replaced. */
export const withCountry = (internalPath: string, country: CountryCode) =>
  internalPath.replace(/^\/(ao|mz)(?=\/|$)/, `/${country}`)
