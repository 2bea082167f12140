import config from '@payload-config'
import { getPayload } from 'payload'
import type { Programme } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import { tags } from './tags'

/** How a broadcast airs besides its title (cms/collections/Programmes.ts); null: an ordinary airing. */
export type ProgrammeAiring = NonNullable<Programme['airing']>

/**
 * One broadcast as the TV guide and a channel's schedule show it (the same fields the browser asks
 * GraphQL for). The title is in the page's language; the episode and the airing are written in it by
 * the page (blocks/tv-guide/programme-title.ts).
 */
export type ProgrammeEntry = {
  id: number
  title: string
  startsAt: string
  endsAt: string
  channelId: number
  episode: number | null
  airing: ProgrammeAiring | null
  /** The novela it airs, when the server read it (the browser's day query does not ask for it). */
  novelId?: number | null
}

/** Safety bound: tens of channels times a dozen programmes a day. */
export const MAX_PROGRAMMES_PER_DAY = 1000

/**
 * How long a rendered guide may be served before it is rendered again (seconds). Besides the
 * publish tag, the page must move on to the next day by itself: this bound also applies to the
 * page that shows the guide (Next lowers a page's revalidation to its shortest cached query). What
 * the page says about "now" is decided in the browser; the server's "now" is at most this old.
 */
export const GUIDE_REVALIDATE = 900

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
      ? value.id
      : null

/** A stored programme as the guide reads it; null without a channel (one deleted since). */
export function programmeEntryOf(
  doc: Pick<Programme, 'id' | 'title' | 'startsAt' | 'endsAt' | 'channel' | 'episode' | 'airing' | 'novel'>,
): ProgrammeEntry | null {
  const channelId = idOf(doc.channel)
  if (channelId === null) return null
  return {
    id: doc.id,
    // A title is required in Portuguese; a name never translated reads the same in English.
    title: doc.title ?? '',
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    channelId,
    episode: typeof doc.episode === 'number' ? doc.episode : null,
    airing: doc.airing ?? null,
    novelId: idOf(doc.novel),
  }
}

/**
 * The programmes of some channels starting in [from, to), by start time, with titles in `locale`
 * (a name typed in Portuguese only is shown as it is); cached until an editor changes one.
 */
export function getProgrammes(
  country: CountryCode,
  channelIds: number[],
  from: string,
  to: string,
  locale: Locale,
): Promise<ProgrammeEntry[]> {
  // Programmes have no drafts (cms/collections/Programmes.ts): the same for visitors and previewers.
  const load = cachedPublished(
    async (): Promise<ProgrammeEntry[]> => {
      if (channelIds.length === 0) return []
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'programmes',
        where: {
          and: [
            { 'country.code': { equals: country } },
            { channel: { in: channelIds } },
            { startsAt: { greater_than_equal: from } },
            { startsAt: { less_than: to } },
          ],
        },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_PROGRAMMES_PER_DAY,
        pagination: false,
        sort: 'startsAt',
        overrideAccess: false,
        select: { title: true, startsAt: true, endsAt: true, channel: true, episode: true, airing: true, novel: true },
      })
      return docs.flatMap((doc) => programmeEntryOf(doc) ?? [])
    },
    ['programmes', country, locale, from, to, ...channelIds.map(String)],
    { tags: [tags.listing('programmes', country)], revalidate: GUIDE_REVALIDATE },
  )
  return load()
}
