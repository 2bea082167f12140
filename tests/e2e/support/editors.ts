import type { APIRequestContext } from '@playwright/test'
import { adminHeaders } from './admin'
import { expect } from './fixtures'

export type CountryCode = 'ao' | 'mz'
export type Account = { email: string; password: string }

/** The countries' ids by code, as /api/countries lists them to anyone. */
export async function countryIds(request: APIRequestContext): Promise<Record<CountryCode, number>> {
  const response = await request.get('/api/countries', {
    params: { depth: 0, limit: 10 },
    headers: { connection: 'close' },
  })
  const docs = ((await response.json()) as { docs: { id: number; code: CountryCode }[] }).docs
  return { ao: docs.find((d) => d.code === 'ao')!.id, mz: docs.find((d) => d.code === 'mz')!.id }
}

/** A new "Editor of a country" made by the administrator (`adminToken`), with an address no other test uses. */
export async function createEditor(
  request: APIRequestContext,
  adminToken: string,
  code: CountryCode,
  countryId: number,
  prefix: string,
): Promise<Account> {
  const account = {
    email: `${prefix}-${code}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.${code}`,
    password: 'editor-pass-123',
  }
  const created = await request.post('/api/users', {
    data: { ...account, role: 'editor', country: countryId },
    headers: adminHeaders(adminToken),
  })
  expect(created.status(), `administrator creates an editor of ${code}`).toBe(201)
  return account
}

/** A CMS user's token from the REST login. */
export async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const login = await request.post('/api/users/login', { data: account, headers: { connection: 'close' } })
  expect(login.status(), `login of ${account.email}`).toBe(200)
  return ((await login.json()) as { token: string }).token
}
