import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** The seeded administrator (cms/seed/seed.ts DEV_ADMIN unless the environment sets one). */
export const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@zap.local', password: process.env.ADMIN_PASSWORD || 'zap-admin-dev' }

/**
 * Logs the administrator in through the CMS REST API and returns the JWT. Connection: close, so
 * idle keep-alive sockets of the admin steps do not hold the server's connection pool.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } })
  expect(login.status(), `POST /api/users/login as ${ADMIN.email}`).toBe(200)
  const { token } = (await login.json()) as { token?: string }
  expect(token, 'login token').toBeTruthy()
  return token!
}

/** Headers of an authenticated CMS API call. */
export const adminHeaders = (token: string) => ({ Authorization: `JWT ${token}`, connection: 'close' })
