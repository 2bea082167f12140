import { ADMIN } from './support/admin'
import { expect, test } from './support/fixtures'

/**
 * Payload stores a user's sessions on the user row; parallel logins to one account used to lose
 * each other's session, leaving a "successful" token that is anonymous (server/session-queue.mjs).
 */
test('eight parallel logins to one account all stay signed in', async ({ request }) => {
  const logins = await Promise.all(
    Array.from({ length: 8 }, () =>
      request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } }),
    ),
  )
  expect(logins.map((l) => l.status())).toEqual(Array(8).fill(200))
  const tokens = await Promise.all(logins.map(async (l) => ((await l.json()) as { token: string }).token))
  for (const token of tokens) {
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}`, connection: 'close' } })
    expect(
      ((await me.json()) as { user: { email: string } | null }).user?.email,
      'the token still names the administrator',
    ).toBe(ADMIN.email)
  }
})
