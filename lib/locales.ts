/** Interface and content languages: Portuguese is the default and has no path prefix. */
export const LOCALES = ['pt', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'pt'

export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/locale-cookie.mjs'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
