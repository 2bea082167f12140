import assert from 'node:assert/strict'
import http from 'node:http'
import { after, describe, it } from 'node:test'
import { send, type RawResponse } from './support/http'
import { FaultServer, freshData } from './support/server'

/**
 * Password guessing against the production server, from distinct clients: each client connects
 * from its own loopback address (127.0.0.x), so the server tells them apart from the socket as it
 * would real visitors. A flood of wrong passwords sent all at once, over REST and GraphQL, gets at
 * most the free attempts checked and 429 for the rest (never a 5xx), responds to an address without an
 * account exactly like the administrator's, and leaves the administrator able to log in from
 * another client at once. A client spraying many addresses reaches its cap; others do not.
 */
const PORT = (Number(process.env.FAULT_PORT_BASE) || 3240) + 8
const data = freshData('login-flood')
const server = new FaultServer({ name: 'login-flood', port: PORT, ...data })
await server.start()
after(() => server.stop())

const ADMIN = { email: 'admin@zap.local', password: 'zap-admin-dev' }
const FREE = 5
const CAP_PER_CLIENT = 50
const THROTTLED = /^Too many login attempts\. Try again in \d+ minutes?\.$/

/** A client at its own loopback address; one connection per request, all opened at once. */
const client = (n: number) => new http.Agent({ keepAlive: false, maxSockets: Infinity, localAddress: `127.0.0.${n}` })

function restLogin(agent: http.Agent, email: string, password: string): Promise<RawResponse> {
  return send(
    server.port,
    {
      method: 'POST',
      path: '/api/users/login',
      host: server.hostAo,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      timeoutMs: 60_000,
    },
    agent,
  )
}

function graphqlLogin(agent: http.Agent, email: string, password: string): Promise<RawResponse> {
  const query =
    'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { exp } }'
  return send(
    server.port,
    {
      method: 'POST',
      path: '/api/graphql',
      host: server.hostAo,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { email, password } }),
      timeoutMs: 60_000,
    },
    agent,
  )
}

const messageOf = (r: RawResponse) =>
  (JSON.parse(r.body) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? ''
const tally = (responses: RawResponse[]) =>
  responses.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {})
/** A wrong password that was really checked: 401 on REST, 200 with the error on GraphQL. */
const checked = (r: RawResponse) => r.status !== 429 && messageOf(r) === 'The email or password provided is incorrect.'

describe('login flood', () => {
  it('200 wrong passwords at once for the administrator (REST and GraphQL) from one client: 5 checked, the rest 429; the administrator logs in from another client', async () => {
    const attacker = client(2)
    const flood = (email: string) =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          i % 2 ? restLogin(attacker, email, `guess-${i}`) : graphqlLogin(attacker, email, `guess-${i}`),
        ),
      )
    const started = Date.now()
    const [existing, missing] = await Promise.all([flood(ADMIN.email), flood('nobody@zap.local')])
    console.log(
      `# login flood: 2 x 200 attempts in ${Date.now() - started} ms: ${JSON.stringify(tally(existing))} / ${JSON.stringify(tally(missing))}`,
    )
    for (const [label, responses] of [
      ['administrator', existing],
      ['no account', missing],
    ] as const) {
      // GraphQL shares the queue of anonymous API requests (lib/api/gate.ts); past it a request is shed with
      // 503 and Retry-After before any password is checked. REST sign-in has no queue, so never 503.
      const shed = responses.filter(
        (a, i) => i % 2 === 0 && a.status === 503 && /^\d+$/.test(String(a.headers['retry-after'])),
      )
      assert.ok(
        responses.every((a) => a.status < 500 || shed.includes(a)),
        `${label}: no 5xx but shed GraphQL requests (${JSON.stringify(tally(responses))})`,
      )
      assert.equal(responses.filter(checked).length, FREE, `${label}: exactly the free attempts were checked`)
      const refused = responses.filter((a) => a.status === 429)
      assert.equal(refused.length + shed.length, 200 - FREE, `${label}: all the others are 429 (or shed)`)
      assert.ok(
        refused.every((a) => THROTTLED.test(messageOf(a)) && /^\d+$/.test(String(a.headers['retry-after']))),
        `${label}: 429 with Retry-After and the wait in minutes`,
      )
    }
    // Which five get through (REST or GraphQL) is a race; for each way in and status there is one
    // body, byte for byte the same for the administrator and for the address without an account.
    const bodies = new Map<string, Set<string>>()
    for (const a of [...existing, ...missing]) {
      const kind = `${a.body.includes('"path":["loginUser"]') ? 'GraphQL' : 'REST'} ${a.status}`
      bodies.set(kind, (bodies.get(kind) ?? new Set()).add(a.body))
    }
    for (const [kind, seen] of bodies)
      assert.equal(seen.size, 1, `${kind}: one response for both addresses: ${[...seen].join(' | ')}`)

    const owner = client(3)
    assert.equal(
      (await restLogin(owner, ADMIN.email, ADMIN.password)).status,
      200,
      'the administrator, REST, from another client',
    )
    const graphql = await graphqlLogin(owner, ADMIN.email, ADMIN.password)
    assert.ok(
      (JSON.parse(graphql.body) as { data?: { loginUser?: { exp?: number } } }).data?.loginUser?.exp,
      `the administrator, GraphQL: ${graphql.body}`,
    )
    assert.equal(
      (await restLogin(attacker, ADMIN.email, ADMIN.password)).status,
      429,
      'the attacking client is refused even the right password',
    )
  })

  it(`a client trying one password on ${CAP_PER_CLIENT + 30} addresses at once gets ${CAP_PER_CLIENT} checked; another client is not slowed`, async () => {
    const sprayer = client(4)
    const responses = await Promise.all(
      Array.from({ length: CAP_PER_CLIENT + 30 }, (_, i) => restLogin(sprayer, `spray-${i}@zap.local`, 'Password1')),
    )
    assert.deepEqual(tally(responses), { 401: CAP_PER_CLIENT, 429: 30 })
    assert.equal(
      (await restLogin(sprayer, ADMIN.email, ADMIN.password)).status,
      429,
      'the spraying client, for any address',
    )
    assert.equal(
      (await restLogin(client(5), ADMIN.email, ADMIN.password)).status,
      200,
      'the administrator from another client',
    )
  })
})
