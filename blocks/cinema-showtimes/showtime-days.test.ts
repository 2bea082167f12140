import { describe, expect, it } from '@jest/globals'
import type { CinemaFilmEntry } from '@/lib/content/get-cinema-films'
import { dayLabel, formatDuration, isDayKey, looksLikeDay, showtimeDays } from './showtime-days'

const film = (id: number, title: string, sessions: CinemaFilmEntry['sessions']): CinemaFilmEntry => ({
  id,
  title,
  synopsis: 'Sinopse.',
  genre: null,
  durationMinutes: 100,
  rating: null,
  poster: null,
  sessions,
})

describe('showtimeDays', () => {
  // 23:30 UTC on 10 March is 00:30 on 11 March in Luanda (UTC+1).
  const lateUtc = new Date('2026-03-10T23:30:00Z')

  it('counts days in Luanda time, so just after midnight UTC+1 "today" is already the next day', () => {
    const days = showtimeDays([], lateUtc, 'ao', 'pt', 3)
    expect(days.map((day) => day.key)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13'])
    expect(days[0]).toMatchObject({
      isToday: true,
      from: '2026-03-10T23:00:00.000Z',
      to: '2026-03-11T23:00:00.000Z',
      weekday: 'Qua.',
      date: '11 mar.',
    })
    // The same instant is still 10 March in UTC: the server's zone must not decide the day.
    expect(lateUtc.getUTCDate()).toBe(10)
  })

  it('puts each session on its Luanda calendar day and leaves out those outside the range', () => {
    const days = showtimeDays(
      [
        film(1, 'Maré Alta', [
          { startsAt: '2026-03-10T22:45:00Z', room: 'Sala 1', format: '2D' }, // 23:45 on the 10th: yesterday
          { startsAt: '2026-03-10T23:15:00Z', room: 'Sala 2', format: '2D' }, // 00:15 on the 11th: today
          { startsAt: '2026-03-11T22:30:00Z', room: 'Sala 3', format: '3D' }, // 23:30 on the 11th: still today
          { startsAt: '2026-03-11T23:00:00Z', room: 'IMAX', format: 'IMAX' }, // 00:00 on the 12th: tomorrow
          { startsAt: '2026-03-13T23:00:00Z', room: 'Sala 4', format: '2D' }, // the 14th: past the 3 days
        ]),
      ],
      lateUtc,
      'ao',
      'pt',
      3,
    )
    expect(days.map((day) => day.films.flatMap((entry) => entry.sessions.map((s) => s.room)))).toEqual([
      ['Sala 2', 'Sala 3'],
      ['IMAX'],
      [],
    ])
  })

  it('keeps only the block’s format, and drops a film with no session in it', () => {
    const films = [
      film(1, 'Céu de Fogo', [
        { startsAt: '2026-03-11T20:15:00Z', room: 'IMAX', format: 'IMAX' },
        { startsAt: '2026-03-11T15:00:00Z', room: 'Sala 2', format: '2D' },
      ]),
      film(2, 'Quiçama', [{ startsAt: '2026-03-11T12:30:00Z', room: 'Sala 1', format: '3D' }]),
    ]
    const [today] = showtimeDays(films, lateUtc, 'ao', 'en', 1, 'IMAX')
    expect(today?.films.map((entry) => [entry.film.title, entry.sessions.map((s) => s.format)])).toEqual([
      ['Céu de Fogo', ['IMAX']],
    ])
    const [all] = showtimeDays(films, lateUtc, 'ao', 'en', 1)
    // Without a format: both films, ordered by their first session of the day.
    expect(all?.films.map((entry) => entry.film.title)).toEqual(['Quiçama', 'Céu de Fogo'])
    expect(all?.weekday).toBe('Wed')
  })

  it('ignores a session with an unreadable date instead of failing the page', () => {
    const [today] = showtimeDays(
      [film(1, 'X', [{ startsAt: 'not a date', room: 'Sala 1', format: '2D' }])],
      lateUtc,
      'ao',
      'pt',
      1,
    )
    expect(today?.films).toEqual([])
  })
})

describe('formatDuration', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(112)).toBe('1 h 52 min')
    expect(formatDuration(125)).toBe('2 h 05 min')
    expect(formatDuration(120)).toBe('2 h')
    expect(formatDuration(45)).toBe('45 min')
  })
})

describe('day segments', () => {
  it('takes YYYY-MM-DD shapes as day addresses, and only real dates as days', () => {
    expect(looksLikeDay('2026-11-25')).toBe(true)
    expect(looksLikeDay('2026-13-45')).toBe(true)
    for (const other of ['amanha', '2026-1-5', '20261125', '2026-11-25x', '12']) expect(looksLikeDay(other)).toBe(false)
    expect(isDayKey('2026-11-25')).toBe(true)
    expect(isDayKey('2028-02-29')).toBe(true)
    for (const unreal of ['2026-13-45', '2026-02-29', '2026-04-31', '2026-00-10', 'amanha'])
      expect(isDayKey(unreal)).toBe(false)
  })

  it('labels today and tomorrow by name, later days by weekday', () => {
    const labels = { today: 'Hoje', tomorrow: 'Amanhã' }
    const day = (key: string) => ({ key, weekday: 'Qua.', date: '25 nov.' })
    expect(dayLabel(day('2026-11-25'), '2026-11-25', labels)).toEqual({ main: 'Hoje', sub: 'Qua. 25 nov.' })
    expect(dayLabel(day('2026-11-25'), '2026-11-24', labels)).toEqual({ main: 'Amanhã', sub: 'Qua. 25 nov.' })
    expect(dayLabel(day('2026-11-25'), '2026-11-23', labels)).toEqual({ main: 'Qua.', sub: '25 nov.' })
  })
})
