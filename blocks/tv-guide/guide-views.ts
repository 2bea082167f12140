import { isDayKey, looksLikeDay } from '@/blocks/cinema-showtimes/showtime-days'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { dayKey, dayRange, isOnAir, zonedTime } from './guide-days'

/**
 * The TV guide's views and the programmes each shows: pure functions, shared by the server (which
 * renders a view at one moment) and the browser island (which decides, by its own clock, whether
 * what it was given still covers the view, and asks for what does when not). The guide's rows and
 * a channel's own schedule (ZAP Novelas' programming) are both cut by `channelSchedule`.
 */

/** A view of the guide, and the segment after the page's address that shows it. */
export type GuideView =
  /** One calendar day of every channel: today at the page's own address (`follows`), a date at /YYYY-MM-DD. */
  | { kind: 'day'; key: string; follows: boolean }
  /** What is on now and next on every channel: /agora. */
  | { kind: 'now' }
  /** Today's evening, 20:00 to midnight: /esta-noite. */
  | { kind: 'tonight' }

/** The address segments of the views that are not a date; the same in both languages (one cached page each). */
export const VIEW_SEGMENTS = { now: 'agora', tonight: 'esta-noite' } as const

/** "Tonight": from this hour to midnight, in the country's time zone. */
export const TONIGHT_FROM_HOUR = 20

/**
 * How far back a programme on air (or one running into the evening) may have started: no programme
 * lasts longer (the seed's longest is six hours). "Now" and "tonight" read programmes by start time,
 * so this is how far before their span they look.
 */
export const LOOKBACK_HOURS = 6
/** How far ahead of the hour "now" reads: the page stays right (now and next) this long, less the lookback. */
export const NOW_AHEAD_HOURS = 12

const HOUR = 3_600_000

/**
 * Whether a segment under the guide's page is one of its views (registry/page-views.ts): a view is
 * the page itself in another state, so the proxy lets it through and search engines are pointed at
 * the page. A date is a view by its shape; a date that is not real gets a 404 from the block.
 */
export function isGuideSegment(segment: string): boolean {
  return segment === VIEW_SEGMENTS.now || segment === VIEW_SEGMENTS.tonight || looksLikeDay(segment)
}

/** The view at the page's address (no segment) or one segment deeper; null for a segment that names none. */
export function guideViewOf(param: string | undefined, now: Date, country: CountryCode): GuideView | null {
  if (param === undefined) return { kind: 'day', key: dayKey(now, country), follows: true }
  if (param === VIEW_SEGMENTS.now) return { kind: 'now' }
  if (param === VIEW_SEGMENTS.tonight) return { kind: 'tonight' }
  return isDayKey(param) ? { kind: 'day', key: param, follows: false } : null
}

/** The segment that shows a view (none for today's day at the page's own address). */
export function segmentOf(view: GuideView): string | null {
  if (view.kind === 'now') return VIEW_SEGMENTS.now
  if (view.kind === 'tonight') return VIEW_SEGMENTS.tonight
  return view.follows ? null : view.key
}

/** The guide page's own address, without the view's segment: /tv/guia-tv for /tv/guia-tv/agora. */
export function pagePathOf({ path, param }: { path: string; param?: string }): string {
  return param !== undefined && path.endsWith(`/${param}`) ? path.slice(0, -(param.length + 1)) || '/' : path
}

/** The address of a view under the guide's page (its language's prefix is added by publicPath). */
export function viewPath(basePath: string, view: GuideView): string {
  const segment = segmentOf(view)
  if (segment === null) return basePath
  return `${basePath === '/' ? '' : basePath}/${segment}`
}

/**
 * What a view reads and shows. Programmes are read by start time in [from, to); the view shows
 * those that overlap [spanFrom, spanTo). All ISO instants.
 */
export type GuideWindow = { from: string; to: string; spanFrom: string; spanTo: string }

const iso = (time: number) => new Date(time).toISOString()

/** [from, to) of a calendar day: the programmes starting that day, as a day's row lists them. */
export function dayWindow(key: string, country: CountryCode): GuideWindow {
  const { from, to } = dayRange(key, country)
  return { from, to, spanFrom: from, spanTo: to }
}

/** Today's evening in the country: 20:00 to midnight, read from six hours before (what runs into it). */
export function tonightWindow(key: string, country: CountryCode): GuideWindow {
  const spanFrom = zonedTime(key, TONIGHT_FROM_HOUR, 0, country).getTime()
  const { to } = dayRange(key, country)
  return { from: iso(spanFrom - LOOKBACK_HOURS * HOUR), to, spanFrom: iso(spanFrom), spanTo: to }
}

