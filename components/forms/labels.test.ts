import { describe, expect, it } from '@jest/globals'
import { formLabels } from './labels'

/** Every leaf of a labels tree as [path, value]. */
function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([name, value]) =>
    value && typeof value === 'object' ? leaves(value as object, `${prefix}${name}.`) : [[`${prefix}${name}`, value]],
  )
}

describe('a lead form’s labels', () => {
  const all = ['callback', 'newsletter', 'casting', 'coverage', 'job', 'leadFields', 'optional'] as const
  const shape = leaves(formLabels('pt', 'ao', ...all))
    .map(([path]) => path)
    .sort()

  it.each([
    ['pt', 'ao'],
    ['pt', 'mz'],
    ['en', 'ao'],
    ['en', 'mz'],
  ] as const)(
    '%s/%s: every string of the Portuguese shape, none missing, no country variant left over',
    (locale, country) => {
      const strings = leaves(formLabels(locale, country, ...all))
      expect(strings.map(([path]) => path).sort()).toEqual(shape)
      for (const [path, value] of strings) {
        expect([path, typeof value]).toEqual([path, 'string'])
        // translate gives a missing key back as the key itself.
        expect([path, value]).not.toEqual([path, `forms.${path}`])
        expect(path).not.toMatch(/_(ao|mz)$/)
      }
    },
  )

  it('carries only the shared parts and the form’s own section', () => {
    const labels = formLabels('pt', 'ao', 'casting')
    expect(Object.keys(labels).sort()).toEqual(
      [
        'acceptTermsBefore',
        'casting',
        'errors',
        'failure',
        'locale',
        'required',
        'sending',
        'success',
        'termsLink',
      ].sort(),
    )
    expect(labels.locale).toBe('pt')
  })

  it('gives each country its own example number and e-mail address, in both languages', () => {
    expect(formLabels('pt', 'ao', 'callback').callback.phoneHint).toContain('+244')
    expect(formLabels('pt', 'mz', 'callback').callback.phoneHint).toContain('+258')
    expect(formLabels('en', 'mz', 'newsletter').newsletter.placeholder).toMatch(/\.co\.mz$/)
    expect(formLabels('en', 'ao', 'newsletter').errors.newsletterEmail).toContain('.co.ao.')
    expect(formLabels('pt', 'mz').errors.email).toContain('.co.mz.')
  })
})
