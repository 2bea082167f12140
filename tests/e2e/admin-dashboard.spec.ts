import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { adminScreen } from './support/admin-html'
import { tokenOf } from './support/editors'
import { expect, ORIGIN, test } from './support/fixtures'

/**
 * The first screen of /admin shows a country at a glance: Content health's counts, the drafts,
 * the scheduled publishes and unpublishes, and the leads of the last 7 days. An editor sees only
 * their own country, an administrator both (or the one picked); each list says so when it is empty.
 */
const password = 'editor-pass-123'
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

type Country = 'ao' | 'mz'

async function countryId(request: APIRequestContext, code: Country): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

async function createEditor(request: APIRequestContext, admin: string, code: Country): Promise<string> {
  const email = `editor-${code}-dashboard-${Date.now()}@example.co.${code}`
  const created = await request.post('/api/users', {
    data: { email, password, role: 'editor', country: await countryId(request, code) },
    headers: adminHeaders(admin),
  })
  expect(created.status(), `administrator creates an editor of ${code}`).toBe(201)
  return email
}

/** Signs the browser in with the user's REST login (the login form is not what these tests read). */
async function signIn(page: Page, token: string) {
  await signInBrowser(page.context(), token)
}

/** Call-back requests of the last 7 days the signed-in user may read, counted by the REST API. */
async function recentCallbacks(page: Page): Promise<number> {
  const since = new Date(Date.now() - WEEK_MS).toISOString()
  const response = await page.request.get('/api/callback-requests', {
    params: { 'where[createdAt][greater_than]': since, limit: 0, depth: 0 },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * The number Content health shows for a country's pages without English, read in the view's server
 * HTML as the user's token sees it (the same report, without opening the view in the browser).
 */
async function missingEnglishInHealth(token: string, code: Country): Promise<string> {
  const health = await adminScreen('/admin/content-health', token)
  const heading = health.document.querySelector(`[data-country="${code}"] [data-kind="missing-english"] h3`)
  expect(heading, `Content health's missing-English heading of ${code}`).toBeTruthy()
  return /\((\d+)\)/.exec(heading!.textContent ?? '')![1]!
}

/**
 * The dashboard shows Content health's count of a country's pages without English. Both are read
 * from the two screens' server HTML: Content health just before and just after the dashboard, whose
 * count must lie between the two. A test in the other worker may add pages without English and
 * remove them at any moment (the admin's page form does), so the count can move while the three
 * are read; when nothing moves, before and after are equal and the dashboard must show exactly that.
 */
async function expectDashboardShowsHealth(token: string, code: Country): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = await missingEnglishInHealth(token, code)
        const screen = await adminScreen('/admin', token)
        const shown = screen.document
          .querySelector(`[data-testid="country-dashboard"] [data-country="${code}"] [data-testid="missing-english"]`)
          ?.textContent?.trim()
        const after = await missingEnglishInHealth(token, code)
        const [low, high] = [Number(before), Number(after)].sort((a, b) => a - b)
        return shown !== undefined && /^\d+$/.test(shown) && Number(shown) >= low! && Number(shown) <= high!
          ? 'the same'
          : `the dashboard ${shown}, Content health ${before} before it and ${after} after it`
      },
      { message: `the dashboard's missing-English count of ${code} is Content health's`, timeout: 20_000 },
    )
    .toBe('the same')
}

const dashboard = (page: Page) => page.getByTestId('country-dashboard')
const countrySection = (page: Page, name: string) => dashboard(page).getByRole('region', { name, exact: true })
const list = (section: Locator, name: string) => section.getByRole('region', { name })

