import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Requests allowed per IP and form within a minute. Generous by default: many Angolan and
 * Mozambican mobile users share one carrier NAT address. In-memory, so per instance; with several
 * instances use rate-limiter-flexible's Redis or PostgreSQL store behind this same function.
 */
function limiter(): RateLimiterMemory {
  // One limiter per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapLeadLimiter?: RateLimiterMemory }
  holder.zapLeadLimiter ??= new RateLimiterMemory({ points: Number(process.env.LEAD_RATE_LIMIT_PER_MINUTE) || 30, duration: 60 })
  return holder.zapLeadLimiter
}

/** Takes one request from the bucket; returns the seconds to wait when it is empty. */
export async function takeRateLimit(form: string, ip: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  try {
    await limiter().consume(`${form}:${ip}`)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}
