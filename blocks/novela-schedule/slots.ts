import type { TFunction } from 'i18next'
import type { ChannelEntry } from '@/lib/content/get-channels'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { TIME_ZONE } from '@/lib/format/date'
import type { Locale } from '@/lib/locales'
import { dayKey, formatTime, type GuideDay } from '@/blocks/tv-guide/guide-days'
import { channelSchedule, dayWindow } from '@/blocks/tv-guide/guide-views'
import { programmeTitle, type ProgrammeTitleLabels } from '@/blocks/tv-guide/programme-title'

/**
 * ZAP Novelas' week, from the channel's programmes (the ones the TV guide shows): the programming
 * grid (days × times) and the "Segunda a sexta às 20:30" phrases of a novela's page. Pure
 * functions, shared by the server and the browser.
 */

/** A weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
/** A weekly slot: a weekday and a time (HH:MM, country time). */
export type NovelSlot = { day: Weekday; time: string }

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7]
export const NOVELAS_PATH = '/tv/zap-channels/novelas'

/**
 * The country's novela channel: its own channel of the novelas genre (ZAP Novelas). Its programmes
 * are the programming page's and, for each novela they name, that novela's "when it airs".
 */
export function novelasChannel<C extends Pick<ChannelEntry, 'id' | 'own' | 'genre' | 'number'>>(
  channels: readonly C[],
): C | null {
  return [...channels].filter((c) => c.own && c.genre === 'novelas').sort((a, b) => a.number - b.number)[0] ?? null
}

/** One programme of the week as the grid shows it. */
export type Airing = {
  id: number
  /** Its day (YYYY-MM-DD in the country). */
  day: string
  /** HH:MM in the country. */
  time: string
  startsAt: string
  /** Its title in the page's language, episode and airing written in it. */
  title: string
  /** The novela's page it links to: a published novela of the country, or none. */
  novelId: number | null
}

/**
 * Every programme of the channel, day by day: each day is the channel's schedule of that day
 * (guide-views.ts `channelSchedule`, the cut the TV guide's row of the channel uses).
 */
export function airingsOf(
  days: readonly Pick<GuideDay, 'key'>[],
  programmes: readonly ProgrammeEntry[],
  channelId: number,
  country: CountryCode,
  titles: ProgrammeTitleLabels,
  published: ReadonlySet<number>,
): Airing[] {
  return days.flatMap((day) =>
    channelSchedule(programmes, channelId, dayWindow(day.key, country)).map((programme) => ({
      id: programme.id,
      day: day.key,
      time: formatTime(programme.startsAt, country),
      startsAt: programme.startsAt,
      title: programmeTitle(programme, titles),
      novelId: programme.novelId != null && published.has(programme.novelId) ? programme.novelId : null,
    })),
  )
}

export type ScheduleGrid = {
  /** Every time that has an airing on some day, earliest first ("HH:MM" sorts as text). */
  times: string[]
  /** The airings at (time, day); most cells hold one. */
  cell: (time: string, day: string) => Airing[]
  /** Each day's airings in time order: the stacked list on phones. */
  byDay: (day: string) => Airing[]
}

/** The week's grid from the airings (see airingsOf), in the order given within a day. */
export function buildGrid(airings: readonly Airing[]): ScheduleGrid {
  const times = [...new Set(airings.map((airing) => airing.time))].sort()
  const cells = new Map<string, Airing[]>()
  const days = new Map<string, Airing[]>()
  for (const airing of airings) {
    cells.set(`${airing.time}|${airing.day}`, [...(cells.get(`${airing.time}|${airing.day}`) ?? []), airing])
    days.set(airing.day, [...(days.get(airing.day) ?? []), airing])
  }
  return {
    times,
    cell: (time, day) => cells.get(`${time}|${day}`) ?? [],
    byDay: (day) => days.get(day) ?? [],
  }
}

/** The weekday of a calendar day (YYYY-MM-DD): 1 = Monday … 7 = Sunday. */
export function weekdayOfKey(key: string): Weekday {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return (weekday === 0 ? 7 : weekday) as Weekday
}

/**
 * A novela's weekly slots from the channel's programmes that name it: its own airings (new episodes,
 * the weekend omnibus), not its reruns and marathons, each (weekday, time) once.
 */
export function novelSlots(programmes: readonly ProgrammeEntry[], novelId: number, country: CountryCode): NovelSlot[] {
  const seen = new Map<string, NovelSlot>()
  for (const programme of programmes) {
    if (programme.novelId !== novelId || programme.airing !== null) continue
    const slot = {
      day: weekdayOfKey(dayKey(new Date(programme.startsAt), country)),
      time: formatTime(programme.startsAt, country),
    }
    seen.set(`${slot.day}|${slot.time}`, slot)
  }
  return [...seen.values()]
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
