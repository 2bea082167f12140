import { notFound } from 'next/navigation'
import type { BlockProps } from '@/registry/types'
import { JobApplicationView, type JobSummary } from './JobApplicationView'
import { loadJob } from './load-job'

/**
 * Job application block. On /a-zap/candidatura/{id} (context.param) it applies for that job and
 * shows it above the form; an unknown, foreign or unpublished id is a 404. Without an id it is a
 * spontaneous application with an area of interest.
 */
export async function JobApplicationBlockComponent({ block, context }: BlockProps<'jobApplication'>) {
  let job: JobSummary | undefined
  if (context.param !== undefined) {
    if (!/^\d{1,12}$/.test(context.param)) notFound()
    job = (await loadJob(Number(context.param), context.country, context.locale)) ?? notFound()
  }
  return <JobApplicationView block={block} context={context} job={job} />
}
