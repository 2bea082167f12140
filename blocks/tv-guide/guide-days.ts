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

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using it.
const zoneFormats = new Map<string, Intl.DateTimeFormat>()
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    zoneFormats.set(timeZone, format)
  }
  return format
}

/** The zone's wall clock at `date`, read from Intl (the source of truth for offsets). */
function wallClockIn(date: Date, timeZone: string) {
  const parts = zoneFormat(timeZone).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

// A zone's offset from UTC, read from Intl once per quarter of an hour of UTC time and kept: offsets
// change only on a quarter hour (summer time and the like), and the guide formats every programme's
// times, hundreds a page; reading each through Intl was the largest part of the TV guide's script time
// on a slow phone (CPU profile of /tv/guia-tv at 4x slowdown). Bounded, for a server that runs for months.
const QUARTER_HOUR = 15 * 60_000
const MAX_OFFSETS = 10_000
const offsets = new Map<string, number>()
function offsetAt(date: Date, timeZone: string): number {
  const start = Math.floor(date.getTime() / QUARTER_HOUR) * QUARTER_HOUR
  const key = `${timeZone} ${start}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const p = wallClockIn(new Date(start), timeZone)
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start
    if (offsets.size >= MAX_OFFSETS) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

function partsIn(date: Date, timeZone: string) {
  const wall = new Date(date.getTime() + offsetAt(date, timeZone))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

/** Minutes the zone is ahead of UTC at `date`. */
function offsetMinutes(date: Date, timeZone: string): number {
  return Math.round(offsetAt(date, timeZone) / 60_000)
}

const pad = (value: number) => String(value).padStart(2, '0')
const keyOf = ({ year, month, day }: Ymd) => `${year}-${pad(month)}-${pad(day)}`

function parseKey(key: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key)
  if (!match) throw new Error(`Not a day key: ${key}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** The UTC instant of a wall-clock time in the country (the zones here have no summer time, but this does not assume it). */
export function zonedTime(key: string, hour: number, minute: number, country: CountryCode): Date {
  const { year, month, day } = parseKey(key)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const timeZone = TIME_ZONE[country]
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000)
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
