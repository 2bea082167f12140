import { docIdOf } from '@/lib/content/doc-id'
import { getJob, type JobListing } from '@/lib/content/get-jobs'
import type { ParamContext } from '@/registry/types'

/**
 * The job applied for at /a-zap/candidatura/{id}, for the block and the proxy's 404 alike. Null when
 * the id is not a number or names no published job of the country.
 */
export async function jobOfParam({ country, locale, param }: ParamContext): Promise<JobListing | null> {
  const id = docIdOf(param)
  return id === null ? null : getJob(id, country, locale)
}
