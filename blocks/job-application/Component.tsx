import { notFound } from 'next/navigation'
import type { BlockProps } from '@/registry/types'
import { JobApplicationView, type JobSummary } from './JobApplicationView'
import { jobOfParam } from './resolve-param'

/**
 * Job application block. On /a-zap/candidatura/{id} (context.param) it applies for that job and
 * shows it above the form; an unknown, foreign or unpublished id is a 404. Without an id it is a
 * spontaneous application with an area of interest.
 */
export async function JobApplicationBlockComponent({ block, context }: BlockProps<'jobApplication'>) {
  let job: JobSummary | undefined
  if (context.param !== undefined) {
    const { country, locale, param } = context
    job = (await jobOfParam({ country, locale, param })) ?? notFound()
  }
  return <JobApplicationView block={block} context={context} job={job} />
}
