/**
 * Child process of bench/lib/load.mjs: runs autocannon with the options it is sent and sends back the
 * figures. `bodies: {kind, runId}` makes every request a unique, valid lead (see lead-bodies.mjs) and
 * counts the responses by status.
 */
import autocannon from 'autocannon'
import { leadBody } from './lead-bodies.mjs'

process.once('message', async ({ bodies, ...options }) => {
  try {
    const statuses = {}
    let sequence = 0
    const requests = bodies
      ? [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify(leadBody(bodies.kind, bodies.runId, ++sequence)),
            }),
            onResponse: (status) => {
              statuses[status] = (statuses[status] ?? 0) + 1
            },
          },
        ]
      : undefined
    const result = await autocannon({ ...options, ...(requests ? { requests } : {}) })
    process.send({
      // Responses over the whole run (the per-second average undercounts a run that ends mid-second).
      requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodeStats: result.statusCodeStats,
      statuses: bodies ? statuses : undefined,
      sent: sequence,
      duration: result.duration,
    })
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) })
  }
  process.exit(0)
})
