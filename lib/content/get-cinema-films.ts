import config from '@payload-config'
import { getPayload } from 'payload'
import type { CinemaFilm, Media } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'
import { isMedia } from './is-media'

export type CinemaSession = Pick<NonNullable<CinemaFilm['sessions']>[number], 'startsAt' | 'room' | 'format'>

/** A film as "Em cartaz" shows it, with only its sessions in the range asked for. */
export type CinemaFilmEntry = {
  id: number
  title: string
  synopsis: string
  genre: string | null
  durationMinutes: number | null
  rating: string | null
  poster: Media | null
  sessions: CinemaSession[]
}

/** Safety bound: a multiplex has a few dozen films on at once. */
const MAX_FILMS = 200

/**
 * How long the listing may be served before it is read again (seconds). Besides the publish tag,
 * "Em cartaz" must move on to the next day by itself: Next lowers the page's revalidation to this.
 */
const SHOWTIMES_REVALIDATE = 900

/** The country's published films with a session in [from, to), each with only those sessions, by title. */
export function getCinemaFilms(
  country: CountryCode,
  locale: Locale,
  from: string,
  to: string,
): Promise<CinemaFilmEntry[]> {
  return cachedOrDraft(
    async (previewer): Promise<CinemaFilmEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'cinema-films',
        where: {
          and: [
            { 'country.code': { equals: country } },
            ...publishedFor(previewer),
            { 'sessions.startsAt': { greater_than_equal: from } },
            { 'sessions.startsAt': { less_than: to } },
          ],
        },
        locale,
        // A film written in Portuguese only still shows in English (its title is not translated anyway).
        fallbackLocale: 'pt',
        // The poster comes populated (its URL, sizes and alt text).
        depth: 1,
        limit: MAX_FILMS,
        pagination: false,
        sort: 'title',
        // The visitor's rights: drafts stay hidden.
        ...readAs(previewer),
      })
      const start = Date.parse(from)
      const end = Date.parse(to)
      return docs.flatMap((doc): CinemaFilmEntry[] => {
        // The where above matches a film with any session after `from` and any before `to`; keep those inside.
        const sessions = (doc.sessions ?? [])
          .filter((session) => {
            const at = Date.parse(session.startsAt)
            return at >= start && at < end
          })
          .map(({ startsAt, room, format }) => ({ startsAt, room, format }))
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        if (sessions.length === 0) return []
        return [
          {
            id: doc.id,
            title: doc.title,
            synopsis: doc.synopsis,
            genre: doc.genre ?? null,
            durationMinutes: doc.durationMinutes ?? null,
            rating: doc.rating ?? null,
            poster: isMedia(doc.poster) ? doc.poster : null,
            sessions,
          },
        ]
      })
    },
    ['cinema-films', country, locale, from, to],
    { tags: [tags.listing('cinema-films', country), tags.media], revalidate: SHOWTIMES_REVALIDATE },
  )()
}
