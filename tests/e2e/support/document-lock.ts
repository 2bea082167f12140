import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Payload locks a document for the user who has it open, until they leave it or five minutes
 * pass; a test's browser closes without leaving, so the next user of that document (another test)
 * is asked whether to take over. Whenever that question covers what a step is about to click, the
 * step takes over, as an editor who knows the other session is gone would.
 */
export async function takeOverLockedDocuments(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator('#document-locked'), async (dialog) => {
    await dialog.getByRole('button', { name: /^(Take over|Assumir)$/ }).click()
  })
}

/**
 * Ends the locks a test's users left on a collection's documents (their browsers closed without
 * leaving the form), so later tests can write those documents: a write to a document locked by
 * another user is refused with 423 for five minutes.
 */
export async function releaseLocks(request: APIRequestContext, adminToken: string, collection: string): Promise<void> {
  const headers = { Authorization: `JWT ${adminToken}`, connection: 'close' }
  const found = await request.get('/api/payload-locked-documents', {
    params: { 'where[document.relationTo][equals]': collection, depth: 0, limit: 100 },
    headers,
  })
  expect(found.status(), 'locks listed').toBe(200)
  for (const lock of ((await found.json()) as { docs: { id: number }[] }).docs) {
    const removed = await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers })
    expect(removed.status(), `lock ${lock.id} released`).toBe(200)
  }
}
