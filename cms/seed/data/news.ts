import type { Payload, Where } from 'payload'
import type { CountryCode } from '../../../lib/countries'
import type { News } from '../../payload-types'

/** One article in both languages; `image` is a seed media key. Filled by the corporate area. */
export type SeedNews = {
  slug: string
  publishedAt: string
  category: News['category']
  featured?: boolean
  image?: string
  pt: { title: string; excerpt: string; body: News['body'] }
  en: { title: string; excerpt: string; body: News['body'] }
}

export const seedNewsData = (country: CountryCode): SeedNews[] => {
  void country
  return []
}

/** Creates the country's seed articles that do not exist yet (found by slug), published. */
export async function seedNews(payload: Payload, code: CountryCode, countryId: number, media: Map<string, number>): Promise<void> {
  for (const item of seedNewsData(code)) {
    const where: Where = { and: [{ slug: { equals: item.slug } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'news', where, limit: 1, depth: 0, draft: true, pagination: false })
    if (found.docs[0]) continue
    const image = item.image ? media.get(item.image) : undefined
    if (item.image && image === undefined) throw new Error(`seed: news ${item.slug} names unknown media ${item.image}`)
    const created = await payload.create({
      collection: 'news', locale: 'pt', draft: false,
      data: {
        slug: item.slug, publishedAt: item.publishedAt, category: item.category, featured: item.featured ?? false, image,
        title: item.pt.title, excerpt: item.pt.excerpt, body: item.pt.body, country: countryId, _status: 'published',
      },
    })
    await payload.update({
      collection: 'news', id: created.id, locale: 'en', draft: false,
      data: { title: item.en.title, excerpt: item.en.excerpt, body: item.en.body, _status: 'published' },
    })
  }
}
