import { pbkdf2, randomBytes } from 'node:crypto'

/**
 * Payload responds to a login for an address without an account as soon as it finds no row, but checks
 * a real account's password with PBKDF2 first (hundreds of milliseconds), so the time of a "wrong
 * e-mail or password" response tells whether the account exists. spendPasswordCheckTime does the
 * same work as that check: PBKDF2-SHA256, 600,000 iterations, a 32-byte key, the parameters of
 * Payload 3.90's current password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js;
 * tests/integration/login-throttle.int.ts compares the two times, so a change there shows).
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
// Any salt will do: nothing is compared with the result. Payload's salts are 32 random bytes in hex.
const SALT = randomBytes(32).toString('hex')

export function spendPasswordCheckTime(password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve()))
  })
}
