import type { CollectionBeforeOperationHook } from 'payload'
import { spendPasswordCheckTime } from '@/lib/auth/password-check-time'

/**
 * A login for an address without an account takes as long as a wrong password for one with an
 * account (see lib/auth/password-check-time.ts), so the time of the response does not tell which
 * accounts exist. Only where Payload would go on to check a password: with no address or an empty
 * password it responds at once either way.
 */
export const equalLoginTiming: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  // Payload's own look-up: lower case, trimmed.
  const address = typeof email === 'string' ? email.toLowerCase().trim() : ''
  if (!address || typeof password !== 'string' || password.trim() === '') return args
  const account = await req.payload.db.findOne({
    collection: collection.slug,
    req,
    select: { id: true },
    where: { email: { equals: address } },
  })
  if (!account) await spendPasswordCheckTime(password)
  return args
}
