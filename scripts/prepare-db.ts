/**
 * Brings the database to the committed schema (migrations) and, when it holds no country yet,
 * fills it with the starter content. Run by `npm start` through scripts/task.mjs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { releaseStuckJobsAtStart } from '@/cms/jobs/release-stuck-jobs'
import { seed } from '@/cms/seed/seed'

const payload = await getPayload({ config })
await payload.db.migrate()
const { totalDocs } = await payload.count({ collection: 'countries' })
if (totalDocs === 0) await seed(payload)
else console.log('seed: the database already has content; nothing seeded')
const released = await releaseStuckJobsAtStart(payload)
if (released) console.log(`jobs: ${released} job(s) left running when the server stopped will run again`)
console.log('task: done')
process.exit(0)
