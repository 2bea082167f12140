import type { CollectionSlug, Payload, TaskConfig } from 'payload'
import { expiryCutoff, RETAINED_COLLECTIONS, type RetainedCollection, retentionPeriods } from '@/lib/privacy/retention'
import { logger } from '@/server/logger.mjs'

/** Rows deleted per query: a year of leads expiring at once never loads into memory together. */
const BATCH = 200

type Log = (fields: Record<string, unknown>, message: string) => void

export type RetentionCounts = Partial<Record<RetainedCollection | 'cv-files', number>>

/**
 * Deletes every row of `collection`, in both countries, last changed before `cutoff`, with the
 * collection's delete hooks (a job application's CV goes with it). Returns the deleted rows' ids and
 * `cv` values, in batches until none is left.
 */
async function deleteOlderThan(
  payload: Payload,
  collection: CollectionSlug,
  cutoff: Date,
): Promise<{ id: number | string; cv?: unknown }[]> {
  const deleted: { id: number | string; cv?: unknown }[] = []
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { updatedAt: { less_than: cutoff.toISOString() } },
      limit: BATCH,
      depth: 0,
      overrideAccess: true,
      select: { updatedAt: true },
    })
    if (docs.length === 0) return deleted
    const ids = docs.map((doc) => doc.id)
    const result = await payload.delete({
      collection,
      where: { id: { in: ids } },
      overrideAccess: true,
      depth: 0,
    })
    if (result.errors.length > 0)
      throw new Error(`retention: ${result.errors.length} ${collection} row(s) could not be deleted`)
    deleted.push(...(result.docs as { id: number | string; cv?: unknown }[]))
  }
}

/**
 * The retention rule, applied once: for each lead collection with a period (Privacy settings, else
 * lib/privacy/retention.ts's defaults), the rows last changed longer ago than the period are deleted
 * in both countries, a job application with its CV; then any CV left without an application (one
 * whose application was never stored) older than the applications' period. Logs the counts (and
 * nothing of the rows) and returns them.
 */
export async function deleteExpiredLeads(
  payload: Payload,
  { now = new Date(), log = (fields, message) => logger.info(fields, message) }: { now?: Date; log?: Log } = {},
): Promise<RetentionCounts> {
  const settings = await payload.findGlobal({ slug: 'privacy-settings', depth: 0, overrideAccess: true })
  const periods = retentionPeriods(settings.retention)
  const counts: RetentionCounts = {}
  for (const collection of RETAINED_COLLECTIONS) {
    const months = periods[collection]
    if (months === null) continue
    const deleted = await deleteOlderThan(payload, collection, expiryCutoff(now, months))
    counts[collection] = deleted.length
    if (collection === 'job-applications') {
      const withCv = deleted.filter((doc) => doc.cv !== null && doc.cv !== undefined).length
      const orphans = await deleteOlderThan(payload, 'cv-files', expiryCutoff(now, months))
      counts['cv-files'] = withCv + orphans.length
    }
  }
  log({ deleted: counts, periods }, 'privacy: expired leads deleted')
  return counts
}

/**
 * The daily retention job. Its schedule queues one run a day at 03:00 (server time) on the default
 * queue, which server/jobs-runner.mjs ticks: Payload's run endpoint queues a scheduled task when it
 * is due, at most one waiting at a time, and the runner's PostgreSQL advisory lock lets one instance
 * at a time run it, so several instances delete once. A failed run is logged by Payload and the next
 * day's runs again (nothing is retried the same day: the next run deletes the same rows anyway).
 */
export const retentionTask: TaskConfig<{ input: object; output: RetentionCounts }> = {
  slug: 'privacyRetention',
  label: 'Privacy: delete expired leads',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: await deleteExpiredLeads(req.payload) }),
}
