import type { CinemaFilmEntry, CinemaSession } from '@/lib/content/get-cinema-films'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { addDays, dayKey, guideDays, type GuideDay } from '@/blocks/tv-guide/guide-days'

export type SessionFormat = CinemaSession['format']

/** A film on one day: the film and that day's sessions, by start time. */
export type DayFilm = { film: Omit<CinemaFilmEntry, 'sessions'>; sessions: CinemaSession[] }

/** One day of "Em cartaz" (a calendar day in the country's time zone) and what is on. */
export type ShowtimeDay = GuideDay & { films: DayFilm[] }

/**
 * The days of "Em cartaz" from `now`: today and the following `count - 1` days in the country
 * (Luanda is UTC+1, so 23:30 UTC is already tomorrow there), each with the films that have a
 * session that day, in `format` when given. Films are ordered by their first session, then title.
 */
export function showtimeDays(
  films: CinemaFilmEntry[],
  now: Date,
  country: CountryCode,
  locale: Locale,
  count: number,
  format?: SessionFormat | null,
): ShowtimeDay[] {
  const days = guideDays(now, country, locale, Math.max(1, count))
  const byDay = new Map<string, DayFilm[]>(days.map((day) => [day.key, []]))
  for (const { sessions, ...film } of films) {
    const perDay = new Map<string, CinemaSession[]>()
    for (const session of sessions) {
      if (format && session.format !== format) continue
      if (Number.isNaN(Date.parse(session.startsAt))) continue
      const key = dayKey(new Date(session.startsAt), country)
      if (!byDay.has(key)) continue
      perDay.set(key, [...(perDay.get(key) ?? []), session])
    }
    for (const [key, list] of perDay) {
      byDay
        .get(key)
        ?.push({ film, sessions: [...list].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)) })
    }
  }
  const first = (entry: DayFilm) => Date.parse(entry.sessions[0]?.startsAt ?? '')
  return days.map((day) => ({
    ...day,
    films: (byDay.get(day.key) ?? []).sort(
      (a, b) => first(a) - first(b) || a.film.title.localeCompare(b.film.title, 'pt'),
    ),
  }))
}

/** "1 h 52 min" / "45 min": a film's running time. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`
}

/** A day's address segment: YYYY-MM-DD, a real calendar date. */
const DAY_SEGMENT = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `segment` is shaped like a day (YYYY-MM-DD), real or not: what a day's address may end with. */
export function looksLikeDay(segment: string): boolean {
  return DAY_SEGMENT.test(segment)
}

/** Whether `segment` names a real calendar date (2026-02-30 does not). */
export function isDayKey(segment: string): boolean {
  const match = DAY_SEGMENT.exec(segment)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** "Hoje" / "Amanhã" / the weekday, and the date under it. */
export function dayLabel(
  day: Pick<GuideDay, 'key' | 'weekday' | 'date'>,
  today: string,
  labels: { today: string; tomorrow: string },
): { main: string; sub: string } {
  if (day.key === today) return { main: labels.today, sub: `${day.weekday} ${day.date}` }
  if (day.key === addDays(today, 1)) return { main: labels.tomorrow, sub: `${day.weekday} ${day.date}` }
  return { main: day.weekday, sub: day.date }
}
