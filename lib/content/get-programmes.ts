import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { tags } from './tags'

/** One broadcast as the TV guide shows it (the same fields the browser asks GraphQL for). */
export type ProgrammeEntry = { id: number; title: string; startsAt: string; endsAt: string; channelId: number }

/** Safety bound: tens of channels times a dozen programmes a day. */
export const MAX_PROGRAMMES_PER_DAY = 1000

/**
 * How long a rendered guide may be served before it is rendered again (seconds). Besides the
 * publish tag, the page must move on to the next day by itself: this bound also applies to the
 * page that shows the guide (Next lowers a page's revalidation to its shortest cached query).
 */
const GUIDE_REVALIDATE = 900

/** The programmes of some channels starting in [from, to), by start time; cached until an editor changes one. */
export function getProgrammes(
  country: CountryCode,
  channelIds: number[],
  from: string,
  to: string,
): Promise<ProgrammeEntry[]> {
  const load = unstable_cache(
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
        depth: 0,
        limit: MAX_PROGRAMMES_PER_DAY,
        pagination: false,
        sort: 'startsAt',
        overrideAccess: false,
        select: { title: true, startsAt: true, endsAt: true, channel: true },
      })
      return docs.flatMap((doc) =>
        typeof doc.channel === 'number'
          ? [{ id: doc.id, title: doc.title, startsAt: doc.startsAt, endsAt: doc.endsAt, channelId: doc.channel }]
          : [],
      )
    },
    ['programmes', country, from, to, ...channelIds.map(String)],
    { tags: [tags.listing('programmes', country)], revalidate: GUIDE_REVALIDATE },
  )
  return load()
}
