import config from '@payload-config'
import { getPayload } from 'payload'
import { type CoverageArea, type CoverageAreaData, isCoverageStatus, withSlugs } from '@/lib/coverage/areas'
import { monthOfDate } from '@/lib/coverage/month'
import type { CountryCode } from '@/lib/countries'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

/** Safety bound: a country's fibre reaches hundreds of neighbourhoods, not tens of thousands. */
const MAX_AREAS = 5000

/**
 * A country's published coverage areas in name order, each with its address segment
 * (lib/coverage/areas.ts), the month of a "soon" read in the country's time zone; cached until an
 * editor changes one (or imports a file). The same in both languages: names are written once.
 */
export function getCoverageAreas(country: CountryCode): Promise<CoverageArea[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<CoverageArea[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'coverage-areas',
        where: { and: [{ 'country.code': { equals: country } }, ...publishedFor(previewer)] },
        depth: 0,
        limit: MAX_AREAS,
        pagination: false,
        select: { province: true, municipality: true, neighbourhood: true, status: true, month: true },
        ...readAs(previewer),
      })
      const areas: CoverageAreaData[] = docs.flatMap((doc) => {
        if (!isCoverageStatus(doc.status)) return []
        const month = doc.status === 'soon' ? monthOfDate(doc.month, country) : null
        // A "soon" without its month (a draft saved half-way) cannot say when: it is left out, not guessed.
        if (doc.status === 'soon' && !month) return []
        return [
          {
            province: doc.province,
            municipality: doc.municipality,
            neighbourhood: doc.neighbourhood,
            status: doc.status,
            month,
          },
        ]
      })
      return withSlugs(areas)
    },
    ['coverage-areas', country],
    { tags: [tags.listing('coverage-areas', country)] },
  )
  return load()
}
