import { notFound } from 'next/navigation'
import { VIDEO_CLUB_TABS } from '@/cms/collections/Movies'
import { getMovies } from '@/lib/content/get-movies'
import type { BlockProps } from '@/registry/types'
import { currentMonth } from './month'
import { MovieProgrammeView } from './MovieProgrammeView'
import { videoClubShelfOf } from './resolve-param'

/**
 * Movies on demand. "cards" and "monthly" show this month's programming (the month where the
 * visitor lives), optionally of one channel; "videoClub" shows the shelf named by the address
 * (/zap-fibra/videoclube/{shelf}, the first shelf without one, a 404 for an unknown one).
 */
export async function MovieProgrammeBlockComponent({ block, context }: BlockProps<'movieProgramme'>) {
  const month = currentMonth(context.country)
  if (block.view === 'videoClub') {
    const active = videoClubShelfOf(context.param) ?? notFound()
    const movies = await getMovies(context.country, context.locale, { videoClubTab: active })
    return (
      <MovieProgrammeView
        block={block}
        context={context}
        movies={movies}
        month={month}
        shelf={{ tabs: VIDEO_CLUB_TABS, active }}
      />
    )
  }
  // The page is read with depth 1: the channel comes populated, or as an id when it could not be.
  const channel =
    typeof block.channel === 'object' && block.channel !== null ? block.channel.id : (block.channel ?? undefined)
  const movies = await getMovies(context.country, context.locale, {
    month,
    ...(channel === undefined ? {} : { channel }),
  })
  return <MovieProgrammeView block={block} context={context} movies={movies} month={month} />
}
