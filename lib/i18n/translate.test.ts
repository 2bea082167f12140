import { createInstance } from 'i18next'
import { resources } from './config'
import { translate, type Strings } from './translate'

/** Every leaf key of a strings tree, plural suffixes stripped (the key callers pass). */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}${name}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, `${prefix}${name}.`),
  )
}

// Values for every {{name}} the strings use; counts cover zero, one and many.
const values: Record<string, unknown> = {
  title: 'T',
  month: 'março',
  from: 'A',
  to: 'B',
  n: 3,
  number: '+244 923',
  minutes: 5,
  index: 2,
  hours: 1,
  year: 2026,
  total: 7,
  times: 'x',
  status: 'S',
  size: '2 MB',
  period: 'P',
  page: 4,
  label: 'L',
  format: 'PDF',
  day: 'seg',
  days: 9,
  country: 'Angola',
  company: 'ZAP',
  city: 'Luanda',
  channel: 'C',
}

describe('translate (behind the islands’ labels) resolves like i18next', () => {
  for (const language of ['pt', 'en'] as const) {
    const i18next = createInstance()
    void i18next.init({
      lng: language,
      resources,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    const strings = resources[language].common as Strings
    const keys = [...new Set(keysOf(strings))]
    // Keys here come from walking the JSON, not from literals, so i18next's typed-key signature does not apply.
    const reference = i18next.t.bind(i18next) as unknown as (key: string, options?: Record<string, unknown>) => string

    it(`${language}: every key, with and without options`, () => {
      expect(keys.length).toBeGreaterThan(100)
      for (const key of keys) {
        for (const options of [
          undefined,
          values,
          { ...values, count: 0 },
          { ...values, count: 1 },
          { ...values, count: 12 },
          // The site's country as context: Mozambique's own wording where a key has one, else the key's.
          { ...values, context: 'ao' },
          { ...values, context: 'mz' },
          { ...values, context: 'mz', count: 0 },
          { ...values, context: 'mz', count: 12 },
        ]) {
          expect([key, options?.count, translate(strings, language, key, options)]).toEqual([
            key,
            options?.count,
            reference(key, options),
          ])
        }
      }
    })

    it(`${language}: the call-back's phone hint and the e-mail examples follow the country`, () => {
      for (const key of ['forms.callback.phoneHint', 'forms.newsletter.placeholder', 'forms.errors.email']) {
        expect(translate(strings, language, key, { context: 'mz' })).toBe(reference(key, { context: 'mz' }))
      }
      // The newsletter's e-mail example and its message name the country's own domain, in both languages.
      for (const country of ['ao', 'mz']) {
        expect(translate(strings, language, 'forms.newsletter.placeholder', { context: country })).toMatch(
          new RegExp(`@\\w+\\.co\\.${country}$`),
        )
        expect(translate(strings, language, 'forms.errors.newsletterEmail', { context: country })).toContain(
          `.co.${country}.`,
        )
      }
      if (language === 'pt') {
        expect(translate(strings, language, 'forms.callback.phoneHint', { context: 'mz' })).toContain('+258')
        expect(translate(strings, language, 'forms.callback.phoneHint', { context: 'ao' })).toContain('+244')
        expect(translate(strings, language, 'forms.newsletter.placeholder', { context: 'mz' })).toBe(
          'nome@exemplo.co.mz',
        )
      }
    })

    it(`${language}: a missing key comes back as the key`, () => {
      expect(translate(strings, language, 'no.such.key')).toBe(reference('no.such.key'))
    })
  }
})
