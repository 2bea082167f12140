import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * CMS API requests (REST and GraphQL) allowed per minute to one client IP that is not signed in.
 * Generous by default: mobile carriers put many visitors behind one address, and the site's own
 * TV guide asks /api/graphql for every day a visitor picks. In memory, so per instance (as the
 * forms' limit, lib/leads/rate-limit.ts).
 */
export const API_RATE_LIMIT_DEFAULT = 600

function limiter(): RateLimiterMemory {
  // One limiter per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapApiLimiter?: RateLimiterMemory }
  holder.zapApiLimiter ??= new RateLimiterMemory({ points: Number(process.env.API_RATE_LIMIT_PER_MINUTE) || API_RATE_LIMIT_DEFAULT, duration: 60 })
  return holder.zapApiLimiter
}

/** Takes one request from the IP's bucket; returns the seconds to wait when it is empty. */
export async function takeApiRateLimit(ip: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  try {
    await limiter().consume(ip)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}
