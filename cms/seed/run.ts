/**
 * `npm run seed`: adds both countries' starter content where missing. Safe to run again.
 * With SEED_ONLY_IF_EMPTY=1 (used by `npm start`) it does nothing once any country exists.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './seed'

const payload = await getPayload({ config })
const { totalDocs } = await payload.count({ collection: 'countries' })
if (process.env.SEED_ONLY_IF_EMPTY === '1' && totalDocs > 0) {
  console.log('seed: database already has content, nothing to do')
} else {
  await seed(payload)
}
process.exit(0)
