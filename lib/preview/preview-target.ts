import type { Payload, TypedUser } from 'payload'
import type { LayoutBlock } from '@/registry/types'
import { isCountryCode, type CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { LISTED_ONLY, type ListedOnly, type Previewable } from './previewable'

/** Where the live preview opens a document: its country (for the frame) and its path in `locale`. */
export type PreviewTarget = { country: CountryCode; path: string }

type Read = { payload: Payload; id: number; locale: Locale; user: TypedUser }

const codeOf = (country: unknown): CountryCode | null => {
  const code = typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : null
  return isCountryCode(code) ? code : null
}

/** The document's latest draft, read with the user's own rights: an editor reaches only their country's. */
async function readDraft({ payload, id, locale, user }: Read, collection: Previewable) {
  return payload
    .findByID({ collection, id, draft: true, locale, fallbackLocale: false, depth: 1, user, overrideAccess: false })
    .catch(() => null)
}

/**
 * The first page of the country that shows documents of this kind at /path/{id} (the block that reads
 * the id, as registry/param-metadata.ts and the sitemap do), and its path in `locale`.
 */
async function listPagePath(
  read: Read,
  country: CountryCode,
  shows: (block: LayoutBlock) => boolean,
  byId = true,
): Promise<string | null> {
  const { docs } = await read.payload.find({
    collection: 'pages',
    where: { and: [{ 'country.code': { equals: country } }, ...(byId ? [{ takesId: { equals: true } }] : [])] },
    locale: read.locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    select: { path: true, layout: true },
    user: read.user,
    overrideAccess: false,
  })
  const page = docs.find((doc) => (doc.layout ?? []).some((block) => shows(block as LayoutBlock)))
  return page?.path ?? null
}

/** The list blocks that show a document of each listed-only collection (packages by their service). */
const LISTS: Record<ListedOnly, (block: LayoutBlock, doc: { service?: unknown }) => boolean> = {
  channels: (b) => b.blockType === 'channelList',
  packages: (b, doc) =>
    (b.blockType === 'packageGrid' || b.blockType === 'packageComparison' || b.blockType === 'packageCarousel') &&
    (!('service' in b) || b.service === doc.service),
  faqs: (b) => b.blockType === 'faqList',
  manuals: (b) => b.blockType === 'manualList',
  stores: (b) => b.blockType === 'storeSearch',
  movies: (b) => b.blockType === 'movieProgramme',
  jobs: (b) => b.blockType === 'jobList',
  'cinema-films': (b) => b.blockType === 'cinemaShowtimes',
}

const isListedOnly = (collection: Previewable): collection is ListedOnly =>
  (LISTED_ONLY as readonly string[]).includes(collection)

const under = (base: string, segment: string) => `${base === '/' ? '' : base}/${segment}`

/** The country and address to preview a document at, or null when the user may not read it or it shows nowhere. */
export async function previewTarget(read: Read, collection: Previewable): Promise<PreviewTarget | null> {
  if (isListedOnly(collection)) {
    const doc = await readDraft(read, collection)
    const country = codeOf(doc?.country)
    if (!doc || !country) return null
    const path = await listPagePath(read, country, (b) => LISTS[collection](b, doc as { service?: unknown }), false)
    return path ? { country, path } : null
  }
  switch (collection) {
    case 'pages': {
      const page = await readDraft(read, 'pages')
      const country = codeOf(page?.country)
      return page && 'path' in page && page.path && country ? { country, path: page.path } : null
    }
    case 'news': {
      const article = await readDraft(read, 'news')
      const country = codeOf(article?.country)
      if (!article || !('slug' in article) || !country) return null
      // Any news list shows an article by slug; the list of every category (/a-zap/noticias) is its home.
      const base =
        (await listPagePath(
          read,
          country,
          (b) => b.blockType === 'newsList' && Boolean(b.paginate) && !b.category && !b.featuredOnly,
        )) ?? (await listPagePath(read, country, (b) => b.blockType === 'newsList'))
      return base ? { country, path: under(base, article.slug) } : null
    }
    case 'campaigns': {
      const campaign = await readDraft(read, 'campaigns')
      const country = codeOf(campaign?.country)
      if (!campaign || !('service' in campaign) || !country) return null
      const base = await listPagePath(
        read,
        country,
        (b) => b.blockType === 'campaignList' && b.service === campaign.service,
      )
      return base ? { country, path: under(base, String(campaign.id)) } : null
    }
    case 'settings': {
      // Menus and footer are on every page: the country's home shows them.
      const settings = await readDraft(read, 'settings')
      const country = codeOf(settings?.country)
      return settings && country ? { country, path: '/' } : null
    }
    case 'novels': {
      const novel = await readDraft(read, 'novels')
      const country = codeOf(novel?.country)
      if (!novel || !country) return null
      const base = await listPagePath(read, country, (b) => b.blockType === 'novelList')
      return base ? { country, path: under(base, String(novel.id)) } : null
    }
  }
}
