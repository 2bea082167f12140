/**
 * Client islands get their interface strings one way: a `labels` prop. The server component that
 * renders an island resolves, in the page's language (and the country's wording), only the strings
 * that island shows and passes them down; the island's own `XLabels` type names each one, so a string
 * left out fails `tsc`. The page ships no dictionary, no provider and no translation code to the
 * browser (the layout's former provider put the whole language, 18 kB, 6 kB gzipped, into every
 * page's RSC data). A string with a number or a name in it travels as a template (`{{name}}`, as in
 * locales/*) that the island fills with `fill`; a count's wording travels as its plural forms
 * (`pluralForms` on the server), picked with `plural`. Both are here, without i18next, so the browser
 * loads a few lines. The one exception is the error and not-found views, which Next renders with no
 * props and no params: see layouts/StatusLabels.tsx.
 */

/** A string with `{{name}}` placeholders for the island to fill. */
export type Template = string

/** Replaces each `{{name}}` of a template with its value; a name without a value stays as written (as i18next). */
export function fill(template: Template, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A count's wording in each plural form the locale files give (`key_zero`, `key_one`, `key_other`…), `{{count}}` unfilled. */
export type Plural = Partial<Record<Intl.LDMLPluralRule | 'zero', Template>> & { other: Template }

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The wording for `count`, chosen as i18next chooses: `zero` when the count is 0 and there is one,
 * then the language's plural form, then `other`; `{{count}}` (and any other value given) filled.
 */
export function plural(
  forms: Plural,
  count: number,
  language: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  const form = (count === 0 ? forms.zero : undefined) ?? forms[rules.select(count)] ?? forms.other
  return fill(form, { ...values, count })
}
