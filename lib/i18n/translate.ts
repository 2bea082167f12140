/** A language's strings: the nested JSON of locales/{lang}/common.json. */
export type Strings = { readonly [key: string]: string | Strings }

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  return rules.select(count)
}

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function withCount(
  strings: Strings,
  language: string,
  key: string,
  options?: Record<string, unknown>,
): string | undefined {
  const count = options?.count
  let text: string | undefined
  if (typeof count === 'number') {
    if (count === 0) text = lookup(strings, `${key}_zero`)
    text ??= lookup(strings, `${key}_${pluralForm(language, count)}`)
  }
  return text ?? lookup(strings, key)
}

/**
 * The subset of i18next's `t` behind the server-side labels (a lead form's strings with the country's
 * wording, a count's plural forms), in a few lines: dotted keys, `{{name}}`
 * interpolation without escaping (React escapes), plurals by `count` (`_zero` first when the
 * count is 0, then the language's Intl plural form, then the bare key), and `context` (`key_{context}`
 * with its plurals first, then the key without it), which gives a country its own wording. A missing key returns the
 * key, as i18next does. Checked against i18next itself over every string in translate.test.ts.
 */
export function translate(strings: Strings, language: string, key: string, options?: Record<string, unknown>): string {
  const context = options?.context
  const text =
    (typeof context === 'string' && context ? withCount(strings, language, `${key}_${context}`, options) : undefined) ??
    withCount(strings, language, key, options)
  if (text === undefined) return key
  if (!options) return text
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  )
}
