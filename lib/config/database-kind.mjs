/**
 * Which database a DATABASE_URL names: PostgreSQL for a postgres:// or postgresql:// URL, SQLite for
 * anything else (unset: the file data/zap.db; file:./path.db: that file). The one rule for the
 * question: the app reads it as `environment().databaseKind` (lib/config/env.ts), and the production
 * server (server/*.mjs) and the scripts, which run outside the app, call this directly. Plain
 * JavaScript for that reason.
 *
 * @param {string | undefined} url the value of DATABASE_URL
 * @returns {'postgres' | 'sqlite'}
 */
export function databaseKind(url) {
  return /^postgres(ql)?:\/\//.test(url ?? '') ? 'postgres' : 'sqlite'
}
