import config from '@payload-config'
import { getPayload } from 'payload'
import type { Job } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

/** A job as the list shows it (the same fields the application page shows above its form). */
export type JobListing = Pick<Job, 'id' | 'title' | 'location' | 'department' | 'summary' | 'closesAt'>

/** Safety bound: a country advertises a handful of jobs at a time. */
const MAX_JOBS = 100

/** The country's published jobs in the page's language, the soonest to close first (no closing date last). */
export function getJobs(country: CountryCode, locale: Locale): Promise<JobListing[]> {
  return cachedOrDraft(
    async (previewer) => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'jobs',
        where: { and: [{ 'country.code': { equals: country } }, ...publishedFor(previewer)] },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_JOBS,
        pagination: false,
        sort: ['closesAt', 'id'],
        // The visitor's rights: a draft or unpublished job is not there for them.
        ...readAs(previewer),
      })
      const jobs = docs.map((job): JobListing => ({
        id: job.id,
        title: job.title,
        location: job.location,
        department: job.department ?? null,
        summary: job.summary ?? null,
        closesAt: job.closesAt ?? null,
      }))
      // Databases disagree on where NULL sorts; a job with no closing date goes last everywhere.
      return [...jobs.filter((job) => job.closesAt), ...jobs.filter((job) => !job.closesAt)]
    },
    ['jobs', country, locale],
    // Expired by the jobs collection's hook when a job is published, edited or removed.
    { tags: [tags.listing('jobs', country)] },
  )()
}

/**
 * A published job of the country by its id, in the page's language; null when there is none. A CMS
 * user previewing in draft mode gets the latest draft instead, uncached, as the list shows it.
 */
export function getJob(id: number, country: CountryCode, locale: Locale): Promise<JobListing | null> {
  return cachedOrDraft(
    async (previewer) => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'jobs',
        where: { and: [{ id: { equals: id } }, { 'country.code': { equals: country } }, ...publishedFor(previewer)] },
        locale,
        depth: 0,
        limit: 1,
        pagination: false,
        // The visitor's rights: a draft or unpublished job is not there for them.
        ...readAs(previewer),
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
