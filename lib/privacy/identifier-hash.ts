import { createHmac, randomBytes } from 'node:crypto'
import type { PersonIdentifier } from './identifier'

/** The key the audit's hashes are made with, derived from the CMS secret (no other secret to keep). */
const auditKey = (secret: string) => createHmac('sha256', secret).update('zap:privacy/erasure-audit').digest()

/**
 * What an erasure's audit record keeps of the person instead of the identifier itself: a random
 * salt and an HMAC-SHA256 of the normalised identifier under that salt and a key derived from the
 * CMS secret. Whoever holds the secret (the site) can tell whether a given address or number was
 * erased by hashing it again with the record's salt; a copy of the database alone cannot, even by
 * trying every phone number. Changing PAYLOAD_SECRET makes old records unverifiable, never readable.
 */
export function identifierDigest(
  identifier: PersonIdentifier,
  secret: string,
  salt: string = randomBytes(16).toString('hex'),
): { salt: string; hash: string } {
  const canonical = identifier.kind === 'email' ? `email:${identifier.email}` : `phone:${identifier.phones.join(',')}`
  const hash = createHmac('sha256', auditKey(secret)).update(`${salt}:${canonical}`).digest('hex')
  return { salt, hash }
}
