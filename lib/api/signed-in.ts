import { executeAuthStrategies, type Payload } from 'payload'

/**
 * Whether the request carries credentials that really authenticate a user (a valid, unexpired
 * session token or API key), checked as Payload checks them. A `payload-token` cookie alone proves
 * nothing: anybody can send one.
 */
export async function isSignedIn(payload: Payload, headers: Headers): Promise<boolean> {
  const { user } = await executeAuthStrategies({ headers, payload, isGraphQL: true })
  return Boolean(user)
}
