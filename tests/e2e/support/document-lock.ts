import type { Page } from '@playwright/test'

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
