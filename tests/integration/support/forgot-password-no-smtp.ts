/**
 * Run by tests/integration/email.int.ts in a process of its own with no SMTP_* variables, so that
 * the test sees everything this process writes (Payload's logger writes straight to the file
 * descriptor, past any in-process capture). Asks for password resets of an address with an
 * account and one without through Payload's REST handler, prints both responses on one line, and
 * writes the reset token the database now holds to the file named by its argument.
 */
import { writeFileSync } from 'node:fs'
import { freshPayload } from '@/tests/integration/support/helpers'

const tokenFile = process.argv[2]
if (!tokenFile) throw new Error('usage: forgot-password-no-smtp.ts TOKEN_FILE')

const { payload, cleanup } = await freshPayload()
const { handleEndpoints } = await import('payload')
const { default: config } = await import('@/cms/payload.config')
await payload.create({
  collection: 'users',
  data: { email: 'admin.mail@example.co.ao', password: 'mail-pass-123', role: 'admin' },
})

async function forgot(email: string): Promise<{ status: number; body: string }> {
  const request = new Request('http://localhost:3000/api/users/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const response = await handleEndpoints({ config: await config, request })
  return { status: response.status, body: await response.text() }
}

const responses = {
  existing: await forgot('admin.mail@example.co.ao'),
  missing: await forgot('nobody.mail@example.co.ao'),
}
// Whatever the adapter logs in the background has time to reach the output.
await new Promise((resolve) => setTimeout(resolve, 1000))
const user = (await payload.db.findOne({
  collection: 'users',
  where: { email: { equals: 'admin.mail@example.co.ao' } },
})) as { resetPasswordToken?: string } | null
writeFileSync(tokenFile, user?.resetPasswordToken ?? '')
console.log(`responses: ${JSON.stringify(responses)}`)
await cleanup()
console.log('task: done')
process.exit(0)
