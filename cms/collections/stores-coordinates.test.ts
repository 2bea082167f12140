import { describe, expect, it } from '@jest/globals'
import type { Field, NumberField } from 'payload'

// The collection is only read here: Payload's runtime (loaded through its hooks) pulls in ES-module-only
// packages Jest cannot load, and nothing here calls it, so every export is a stub (as admin-labels.test.ts).
jest.mock(
  'payload',
  () =>
    new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key as '__esModule'] : class {}) }),
)

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mock above, synchronously
const { Stores } = require('./Stores') as typeof import('./Stores')

/** A field of the collection by name, looking inside rows. */
function fieldNamed(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'row') {
      const found = fieldNamed(field.fields, name)
      if (found) return found
    }
  }
  return undefined
}

type Validate = (value: unknown, options: { req: unknown; siblingData: unknown }) => true | string
const validator = (name: 'latitude' | 'longitude') => {
  const field = fieldNamed(Stores.fields, name) as NumberField
  expect(field.type).toBe('number')
  return field.validate as unknown as Validate
}
const admin = (language: 'pt' | 'en') => ({ i18n: { language } })

describe('a store’s coordinates in the CMS', () => {
  it('has a neighbourhood, and a latitude and longitude side by side with their ranges', () => {
    expect(fieldNamed(Stores.fields, 'neighbourhood')?.type).toBe('text')
    expect(fieldNamed(Stores.fields, 'latitude')).toMatchObject({ min: -90, max: 90 })
    expect(fieldNamed(Stores.fields, 'longitude')).toMatchObject({ min: -180, max: 180 })
  })

  it('accepts both in range, or neither', () => {
    const siblingData = { latitude: -25.96, longitude: 32.46 }
    expect(validator('latitude')(-25.96, { req: admin('pt'), siblingData })).toBe(true)
    expect(validator('longitude')(32.46, { req: admin('pt'), siblingData })).toBe(true)
    expect(validator('latitude')(null, { req: admin('pt'), siblingData: {} })).toBe(true)
  })

  it('refuses a latitude out of range, in the admin’s language', () => {
    const siblingData = { latitude: 125.96, longitude: 32.46 }
    expect(validator('latitude')(125.96, { req: admin('pt'), siblingData })).toMatch(/latitude vai de -90 a 90/)
    expect(validator('latitude')(125.96, { req: admin('en'), siblingData })).toMatch(/latitude goes from -90 to 90/)
    expect(validator('longitude')(-190, { req: admin('en'), siblingData: { latitude: 1 } })).toMatch(
      /longitude goes from -180 to 180/,
    )
  })

  it('refuses one without the other, on the field that is missing or given alone', () => {
    expect(validator('longitude')(null, { req: admin('pt'), siblingData: { latitude: -8.84 } })).toMatch(
      /latitude e a longitude, ou deixe as duas vazias/,
    )
    expect(validator('latitude')(-8.84, { req: admin('en'), siblingData: { latitude: -8.84 } })).toMatch(
      /both the latitude and the longitude/,
    )
  })
})
