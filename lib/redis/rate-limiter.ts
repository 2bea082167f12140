import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'
import { redisClient } from '@/lib/redis/client'

/**
 * How long a limiter waits for Redis before it decides from memory instead. Short: a hung Redis
 * must not hold a visitor's form or login for longer than a blink.
 */
export const REDIS_LIMIT_TIMEOUT_MS = 300

/**
 * A rate limiter whose counts every instance shares through Redis when REDIS_URL is set, and the
 * plain in-memory limiter (one instance's counts) when it is not. While Redis is down or slow, an
 * in-memory limiter with the same points and duration decides instead (each instance then counts
 * alone, so N instances let up to N times the limit through for that while). The key prefix keeps
 * the limiters' keys apart in the one Redis.
 */
export function sharedLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options)
  const client = redisClient()
  if (!client) return memory
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      ...options,
      storeClient: client,
      // node-redis 4+ calling conventions; the library guesses them from a class name v5 no longer has.
      useRedisPackage: true,
      // Down (not connected) goes to memory at once rather than after the timeout.
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    }),
    timeoutMs: REDIS_LIMIT_TIMEOUT_MS,
  })
}

/**
 * A limiter's "no" (a RateLimiterRes), or a real error thrown on. Not `instanceof`: every route
 * bundle of the production build has its own copy of the library, and the limiters, shared through
 * globalThis, are made by whichever copy came first.
 */
export function asRejection(error: unknown): RateLimiterRes {
  if (!(error instanceof Error) && typeof (error as Partial<RateLimiterRes> | null)?.msBeforeNext === 'number')
    return error as RateLimiterRes
  throw error
}

/** The whole seconds a rejection says to wait (at least one). */
export const secondsToWait = (rejection: RateLimiterRes) => Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
