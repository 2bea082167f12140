import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Payload, SanitizedConfig } from 'payload'
import { freshPayload } from './support/helpers'

/**
 * Password logins through the two ways in that exist: Payload's REST endpoint POST /api/users/login
 * (what /admin uses; handleEndpoints is what the app's /api route runs) and the app's own
 * /api/graphql route (`loginUser`), on a real SQLite database. Every request carries the client IP
 * as the production server hands it on (`x-zap-client-ip`, server/serve.mjs), so clients can be
 * told apart. Nobody can lock an account for someone else, an address without an account is
 * responded to exactly like one with an account (status, body, time), a throttled attempt is a 429
 * with Retry-After, and a success clears its count.
 */

// A small cap on failed logins per IP (across addresses), so the cap is reached in a few requests.
const IP_CAP = 12
process.env.LOGIN_FAILURES_PER_IP = String(IP_CAP)

let payload: Payload
let cleanup: () => Promise<void>
let config: SanitizedConfig
let graphqlPost: (request: Request) => Promise<Response>

const ADMIN = { email: 'admin.throttle@example.co.ao', password: 'right-pass-123' }
const EDITOR = { email: 'editor.throttle@example.co.ao', password: 'editor-pass-123' }
/** An account that no other test throttles, so its wrong passwords really are checked. */
const TIMED = { email: 'timed.throttle@example.co.ao', password: 'timed-pass-123' }
const WRONG = 'not-the-password'
/** The free attempts per (address, client) before the first wait. */
const FREE = 5
const THROTTLED = /^Too many login attempts\. Try again in \d+ minutes?\.$/

type LoginResponse = { status: number; body: string; retryAfter: string | null }

async function readLoginResponse(response: Response): Promise<LoginResponse> {
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') }
}

async function restLogin(
  ip: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LoginResponse> {
  const { handleEndpoints } = await import('payload')
  const request = new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-zap-client-ip': ip, ...headers },
    body: JSON.stringify({ email, password }),
  })
  return readLoginResponse(await handleEndpoints({ config, request }))
}

async function graphqlLogin(ip: string, email: string, password: string): Promise<LoginResponse> {
  const request = new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-zap-client-ip': ip },
    body: JSON.stringify({
      query: 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { exp } }',
      variables: { email, password },
    }),
  })
  return readLoginResponse(await graphqlPost(request))
}

const messageOf = (a: LoginResponse) => (JSON.parse(a.body) as { errors?: { message?: string }[] }).errors?.[0]?.message
const graphqlLoggedIn = (a: LoginResponse) =>
  a.status === 200 &&
  (JSON.parse(a.body) as { data?: { loginUser?: { exp?: number } } }).data?.loginUser?.exp !== undefined

/** Same status and body; the Retry-After countdowns of two responses a moment apart may differ by a second. */
function assertSameResponse(a: LoginResponse, b: LoginResponse, label: string): void {
  assert.equal(a.status, b.status, `${label}: status`)
  assert.equal(a.body, b.body, `${label}: body`)
  assert.equal(a.retryAfter === null, b.retryAfter === null, `${label}: Retry-After on both or neither`)
  if (a.retryAfter && b.retryAfter)
    assert.ok(
      Math.abs(Number(a.retryAfter) - Number(b.retryAfter)) <= 1,
      `${label}: Retry-After ${a.retryAfter} vs ${b.retryAfter}`,
    )
}

function assertThrottled(a: LoginResponse, label: string): void {
  assert.equal(a.status, 429, `${label}: status (${a.body})`)
  assert.match(a.retryAfter ?? '', /^\d+$/, `${label}: Retry-After`)
  assert.ok(Number(a.retryAfter) >= 1 && Number(a.retryAfter) <= 3600, `${label}: Retry-After ${a.retryAfter}`)
  assert.match(messageOf(a) ?? '', THROTTLED, `${label}: message`)
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!

before(async () => {
  ;({ payload, cleanup } = await freshPayload())
  config = await (await import('@/cms/payload.config')).default
  graphqlPost = (await import('@/app/(payload)/api/graphql/route')).POST
  const ao = await payload.create({
    collection: 'countries',
    data: { code: 'ao', name: 'Angola', siteUrl: 'http://localhost:3000' },
  })
  await payload.create({ collection: 'users', data: { ...ADMIN, role: 'admin' } })
  await payload.create({ collection: 'users', data: { ...EDITOR, role: 'editor', country: ao.id } })
  await payload.create({ collection: 'users', data: { ...TIMED, role: 'editor', country: ao.id } })
})
after(async () => cleanup())

describe('login throttle: nobody can lock an account for someone else', () => {
  it('wrong passwords from one client, over REST and GraphQL, leave the administrator able to log in from another', async () => {
    for (let i = 0; i < 2 * FREE; i++) {
      const wrong =
        i % 2 ? await restLogin('10.1.0.1', ADMIN.email, WRONG) : await graphqlLogin('10.1.0.1', ADMIN.email, WRONG)
      assert.ok(
        wrong.status === 401 || wrong.status === 429 || (wrong.status === 200 && !graphqlLoggedIn(wrong)),
        `attempt ${i + 1}: ${wrong.status}`,
      )
    }
    const rest = await restLogin('10.1.0.2', ADMIN.email, ADMIN.password)
    assert.equal(rest.status, 200, `REST login from another client: ${rest.body}`)
    const graphql = await graphqlLogin('10.1.0.3', ADMIN.email, ADMIN.password)
    assert.ok(graphqlLoggedIn(graphql), `GraphQL login from another client: ${graphql.body}`)
  })

  it('the throttled client itself is refused even the right password until its wait is over (no password oracle)', async () => {
    for (let i = 0; i < FREE; i++)
      assert.equal((await restLogin('10.4.0.1', EDITOR.email, WRONG)).status, 401, `wrong ${i + 1}`)
    assertThrottled(await restLogin('10.4.0.1', EDITOR.email, EDITOR.password), 'the right password once throttled')
    assertThrottled(await graphqlLogin('10.4.0.1', EDITOR.email, EDITOR.password), 'the same over GraphQL')
    assert.equal((await restLogin('10.4.0.2', EDITOR.email, EDITOR.password)).status, 200, 'the owner elsewhere')
  })

  it('a successful login clears the count of its (address, client)', async () => {
    // Two rounds: their eight failures stay under this client's cap across addresses.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FREE - 1; i++)
        assert.equal((await restLogin('10.3.0.1', EDITOR.email, WRONG)).status, 401, `round ${round}, wrong ${i + 1}`)
      const ok =
        round % 2
          ? await graphqlLogin('10.3.0.1', EDITOR.email, EDITOR.password)
          : await restLogin('10.3.0.1', EDITOR.email, EDITOR.password)
      assert.ok(ok.status === 200 && (round % 2 ? graphqlLoggedIn(ok) : true), `round ${round}: success (${ok.body})`)
    }
  })
})

