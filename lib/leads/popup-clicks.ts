import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { localDay } from '@/lib/format/date'

type SqlQuery = ReturnType<typeof sql>
type RawDb = {
  run?: (query: SqlQuery) => Promise<unknown>
  all?: (query: SqlQuery) => Promise<unknown[]>
  execute?: (query: SqlQuery) => Promise<{ rows: unknown[] }>
}

/** Runs a statement on SQLite (libsql: run/all) or PostgreSQL (execute) and returns its rows. */
async function rows(payload: Payload, query: SqlQuery): Promise<Record<string, unknown>[]> {
  const db = (payload.db as unknown as { drizzle: RawDb }).drizzle
  if (db.execute && payload.db.name === 'postgres') return (await db.execute(query)).rows as Record<string, unknown>[]
  if (db.all) return (await db.all(query)) as Record<string, unknown>[]
  throw new Error(`popup clicks: unsupported database ${payload.db.name}`)
}

/**
 * Counts one click on a store link of the app popup, for today in the country's time zone.
 * Both steps are single upserts (same SQL on SQLite and PostgreSQL), so concurrent clicks never
 * read-modify-write: the database increments, and the unique indexes (country, year, month) and
 * (record, day) keep one month record and one day row however many clicks race to create them.
 */
export async function countPopupClick(
  payload: Payload,
  country: CountryCode,
  countryId: number,
  now: Date = new Date(),
): Promise<void> {
  const { day, month, year } = localDay(now, country)
  const stamp = now.toISOString()
  await rows(
    payload,
    sql`INSERT INTO popup_analytics (month, year, country_id, updated_at, created_at) VALUES (${month}, ${year}, ${countryId}, ${stamp}, ${stamp})
        ON CONFLICT (country_id, year, month) DO NOTHING RETURNING id`,
  )
  const [record] = await rows(
    payload,
    sql`SELECT id FROM popup_analytics WHERE country_id = ${countryId} AND year = ${year} AND month = ${month}`,
  )
  if (!record) throw new Error('popup clicks: month record missing after upsert')
  await rows(
    payload,
    sql`INSERT INTO popup_analytics_days (record_id, day, click_count, updated_at, created_at) VALUES (${record.id}, ${day}, 1, ${stamp}, ${stamp})
        ON CONFLICT (record_id, day) DO UPDATE SET click_count = popup_analytics_days.click_count + 1, updated_at = ${stamp} RETURNING id`,
  )
}
