import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload, SanitizedConfig } from 'payload'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { readEnv } from '@/lib/config/env'
import { freshPayload } from './support/helpers'

/**
 * The CMS's e-mail, with a real SMTP server (smtp-server) on a loopback port: "forgot password"
 * sends the reset link with its token through it, authenticated with SMTP_USER/SMTP_PASS, and
 * responds to an address without an account exactly the same while sending nothing. Without SMTP_HOST,
 * nothing is sent and the whole output of the process holds neither the token nor the link.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const ADMIN = { email: 'admin.mail@example.co.ao', password: 'mail-pass-123' }
const SMTP_LOGIN = { user: 'cms', pass: 'smtp-pass-123' }

type Received = { from: string; to: string[]; user: unknown; raw: string }

let payload: Payload
let cleanup: () => Promise<void>
let config: SanitizedConfig
let smtp: SMTPServer
let port = 0
/** What the SMTP server has been sent so far. */
let received: Received[] = []

/** A mail server that keeps what it is sent; `starttls` false: it does not offer STARTTLS. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const inbox: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_LOGIN.user && auth.password === SMTP_LOGIN.pass)
        callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        inbox.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r: SMTPServerAddress) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.server.address() as AddressInfo).port, received: inbox }
}

/** The text of a message with quoted-printable soft line breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

async function waitFor<T>(probe: () => T | undefined, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function forgot(email: string): Promise<{ status: number; body: string }> {
  const { handleEndpoints } = await import('payload')
  const request = new Request('http://localhost:3000/api/users/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: await response.text() }
}

before(async () => {
  ;({ server: smtp, port, received } = await startSmtp())
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    SMTP_USER: SMTP_LOGIN.user,
    SMTP_PASS: SMTP_LOGIN.pass,
    EMAIL_FROM_ADDRESS: 'cms@example.co.ao',
    EMAIL_FROM_NAME: 'ZAP CMS (test)',
  })
  ;({ payload, cleanup } = await freshPayload())
  config = await (await import('@/cms/payload.config')).default
  await payload.create({ collection: 'users', data: { ...ADMIN, role: 'admin' } })
})
after(async () => {
  await cleanup()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('e-mail over SMTP (SMTP_HOST set)', () => {
  it('forgot-password sends the reset link with its token to the account, through the SMTP server, logged in', async () => {
    const response = await forgot(ADMIN.email)
    assert.deepEqual(response, { status: 200, body: '{"message":"Success"}' })
    const message = await waitFor(() => received.find((m) => m.to.includes(ADMIN.email)), 10_000)
    assert.ok(message, 'a message reached the SMTP server')
    const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: ADMIN.email } } })) as {
      resetPasswordToken?: string
    }
    assert.match(user.resetPasswordToken ?? '', /^[0-9a-f]{40}$/, 'a reset token is stored')
    const text = decoded(message.raw)
    assert.ok(
      text.includes(`/admin/reset/${user.resetPasswordToken}`),
      'the message holds the reset link with its token',
    )
    assert.equal(message.from, 'cms@example.co.ao')
    assert.match(text, /^From: "?ZAP CMS \(test\)"? <cms@example\.co\.ao>/m)
    assert.equal(message.user, SMTP_LOGIN.user, 'sent with SMTP_USER/SMTP_PASS')
  })

  it('an address without an account gets the same response and no message', async () => {
    const before = received.length
    const response = await forgot('nobody.mail@example.co.ao')
    assert.deepEqual(response, { status: 200, body: '{"message":"Success"}' })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    assert.equal(received.length, before)
    assert.ok(!received.some((m) => m.to.includes('nobody.mail@example.co.ao')))
  })

  it('by default (SMTP_SECURE unset) a server that does not offer STARTTLS is sent nothing', async () => {
    const { emailAdapter } = await import('@/cms/email')
    const adapter = emailAdapter(
      readEnv({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: SMTP_LOGIN.user,
        SMTP_PASS: SMTP_LOGIN.pass,
      }),
    )({ payload })
    const before = received.length
    await adapter.sendEmail({
      to: 'plain@example.co.ao',
      subject: 'in clear?',
      html: '<a href="http://localhost:3000/admin/reset/secret">reset</a>',
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    assert.equal(received.length, before, 'nothing travelled unencrypted')
  })
})

describe('e-mail without SMTP_HOST', () => {
  it('forgot-password sends nothing, responds as for an unknown address, and the log holds no token, link or full address', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zap-mail-'))
    const tokenFile = path.join(dir, 'token')
    const env = { ...process.env }
    for (const name of Object.keys(env))
      if (name.startsWith('SMTP_') || name.startsWith('EMAIL_FROM_')) delete env[name]
    delete env.DATABASE_URL
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts', 'task.mjs'), 'tests/integration/support/forgot-password-no-smtp.ts', tokenFile],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    const token = readFileSync(tokenFile, 'utf8')
    rmSync(dir, { recursive: true, force: true })
    assert.equal(code, 0, output)
    assert.match(token, /^[0-9a-f]{40}$/, 'a reset token was made')
    const responses = JSON.parse(output.match(/^responses: (.*)$/m)?.[1] ?? 'null') as {
      existing: unknown
      missing: unknown
    }
    assert.deepEqual(responses.existing, { status: 200, body: '{"message":"Success"}' })
    assert.deepEqual(responses.missing, responses.existing)
    assert.ok(!output.includes(token), 'the token is not in the output')
    assert.ok(!/\/reset\//.test(output), 'no reset link in the output')
    assert.ok(!output.includes(ADMIN.email), 'the full address is not in the output')
    assert.match(
      output,
      /e-mail is not configured \(SMTP_HOST is not set\): a message to a…@example\.co\.ao was not sent/,
    )
  })
})
