import type { Payload } from 'payload'
import { seed, seedLog } from './seed'

/**
 * Marks a seed under way in Payload's key-value store (a table in either database). A process that
 * stops half-way through seeding — killed, or the module loader stalling and the task run again —
 * leaves it behind, so the next start finishes the seed instead of taking the countries it already
 * made for a finished site.
 */
export const SEED_UNFINISHED = 'seed-unfinished'

/**
 * Seeds a database that has no country yet, and finishes a seed that stopped half-way (the seed only
 * creates what is missing). A seeded database is left alone, so what editors deleted stays deleted.
 */
export async function seedIfNew(
  payload: Payload,
  log: (line: string) => void = seedLog,
): Promise<'seeded' | 'finished' | 'left alone'> {
  const unfinished = await payload.kv.get(SEED_UNFINISHED)
  const { totalDocs } = await payload.count({ collection: 'countries' })
  if (totalDocs > 0 && !unfinished) return 'left alone'
  await payload.kv.set(SEED_UNFINISHED, { since: new Date().toISOString() })
  await seed(payload, log)
  await payload.kv.delete(SEED_UNFINISHED)
  return unfinished ? 'finished' : 'seeded'
}
