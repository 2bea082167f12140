import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { environment } from '@/lib/config/env'
import { redisFirstAttempt } from '@/lib/redis/client'
import { asRejection, secondsToWait, sharedLimiter } from '@/lib/redis/rate-limiter'

/**
 * CMS API requests (REST and GraphQL) allowed per minute to one client IP that is not signed in
 * (API_RATE_LIMIT_PER_MINUTE). Generous by default: mobile carriers put many visitors behind one
 * address, and the site's own TV guide asks /api/graphql for every day a visitor picks. Shared by
 * all instances through Redis when REDIS_URL is set, as the forms' limit (lib/leads/rate-limit.ts).
 */
const points = () => environment().API_RATE_LIMIT_PER_MINUTE

/**
 * A request without a client address did not come in through the production server from outside:
 * it is Next's image optimizer fetching an upload inside this instance. That bucket stays per
 * instance, so the optimizers of every instance (all cold after a deploy) do not share one budget.
 */
const NO_ADDRESS = 'unknown'

function limiter(ip: string): RateLimiterAbstract {
  // One limiter per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapApiLimiter?: RateLimiterAbstract; zapApiLocalLimiter?: RateLimiterAbstract }
  if (ip === NO_ADDRESS)
    return (holder.zapApiLocalLimiter ??= new RateLimiterMemory({ points: points(), duration: 60 }))
  return (holder.zapApiLimiter ??= sharedLimiter({ keyPrefix: 'zap:api', points: points(), duration: 60 }))
}

/** Takes one request from the IP's bucket; returns the seconds to wait when it is empty. */
export async function takeApiRateLimit(ip: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  await redisFirstAttempt()
  try {
    await limiter(ip).consume(ip)
    return { ok: true }
  } catch (error) {
    return { ok: false, retryAfter: secondsToWait(asRejection(error)) }
  }
}