describe('login throttle: an address without an account gets the same response as one with an account', () => {
  it('REST: byte-identical responses at every stage, then 429 with Retry-After and "try again in N minutes"', async () => {
    for (let i = 0; i < FREE + 3; i++) {
      const existing = await restLogin('10.2.0.1', EDITOR.email, WRONG)
      const missing = await restLogin('10.2.0.1', 'nobody.throttle@example.co.ao', WRONG)
      assertSameResponse(existing, missing, `attempt ${i + 1}`)
      if (i < FREE) {
        assert.equal(existing.status, 401, `attempt ${i + 1}: ${existing.body}`)
        assert.equal(messageOf(existing), 'The email or password provided is incorrect.')
      } else assertThrottled(existing, `attempt ${i + 1}`)
    }
  })

  it('GraphQL: byte-identical responses at every stage, the throttled ones with HTTP 429 and Retry-After', async () => {
    for (let i = 0; i < FREE + 2; i++) {
      const existing = await graphqlLogin('10.2.1.1', EDITOR.email, WRONG)
      const missing = await graphqlLogin('10.2.1.1', 'nobody.graphql@example.co.ao', WRONG)
      assertSameResponse(existing, missing, `attempt ${i + 1}`)
      if (i < FREE)
        assert.equal(messageOf(existing), 'The email or password provided is incorrect.', `attempt ${i + 1}`)
      else assertThrottled(existing, `attempt ${i + 1}`)
    }
  })

  it('a wrong password takes about as long for an address without an account', async () => {
    const times = { existing: [] as number[], missing: [] as number[] }
    for (let i = 0; i < 5; i++) {
      for (const [kind, email] of [
        ['existing', TIMED.email],
        ['missing', `nobody.${i}@example.co.ao`],
      ] as const) {
        const started = performance.now()
        assert.equal((await restLogin(`10.6.${i}.1`, email, WRONG)).status, 401)
        times[kind].push(performance.now() - started)
      }
    }
    const existing = median(times.existing)
    const missing = median(times.missing)
    console.log(
      `wrong password, median of 5: address with an account ${existing.toFixed(0)} ms, without ${missing.toFixed(0)} ms`,
    )
    // Generous: checking a stored password costs hundreds of milliseconds, finding no account a few.
    assert.ok(
      missing >= existing * 0.5,
      `without an account ${missing.toFixed(0)} ms vs ${existing.toFixed(0)} ms with one`,
    )
  })
})

describe('login throttle: a cap on failed logins per client across addresses', () => {
  it(`after ${IP_CAP} failures for different addresses the client waits, for every address; other clients do not`, async () => {
    for (let i = 0; i < IP_CAP; i++)
      assert.equal((await restLogin('10.5.0.1', `spray.${i}@example.co.ao`, WRONG)).status, 401, `address ${i + 1}`)
    assertThrottled(await restLogin('10.5.0.1', 'spray.next@example.co.ao', WRONG), 'one more address')
    assertThrottled(await restLogin('10.5.0.1', ADMIN.email, ADMIN.password), 'the administrator from that client')
    assert.equal(
      (await restLogin('10.5.0.2', ADMIN.email, ADMIN.password)).status,
      200,
      'the administrator from another client',
    )
  })
})

describe('login throttle: an administrator can lift it', () => {
  it('POST /api/users/unlock by an administrator ends the wait of every client of that address; nobody else may', async () => {
    for (let i = 0; i < FREE; i++) await restLogin('10.7.0.1', EDITOR.email, WRONG)
    assertThrottled(await restLogin('10.7.0.1', EDITOR.email, EDITOR.password), 'throttled')
    const { handleEndpoints } = await import('payload')
    const unlock = async (headers: Record<string, string>) =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/users/unlock', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: EDITOR.email }),
        }),
      })
    assert.equal((await unlock({})).status, 403, 'anonymous')
    assertThrottled(
      await restLogin('10.7.0.1', EDITOR.email, EDITOR.password),
      'still throttled after a refused unlock',
    )
    const token = (JSON.parse((await restLogin('10.7.0.9', ADMIN.email, ADMIN.password)).body) as { token: string })
      .token
    assert.equal((await unlock({ authorization: `JWT ${token}` })).status, 200, 'administrator')
    assert.equal(
      (await restLogin('10.7.0.1', EDITOR.email, EDITOR.password)).status,
      200,
      'the editor after the unlock',
    )
  })
})
