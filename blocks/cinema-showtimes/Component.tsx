import { notFound, redirect } from 'next/navigation'
import { getCinemaFilms } from '@/lib/content/get-cinema-films'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { guideDays } from '@/blocks/tv-guide/guide-days'
import { CinemaShowtimesView, pagePathOf } from './CinemaShowtimesView'
import { isDayKey, showtimeDays } from './showtime-days'

/**
 * "Em cartaz": the country's published films with their sessions on one day (calendar days in the
 * country), today at the page's address and each of the next `block.days - 1` days at the page's
 * address + /YYYY-MM-DD; `block.format` keeps only that format's sessions. Only the day shown is
 * rendered, so the page stays light however many days and films there are.
 */
export async function CinemaShowtimesBlockComponent({ block, context }: BlockProps<'cinemaShowtimes'>) {
  const { country, locale, param } = context
  const now = new Date()
  const count = Math.min(14, Math.max(1, Math.round(block.days || 7)))
  const range = guideDays(now, country, locale, count)
  const first = range[0]
  const last = range[range.length - 1]
  // The whole range is read (one cached query for every day's address): the block says so when nothing
  // is on at all. Read before any redirect, so that response too is cached only as long as the listing.
  const films = first && last ? await getCinemaFilms(country, locale, first.from, last.to) : []
  if (param !== undefined) {
    if (!isDayKey(param)) notFound()
    // A day that has passed (a page cached before midnight) or is not offered yet: the page itself.
    if (!range.some((day) => day.key === param)) redirect(publicPath(locale, pagePathOf(context)))
  }
  const days = showtimeDays(films, now, country, locale, count, block.format)
  return <CinemaShowtimesView block={block} context={context} data={{ days, selected: param ?? days[0]?.key ?? '' }} />
}
