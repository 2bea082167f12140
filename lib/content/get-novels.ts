import config from '@payload-config'
import { getPayload, type TypedUser, type Where } from 'payload'
import type { Media, Novel } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'
import { isMedia } from './is-media'

/** A novela card: what the list needs (when it airs is the novela channel's programmes, not the novela's). */
export type NovelSummary = {
  id: number
  title: string
  origin: Novel['origin']
  synopsis: string
  image: Media | null
  episodes: number | null
}

/** A novela in full: the card plus its rich-text body. */
export type NovelDetail = NovelSummary & { body: Novel['body'] }

/** Safety bound: the channel airs a dozen novelas at a time. */
const MAX_NOVELS = 100

const summaryOf = (doc: Novel): NovelSummary => ({
  id: doc.id,
  title: doc.title,
  origin: doc.origin,
  synopsis: doc.synopsis ?? '',
  image: isMedia(doc.image) ? doc.image : null,
  episodes: doc.episodes ?? null,
})

async function findNovels(where: Where, locale: Locale, limit: number, previewer: TypedUser | null): Promise<Novel[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'novels',
    where,
    locale,
    // Synopsis and body are translated; a novela not yet translated shows its Portuguese text.
    fallbackLocale: 'pt',
    depth: 1,
    limit,
    pagination: false,
    sort: 'title',
    // The visitor's rights: drafts and unpublished novelas stay hidden (except to a previewer).
    ...readAs(previewer),
  })
  return docs
}

const scope = (country: CountryCode, previewer: TypedUser | null): Where[] => [
  { 'country.code': { equals: country } },
  ...publishedFor(previewer),
]

/** The country's published novelas, by title. */
export function getNovels(country: CountryCode, locale: Locale): Promise<NovelSummary[]> {
  return cachedOrDraft(
    async (previewer) =>
      (await findNovels({ and: scope(country, previewer) }, locale, MAX_NOVELS, previewer)).map(summaryOf),
    ['novels', country, locale],
    { tags: [tags.listing('novels', country), tags.media] },
  )()
}

/**
 * One published novela of the country by id; null for an unknown, foreign or unpublished one.
 * A CMS user previewing in draft mode gets the latest draft instead, uncached.
 */
export function getNovel(country: CountryCode, locale: Locale, id: number): Promise<NovelDetail | null> {
  return cachedOrDraft(
    async (previewer): Promise<NovelDetail | null> => {
      const [doc] = await findNovels(
        { and: [{ id: { equals: id } }, ...scope(country, previewer)] },
        locale,
        1,
        previewer,
      )
      return doc ? { ...summaryOf(doc), body: doc.body ?? null } : null
    },
    ['novel', country, locale, String(id)],
    { tags: [tags.listing('novels', country), tags.media] },
  )()
}
