import { getCinemaFilms } from '../../lib/content/get-cinema-films'
import type { BlockProps } from '../../registry/types'
import { guideDays } from '../tv-guide/guide-days'
import { CinemaShowtimesView } from './CinemaShowtimesView'
import { showtimeDays } from './showtime-days'

/**
 * "Em cartaz": the country's published films with their sessions over the next `block.days` days
 * (calendar days in the country), one tab per day; `block.format` keeps only that format's sessions.
 */
export async function CinemaShowtimesBlockComponent({ block, context }: BlockProps<'cinemaShowtimes'>) {
  const { country, locale } = context
  const now = new Date()
  const count = Math.min(14, Math.max(1, Math.round(block.days || 7)))
  const range = guideDays(now, country, locale, count)
  const first = range[0]
  const last = range[range.length - 1]
  const films = first && last ? await getCinemaFilms(country, locale, first.from, last.to) : []
  return <CinemaShowtimesView block={block} context={context} data={{ days: showtimeDays(films, now, country, locale, count, block.format) }} />
}
