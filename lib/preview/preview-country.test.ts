import { describe, expect, it } from '@jest/globals'
import { PREVIEW_COUNTRY_COOKIE, previewCountry, withCountry } from './preview-country'

const jar = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
})

describe('preview country', () => {
  it('is honoured only with the draft-mode cookie', () => {
    expect(previewCountry(jar({ [PREVIEW_COUNTRY_COOKIE]: 'mz' }))).toBeNull()
    expect(previewCountry(jar({ [PREVIEW_COUNTRY_COOKIE]: 'mz', __prerender_bypass: 'x' }))).toBe('mz')
  })

  it('ignores anything but a country code', () => {
    expect(previewCountry(jar({ [PREVIEW_COUNTRY_COOKIE]: '../admin', __prerender_bypass: 'x' }))).toBeNull()
  })

  it('replaces the country of the internal route', () => {
    expect(withCountry('/ao/pt/a-zap', 'mz')).toBe('/mz/pt/a-zap')
    expect(withCountry('/ao/en', 'mz')).toBe('/mz/en')
    expect(withCountry('/ao/pt/aonde', 'mz')).toBe('/mz/pt/aonde')
  })
})
