import type { Locator, Page } from '@playwright/test'
import { expect, HOST, ORIGIN, siteUrl, test } from './support/fixtures'
import {
  PATHS,
  PLACE,
  type StoredApplication,
  TEXT,
  expectSuccess,
  fillCastingForm,
  fillCoverageForm,
  fillJobForm,
  jobIdOf,
  leadForm,
  serverDown,
  storedOf,
  submit,
  uniqueEmail,
} from './support/lead-applications'

/**
 * The job application, casting and coverage-survey forms' guards, in a browser in Angola in
 * Portuguese on a 320 px phone (one load of each form page): the form fits the screen, a refused
 * submit moves the focus, a server that is down (simulated 503) keeps what was filled in, and once it is
 * back the same entries are stored. The same code serves all four sites; what the forms refuse
 * before sending in each country and language is checked in their component tests beside the blocks.
 * Also: CVs and applications stay private.
 */

test.use({ viewport: { width: 320, height: 640 } })

/** The server's message for the simulated 503. */
const MAINTENANCE = 'Serviço em manutenção (teste).'

/** The page does not scroll sideways, and every control of the form a visitor taps is at least 44 px tall. */
async function expectFitsPhone(page: Page, form: Locator) {
  await expect(form).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(320)
  const tooSmall = await form.evaluate((element) =>
    Array.from(
      element.querySelectorAll('input:not([type=checkbox]):not([tabindex="-1"]), select, button'),
      (control) => ({ control: control.outerHTML.slice(0, 80), height: control.getBoundingClientRect().height }),
    ).filter(({ height }) => height < 44),
  )
  expect(tooSmall, 'controls under 44 px tall').toEqual([])
}

