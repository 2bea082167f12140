import config from '@payload-config'
import { getPayload } from 'payload'
import type { Channel, Package } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

export type PackageService = Package['service']

/** What a package card or a comparison column shows. */
export type PackageSummary = Pick<
  Package,
  | 'id'
  | 'name'
  | 'service'
  | 'price'
  | 'period'
  | 'tagline'
  | 'features'
  | 'highlighted'
  | 'ctaAction'
  | 'ctaPage'
  | 'ctaLabel'
>

/** A channel with the ids of the packages that carry it (the comparison's rows, the grid's counts). */
export type ChannelCarriage = {
  id: number
  name: string
  number: number
  genre: Channel['genre']
  hd: boolean
  packages: number[]
}

/** Safety bounds: a country sells a handful of packages and carries a few hundred channels. */
const MAX_PACKAGES = 100
const MAX_CHANNELS = 1000

/** The country's published packages of a service, cheapest first, in the page's language. */
export function getPackages(country: CountryCode, locale: Locale, service: PackageService): Promise<PackageSummary[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<PackageSummary[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'packages',
        where: {
          and: [{ 'country.code': { equals: country } }, { service: { equals: service } }, ...publishedFor(previewer)],
        },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_PACKAGES,
        pagination: false,
        sort: ['price', 'name'],
        // The visitor's rights: drafts and unpublished packages are not for sale.
        ...readAs(previewer),
      })
      return docs.map((doc) => ({
        id: doc.id,
        name: doc.name,
        service: doc.service,
        price: doc.price,
        period: doc.period,
        tagline: doc.tagline ?? null,
        features: (doc.features ?? []).map((feature) => ({ id: feature.id ?? null, text: feature.text })),
        highlighted: doc.highlighted ?? false,
        ctaAction: doc.ctaAction,
        // depth 0: the page's id, resolved to its path in the page's language by lib/packages/package-action.ts.
        ctaPage: doc.ctaPage ?? null,
        ctaLabel: doc.ctaLabel ?? null,
      }))
    },
    ['packages', country, locale, service],
    { tags: [tags.listing('packages', country)] },
  )
  return load()
}

/** The country's channel line-up by position, each with the packages that carry it. */
export function getChannelCarriage(country: CountryCode): Promise<ChannelCarriage[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<ChannelCarriage[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'channels',
        where: { 'country.code': { equals: country } },
        depth: 0,
        limit: MAX_CHANNELS,
        pagination: false,
        sort: ['number', 'name'],
        ...readAs(previewer),
      })
      return docs.map((doc) => ({
        id: doc.id,
        name: doc.name,
        number: doc.number,
        genre: doc.genre,
        hd: doc.hd ?? false,
        // depth 0 gives ids; an id of a package the visitor cannot read simply matches no column.
        packages: (doc.packages ?? []).map((p) => (typeof p === 'number' ? p : p.id)),
      }))
    },
    ['channel-carriage', country],
    { tags: [tags.listing('channels', country)] },
  )
  return load()
}
