/**
 * Brings the database to the committed schema (migrations) and, when it holds no country yet (or a
 * seed stopped half-way), fills it with the starter content. Run by `npm start` through scripts/task.mjs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { releaseStuckJobsAtStart } from '@/cms/jobs/release-stuck-jobs'
import { seedIfNew } from '@/cms/seed/seed-if-new'

const payload = await getPayload({ config })
await payload.db.migrate()
if ((await seedIfNew(payload)) === 'left alone') console.log('seed: the database already has content; nothing seeded')
const released = await releaseStuckJobsAtStart(payload)
if (released) console.log(`jobs: ${released} job(s) left running when the server stopped will run again`)
console.log('task: done')
process.exit(0)
