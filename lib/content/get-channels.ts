import config from '@payload-config'
import { getPayload } from 'payload'
import type { Channel, Media } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

export type ChannelGenre = Channel['genre']

export type ChannelLogo = { url: string; alt: string; width: number; height: number }

/** A channel as the channel list and the TV guide show it. */
export type ChannelEntry = {
  id: number
  name: string
  number: number
  genre: ChannelGenre
  hd: boolean
  own: boolean
  description?: string
  logo?: ChannelLogo
  /** Ids of the packages that carry it. */
  packageIds: number[]
}

/** A satellite package offered by the channel list's package filter. */
export type PackageOption = { id: number; name: string }

export type ChannelCatalog = {
  /** The country's document id (GraphQL filters by it); null when the country has no channels yet. */
  countryId: number | null
  /** By decoder position. */
  channels: ChannelEntry[]
  /** The country's published satellite packages, cheapest first. */
  packages: PackageOption[]
}

/** Safety bounds: a country has tens of channels and a handful of packages. */
const MAX_CHANNELS = 1000
const MAX_PACKAGES = 100

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
      ? value.id
      : null

function logoOf(value: Channel['logo']): ChannelLogo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const media: Media = value
  if (!media.url) return undefined
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 120, height: media.height ?? 60 }
}

/** The country's channels and satellite packages; cached until an editor changes a channel, a package or media. */
export function getChannelCatalog(country: CountryCode, locale: Locale): Promise<ChannelCatalog> {
  const load = cachedOrDraft(
    async (previewer): Promise<ChannelCatalog> => {
      const payload = await getPayload({ config })
      const [channels, packages] = await Promise.all([
        payload.find({
          collection: 'channels',
          where: { 'country.code': { equals: country } },
          locale,
          fallbackLocale: 'pt',
          depth: 1,
          limit: MAX_CHANNELS,
          pagination: false,
          sort: ['number', 'name'],
          ...readAs(previewer),
          populate: { packages: { name: true } },
        }),
        payload.find({
          collection: 'packages',
          where: { and: [{ 'country.code': { equals: country } }, { service: { equals: 'satelite' } }] },
          locale,
          fallbackLocale: 'pt',
          depth: 0,
          limit: MAX_PACKAGES,
          pagination: false,
          sort: ['price', 'name'],
          ...readAs(previewer),
          select: { name: true },
        }),
      ])
      return {
        countryId: idOf(channels.docs[0]?.country),
        channels: channels.docs.map((doc) => ({
          id: doc.id,
          name: doc.name,
          number: doc.number,
          genre: doc.genre,
          hd: doc.hd ?? false,
          own: doc.own ?? false,
          ...(doc.description ? { description: doc.description } : {}),
          ...(logoOf(doc.logo) ? { logo: logoOf(doc.logo) } : {}),
          packageIds: (doc.packages ?? []).flatMap((value) => {
            const id = idOf(value)
            return id === null ? [] : [id]
          }),
        })),
        packages: packages.docs.map((doc) => ({ id: doc.id, name: doc.name })),
      }
    },
    ['channel-catalog', country, locale],
    { tags: [tags.listing('channels', country), tags.listing('packages', country), tags.media] },
  )
  return load()
}
