import type { Payload } from 'payload'

/**
 * Before an embedded (SQLite, one process) server starts, no jobs runner is at work, so a job still
 * marked `processing` was left by a server stopped in the middle of a run. Payload never picks such
 * a job again; unmark it so the runner does. (On PostgreSQL, with several instances, the runner
 * does this itself under its lock: server/jobs-runner.mjs.) Returns how many were released.
 */
export async function releaseStuckJobsAtStart(payload: Payload): Promise<number> {
  if (payload.db.name === 'postgres') return 0
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ processing: { equals: true } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
