import { readdirSync } from 'node:fs'
import Database from 'libsql'

/** Every table a public request could add a row to (leads, their uploads, click counts, users). */
export const LEAD_TABLES = [
  'newsletter_subscriptions',
  'callback_requests',
  'job_applications',
  'casting_applications',
  'coverage_requests',
  'cv_files',
  'popup_analytics',
  'popup_analytics_days',
  'users',
] as const

/** Reads the server's SQLite file through a connection of our own, opened only for `read`. */
export function withDb<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

export type Counts = Record<string, number>

/** Rows per lead table, the total of popup clicks, and the files in the private CV folder. */
export function leadCounts(file: string, privateDir: string): Counts {
  const counts = withDb(file, (db) => {
    const result: Counts = {}
    for (const table of LEAD_TABLES)
      result[table] = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    result.clicks = (
      db.prepare('SELECT coalesce(sum(click_count), 0) AS n FROM popup_analytics_days').get() as { n: number }
    ).n
    return result
  })
  counts.cvFilesOnDisk = readdirSync(privateDir).length
  return counts
}

/** Total popup clicks stored for one country (all days and months). */
export function clicksOf(file: string, country: 'ao' | 'mz'): number {
  return withDb(
    file,
    (db) =>
      (
        db
          .prepare(
            `SELECT coalesce(sum(d.click_count), 0) AS n FROM popup_analytics_days d
           JOIN popup_analytics r ON r.id = d.record_id JOIN countries c ON c.id = r.country_id WHERE c.code = ?`,
          )
          .get(country) as { n: number }
      ).n,
  )
}
