import { describe, expect, it } from '@jest/globals'
import { illustrativeAreaRows } from './illustrative'

describe('illustrative coverage areas in Content health', () => {
  it('counts each country’s illustrative areas in one row that links to their list', () => {
    const rows = illustrativeAreaRows([
      { country: 'ao', illustrative: true },
      { country: 'ao', illustrative: true },
      { country: 'ao', illustrative: false },
      { country: 'mz', illustrative: true },
      { country: 'ao', illustrative: true },
    ])
    expect(rows.map((row) => [row.country, row.value, row.kind, row.collection])).toEqual([
      ['ao', '3', 'illustrative-data', 'coverage-areas'],
      ['mz', '1', 'illustrative-data', 'coverage-areas'],
    ])
    expect(rows[0]!.list).toBe('?where[illustrative][equals]=true')
  })

  it('has no row once every area of a country is real', () => {
    expect(illustrativeAreaRows([{ country: 'ao', illustrative: false }, { country: 'ao' }])).toEqual([])
  })
})
