import type { Payload, Where } from 'payload'
import type { CountryCode } from '../../../lib/countries'
import type { Novel } from '../../payload-types'

/** One novela; `image` is a seed media key; schedule slots are (weekday 1-7, HH:MM). Filled by the novelas area. */
export type SeedNovel = {
  title: string
  origin: Novel['origin']
  episodes?: number
  image?: string
  schedule: { day: NonNullable<Novel['schedule']>[number]['day']; time: string }[]
  pt: { synopsis: string; body?: Novel['body'] }
  en: { synopsis: string; body?: Novel['body'] }
}

export const seedNovelData = (country: CountryCode): SeedNovel[] => {
  void country
  return []
}

/** Creates the country's seed novelas that do not exist yet (found by title), published. */
export async function seedNovels(payload: Payload, code: CountryCode, countryId: number, media: Map<string, number>): Promise<void> {
  for (const item of seedNovelData(code)) {
    const where: Where = { and: [{ title: { equals: item.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'novels', where, limit: 1, depth: 0, draft: true, pagination: false })
    if (found.docs[0]) continue
    const image = item.image ? media.get(item.image) : undefined
    if (item.image && image === undefined) throw new Error(`seed: novela ${item.title} names unknown media ${item.image}`)
    const created = await payload.create({
      collection: 'novels', locale: 'pt', draft: false,
      data: {
        title: item.title, origin: item.origin, episodes: item.episodes, image, schedule: item.schedule,
        synopsis: item.pt.synopsis, body: item.pt.body, country: countryId, _status: 'published',
      },
    })
    await payload.update({
      collection: 'novels', id: created.id, locale: 'en', draft: false,
      data: { synopsis: item.en.synopsis, body: item.en.body, _status: 'published' },
    })
  }
}
