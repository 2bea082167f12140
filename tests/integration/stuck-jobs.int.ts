/**
 * The embedded (SQLite) server releases, before it starts, the scheduled jobs a stopped server left
 * marked `processing` (Payload never picks those again), and leaves finished or failed jobs alone.
 * Real SQLite file, Payload's own job queue.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { releaseStuckJobsAtStart } from '@/cms/jobs/release-stuck-jobs'
import { freshPayload } from './support/helpers'

let payload: Payload
let cleanup: () => Promise<void>

before(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
after(async () => cleanup?.())

describe('jobs left processing when the embedded server stopped', () => {
  it('are released at start, so the runner picks them up; failed ones stay as they are', async () => {
    const queue = () =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'pages', value: 1 } },
        waitUntil: new Date(Date.now() - 1000),
      })
    const stuck = await queue()
    const failed = await queue()
    await payload.update({ collection: 'payload-jobs', id: stuck.id, data: { processing: true }, overrideAccess: true })
    await payload.update({
      collection: 'payload-jobs',
      id: failed.id,
      data: { processing: true, hasError: true },
      overrideAccess: true,
    })

    assert.equal(await releaseStuckJobsAtStart(payload), 1)
    const job = (id: number | string) =>
      payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
    assert.equal((await job(stuck.id)).processing, false)
    assert.equal((await job(failed.id)).processing, true)
  })
})
