import type { CountryCode } from '@/lib/countries'
import { TIME_ZONE } from '@/lib/format/date'
import type { Locale } from '@/lib/locales'

/**
 * Calendar days of the TV guide, in the country's time zone (Luanda UTC+1, Maputo UTC+2), whatever
 * the zone of the server or the browser. Pure functions: the server, the browser island and the
 * seed all cut days the same way.
 */

/** Days offered by the day switcher: today and the six after it. */
export const GUIDE_DAYS = 7

export type GuideDay = {
  /** YYYY-MM-DD in the country's time zone. */
  key: string
  /** First instant of the day (ISO, UTC). */
  from: string
  /** First instant of the next day (ISO, UTC): the day is [from, to). */
  to: string
  /** Short weekday in the page language ("Sáb.", "Sat"). */
  weekday: string
  /** Day and short month ("21 nov.", "21 Nov"). */
  date: string
  isToday: boolean
}

// Fixed labels rather than Intl's: ICU versions differ (Node writes "sábado" and "21/11" for pt-PT
// short forms), and the server's labels must match the browser's when the day changes.
const WEEKDAYS: Record<Locale, readonly string[]> = {
  pt: ['Dom.', 'Seg.', 'Ter.', 'Qua.', 'Qui.', 'Sex.', 'Sáb.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
}
const MONTHS: Record<Locale, readonly string[]> = {
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
}

type Ymd = { year: number; month: number; day: number }

/**
 * The site's zones have kept one offset all year for decades (no summer time): Luanda UTC+1, Maputo
 * UTC+2. Known here, days and times need no Intl: its first time-zone formatter costs a slow phone
 * 140–180 ms (the time-zone data is loaded then; measured in Chromium at 4x CPU slowdown), and the TV
 * guide formats hundreds of programme times on its first load. guide-days.test.ts checks these offsets
 * against Intl for every hour of the coming years and that every country's zone is here, so a change
 * in the time-zone database, or a new country, fails the tests rather than the guide.
 */
export const FIXED_OFFSETS: Readonly<Record<string, number>> = {
  'Africa/Luanda': 60 * 60_000,
  'Africa/Maputo': 120 * 60_000,
}

function offsetAt(timeZone: string): number {
  const offset = FIXED_OFFSETS[timeZone]
  if (offset === undefined) throw new Error(`No offset known for the time zone ${timeZone}`)
  return offset
}

function partsIn(date: Date, timeZone: string) {
  const wall = new Date(date.getTime() + offsetAt(timeZone))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')
const keyOf = ({ year, month, day }: Ymd) => `${year}-${pad(month)}-${pad(day)}`

function parseKey(key: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key)
  if (!match) throw new Error(`Not a day key: ${key}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** The UTC instant of a wall-clock time in the country. */
export function zonedTime(key: string, hour: number, minute: number, country: CountryCode): Date {
  const { year, month, day } = parseKey(key)
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - offsetAt(TIME_ZONE[country]))
}

/** The country's calendar day of an instant, as YYYY-MM-DD. */
export function dayKey(date: Date, country: CountryCode): string {
  return keyOf(partsIn(date, TIME_ZONE[country]))
}

/** The day `days` after `key` (calendar arithmetic, no time zone involved). */
export function addDays(key: string, days: number): string {
  const { year, month, day } = parseKey(key)
  const next = new Date(Date.UTC(year, month - 1, day + days))
  return keyOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() })
}

/** Days since 1970-01-01 of a day key: a stable number for rotating seed content by date. */
export function dayNumber(key: string): number {
  const { year, month, day } = parseKey(key)
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000)
}

/** [from, to) of a calendar day in the country, as ISO instants. */
export function dayRange(key: string, country: CountryCode): { from: string; to: string } {
  return {
    from: zonedTime(key, 0, 0, country).toISOString(),
    to: zonedTime(addDays(key, 1), 0, 0, country).toISOString(),
  }
}

/** Today and the following days in the country, labelled in the page language. */
export function guideDays(now: Date, country: CountryCode, locale: Locale, count = GUIDE_DAYS): GuideDay[] {
  const today = dayKey(now, country)
  return Array.from({ length: count }, (_, index) => {
    const key = addDays(today, index)
    const { year, month, day } = parseKey(key)
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
    return {
      key,
      ...dayRange(key, country),
      weekday: WEEKDAYS[locale][weekday] ?? '',
      date: `${day} ${MONTHS[locale][month - 1] ?? ''}`,
      isToday: index === 0,
    }
  })
}

/** HH:mm of an instant in the country (24-hour clock in both languages). */
export function formatTime(iso: string, country: CountryCode): string {
  const { hour, minute } = partsIn(new Date(iso), TIME_ZONE[country])
  return `${pad(hour)}:${pad(minute)}`
}

/** Whether a programme is on air at `now`. */
export function isOnAir(programme: { startsAt: string; endsAt: string }, now: Date): boolean {
  const time = now.getTime()
  return Date.parse(programme.startsAt) <= time && time < Date.parse(programme.endsAt)
}
