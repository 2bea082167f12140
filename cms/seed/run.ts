/** `npm run seed`: fills an empty database with both countries' starter content. Safe to run again. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './seed'

const payload = await getPayload({ config })
await seed(payload)
process.exit(0)
