import config from '@payload-config'
import { getPayload, type Where } from 'payload'
import type { Movie } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

export type VideoClubTab = NonNullable<Movie['videoClubTab']>

/** What the movie programme block shows of a film or series, in the page's language. */
export type MovieEntry = {
  id: string
  title: string
  synopsis: string
  genre?: string
  year?: number
  durationMinutes?: number
  rating?: string
  month: string
  channel?: { name: string; number?: number }
  videoClubTab?: VideoClubTab
  poster?: { url: string; alt: string; width: number; height: number }
  /** A video file on this site (a path); anything else is dropped. */
  trailerUrl?: string
}

/** The month's programming (films on a channel, optionally one channel), or one video club shelf. */
export type MovieQuery = { month: string; channel?: number } | { videoClubTab: VideoClubTab }

/** Safety bound: a month has tens of films, a shelf tens of titles. */
const MAX_MOVIES = 200

/**
 * The page is cached as a whole; the block picks the month when it renders. An hourly refresh
 * lets a cached page move on to the new month soon after midnight of the 1st.
 */
const REFRESH_SECONDS = 3600

// Trailers are files this site serves; a third-party player would bring its own cookies and scripts.
const sitePath = (value: string | null | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined

function toEntry(doc: Movie): MovieEntry {
  const channel = typeof doc.channel === 'object' && doc.channel !== null ? doc.channel : null
  const poster = typeof doc.poster === 'object' && doc.poster !== null ? doc.poster : null
  const trailerUrl = sitePath(doc.trailerUrl)
  return {
    id: String(doc.id),
    title: doc.title,
    synopsis: doc.synopsis,
    month: doc.month,
    ...(doc.genre ? { genre: doc.genre } : {}),
    ...(doc.year ? { year: doc.year } : {}),
    ...(doc.durationMinutes ? { durationMinutes: doc.durationMinutes } : {}),
    ...(doc.rating ? { rating: doc.rating } : {}),
    ...(channel ? { channel: { name: channel.name, ...(channel.number ? { number: channel.number } : {}) } } : {}),
    ...(doc.videoClubTab ? { videoClubTab: doc.videoClubTab } : {}),
    ...(poster?.url && poster.width && poster.height
      ? { poster: { url: poster.url, alt: poster.alt ?? '', width: poster.width, height: poster.height } }
      : {}),
    ...(trailerUrl ? { trailerUrl } : {}),
  }
}

/** Films and series of a country for the movie programme block, by title; cached until an editor changes one. */
export function getMovies(country: CountryCode, locale: Locale, query: MovieQuery): Promise<MovieEntry[]> {
  const filter: Where[] =
    'videoClubTab' in query
      ? [{ videoClubTab: { equals: query.videoClubTab } }]
      : [
          { month: { equals: query.month } },
          // Programming is what airs on a channel; video club titles without one are not in it.
          query.channel === undefined ? { channel: { exists: true } } : { channel: { equals: query.channel } },
        ]
  const load = cachedOrDraft(
    async (previewer): Promise<MovieEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'movies',
        where: { and: [{ 'country.code': { equals: country } }, ...filter] },
        locale,
        fallbackLocale: 'pt',
        depth: 1,
        limit: MAX_MOVIES,
        pagination: false,
        sort: 'title',
        ...readAs(previewer),
      })
      return docs.map(toEntry)
    },
    ['movies', country, locale, JSON.stringify(query)],
    // Channel names and poster alt texts are shown too.
    {
      tags: [tags.listing('movies', country), tags.listing('channels', country), tags.media],
      revalidate: REFRESH_SECONDS,
    },
  )
  return load()
}
