import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken } from './support/admin'
import { e2eDatabase } from './support/e2e-database'
import { expect, test } from './support/fixtures'

/**
 * "Schedule Publish" in /admin reads the time in the document's country's zone, whatever the
 * browser's clock: Luanda (UTC+1) for Angola, Maputo (UTC+2) for Mozambique, offered and chosen by
 * default, the chosen time said back in words with its zone, and a time that has passed refused by
 * the server (nothing is scheduled), as an administrator on an Angolan page and as an editor of
 * Mozambique on one of Mozambique's.
 *
 * The browser runs in São Paulo's zone (UTC-3), so a picker that followed the browser's clock, or a
 * zone other than the country's, would store another instant than the one the test expects.
 */
test.use({ timezoneId: 'America/Sao_Paulo' })

const password = 'editor-pass-123'
const ZONES = {
  ao: { city: 'Luanda', offset: 'UTC+01:00', hours: 1 },
  mz: { city: 'Maputo', offset: 'UTC+02:00', hours: 2 },
} as const
type Code = keyof typeof ZONES

async function countryId(request: APIRequestContext, code: Code): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

async function login(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password },
    headers: { connection: 'close' },
  })
  expect(response.status(), `log in as ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** This document's pending scheduled jobs, as stored. */
async function pendingJobs(id: number): Promise<{ waitUntil: string; timezone: string | null }[]> {
  const result = await (
    await e2eDatabase()
  ).execute({
    sql: `SELECT wait_until, json_extract(input, '$.timezone') AS timezone FROM payload_jobs
           WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND json_extract(input, '$.doc.value') = ?`,
    args: [String(id)],
  })
  return result.rows.map((row) => ({
    waitUntil: String(row.wait_until),
    timezone: row.timezone === null ? null : String(row.timezone),
  }))
}

/** "Dec 31, 2030 10:00 AM": what the admin's date field takes, for the wall clock of `instant` in `hoursAhead` of UTC. */
function pickerText(instant: Date, hoursAhead: number): string {
  const wall = new Date(instant.getTime() + hoursAhead * 3_600_000)
  const month = wall.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
  const hour = wall.getUTCHours() % 12 || 12
  const minute = String(wall.getUTCMinutes()).padStart(2, '0')
  return `${month} ${wall.getUTCDate()}, ${wall.getUTCFullYear()} ${hour}:${minute} ${wall.getUTCHours() < 12 ? 'AM' : 'PM'}`
}

/** Opens the "Schedule Publish" drawer of the open document. */
async function openSchedule(page: Page) {
  await page.locator('#action-save').locator('xpath=..').getByRole('button').last().click()
  await page.getByRole('button', { name: /^(Schedule Publish|Agendar publicação)$/ }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: /Upcoming Events|Próximos eventos/ })
  await expect(drawer).toBeVisible()
  return drawer
}

/**
 * Each role once and each country once: the zone is the document's country's whoever opens it, and
 * what a role may do is the same in either country, so the other two pairings would open two more
 * edit views (seconds of the admin's scripts each) to run the same code.
 */
const cases: { who: 'admin' | 'editor'; code: Code }[] = [
  { who: 'admin', code: 'ao' },
  { who: 'editor', code: 'mz' },
]

const tokens: Partial<Record<'admin' | Code, string>> = {}
const pages: Partial<Record<Code, number>> = {}
const editors: number[] = []

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request)
  tokens.admin = admin
  for (const code of ['ao', 'mz'] as const) {
    const country = await countryId(request, code)
    const email = `editor-schedule-${code}-${Date.now()}@example.co.${code}`
    const user = await request.post('/api/users', {
      data: { email, password, role: 'editor', country },
      headers: adminHeaders(admin),
    })
    expect(user.status(), 'administrator creates an editor').toBe(201)
    editors.push(((await user.json()) as { doc: { id: number } }).doc.id)
    tokens[code] = await login(request, email)
    const created = await request.post('/api/pages?locale=pt&draft=true', {
      data: {
        title: `Agendada ${code}`,
        path: `/agendada-fuso-${code}-${Date.now()}`,
        country,
        layout: [],
        _status: 'draft',
      },
      headers: adminHeaders(admin),
    })
    expect(created.status()).toBe(201)
    pages[code] = ((await created.json()) as { doc: { id: number } }).doc.id
  }
})

test.afterAll(async ({ request }) => {
  const headers = adminHeaders(tokens.admin!)
  for (const id of Object.values(pages)) await request.delete(`/api/pages/${id}`, { headers })
  for (const id of editors) await request.delete(`/api/users/${id}`, { headers })
})

for (const { who, code } of cases) {
  const zone = ZONES[code]

  // One drawer per user and country (an edit view costs seconds of the admin's scripts): first the
  // refused time, then the accepted one.
  test(`${who} on a ${code} page: the country's zone by default; a time that has passed is refused by the server with nothing scheduled; a future time is said in words and stored in that zone`, async ({
    page,
    context,
  }) => {
    const id = pages[code]!
    // The browser's clock is two days slow, so the picker and the drawer see yesterday as the future;
    // only the server can tell. (The future time below, in 2030, is the future for both clocks.)
    const now = Date.now()
    await page.clock.setFixedTime(new Date(now - 2 * 86_400_000))
    await context.addCookies([
      { name: 'payload-token', value: tokens[who === 'admin' ? 'admin' : code]!, url: 'http://localhost:3100' },
    ])
    await page.goto(`/admin/collections/pages/${id}?locale=pt`)
    const drawer = await openSchedule(page)

    const zonePicker = drawer.locator('.timezone-picker')
    await expect(zonePicker, 'the document country’s zone is chosen').toContainText(zone.city)
    await zonePicker.click()
    const offered = page.locator('.rs__option')
    await expect(offered.filter({ hasText: 'Luanda' }), 'Luanda is offered').toHaveCount(1)
    await expect(offered.filter({ hasText: 'Maputo' }), 'Maputo is offered').toHaveCount(1)
    // Keep the country's zone (Escape would close the whole drawer).
    await offered.filter({ hasText: zone.city }).click()
    await expect(zonePicker).toContainText(zone.city)

    // Yesterday, which the browser's slow clock takes for tomorrow: the server refuses it.
    await drawer.getByRole('radio', { name: /^(Unpublish|Despublicar)$/ }).check()
    const yesterday = new Date(Math.floor((now - 86_400_000) / 300_000) * 300_000)
    const time = drawer.locator('.react-datepicker__input-container input')
    await time.fill(pickerText(yesterday, zone.hours))
    await time.press('Enter')
    await expect(drawer.getByTestId('schedule-in-words'), 'yesterday said in the country’s zone').toContainText(
      zone.city,
    )
    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText(/has already passed|já passou/).first(), 'the refusal is shown').toBeVisible()
    await expect(
      page.getByText(/Scheduled successfully\.|Agendado com sucesso/),
      'no success for a past time',
    ).toHaveCount(0)
    expect(await pendingJobs(id), 'nothing scheduled for a past time').toEqual([])

    // A time to come, in the country's zone: said in words, stored as that zone's instant.
    await drawer.getByRole('radio', { name: /^(Publish|Publicar)$/ }).check()
    await time.fill('Dec 31, 2030 10:00 AM')
    await time.press('Enter')
    await expect(drawer.getByTestId('schedule-in-words'), 'the time in words, with its zone').toHaveText(
      new RegExp(
        `^(Publishes on Tuesday,? 31 December 2030 at 10:00, ${zone.city} time|Publica na terça-feira, 31 de dezembro de 2030,? às 10:00, hora de ${zone.city}) \\(${zone.offset.replace('+', '\\+')}\\)$`,
      ),
    )
    await drawer.locator('#scheduled-publish-save').click()
    await expect(page.getByText(/Scheduled successfully\.|Agendado com sucesso/), 'scheduled').toBeVisible()

    const jobs = await pendingJobs(id)
    expect(jobs, 'one pending job, read in the country’s zone').toEqual([
      {
        waitUntil: new Date(Date.UTC(2030, 11, 31, 10 - zone.hours)).toISOString(),
        timezone: code === 'ao' ? 'Africa/Luanda' : 'Africa/Maputo',
      },
    ])
    // The upcoming list says the same moment in words.
    await expect(drawer.locator('.schedule-publish__upcoming'), 'the upcoming list').toContainText(zone.city)
    await (
      await e2eDatabase()
    ).execute({
      sql: `DELETE FROM payload_jobs WHERE task_slug = 'schedulePublish' AND json_extract(input, '$.doc.value') = ?`,
      args: [String(id)],
    })
  })
}
