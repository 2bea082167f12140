import type { Payload } from 'payload'
import { logger } from '@/server/logger.mjs'
import type { UnsubscribeClaims } from './unsubscribe-token'

/**
 * Ends every newsletter subscription of an address in one country (one row per service): the rows
 * are deleted, so nothing of the subscription is kept once it has ended. Resolves with how many
 * there were once the database no longer has them (none is a success too: the address is not
 * subscribed, which is what was asked). The log line counts; it never names the address.
 */
export async function endSubscription(payload: Payload, { country, email }: UnsubscribeClaims): Promise<number> {
  const { docs, errors } = await payload.delete({
    collection: 'newsletter-subscriptions',
    where: { and: [{ email: { equals: email } }, { 'country.code': { equals: country } }] },
    overrideAccess: true,
    depth: 0,
  })
  if (errors.length > 0) throw new Error(`newsletter: ${errors.length} subscription(s) could not be deleted`)
  logger.info({ country, subscriptions: docs.length }, 'newsletter: unsubscribed')
  return docs.length
}
