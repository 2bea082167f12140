import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { tags } from '@/lib/content/tags'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { JobSummary } from './JobApplicationView'

/** A published job of the country by its id, in the page's language; null when there is none. */
export function loadJob(id: number, country: CountryCode, locale: Locale): Promise<JobSummary | null> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'jobs',
        where: {
          and: [{ id: { equals: id } }, { 'country.code': { equals: country } }, { _status: { equals: 'published' } }],
        },
        locale,
        depth: 0,
        limit: 1,
        pagination: false,
        // The visitor's rights: a draft or unpublished job is not there for them.
        overrideAccess: false,
      })
      const job = docs[0]
      return job
        ? {
            id: job.id,
            title: job.title,
            location: job.location,
            department: job.department,
            summary: job.summary,
            closesAt: job.closesAt,
          }
        : null
    },
    ['job', country, locale, String(id)],
    // Expired by the jobs collection's hook when a job is published, edited or removed.
    { tags: [tags.listing('jobs', country)] },
  )()
}
