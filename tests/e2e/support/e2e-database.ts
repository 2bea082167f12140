import path from 'node:path'
import { type Client, createClient } from '@libsql/client'

let opened: Promise<Client> | undefined

/**
 * The e2e site's own SQLite file, for tests that move a scheduled job's time or remove it. The
 * server writes the same file (its jobs ticker runs every second), so a write here can meet the
 * server's lock: SQLite's busy timeout makes it wait for the lock instead of failing at once with
 * SQLITE_BUSY (seen in a run where another process loaded the machine).
 */
export function e2eDatabase(): Promise<Client> {
  opened ??= (async () => {
    const client = createClient({ url: `file:${path.resolve('data/e2e/zap.db')}` })
    await client.execute('PRAGMA busy_timeout = 10000')
    return client
  })()
  return opened
}
