/**
 * `npm run release`: the one step of a release that changes the database, run once before the
 * instances of that release start: applies the committed migrations and seeds an empty database.
 * Payload takes no lock of its own, so two runs at once (two machines deploying together) would
 * both apply the same migration; on PostgreSQL this one holds a session advisory lock around the
 * whole step, so a second run waits, then finds nothing left to do. The server frees the lock when
 * the session ends, so a release that crashes does not block the next. On SQLite (one machine) it
 * is the same as what `npm start` runs before serving.
 */
import config from '@payload-config'
import pg from 'pg'
import { getPayload } from 'payload'
import { seedIfNew } from '@/cms/seed/seed-if-new'
import { databaseKind } from '@/lib/config/database-kind.mjs'
import { RELEASE_LOCK } from '@/server/advisory-locks.mjs'

const url = process.env.DATABASE_URL ?? ''
const lock = databaseKind(url) === 'postgres' ? new pg.Client({ connectionString: url }) : null
if (lock) {
  // A release that cannot get the lock fails loudly instead of hanging a deploy for ever.
  lock.on('error', (error) => console.error(`release: the lock's connection failed: ${error.message}`))
  await lock.connect()
  await lock.query("SET lock_timeout = '15min'")
  console.log('release: waiting for the release lock…')
  await lock.query('SELECT pg_advisory_lock($1, $2)', RELEASE_LOCK)
}

const payload = await getPayload({ config })
// Read after the lock is held: a run that waited sees what the previous one applied and seeded.
await payload.db.migrate()
if ((await seedIfNew(payload)) === 'left alone')
  console.log('release: the database already has content; nothing seeded')

if (lock) {
  await lock.query('SELECT pg_advisory_unlock($1, $2)', RELEASE_LOCK)
  await lock.end()
}
console.log('task: done')
process.exit(0)
