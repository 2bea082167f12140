import { describe, expect, it } from '@jest/globals'
import { addMonths, currentMonth, monthLabel } from './month'

describe('currentMonth', () => {
  it('is the month where the visitor lives, not on the server clock', () => {
    // 23:30 UTC on 31 January is already 1 February in Luanda (UTC+1) and Maputo (UTC+2).
    const lateJanuaryUtc = new Date('2026-01-31T23:30:00Z')
    expect(currentMonth('ao', lateJanuaryUtc)).toBe('2026-02')
    expect(currentMonth('mz', lateJanuaryUtc)).toBe('2026-02')
    // 22:30 UTC is 23:30 in Luanda (still January) but 00:30 in Maputo.
    const evening = new Date('2026-01-31T22:30:00Z')
    expect(currentMonth('ao', evening)).toBe('2026-01')
    expect(currentMonth('mz', evening)).toBe('2026-02')
  })
})

describe('addMonths', () => {
  it.each([
    ['2026-03', 1, '2026-04'],
    ['2025-12', 1, '2026-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', 14, '2027-07'],
  ] as const)('%s + %i = %s', (month, count, expected) => expect(addMonths(month, count)).toBe(expected))

  it('refuses what is not a month', () => expect(() => addMonths('2026-13', 1)).toThrow('YYYY-MM'))
})

describe('monthLabel', () => {
  it('names the month in the language', () => {
    expect(monthLabel('2026-03', 'pt')).toBe('março de 2026')
    expect(monthLabel('2026-12', 'en')).toBe('December 2026')
  })

  it('leaves a bad value as it is', () => expect(monthLabel('março', 'pt')).toBe('março'))
})
