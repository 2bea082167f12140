import { getJobs } from '@/lib/content/get-jobs'
import type { BlockProps } from '@/registry/types'
import { JobListView } from './JobListView'

/** A job whose closing day has passed (in the country's calendar, to the day) is no longer listed. */
export function isOpen(closesAt: string | null | undefined, now: Date): boolean {
  if (!closesAt) return true
  const closes = new Date(closesAt)
  if (Number.isNaN(closes.getTime())) return true
  // Applications are taken until the end of the closing day.
  return closes.getTime() + 24 * 60 * 60 * 1000 > now.getTime()
}

/** The country's published, still open jobs, each linking to its application page (/a-zap/candidatura/{id}). */
export async function JobListBlockComponent({ block, context }: BlockProps<'jobList'>) {
  const jobs = await getJobs(context.country, context.locale)
  const now = new Date()
  return <JobListView block={block} context={context} jobs={jobs.filter((job) => isOpen(job.closesAt, now))} />
}
