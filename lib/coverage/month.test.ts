import { describe, expect, it } from '@jest/globals'
import { dateOfMonth, isMonth, monthOfDate } from './month'

describe('coverage months', () => {
  it('reads the month a stored date falls in where the country lives', () => {
    // What the admin's month picker stores for March 2027 in Luanda (UTC+1) and Maputo (UTC+2).
    expect(monthOfDate('2027-02-28T23:00:00.000Z', 'ao')).toBe('2027-03')
    expect(monthOfDate('2027-02-28T22:00:00.000Z', 'mz')).toBe('2027-03')
    expect(monthOfDate('2027-02-28T22:00:00.000Z', 'ao')).toBe('2027-02')
    expect(monthOfDate(null, 'ao')).toBeNull()
    expect(monthOfDate('not a date', 'ao')).toBeNull()
  })

  it('stores a month as a date that reads back as the same month in both countries', () => {
    expect(dateOfMonth('2027-03')).toBe('2027-03-01T12:00:00.000Z')
    for (const country of ['ao', 'mz'] as const) expect(monthOfDate(dateOfMonth('2027-12'), country)).toBe('2027-12')
    expect(() => dateOfMonth('2027-13')).toThrow()
    expect(isMonth('2027-03')).toBe(true)
    expect(isMonth('2027-3')).toBe(false)
  })
})
