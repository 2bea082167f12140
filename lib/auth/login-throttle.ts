import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { environment } from '@/lib/config/env'
import { redisClient, redisFirstAttempt } from '@/lib/redis/client'
import { asRejection, REDIS_LIMIT_TIMEOUT_MS, secondsToWait, sharedLimiter } from '@/lib/redis/rate-limiter'

/**
 * How many password logins a client may try. Counted per (address typed, client IP), never per
 * account alone: a stranger's wrong passwords make only the stranger's own IP wait, so nobody can
 * lock the owner of an account out. Counted on the address as typed, before anything looks for an
 * account, so an address without an account waits exactly like one with an account and the
 * responses tell nothing about which accounts exist.
 *
 * - Each (address, IP) has FREE_ATTEMPTS; when they run out it waits 1 minute, and each later time
 *   twice as long as the time before (2, 4, 8… minutes, at most an hour), remembered for a day.
 *   After a wait it has its free attempts again.
 * - Each IP may fail at most LOGIN_FAILURES_PER_IP times an hour across all addresses, so one
 *   client cannot try a few passwords on every address instead.
 * - A successful login clears its (address, IP) and does not count against its IP. While a client
 *   waits, even the right password is refused: otherwise the waiting responses would tell a right
 *   guess from a wrong one.
 *
 * Shared by every instance through Redis when REDIS_URL is set (each instance counts alone while
 * Redis is unavailable), in memory otherwise.
 */
export const FREE_ATTEMPTS = 5
const FREE_WINDOW_SECONDS = 15 * 60
const FIRST_WAIT_SECONDS = 60
const LONGEST_WAIT_SECONDS = 60 * 60
const WAITS_REMEMBERED_SECONDS = 24 * 60 * 60
const IP_WINDOW_SECONDS = 60 * 60
// Longer than any e-mail address can be; keeps junk input from growing the keys.
const ADDRESS_MAX_LENGTH = 320

type State = {
  /** Attempts per (address, IP) in the current window; blocked while the pair waits. */
  pairs: RateLimiterAbstract
  /** How many times each (address, IP) has had to wait: the next wait doubles. */
  waits: RateLimiterAbstract
  /** Failed attempts per IP across addresses. */
  ips: RateLimiterAbstract
  /**
   * Bumped by an administrator's unlock: the address's old counts no longer match any key. Kept in
   * Redis (GENERATION_PREFIX) when there is one, so an unlock on one instance counts on all; this
   * map stands in while Redis is unavailable (or absent).
   */
  generations: Map<string, number>
}

function state(): State {
  // One state per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapLoginThrottle?: State }
  holder.zapLoginThrottle ??= {
    pairs: sharedLimiter({ keyPrefix: 'zap:login-pair', points: FREE_ATTEMPTS, duration: FREE_WINDOW_SECONDS }),
    waits: sharedLimiter({
      keyPrefix: 'zap:login-waits',
      points: Number.MAX_SAFE_INTEGER,
      duration: WAITS_REMEMBERED_SECONDS,
    }),
    ips: sharedLimiter({
      keyPrefix: 'zap:login-ip',
      points: environment().LOGIN_FAILURES_PER_IP,
      duration: IP_WINDOW_SECONDS,
    }),
    generations: new Map(),
  }
  return holder.zapLoginThrottle
}

/** The address as Payload looks it up (lower case, trimmed); anything else becomes a string too. */
export function normalizeAddress(address: unknown): string {
  return String(address ?? '')
    .toLowerCase()
    .trim()
    .slice(0, ADDRESS_MAX_LENGTH)
}

const GENERATION_PREFIX = 'zap:login-gen:'
// Longer than any count of the address lives (a day), so a generation never falls back to one whose counts are still kept.
const GENERATION_KEPT_SECONDS = 2 * WAITS_REMEMBERED_SECONDS

/** Resolves with the promise's value, or rejects once Redis has had its short time to respond. */
function promptly<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not respond in time')), REDIS_LIMIT_TIMEOUT_MS)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** The address's unlock generation: from Redis when it responds, else this instance's own count. */
async function generationOf(normalized: string): Promise<number> {
  const local = state().generations.get(normalized) ?? 0
  const client = redisClient()
  if (!client?.isReady) return local
  try {
    return Number(await promptly(client.get(GENERATION_PREFIX + normalized))) || 0
  } catch {
    return local
  }
}

async function pairKey(address: unknown, ip: string): Promise<string> {
  const normalized = normalizeAddress(address)
  return `${await generationOf(normalized)}:${normalized}\n${ip}`
}

/** The wait that starts when a pair's free attempts have just run out, or what is left of the current one. */
async function waitOf(pair: string, rejection: RateLimiterRes): Promise<number> {
  const { pairs, waits } = state()
  // Exactly one attempt finds the count one past the free ones: it starts the next, longer wait.
  if (rejection.consumedPoints !== FREE_ATTEMPTS + 1) return secondsToWait(rejection)
  const nth = (await waits.consume(pair)).consumedPoints
  const seconds = Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (nth - 1))
  await pairs.block(pair, seconds)
  return seconds
}

export type LoginVerdict = { ok: true } | { ok: false; retryAfter: number }

/**
 * Counts one login attempt, before the password is looked at, as a failure until loginSucceeded
 * says otherwise (counting first means parallel attempts cannot all slip past the check).
 * Returns the seconds to wait when the attempt must be refused.
 */
export async function takeLoginAttempt(address: unknown, ip: string): Promise<LoginVerdict> {
  await redisFirstAttempt()
  const { ips, pairs } = state()
  // The IP first: a client over its cap creates no per-address entries at all.
  try {
    await ips.consume(ip)
  } catch (error) {
    return { ok: false, retryAfter: secondsToWait(asRejection(error)) }
  }
  const pair = await pairKey(address, ip)
  try {
    await pairs.consume(pair)
    return { ok: true }
  } catch (error) {
    const rejection = asRejection(error)
    // Not an attempt at a password: it does not count against the IP.
    await ips.reward(ip)
    return { ok: false, retryAfter: await waitOf(pair, rejection) }
  }
}

/** The attempt counted by takeLoginAttempt was the right password. */
export async function loginSucceeded(address: unknown, ip: string): Promise<void> {
  await redisFirstAttempt()
  const { ips, pairs, waits } = state()
  const pair = await pairKey(address, ip)
  await pairs.delete(pair)
  await waits.delete(pair)
  await ips.reward(ip)
}

/** An administrator unlocked the account: every client of this address, on every instance, starts afresh. */
export async function liftLoginThrottle(address: unknown): Promise<void> {
  await redisFirstAttempt()
  const { generations } = state()
  const normalized = normalizeAddress(address)
  generations.set(normalized, (generations.get(normalized) ?? 0) + 1)
  const client = redisClient()
  if (!client?.isReady) return
  const key = GENERATION_PREFIX + normalized
  try {
    await promptly(client.multi().incr(key).expire(key, GENERATION_KEPT_SECONDS).exec())
  } catch {
    // Redis went away meanwhile: the unlock holds on this instance (its own count above).
  }
}

/** The message for a refused attempt, in whole minutes (at least one). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
