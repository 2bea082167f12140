import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken } from './support/admin'
import { e2eDatabase } from './support/e2e-database'
import { expect, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * An editor schedules a page's publish and later its unpublish in /admin; when the time
 * comes the server's jobs ticker (server/jobs-runner.mjs, every second in e2e) runs the job and
 * the public page appears, then disappears, with no one clicking anything.
 *
 * Waiting for a real wall-clock minute would make the test slow and time-of-day dependent, so the
 * schedule is set for a far date in the admin and the test then moves that job's due time to the
 * past in the e2e database, like a clock that jumps forward.
 */
const FAR_FUTURE = 'Dec 31, 2030 10:00 AM'

async function countryId(request: APIRequestContext, code: 'ao' | 'mz'): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

/** Schedules the open document's publish or unpublish through the admin's "Schedule Publish" drawer. */
async function schedule(page: Page, type: 'Publish' | 'Unpublish') {
  await page.locator('#action-save').locator('xpath=..').getByRole('button').last().click()
  await page.getByRole('button', { name: 'Schedule Publish', exact: true }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: 'Upcoming Events' })
  await drawer.getByText(type, { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: type, exact: true })).toBeChecked()
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.fill(FAR_FUTURE)
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await page.keyboard.press('Escape')
}

/** Moves the due time of this document's pending scheduled jobs into the past. */
async function makeDue(id: number): Promise<number> {
  const result = await (
    await e2eDatabase()
  ).execute({
    sql: `UPDATE payload_jobs SET wait_until = ? WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND json_extract(input, '$.doc.value') = ?`,
    args: [new Date(Date.now() - 1000).toISOString(), String(id)],
  })
  return result.rowsAffected
}

const status = async (url: string) => (await rawGet(url, { headers: { connection: 'close' } })).status

test('a scheduled publish and unpublish reach the public site without a click', async ({ page, request, context }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const url = `/agendada-${Date.now()}`
  const created = await request.post('/api/pages?locale=pt&draft=true', {
    data: {
      title: 'Página agendada',
      path: url,
      country: await countryId(request, 'ao'),
      layout: [],
      _status: 'draft',
    },
    headers: adminHeaders(token),
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    expect(await status(url), 'a draft is not public').toBe(404)

    await context.addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
    await page.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
    await schedule(page, 'Publish')
    expect(await status(url), 'nothing happens before the time').toBe(404)
    expect(await makeDue(doc.id), 'one pending publish job').toBe(1)
    const due = Date.now()
    await expect.poll(() => status(url), { timeout: 10_000, intervals: [200] }).toBe(200)
    console.log(`scheduled publish → public page: ${Date.now() - due} ms after it fell due`)

    await page.reload()
    await schedule(page, 'Unpublish')
    expect(await makeDue(doc.id), 'one pending unpublish job').toBe(1)
    await expect.poll(() => status(url), { timeout: 10_000, intervals: [200] }).toBe(404)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers: adminHeaders(token) })
  }
})

test('the jobs runner endpoint refuses visitors and forged tokens', async ({ request }) => {
  expect([401, 403]).toContain((await request.get('/api/payload-jobs/run')).status())
  expect([401, 403]).toContain(
    (await request.get('/api/payload-jobs/run', { headers: { authorization: 'Bearer forged' } })).status(),
  )
  // The jobs themselves are not readable or writable over REST.
  expect((await request.get('/api/payload-jobs')).status()).toBe(403)
  expect((await request.post('/api/payload-jobs', { data: { taskSlug: 'schedulePublish' } })).status()).toBe(403)
})
