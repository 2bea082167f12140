import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { environment } from '@/lib/config/env'
import { redisFirstAttempt } from '@/lib/redis/client'
import { asRejection, secondsToWait, sharedLimiter } from '@/lib/redis/rate-limiter'

/**
 * Requests allowed per IP and form within a minute. Generous by default: many Angolan and
 * Mozambican mobile users share one carrier NAT address. Counted once for all instances through
 * Redis when REDIS_URL is set (per instance while Redis is unavailable), in memory otherwise.
 */
function limiter(): RateLimiterAbstract {
  // One limiter per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapLeadLimiter?: RateLimiterAbstract }
  holder.zapLeadLimiter ??= sharedLimiter({
    keyPrefix: 'zap:lead',
    points: environment().LEAD_RATE_LIMIT_PER_MINUTE,
    duration: 60,
  })
  return holder.zapLeadLimiter
}

/** Takes one request from the bucket; returns the seconds to wait when it is empty. */
export async function takeRateLimit(
  form: string,
  ip: string,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  await redisFirstAttempt()
  try {
    await limiter().consume(`${form}:${ip}`)
    return { ok: true }
  } catch (error) {
    return { ok: false, retryAfter: secondsToWait(asRejection(error)) }
  }
}
