import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { expect } from './fixtures'

/** The seeded administrator (cms/seed/seed.ts DEV_ADMIN unless the environment sets one). */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}

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

/**
 * Signs a browser context in to /admin with a token from the REST login, in the admin language the
 * test reads (`payload-lng`, the cookie Payload picks the admin's language from), so a test does
 * not depend on the admin's default language nor type into the login form.
 */
export async function signInBrowser(
  context: BrowserContext,
  token: string,
  language: 'pt' | 'en' = 'en',
): Promise<void> {
  await context.addCookies([
    { name: 'payload-token', value: token, domain: 'localhost', path: '/' },
    { name: 'payload-lng', value: language, domain: 'localhost', path: '/' },
  ])
}
