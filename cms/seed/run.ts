/** `npm run seed`: adds both countries' starter content where missing. Safe to run again. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './seed'

const payload = await getPayload({ config })
await seed(payload)
console.log('task: done')
process.exit(0)
