import { scheduleInWords, utcOffset, zoneOfCountry } from './zones'

describe('schedule zones', () => {
  it('reads each country in its own zone, and a document without a country in the default one', () => {
    expect(zoneOfCountry('ao')).toBe('Africa/Luanda')
    expect(zoneOfCountry('mz')).toBe('Africa/Maputo')
    expect(zoneOfCountry(null)).toBe('Africa/Luanda')
  })

  it('says the moment in words, in the zone, with its offset', () => {
    const instant = new Date('2030-12-31T09:00:00Z')
    expect(scheduleInWords('publish', instant, 'Africa/Luanda', 'en')).toMatch(
      /^Publishes on Tuesday,? 31 December 2030 at 10:00, Luanda time \(UTC\+01:00\)$/,
    )
    expect(scheduleInWords('unpublish', instant, 'Africa/Maputo', 'pt')).toMatch(
      /^Despublica na terça-feira,? 31 de dezembro de 2030,? às 11:00, hora de Maputo \(UTC\+02:00\)$/,
    )
    expect(scheduleInWords('publish', new Date('2030-12-28T09:00:00Z'), 'Africa/Maputo', 'pt')).toMatch(
      /^Publica no sábado/,
    )
    expect(utcOffset(instant, 'UTC')).toBe('UTC+00:00')
  })
})
