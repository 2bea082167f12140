import { describe, expect, it } from '@jest/globals'
import { TIME_ZONE } from '@/lib/format/date'
import {
  addDays,
  dayKey,
  dayNumber,
  dayRange,
  FIXED_OFFSETS,
  formatTime,
  guideDays,
  isOnAir,
  zonedTime,
} from './guide-days'

describe('TV guide days', () => {
  it('cuts days at midnight in the country: Luanda is UTC+1, Maputo UTC+2', () => {
    expect(dayRange('2026-11-21', 'ao')).toEqual({ from: '2026-11-20T23:00:00.000Z', to: '2026-11-21T23:00:00.000Z' })
    expect(dayRange('2026-11-21', 'mz')).toEqual({ from: '2026-11-20T22:00:00.000Z', to: '2026-11-21T22:00:00.000Z' })
    expect(zonedTime('2026-12-31', 20, 30, 'mz').toISOString()).toBe('2026-12-31T18:30:00.000Z')
  })

  it('knows the country’s day of an instant, which differs near midnight', () => {
    const late = new Date('2026-11-21T22:30:00Z')
    expect(dayKey(late, 'ao')).toBe('2026-11-21')
    expect(dayKey(late, 'mz')).toBe('2026-11-22')
    expect(formatTime(late.toISOString(), 'ao')).toBe('23:30')
    expect(formatTime(late.toISOString(), 'mz')).toBe('00:30')
  })

  it('adds days across months and years, and numbers days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(dayNumber('1970-01-02')).toBe(1)
    expect(dayNumber('2026-11-22') - dayNumber('2026-11-21')).toBe(1)
  })

  it('offers today and the next six days, labelled in the page language', () => {
    const now = new Date('2026-11-21T10:00:00Z') // a Saturday
    const pt = guideDays(now, 'ao', 'pt')
    expect(pt).toHaveLength(7)
    expect(pt.map((day) => `${day.weekday} ${day.date}`)).toEqual([
      'Sáb. 21 nov.',
      'Dom. 22 nov.',
      'Seg. 23 nov.',
      'Ter. 24 nov.',
      'Qua. 25 nov.',
      'Qui. 26 nov.',
      'Sex. 27 nov.',
    ])
    expect(pt.map((day) => day.isToday)).toEqual([true, false, false, false, false, false, false])
    expect(pt[1]).toMatchObject({ key: '2026-11-22', from: '2026-11-21T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z' })
    const en = guideDays(new Date('2026-12-29T23:30:00Z'), 'mz', 'en')
    expect(en[0]).toMatchObject({ key: '2026-12-30', weekday: 'Wed', date: '30 Dec' })
    expect(en[2]).toMatchObject({ key: '2027-01-01', weekday: 'Fri', date: '1 Jan' })
  })

  it('marks a programme on air from its start up to (not including) its end', () => {
    const programme = { startsAt: '2026-11-21T19:00:00.000Z', endsAt: '2026-11-21T20:00:00.000Z' }
    expect(isOnAir(programme, new Date('2026-11-21T18:59:59Z'))).toBe(false)
    expect(isOnAir(programme, new Date('2026-11-21T19:00:00Z'))).toBe(true)
    expect(isOnAir(programme, new Date('2026-11-21T19:59:59Z'))).toBe(true)
    expect(isOnAir(programme, new Date('2026-11-21T20:00:00Z'))).toBe(false)
  })
})

/** The zone's wall clock at `time` as Intl gives it: the source of truth the fixed offsets are checked against. */
function intlWallClock(timeZone: string, time: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

describe('times and days from the fixed offsets', () => {
  it.each([
    ['ao', 'Africa/Luanda'],
    ['mz', 'Africa/Maputo'],
  ] as const)('%s: the same hour, minute and day as Intl gives, every 7 minutes for two days', (country, timeZone) => {
    const start = Date.UTC(2026, 10, 28, 21, 3, 17)
    for (let time = start; time < start + 2 * 86_400_000; time += 7 * 60_000) {
      const wall = intlWallClock(timeZone, time)
      const at = new Date(time)
      expect(formatTime(at.toISOString(), country)).toBe(`${wall.hour}:${wall.minute}`)
      expect(dayKey(at, country)).toBe(`${wall.year}-${wall.month}-${wall.day}`)
    }
  })
})

describe('the fixed offsets of the site’s zones', () => {
  it.each(Object.entries(FIXED_OFFSETS))(
    '%s: the offset Intl gives for every hour of 2026–2028',
    (timeZone, offset) => {
      const wrong: string[] = []
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 3_600_000) {
        const w = intlWallClock(timeZone, time)
        const wall = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second)
        if (wall - time !== offset) wrong.push(new Date(time).toISOString())
      }
      expect(wrong).toEqual([])
    },
  )

  it('covers both countries’ zones', () => {
    expect(Object.keys(FIXED_OFFSETS).sort()).toEqual(Object.values(TIME_ZONE).sort())
  })
})
