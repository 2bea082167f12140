/** `npm run migrate`: applies the committed migrations for the configured database. */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
await payload.db.migrate()
console.log('task: done')
process.exit(0)
