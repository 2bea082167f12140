import type { APIRequestContext } from '@playwright/test'
import { adminToken } from './admin'

/** Helpers of the lead-form specs (lead-newsletter, lead-callback). */

/**
 * Stored leads of a collection matching `where` (field → exact value), read through the CMS API as
 * an administrator. Payload keeps the user's sessions in the user document, so two workers logging
 * in at the same moment can lose one session (its token then gets 403): log in again then.
 */
export async function storedLeads<T>(
  request: APIRequestContext,
  collection: string,
  where: Record<string, string>,
): Promise<T[]> {
  const params: Record<string, string | number> = { depth: 1 }
  for (const [field, value] of Object.entries(where)) params[`where[${field}][equals]`] = value
  let status = 0
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = await adminToken(request)
    const found = await request.get(`/api/${collection}`, {
      headers: { Authorization: `JWT ${token}`, connection: 'close' },
      params,
    })
    status = found.status()
    if (status === 200) return ((await found.json()) as { docs: T[] }).docs
    if (status !== 403) break
  }
  throw new Error(`GET /api/${collection} responded with ${status}`)
}
