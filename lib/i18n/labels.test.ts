import { describe, expect, it } from '@jest/globals'
import { resources } from './config'
import { fill, plural } from './labels'
import { pluralForms } from './server-labels'
import { translatorFor } from './translator'
import type { Strings } from './translate'

/** Every key of a strings tree that has plural forms, without its suffix. */
function pluralKeys(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([name, value]) =>
    typeof value === 'string'
      ? /_(one|other)$/.test(name)
        ? [`${prefix}${name.replace(/_(one|other)$/, '')}`]
        : []
      : pluralKeys(value, `${prefix}${name}.`),
  )
}

describe('labels: what islands get instead of a dictionary', () => {
  for (const locale of ['pt', 'en'] as const) {
    // Keys come from walking the JSON, not from literals, so i18next's typed-key signature does not apply.
    const t = translatorFor(locale) as unknown as (key: string, options?: Record<string, unknown>) => string
    const keys = [...new Set(pluralKeys(resources[locale].common as Strings))]

    it(`${locale}: a count's forms picked in the browser read as i18next's`, () => {
      expect(keys).toEqual(expect.arrayContaining(['channelList.count', 'support.faq.found']))
      for (const key of keys) {
        const forms = pluralForms(locale, key)
        for (const count of [0, 1, 2, 5, 12, 1000]) {
          expect([key, count, plural(forms, count, locale)]).toEqual([key, count, t(key, { count })])
        }
      }
    })

    it(`${locale}: a template resolved on the server keeps its placeholder, and fill gives i18next's text`, () => {
      const template = t('tvGuide.position', { number: '{{number}}' })
      expect(template).toContain('{{number}}')
      expect(fill(template, { number: 12 })).toBe(t('tvGuide.position', { number: 12 }))
      expect(fill(template, {})).toBe(template)
    })
  }

  it('a missing plural key is refused on the server, not shown as its key', () => {
    expect(() => pluralForms('pt', 'no.such.count')).toThrow(/no\.such\.count/)
  })
})