test.describe('the dashboard', () => {
  test.describe.configure({ mode: 'serial' })
  const stamp = Date.now().toString(36)
  const draftTitle = `Rascunho do painel ${stamp}`
  let draftId = 0
  let admin = ''
  const editors = { ao: '', mz: '' }

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request)
    editors.ao = await createEditor(request, admin, 'ao')
    editors.mz = await createEditor(request, admin, 'mz')
    const created = await request.post('/api/pages?draft=true&locale=pt', {
      data: {
        title: draftTitle,
        path: `/rascunho-painel-${stamp}`,
        country: await countryId(request, 'ao'),
        _status: 'draft',
      },
      headers: adminHeaders(admin),
    })
    expect(created.status(), 'a draft page of Angola').toBe(201)
    draftId = ((await created.json()) as { doc: { id: number } }).doc.id
    // A lead of today in Angola, through the public form as a visitor sends it.
    const lead = await request.post(`${ORIGIN.ao}/api/forms/callback?locale=pt`, {
      data: { clientName: `Painel ${stamp.replace(/\d/g, '')}`, clientPhone: '923 000 124', clientSubject: 2 },
    })
    expect(lead.status(), 'a call-back request').toBe(201)
  })

  test.afterAll(async ({ request }) => {
    if (draftId) await request.delete(`/api/pages/${draftId}`, { headers: adminHeaders(admin) })
  })

  test('an editor of Angola sees Angola: health counts, the new draft, no schedules, and the lead of today', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, { email: editors.ao, password })
    await signIn(page, token)
    await expectDashboardShowsHealth(token, 'ao')
    const callbacks = await recentCallbacks(page)
    expect(callbacks).toBeGreaterThanOrEqual(1)

    await page.goto('/admin')
    const angola = countrySection(page, 'Angola')
    await expect(angola).toBeVisible()
    await expect(countrySection(page, 'Moçambique')).toHaveCount(0)

    await expect(list(angola, 'Content health').getByTestId('missing-english')).toHaveText(/^\d+$/)
    await expect(list(angola, 'Content health').getByRole('link', { name: /Content health/ })).toHaveAttribute(
      'href',
      '/admin/content-health',
    )

    const drafts = list(angola, 'Drafts')
    await expect(drafts.getByRole('link', { name: draftTitle })).toHaveAttribute(
      'href',
      `/admin/collections/pages/${draftId}`,
    )

    await expect(list(angola, 'Scheduled')).toContainText('Nothing scheduled.')

    const leads = list(angola, 'Leads of the last 7 days')
    const row = leads.getByRole('listitem').filter({ hasText: 'Call-back requests' })
    await expect(row.getByTestId('count')).toHaveText(String(callbacks))
    await expect(row.getByRole('link')).toHaveAttribute('href', '/admin/collections/callback-requests')
  })

  test('an editor of Mozambique sees Mozambique only, not the Angola draft, and the empty states', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, { email: editors.mz, password })
    await signIn(page, token)
    await expectDashboardShowsHealth(token, 'mz')
    const callbacks = await recentCallbacks(page)

    await page.goto('/admin')
    const mozambique = countrySection(page, 'Moçambique')
    await expect(mozambique).toBeVisible()
    await expect(countrySection(page, 'Angola')).toHaveCount(0)
    await expect(list(mozambique, 'Content health').getByTestId('missing-english')).toHaveText(/^\d+$/)
    await expect(dashboard(page)).not.toContainText(draftTitle)
    await expect(list(mozambique, 'Scheduled')).toContainText('Nothing scheduled.')
    const leads = list(mozambique, 'Leads of the last 7 days')
    if (callbacks === 0) await expect(leads).toContainText('No leads in the last 7 days.')
    else
      await expect(
        leads.getByRole('listitem').filter({ hasText: 'Call-back requests' }).getByTestId('count'),
      ).toHaveText(String(callbacks))
  })

  test('an administrator sees both countries and can pick one', async ({ page }) => {
    await signIn(page, admin)
    await page.goto('/admin')
    await expect(countrySection(page, 'Angola')).toBeVisible()
    await expect(countrySection(page, 'Moçambique')).toBeVisible()
    await expect(list(countrySection(page, 'Angola'), 'Drafts').getByRole('link', { name: draftTitle })).toBeVisible()

    await dashboard(page).getByRole('link', { name: 'Moçambique', exact: true }).click()
    await expect(countrySection(page, 'Moçambique')).toBeVisible()
    await expect(countrySection(page, 'Angola')).toHaveCount(0)
  })
})
