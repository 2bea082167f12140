import config from '@payload-config'
import { getPayload, type TypedUser, type Where } from 'payload'
import type { Media, News } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'
import { isMedia } from './is-media'

export type NewsCategory = News['category']

/** A news card: what a list shows. */
export type NewsSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  category: NewsCategory
  featured: boolean
  image: Media | null
}

/** An article in full: the card plus its body. */
export type NewsDetail = NewsSummary & { body: News['body'] }

/** Which articles a list shows: every category or one, all or only the highlights. */
export type NewsFilter = { category?: NewsCategory | null; featuredOnly?: boolean | null }

/** One page of a list, newest first; totalPages is 0 when there are no articles at all. */
export type NewsPage = { articles: NewsSummary[]; page: number; totalPages: number; totalDocs: number }

const summaryOf = (doc: News): NewsSummary => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  excerpt: doc.excerpt,
  publishedAt: doc.publishedAt,
  category: doc.category,
  featured: Boolean(doc.featured),
  image: isMedia(doc.image) ? doc.image : null,
})

const scope = (country: CountryCode, previewer: TypedUser | null): Where[] => [
  { 'country.code': { equals: country } },
  ...publishedFor(previewer),
]

const filterOf = (filter: NewsFilter): Where[] => [
  ...(filter.category ? [{ category: { equals: filter.category } }] : []),
  ...(filter.featuredOnly ? [{ featured: { equals: true } }] : []),
]

async function findNews(where: Where, locale: Locale, page: number, limit: number, previewer: TypedUser | null) {
  const payload = await getPayload({ config })
  return payload.find({
    collection: 'news',
    where,
    locale,
    // Like the other listings: an article not yet translated shows in Portuguese rather than as a blank card.
    fallbackLocale: 'pt',
    // The image comes populated (its URL, sizes and alt text).
    depth: 1,
    page,
    limit,
    sort: ['-publishedAt', '-id'],
    // The visitor's rights: drafts and unpublished articles stay hidden (except to a previewer).
    ...readAs(previewer),
  })
}

/** Page `page` (from 1) of the country's published articles that match `filter`, `pageSize` per page. */
export function getNewsPage(
  country: CountryCode,
  locale: Locale,
  filter: NewsFilter,
  page: number,
  pageSize: number,
): Promise<NewsPage> {
  const category = filter.category ?? 'all'
  const featured = filter.featuredOnly ? 'featured' : 'any'
  return cachedOrDraft(
    async (previewer): Promise<NewsPage> => {
      const result = await findNews(
        { and: [...scope(country, previewer), ...filterOf(filter)] },
        locale,
        page,
        pageSize,
        previewer,
      )
      return { articles: result.docs.map(summaryOf), page, totalPages: result.totalPages, totalDocs: result.totalDocs }
    },
    ['news-page', country, locale, category, featured, String(page), String(pageSize)],
    { tags: [tags.listing('news', country), tags.media] },
  )()
}

/**
 * The country's published article with this slug; null for an unknown, foreign or unpublished one.
 * A CMS user previewing in draft mode gets the latest draft instead, uncached.
 */
export function getNewsArticle(country: CountryCode, locale: Locale, slug: string): Promise<NewsDetail | null> {
  return cachedOrDraft(
    async (previewer): Promise<NewsDetail | null> => {
      const { docs } = await findNews(
        { and: [{ slug: { equals: slug } }, ...scope(country, previewer)] },
        locale,
        1,
        1,
        previewer,
      )
      const doc = docs[0]
      return doc ? { ...summaryOf(doc), body: doc.body ?? null } : null
    },
    ['news-article', country, locale, slug],
    { tags: [tags.listing('news', country), tags.media] },
  )()
}
