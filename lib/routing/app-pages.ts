import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { unsubscribeRoute, unsubscribeStepAt } from '@/lib/newsletter/unsubscribe-paths'

/**
 * The few public pages the app renders itself rather than the CMS: the newsletter's unsubscribe
 * steps (lib/newsletter/unsubscribe-paths.ts). For a path (without the `/en` prefix) that is one of
 * them, the internal route that renders it; null for every other path, which is a CMS page's.
 */
export function appPageRoute(country: CountryCode, locale: Locale, path: string): string | null {
  const step = unsubscribeStepAt(locale, path)
  return step ? unsubscribeRoute(country, locale, step) : null
}
