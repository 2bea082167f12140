import type { Payload } from 'payload'
import { environment } from '@/lib/config/env'
import { isJobsRunner } from '@/server/jobs-runner.mjs'
import { clientIp } from '@/lib/leads/client-ip'
import { apiError } from '@/lib/rest/api-error'
import { enterGate } from './gate'
import { takeApiRateLimit } from './rate-limit'
import { withBudget } from './request-budget'
import { isSignedIn } from './signed-in'

/** Longest an anonymous API request may keep asking the database, from its turn on. */
export const ANONYMOUS_BUDGET_MS = 5_000

export type Caller = { signedIn: boolean }

/**
 * Paths left to their own rules: signing in (its lockout is the users collection's business, and a
 * visitor must always be able to sign in, whatever the address's other requests).
 */
const OWN_RULES = new Set(['/api/users/login'])

/**
 * Reading a public upload (an image, a PDF) does not take from the rate limit: Next's image
 * optimizer fetches these files inside the server with no client address, so every visitor's
 * first view of an image size would share one bucket (across all instances once the limit is
 * shared), and a cold image cache after a deploy would serve broken images. The queue and the
 * time budget still apply.
 */
const UNLIMITED_READ = /^\/api\/(media|documents)\/file\/[^/]+$/

const isUnlimitedRead = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && UNLIMITED_READ.test(new URL(request.url).pathname)

/**
 * The CMS API (REST and GraphQL) for callers who are not signed in: a rate limit per client IP
 * (429), at most a few requests running at once with a bounded queue (503 past it), and a time
 * budget per request (its database calls past it fail with a 503 message). Signed-in callers
 * (a session or API key that really authenticates) and the scheduled-jobs runner are not limited;
 * every caller's database calls take turns with the rest of the site (cms/database.ts).
 * `run` gets the caller and responds to the request (and may refuse it).
 */
export async function withApiLimits(
  request: Request,
  payload: Payload,
  run: (caller: Caller) => Promise<Response>,
): Promise<Response> {
  if (OWN_RULES.has(new URL(request.url).pathname.replace(/\/$/, ''))) return run({ signedIn: false })
  if (isJobsRunner(request.headers.get('authorization'), environment().PAYLOAD_SECRET)) return run({ signedIn: true })
  if (await isSignedIn(payload, request.headers)) return run({ signedIn: true })

  const limited = isUnlimitedRead(request) ? { ok: true as const } : await takeApiRateLimit(clientIp(request))
  if (!limited.ok) {
    return apiError(429, `Too many requests from this address. Try again in ${limited.retryAfter} s.`, {
      headers: { 'retry-after': String(limited.retryAfter) },
    })
  }
  const turn = await enterGate()
  if ('retryAfter' in turn)
    return apiError(503, 'The server is busy. Try again shortly.', {
      headers: { 'retry-after': String(turn.retryAfter) },
    })
  try {
    return await withBudget(ANONYMOUS_BUDGET_MS, () => run({ signedIn: false }))
  } finally {
    turn.release()
  }
}
