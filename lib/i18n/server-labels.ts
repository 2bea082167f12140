import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { Plural } from './labels'
import { translatorFor } from './translator'

// Server-side halves of ./labels.ts: the raw forms of a string, for islands that fill them in the browser.
// Never imported by a client island (it reads both languages' whole dictionaries).

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const

/**
 * The plural forms of `key` in one language (the country's wording first, as on the page), `{{count}}`
 * unfilled, for `plural` in the browser. `key` is the key without its `_one`/`_other` suffix.
 */
export function pluralForms(locale: Locale, key: string, country?: CountryCode): Plural {
  // Keys built at run time, which i18next's typed keys cannot name; each form read as written, in this language only.
  const t = translatorFor(locale) as unknown as (key: string, options: Record<string, unknown>) => string
  const forms: Partial<Record<(typeof PLURAL_FORMS)[number], string>> = {}
  for (const form of PLURAL_FORMS) {
    for (const candidate of country ? [`${key}_${country}_${form}`, `${key}_${form}`] : [`${key}_${form}`]) {
      // A missing key comes back as the key.
      const text = t(candidate, { fallbackLng: false, skipInterpolation: true })
      if (text !== candidate) {
        forms[form] = text
        break
      }
    }
  }
  if (forms.other === undefined) throw new Error(`No plural forms for "${key}" in ${locale}`)
  return { ...forms, other: forms.other }
}
