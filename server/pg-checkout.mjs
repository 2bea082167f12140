/**
 * A connection taken from a pg pool for longer than one query (to hold an advisory lock). While it
 * is checked out, the pool no longer listens for its errors: a database restart then emits 'error'
 * on the connection itself, and an 'error' event nobody listens to is an uncaught exception in the
 * server. The connection gets a listener of its own once, so a cut surfaces only as the failed query.
 */
const guarded = new WeakSet()

/**
 * @param {import('pg').Pool} pool
 * @returns {Promise<import('pg').PoolClient>}
 */
export async function checkout(pool) {
  const client = await pool.connect()
  if (!guarded.has(client)) {
    guarded.add(client)
    client.on('error', () => undefined)
  }
  return client
}
