import type { Payload, Where } from 'payload'
import type { CountryCode } from '../../../lib/countries'
import type { CinemaFilm } from '../../payload-types'

type Session = NonNullable<CinemaFilm['sessions']>[number]

/** One film on at ZAP Cinemas (Angola); `poster` is a seed media key. Filled by the cinema area. */
export type SeedCinemaFilm = {
  title: string
  rating?: string
  durationMinutes?: number
  poster?: string
  /** Sessions relative to the seed day, so "Em cartaz" has a week of sessions after every fresh seed. */
  sessions: (today: Date) => Pick<Session, 'startsAt' | 'room' | 'format'>[]
  pt: { synopsis: string; genre?: string }
  en: { synopsis: string; genre?: string }
}

export const seedCinemaFilmData = (country: CountryCode): SeedCinemaFilm[] => {
  void country
  return []
}

/** Creates the country's seed films that do not exist yet (found by title), published. */
export async function seedCinemaFilms(payload: Payload, code: CountryCode, countryId: number, media: Map<string, number>, today = new Date()): Promise<void> {
  for (const item of seedCinemaFilmData(code)) {
    const where: Where = { and: [{ title: { equals: item.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'cinema-films', where, limit: 1, depth: 0, draft: true, pagination: false })
    if (found.docs[0]) continue
    const poster = item.poster ? media.get(item.poster) : undefined
    if (item.poster && poster === undefined) throw new Error(`seed: film ${item.title} names unknown media ${item.poster}`)
    const created = await payload.create({
      collection: 'cinema-films', locale: 'pt', draft: false,
      data: {
        title: item.title, rating: item.rating, durationMinutes: item.durationMinutes, poster, sessions: item.sessions(today),
        synopsis: item.pt.synopsis, genre: item.pt.genre, country: countryId, _status: 'published',
      },
    })
    await payload.update({
      collection: 'cinema-films', id: created.id, locale: 'en', draft: false,
      data: { synopsis: item.en.synopsis, genre: item.en.genre, _status: 'published' },
    })
  }
}
