import { formatDate } from './date'

describe('formatDate (day/month/year, month names in the page language)', () => {
  it('names the month in Portuguese', () => {
    expect(formatDate('2026-11-21T12:00:00Z', 'pt')).toBe('21 de novembro de 2026')
    expect(formatDate(new Date('2026-01-05T12:00:00Z'), 'pt', 'mz')).toBe('5 de janeiro de 2026')
  })

  it('names the month in English, day first', () => {
    expect(formatDate('2026-11-21T12:00:00Z', 'en')).toBe('21 November 2026')
  })

  it('counts the day in the country of the site: 23:30 in Luanda is already the next day in Maputo', () => {
    const lateEvening = '2026-11-21T22:30:00Z'
    expect(formatDate(lateEvening, 'pt', 'ao')).toBe('21 de novembro de 2026')
    expect(formatDate(lateEvening, 'pt', 'mz')).toBe('22 de novembro de 2026')
    expect(formatDate(lateEvening, 'en')).toBe('21 November 2026')
  })

  it('keeps a date-only value on its own day in both countries', () => {
    expect(formatDate('2026-11-21', 'pt', 'ao')).toBe('21 de novembro de 2026')
    expect(formatDate('2026-11-21', 'pt', 'mz')).toBe('21 de novembro de 2026')
  })

  it('returns an empty string for an invalid date instead of throwing', () => {
    expect(formatDate('not a date', 'pt')).toBe('')
    expect(formatDate('', 'en')).toBe('')
    expect(formatDate(new Date(Number.NaN), 'en', 'mz')).toBe('')
  })
})
