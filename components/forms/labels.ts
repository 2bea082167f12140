import type { CountryCode } from '@/lib/countries'
import { resources } from '@/lib/i18n/config'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import type common from '@/locales/pt/common.json'

/** A strings tree without its country variants (`key_ao`, `key_mz`): those are resolved into `key`. */
type Resolved<T> = {
  [K in keyof T as K extends `${string}_${CountryCode}` ? never : K]: T[K] extends string ? string : Resolved<T[K]>
}

type AllFormStrings = Resolved<(typeof common)['forms']>

/** The parts of forms.* every lead form shows: field messages, outcomes, "required", the terms box. */
const SHARED = ['errors', 'failure', 'success', 'sending', 'required', 'acceptTermsBefore', 'termsLink'] as const

/**
 * The other parts of forms.* a form may ask for: its own (its fields' labels and hints), and `leadFields`
 * and `optional` for the forms built of the shared contact fields (ContactFields.tsx).
 */
export type FormSection = Exclude<keyof AllFormStrings, (typeof SHARED)[number]>

/**
 * A lead form's strings (forms.* in locales/*, typed by the Portuguese file), in the page's language
 * with the country's wording (its example numbers and e-mail addresses), and the page's language, to
 * which the form posts and which terms page it links to. Field messages are keys under forms.errors
 * (lib/forms/messages.ts), looked up in `errors`.
 */
export type FormLabels<S extends FormSection = never> = Pick<AllFormStrings, (typeof SHARED)[number] | S> & {
  locale: Locale
}

/** A strings tree: the nested JSON of locales/{lang}/common.json. */
type Strings = { readonly [key: string]: string | Strings }

/** A translation function for keys built at run time (walking the JSON), which i18next's typed keys cannot name. */
type Translate = (key: string, options: { context: CountryCode }) => string

/** Every string under `prefix` of a strings tree, resolved for the country, country variants dropped. */
function resolveTree(t: Translate, country: CountryCode, prefix: string, node: Strings): Strings {
  return Object.fromEntries(
    Object.entries(node)
      .filter(([name]) => !/_(ao|mz)$/.test(name))
      .map(([name, value]) => [
        name,
        typeof value === 'string'
          ? t(`${prefix}${name}`, { context: country })
          : resolveTree(t, country, `${prefix}${name}.`, value),
      ]),
  )
}

/**
 * A form's labels, resolved on the server (lib/i18n/labels.ts): the shared parts and the form's own
 * sections, nothing else of the dictionary.
 */
export function formLabels<S extends FormSection>(
  locale: Locale,
  country: CountryCode,
  ...sections: S[]
): FormLabels<S> {
  const forms = resources[locale].common.forms as Strings
  const t = translatorFor(locale) as unknown as Translate
  const picked = Object.fromEntries(
    [...SHARED, ...sections].map((name) => {
      const value = forms[name]!
      return [
        name,
        typeof value === 'string'
          ? t(`forms.${name}`, { context: country })
          : resolveTree(t, country, `forms.${name}.`, value),
      ]
    }),
  )
  // The shape is the Portuguese file's forms.* for these sections, in either language (./labels.test.ts
  // checks that both languages and countries give every key), so the strings tree narrows to it.
  return { ...(picked as unknown as Omit<FormLabels<S>, 'locale'>), locale } as FormLabels<S>
}
