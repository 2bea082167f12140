import config from '@payload-config'
import { getPayload, type TypedUser, type Where } from 'payload'
import type { Campaign, Media } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'
import { isMedia } from './is-media'

export type CampaignService = Campaign['service']

/** A campaign card: what the list shows. */
export type CampaignSummary = {
  id: number
  title: string
  summary: string
  image: Media | null
  startsAt: string
  endsAt: string | null
}

/** A campaign in full: the card plus its body and call to action. */
export type CampaignDetail = CampaignSummary & { body: Campaign['body']; cta: { label: string; href: string } | null }

/** Safety bound: a service runs a handful of campaigns at a time. */
const MAX_CAMPAIGNS = 100

const summaryOf = (doc: Campaign): CampaignSummary => ({
  id: doc.id,
  title: doc.title,
  summary: doc.summary,
  image: isMedia(doc.image) ? doc.image : null,
  startsAt: doc.startsAt,
  endsAt: doc.endsAt ?? null,
})

async function findCampaigns(
  where: Where,
  locale: Locale,
  limit: number,
  previewer: TypedUser | null,
): Promise<Campaign[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'campaigns',
    where,
    locale,
    fallbackLocale: 'pt',
    // The image comes populated (its URL, sizes and alt text).
    depth: 1,
    limit,
    pagination: false,
    sort: ['-startsAt', 'title'],
    // The visitor's rights: drafts and unpublished campaigns stay hidden (except to a previewer).
    ...readAs(previewer),
  })
  return docs
}

const scope = (country: CountryCode, service: CampaignService, previewer: TypedUser | null): Where[] => [
  { 'country.code': { equals: country } },
  { service: { equals: service } },
  ...publishedFor(previewer),
]

/** The country's published campaigns of a service, newest first. */
export function getCampaigns(
  country: CountryCode,
  locale: Locale,
  service: CampaignService,
): Promise<CampaignSummary[]> {
  return cachedOrDraft(
    async (previewer) =>
      (await findCampaigns({ and: scope(country, service, previewer) }, locale, MAX_CAMPAIGNS, previewer)).map(
        summaryOf,
      ),
    ['campaigns', country, locale, service],
    { tags: [tags.listing('campaigns', country), tags.media] },
  )()
}

/**
 * One published campaign of the country and service by id; null for an unknown, foreign or
 * unpublished one. A CMS user previewing in draft mode gets the latest draft instead, uncached.
 */
export function getCampaign(
  country: CountryCode,
  locale: Locale,
  service: CampaignService,
  id: number,
): Promise<CampaignDetail | null> {
  return cachedOrDraft(
    async (previewer): Promise<CampaignDetail | null> => {
      const [doc] = await findCampaigns(
        { and: [{ id: { equals: id } }, ...scope(country, service, previewer)] },
        locale,
        1,
        previewer,
      )
      if (!doc) return null
      const cta = doc.cta?.label && doc.cta.href ? { label: doc.cta.label, href: doc.cta.href } : null
      return { ...summaryOf(doc), body: doc.body ?? null, cta }
    },
    ['campaign', country, locale, service, String(id)],
    { tags: [tags.listing('campaigns', country), tags.media] },
  )()
}