/**
 * "Now" from the hour `now` falls in (Luanda and Maputo are whole hours from UTC): what started up to
 * six hours before, to twelve hours after. A page made in that hour, served from a cache for the
 * GUIDE_REVALIDATE seconds after, still holds now and next.
 */
export function nowWindow(now: Date): GuideWindow {
  const hour = Math.floor(now.getTime() / HOUR) * HOUR
  return {
    from: iso(hour - LOOKBACK_HOURS * HOUR),
    to: iso(hour + NOW_AHEAD_HOURS * HOUR),
    spanFrom: iso(hour),
    spanTo: iso(hour + NOW_AHEAD_HOURS * HOUR),
  }
}

/** The view's day: a date for a dated day, today in the country for the others. */
export function viewDay(view: GuideView, now: Date, country: CountryCode): string {
  return view.kind === 'day' && !view.follows ? view.key : dayKey(now, country)
}

/** What a view needs at `now`. */
export function windowOf(view: GuideView, now: Date, country: CountryCode): GuideWindow {
  if (view.kind === 'now') return nowWindow(now)
  const key = viewDay(view, now, country)
  return view.kind === 'tonight' ? tonightWindow(key, country) : dayWindow(key, country)
}

/**
 * Whether programmes read for `range` still cover the view at `now` (the browser's clock, on a
 * page rendered earlier and cached). A dated day always does; today's day and tonight until the
 * country's midnight; now while the hour is inside the range with six hours still ahead of it.
 */
export function covers(view: GuideView, range: GuideWindow, now: Date, country: CountryCode): boolean {
  if (view.kind === 'now') {
    const time = now.getTime()
    return Date.parse(range.spanFrom) <= time && time + LOOKBACK_HOURS * HOUR <= Date.parse(range.to)
  }
  const wanted = windowOf(view, now, country)
  return wanted.from === range.from && wanted.to === range.to
}

/** Whether a programme belongs to a range: it starts in [from, to) and overlaps [spanFrom, spanTo). */
export function inWindow(programme: Pick<ProgrammeEntry, 'startsAt' | 'endsAt'>, range: GuideWindow): boolean {
  const start = Date.parse(programme.startsAt)
  const end = Date.parse(programme.endsAt)
  return (
    start >= Date.parse(range.from) &&
    start < Date.parse(range.to) &&
    end > Date.parse(range.spanFrom) &&
    start < Date.parse(range.spanTo)
  )
}

const byStart = (a: ProgrammeEntry, b: ProgrammeEntry) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id

/**
 * One channel's programmes in a range, by start time: what the guide's row of that channel shows,
 * and what the channel's own schedule (ZAP Novelas' programming) shows for that day. The one cut of
 * a channel's day, so the two cannot disagree.
 */
export function channelSchedule(
  programmes: readonly ProgrammeEntry[],
  channelId: number,
  range: GuideWindow,
): ProgrammeEntry[] {
  return programmes.filter((p) => p.channelId === channelId && inWindow(p, range)).sort(byStart)
}

/** A row of the guide: a channel and its programmes in the range. */
export type GuideRow<C extends { id: number }> = { channel: C; programmes: ProgrammeEntry[] }

/** The guide's rows: the channels in the given order, each with its schedule, the ones with nothing left out. */
export function guideRows<C extends { id: number }>(
  channels: readonly C[],
  programmes: readonly ProgrammeEntry[],
  range: GuideWindow,
): GuideRow<C>[] {
  return channels.flatMap((channel) => {
    const list = channelSchedule(programmes, channel.id, range)
    return list.length > 0 ? [{ channel, programmes: list }] : []
  })
}

/** What is on air at `now` on one channel (its programmes by start time), and what comes after it. */
export function nowAndNext(
  programmes: readonly ProgrammeEntry[],
  now: Date,
): { current: ProgrammeEntry | null; next: ProgrammeEntry | null } {
  const time = now.getTime()
  const current = programmes.find((p) => isOnAir(p, now)) ?? null
  const next = programmes.find((p) => Date.parse(p.startsAt) > time) ?? null
  return { current, next }
}

/**
 * What "now" shows of one channel before the browser's clock is known (the server's HTML, and what a
 * visitor without JavaScript keeps): what was on air when the page was made and the one after it,
 * each with its times. A cached page is at most GUIDE_REVALIDATE (a quarter of an hour) old and no
 * programme is shorter, so what is on air when it is read is one of the two; and the browser's now
 * and next are two as well, so the list keeps its height when the page hydrates.
 */
export function fromRenderTime(programmes: readonly ProgrammeEntry[], renderedAt: Date, count = 2): ProgrammeEntry[] {
  const time = renderedAt.getTime()
  return programmes.filter((p) => Date.parse(p.endsAt) > time).slice(0, count)
}