/** Counts the posts the page makes to a form endpoint. */
function countPosts(page: Page, endpoint: string) {
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/api/forms/${endpoint}`)) posts.push(r.url())
  })
  return posts
}

test.describe('ao pt, on a 320 px phone', () => {
  // Chromium logs the simulated 503 as "Failed to load resource"; that one is expected here.
  test.use({ failingRequests: ['/api/forms/'] })
  const t = TEXT.pt

  test('job form: it fits; an empty submit focuses the first field; the server down keeps what was filled in; then stored with the job and the CV', async ({
    page,
    request,
    playwright,
  }) => {
    const id = await jobIdOf(request, 'ao', TEXT.pt.job.title)
    const posts = countPosts(page, 'job-application')
    await page.goto(siteUrl('ao', 'pt', `${PATHS.job.pt}/${id}`))
    const form = leadForm(page, 'pt')
    const button = form.getByRole('button', { name: t.submit.job, exact: true })
    await expectFitsPhone(page, form)

    await test.step('an empty submit names the name field and moves the focus to it; nothing is posted', async () => {
      await button.click()
      await expect(form.getByLabel(t.fullName)).toHaveAccessibleDescription(t.nameError)
      await expect(form.getByLabel(t.fullName)).toBeFocused()
    })

    const email = uniqueEmail('job-ao-pt')
    await test.step('the server down (simulated 503): the message, focused; the entries stay', async () => {
      await serverDown(page, 'job-application', MAINTENANCE)
      await fillJobForm(form, 'ao', 'pt', email)
      expect(await submit(page, form, t.submit.job, 'job-application')).toBe(503)
      const alert = form.getByRole('alert').filter({ hasText: t.failure })
      await expect(alert).toContainText(MAINTENANCE)
      await expect
        .poll(() => alert.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')
        .toBe(true)
      await expect(form.getByLabel(t.fullName)).toHaveValue('Ana Sofia Neto')
      await expect(button).toBeEnabled()
    })

    await test.step('sent again once the server is back: stored with the job and the CV; the form emptied', async () => {
      await page.unroute('**/api/forms/job-application**')
      expect(await submit(page, form, t.submit.job, 'job-application')).toBe(201)
      await expectSuccess(form, 'pt')
      await expect(form.getByLabel(t.fullName)).toHaveValue('')
      await expect(form.getByLabel(t.cv)).toHaveValue('')
      // The empty submit posted nothing: only the two sends reached the network.
      expect(posts, 'posts to /api/forms/job-application').toHaveLength(2)
    })

    const stored = await storedOf<StoredApplication>(request, 'job-applications', email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      job: { id },
      phone: PLACE.ao.storedPhone,
      locale: 'pt',
      country: { code: 'ao' },
      cv: { mimeType: 'application/pdf' },
    })
    // The stored CV is not downloadable without signing in.
    // (A context of its own: `request` now holds the administrator's session cookie.)
    const visitor = await playwright.request.newContext()
    const download = await visitor.get(`${ORIGIN.ao}${new URL(stored[0]!.cv.url, ORIGIN.ao).pathname}`, {
      headers: { host: HOST.ao },
    })
    expect(download.status(), 'anonymous CV download').toBe(403)
    await visitor.dispose()
  })

  test('casting form: it fits; the server down keeps what was filled in; then stored', async ({ page, request }) => {
    await page.goto(siteUrl('ao', 'pt', PATHS.casting.pt))
    const form = leadForm(page, 'pt')
    await expectFitsPhone(page, form)

    const email = uniqueEmail('casting-ao-pt')
    await test.step('the server down (simulated 503): the message; the entries stay', async () => {
      await serverDown(page, 'casting', MAINTENANCE)
      await fillCastingForm(form, 'ao', 'pt', email)
      expect(await submit(page, form, t.submit.casting, 'casting')).toBe(503)
      await expect(form.getByRole('alert').filter({ hasText: t.failure })).toContainText(MAINTENANCE)
      await expect(form.getByLabel(t.city)).toHaveValue(PLACE.ao.city)
    })

    await test.step('sent again once the server is back: stored, the form emptied', async () => {
      await page.unroute('**/api/forms/casting**')
      expect(await submit(page, form, t.submit.casting, 'casting')).toBe(201)
      await expectSuccess(form, 'pt')
      await expect(form.getByLabel(t.city)).toHaveValue('')
    })
    const stored = await storedOf<{ talent: string; phone: string; locale: string; country: { code: string } }>(
      request,
      'casting-applications',
      email,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      talent: 'danca',
      phone: PLACE.ao.storedPhone,
      locale: 'pt',
      country: { code: 'ao' },
    })
  })

  test('coverage form: it fits; the server down keeps what was filled in; then stored', async ({ page, request }) => {
    await page.goto(siteUrl('ao', 'pt', PATHS.coverage.pt))
    const form = leadForm(page, 'pt')
    await expectFitsPhone(page, form)

    const email = uniqueEmail('coverage-ao-pt')
    await test.step('the server down (simulated 503): the message; the entries stay', async () => {
      await serverDown(page, 'coverage', MAINTENANCE)
      await fillCoverageForm(form, 'pt', email)
      expect(await submit(page, form, t.submit.coverage, 'coverage')).toBe(503)
      await expect(form.getByRole('alert').filter({ hasText: t.failure })).toContainText(MAINTENANCE)
      await expect(form.getByLabel(t.municipality)).toHaveValue('Talatona')
    })

    await test.step('sent again once the server is back: stored, the form emptied', async () => {
      await page.unroute('**/api/forms/coverage**')
      expect(await submit(page, form, t.submit.coverage, 'coverage')).toBe(201)
      await expectSuccess(form, 'pt')
      await expect(form.getByLabel(t.neighbourhood)).toHaveValue('')
    })
    const stored = await storedOf<{ propertyType: string; interest: string; contactTime: string; locale: string }>(
      request,
      'coverage-requests',
      email,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ propertyType: 'moradia', interest: 'net', contactTime: 'qualquer', locale: 'pt' })
  })
})

test.describe('CVs and applications are not public', () => {
  test('without signing in, /api/cv-files lists nothing and /api/job-applications is forbidden', async ({
    request,
  }) => {
    const cvs = await request.get(`${ORIGIN.ao}/api/cv-files`)
    if (cvs.status() === 200) expect(((await cvs.json()) as { docs: unknown[] }).docs).toEqual([])
    else expect(cvs.status()).toBe(403)
    expect((await request.get(`${ORIGIN.ao}/api/job-applications`)).status()).toBe(403)
    expect((await request.get(`${ORIGIN.ao}/api/casting-applications`)).status()).toBe(403)
    expect((await request.get(`${ORIGIN.ao}/api/coverage-requests`)).status()).toBe(403)
  })
})
