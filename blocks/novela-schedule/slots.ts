import type { TFunction } from 'i18next'
import type { CountryCode } from '@/lib/countries'
import type { NovelSlot, NovelSummary, Weekday } from '@/lib/content/get-novels'
import { TIME_ZONE } from '@/lib/format/date'
import type { Locale } from '@/lib/locales'

/**
 * The weekly slots of ZAP Novelas: the programming grid (days × times) and the "Segunda a sexta às
 * 20:30" phrases of a novela's page. Pure functions, shared by the server and the browser.
 */

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7]
export const NOVELAS_PATH = '/tv/zap-channels/novelas'

/** A novela airing in a slot. */
export type SlotNovel = { id: number; title: string }
/** One airing: a novela on a weekday at a time. */
export type Airing = SlotNovel & NovelSlot

export type ScheduleGrid = {
  /** Every time that has an airing on some day, earliest first ("HH:MM" sorts as text). */
  times: string[]
  /** The novelas at (time, day); most cells hold one, a clash shows both. */
  cell: (time: string, day: Weekday) => SlotNovel[]
  /** Each day's airings by time: the stacked list on phones. */
  byDay: Record<Weekday, Airing[]>
}

const byTimeThenTitle = (a: Airing, b: Airing) => a.time.localeCompare(b.time) || a.title.localeCompare(b.title, 'pt')

/** Every airing of the week: each novela once per slot, by time then title. */
export function airingsOf(novels: Pick<NovelSummary, 'id' | 'title' | 'schedule'>[]): Airing[] {
  return novels
    .flatMap((novel) => novel.schedule.map((slot) => ({ id: novel.id, title: novel.title, ...slot })))
    .sort(byTimeThenTitle)
}

/** The week's grid from the airings (see airingsOf). */
export function buildGrid(airings: Airing[]): ScheduleGrid {
  // The same novela twice in one slot (a duplicated row) shows once.
  const unique = new Map(airings.map((airing) => [`${airing.id}|${airing.day}|${airing.time}`, airing]))
  const sorted = [...unique.values()].sort(byTimeThenTitle)
  const times = [...new Set(sorted.map((airing) => airing.time))]
  const byDay = Object.fromEntries(
    WEEKDAYS.map((day) => [day, sorted.filter((airing) => airing.day === day)]),
  ) as Record<Weekday, Airing[]>
  const cells = new Map<string, SlotNovel[]>()
  for (const { id, title, day, time } of sorted)
    cells.set(`${time}|${day}`, [...(cells.get(`${time}|${day}`) ?? []), { id, title }])
  return { times, cell: (time, day) => cells.get(`${time}|${day}`) ?? [], byDay }
}

const SHORT_WEEKDAY: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** Today's weekday where the visitor lives (Luanda UTC+1, Maputo UTC+2), whatever the zone of the device. */
export function weekdayIn(country: CountryCode, now: Date = new Date()): Weekday {
  const short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TIME_ZONE[country] }).format(now)
  return SHORT_WEEKDAY[short] ?? 1
}

const listFormat = (locale: Locale) =>
  new Intl.ListFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { style: 'long', type: 'conjunction' })

/** "segunda a sexta", "sábado e domingo", "segunda, quarta e sexta" (runs of three or more days become a range). */
function daysPhrase(days: Weekday[], locale: Locale, t: TFunction<'common'>): string {
  const name = (day: Weekday) => {
    const label = t(`novelas.days.${day}`)
    // Mid-sentence, Portuguese weekdays are lower case ("Segunda a sexta").
    return locale === 'pt' ? label.toLocaleLowerCase('pt-PT') : label
  }
  const runs: Weekday[][] = []
  for (const day of days) {
    const run = runs[runs.length - 1]
    if (run && run[run.length - 1] === day - 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap((run) => {
    const first = run[0] as Weekday
    const last = run[run.length - 1] as Weekday
    return run.length >= 3 ? [t('novelas.slots.range', { from: name(first), to: name(last) })] : run.map(name)
  })
  return listFormat(locale).format(parts)
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/**
 * A novela's weekly slots as sentences: the days that share the same times make one, e.g.
 * "Segunda a sexta às 13:00 e 20:30" and "Domingo às 16:00" ("Monday to Friday at 13:00 and 20:30").
 */
export function slotPhrases(slots: NovelSlot[], locale: Locale, t: TFunction<'common'>): string[] {
  const timesOfDay = new Map<Weekday, Set<string>>()
  for (const { day, time } of slots) timesOfDay.set(day, (timesOfDay.get(day) ?? new Set()).add(time))
  const groups = new Map<string, { days: Weekday[]; times: string[] }>()
  for (const day of WEEKDAYS) {
    const times = [...(timesOfDay.get(day) ?? [])].sort()
    if (times.length === 0) continue
    const key = times.join(',')
    const group = groups.get(key)
    if (group) group.days.push(day)
    else groups.set(key, { days: [day], times })
  }
  return [...groups.values()].map(({ days, times }) =>
    capitalise(t('novelas.slots.at', { days: daysPhrase(days, locale, t), times: listFormat(locale).format(times) })),
  )
}
