import type { APIRequestContext, APIResponse } from '@playwright/test'
import { ADMIN, adminHeaders, adminToken } from './support/admin'
import { expect, test } from './support/fixtures'

/**
 * The login throttle on the production server, over REST (what /admin uses) and GraphQL, and on
 * the admin's login screen. Every request here comes from 127.0.0.1, so these checks are the ones
 * that hold for one client; that another client of the same account is never slowed down, and the
 * cap per client across addresses, are tested with several client IPs in
 * tests/integration/login-throttle.int.ts. Addresses are new each run, so runs do not add up.
 */
const FREE = 5
const WRONG = 'not-the-password'
const PASSWORD = 'throttle-pass-123'
const THROTTLED = /^Too many login attempts\. Try again in \d+ minutes?\.$/

/** A response and the moment it arrived (ms). */
type LoginResponse = { status: number; body: string; retryAfter: string | null; at: number }

async function readLoginResponse(response: Promise<APIResponse>): Promise<LoginResponse> {
  const arrived = await response
  return {
    status: arrived.status(),
    body: await arrived.text(),
    retryAfter: arrived.headers()['retry-after'] ?? null,
    at: Date.now(),
  }
}

const restLogin = async (request: APIRequestContext, email: string, password: string) =>
  readLoginResponse(request.post('/api/users/login', { data: { email, password }, headers: { connection: 'close' } }))

const graphqlLogin = async (request: APIRequestContext, email: string, password: string) =>
  readLoginResponse(
    request.post('/api/graphql', {
      data: {
        query:
          'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { exp } }',
        variables: { email, password },
      },
      headers: { connection: 'close' },
    }),
  )

const messageOf = (a: LoginResponse) =>
  (JSON.parse(a.body) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? ''

/**
 * The two responses are alike. `gap` is the most seconds that parted an existing address's response from the
 * missing one's so far: each address's wait counts from its own refused attempt, and the two are asked
 * one after the other, so their Retry-After may differ by that (a slow request on a busy machine) plus
 * one for rounding.
 */
function expectSame(existing: LoginResponse, missing: LoginResponse, label: string, gap: number): void {
  expect(missing.status, `${label}: status`).toBe(existing.status)
  expect(missing.body, `${label}: body`).toBe(existing.body)
  expect(missing.retryAfter === null, `${label}: Retry-After on both or neither`).toBe(existing.retryAfter === null)
  if (existing.retryAfter && missing.retryAfter)
    expect(
      Math.abs(Number(existing.retryAfter) - Number(missing.retryAfter)),
      `${label}: Retry-After`,
    ).toBeLessThanOrEqual(1 + Math.ceil(gap))
}

function expectThrottled(a: LoginResponse, label: string): void {
  expect(a.status, `${label}: ${a.body}`).toBe(429)
  expect(a.retryAfter, `${label}: Retry-After`).toMatch(/^\d+$/)
  expect(messageOf(a), `${label}: message`).toMatch(THROTTLED)
}

test.describe('login throttle', () => {
  // The admin screen's refused login is a 429 on purpose.
  test.use({ failingRequests: ['/api/users/login'] })
  test.describe.configure({ mode: 'serial' })
  const run = Date.now()
  const editors = {
    rest: `throttle-rest-${run}@example.co.ao`,
    graphql: `throttle-graphql-${run}@example.co.ao`,
    screen: `throttle-screen-${run}@example.co.ao`,
  }

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    const countries = await request.get('/api/countries', { params: { 'where[code][equals]': 'ao', depth: 0 } })
    const country = ((await countries.json()) as { docs: { id: number }[] }).docs[0]!.id
    for (const email of Object.values(editors)) {
      const created = await request.post('/api/users', {
        data: { email, password: PASSWORD, role: 'editor', country },
        headers: adminHeaders(token),
      })
      expect(created.status(), `administrator creates ${email}`).toBe(201)
    }
  })

  test('REST: an address with an account and one without get byte-identical responses, then 429 with Retry-After', async ({
    request,
  }) => {
    let gap = 0
    for (let i = 0; i < FREE + 2; i++) {
      const existing = await restLogin(request, editors.rest, WRONG)
      const missing = await restLogin(request, `nobody-rest-${run}@example.co.ao`, WRONG)
      gap = Math.max(gap, (missing.at - existing.at) / 1000)
      expectSame(existing, missing, `attempt ${i + 1}`, gap)
      if (i < FREE) expect(messageOf(existing), `attempt ${i + 1}`).toBe('The email or password provided is incorrect.')
      else expectThrottled(existing, `attempt ${i + 1}`)
    }
    expectThrottled(await restLogin(request, editors.rest, PASSWORD), 'the right password while throttled')
  })

  test('GraphQL: the same, the throttled responses with HTTP 429 and Retry-After', async ({ request }) => {
    let gap = 0
    for (let i = 0; i < FREE + 2; i++) {
      const existing = await graphqlLogin(request, editors.graphql, WRONG)
      const missing = await graphqlLogin(request, `nobody-graphql-${run}@example.co.ao`, WRONG)
      gap = Math.max(gap, (missing.at - existing.at) / 1000)
      expectSame(existing, missing, `attempt ${i + 1}`, gap)
      if (i < FREE) expect(messageOf(existing), `attempt ${i + 1}`).toBe('The email or password provided is incorrect.')
      else expectThrottled(existing, `attempt ${i + 1}`)
    }
  })

  test('the administrator still logs in from the same client, over REST and GraphQL', async ({ request }) => {
    expect((await restLogin(request, ADMIN.email, ADMIN.password)).status).toBe(200)
    const graphql = await graphqlLogin(request, ADMIN.email, ADMIN.password)
    expect(graphql.status).toBe(200)
    expect(
      (JSON.parse(graphql.body) as { data?: { loginUser?: { exp?: number } } }).data?.loginUser?.exp,
    ).toBeGreaterThan(0)
  })

  test('/admin login screen: a wrong password, then, once throttled, "try again in N minutes" even for the right one', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(editors.screen)
    await page.getByLabel('Password').fill(WRONG)
    await page.getByRole('button', { name: /login|entrar/i }).click()
    await expect(page.getByText('The email or password provided is incorrect.').first()).toBeVisible()
    // The rest of the free attempts from the browser itself: the server tells clients apart by their
    // address, and Chromium may reach localhost over ::1 where Playwright's own requests use 127.0.0.1.
    const statuses = await page.evaluate(
      async ({ email, password, count }) => {
        const out: number[] = []
        for (let i = 0; i < count; i++) {
          const response = await fetch('/api/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
          out.push(response.status)
        }
        return out
      },
      { email: editors.screen, password: WRONG, count: FREE - 1 },
    )
    expect(statuses).toEqual(Array(FREE - 1).fill(401))
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: /login|entrar/i }).click()
    await expect(page.getByText(THROTTLED)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
  })
})
