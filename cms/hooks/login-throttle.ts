import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { liftLoginThrottle, loginSucceeded, takeLoginAttempt, tooManyAttemptsMessage } from '@/lib/auth/login-throttle'
import { clientIp } from '@/lib/leads/client-ip'

/**
 * The login throttle (lib/auth/login-throttle.ts) on an auth collection. Payload runs these hooks
 * for every password login, REST (`/api/users/login`, what /admin uses), GraphQL (`loginUser`) and
 * the Local API alike. Payload's own lock (`maxLoginAttempts`) must be off: it locks the account
 * for everyone, so any stranger could lock out the administrator, and its "locked" response differs
 * from the "wrong e-mail or password" one, which tells that the account exists.
 */

/** Where the attempt's key waits for afterLogin (the same request runs both hooks). */
const ATTEMPT = 'loginThrottleAttempt'
type Attempt = { address: unknown; ip: string }

/**
 * Payload responds with an error's message only when the error has a name, and the production bundle
 * leaves its APIError class (so `constructor.name`) anonymous: the name is spelt out here.
 */
class TooManyLoginAttempts extends APIError {
  constructor(retryAfter: number) {
    super(tooManyAttemptsMessage(retryAfter), 429)
    this.name = 'TooManyLoginAttempts'
  }
}

/** A refused attempt: 429 with Retry-After on REST and (see the GraphQL route) on GraphQL. */
function refuse(req: PayloadRequest, retryAfter: number): never {
  const headers = (req.responseHeaders ??= new Headers())
  headers.set('Retry-After', String(retryAfter))
  throw new TooManyLoginAttempts(retryAfter)
}

export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const attempt: Attempt = { address: (args.data as { email?: unknown } | undefined)?.email, ip: clientIp(req) }
  const verdict = await takeLoginAttempt(attempt.address, attempt.ip)
  if (!verdict.ok) refuse(req, verdict.retryAfter)
  req.context[ATTEMPT] = attempt
  return args
}

export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[ATTEMPT] as Attempt | undefined
  if (attempt) await loginSucceeded(attempt.address, attempt.ip)
  return user
}

/** Payload runs afterOperation only once the caller passed the collection's `unlock` access. */
export const liftThrottleOnUnlock: CollectionAfterOperationHook = async ({ args, operation, result }) => {
  if (operation === 'unlock') await liftLoginThrottle((args.data as { email?: unknown } | undefined)?.email)
  return result
}
