import { expect, ORIGIN, siteUrl, test } from './support/fixtures'
import {
  PATHS,
  PDF,
  PLACE,
  TEXT,
  expectSuccess,
  fillCastingForm,
  fillCoverageForm,
  fillJobForm,
  jobIdOf,
  leadForm,
  serverDown,
  uniqueEmail,
} from './support/lead-applications'

/**
 * The same forms' guards: what the browser refuses before sending, a server that is down, the
 * sending state, CVs and applications staying private, and the forms on a 320 px phone.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('what the browser refuses before sending', () => {
  test('job form: required fields, a file that is not a PDF and one over 5 MB; nothing is posted', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/forms/')) posts.push(r.url())
    })
    const t = TEXT.pt
    await page.goto(siteUrl('ao', 'pt', PATHS.spontaneous.pt))
    const form = leadForm(page, 'pt')
    await form.getByRole('button', { name: t.submit.job }).click()
    await expect(form.getByLabel(t.fullName)).toHaveAccessibleDescription(t.nameError)
    await expect(form.getByLabel(t.fullName)).toBeFocused()
    await expect(form.getByLabel(t.province)).toHaveAccessibleDescription(t.choice)
    await expect(form.getByLabel(t.cv)).toHaveAccessibleDescription(new RegExp(t.cvMissing))

    await form.getByLabel(t.cv).setInputFiles({
      name: 'curriculo.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK not a pdf'),
    })
    await expect(form.getByText(t.cvType)).toBeVisible()
    await form.getByLabel(t.cv).setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF.buffer, Buffer.alloc(5 * 1024 * 1024)]),
    })
    await expect(form.getByText(t.cvSize)).toBeVisible()
    await expect(form.getByText(t.cvType)).toHaveCount(0)

    await page.waitForTimeout(300)
    expect(posts).toEqual([])
  })

  test('casting form: a minor is refused', async ({ page }) => {
    const t = TEXT.en
    await page.goto(siteUrl('mz', 'en', PATHS.casting.en))
    const form = leadForm(page, 'en')
    const birth = form.getByLabel(t.birthDate)
    await birth.fill(`${new Date().getFullYear() - 16}-01-01`)
    await birth.blur()
    await expect(birth).toHaveAccessibleDescription(`For adults only (18 or over). ${t.age}`)
    await expect(birth).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('failures and the sending state', () => {
  // Chromium logs the faked 503 as "Failed to load resource"; that one is expected here.
  test.use({ failingRequests: ['/api/forms/'] })
  const message = { pt: 'Serviço em manutenção (teste).', en: 'Service under maintenance (test).' } as const

  test('job form: the server down (simulated 503) shows the message, focused; the answers stay', async ({
    page,
    request,
  }) => {
    const t = TEXT.pt
    const id = await jobIdOf(request, 'mz', TEXT.pt.job.title)
    await serverDown(page, 'job-application', message.pt)
    await page.goto(siteUrl('mz', 'pt', `${PATHS.job.pt}/${id}`))
    const form = leadForm(page, 'pt')
    await fillJobForm(form, 'mz', 'pt', uniqueEmail('job-503'))
    await form.getByRole('button', { name: t.submit.job }).click()
    const alert = form.getByRole('alert').filter({ hasText: t.failure })
    await expect(alert).toContainText(message.pt)
    await expect
      .poll(() => alert.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')
      .toBe(true)
    await expect(form.getByLabel(t.fullName)).toHaveValue('Ana Sofia Neto')
    await expect(form.getByRole('button', { name: t.submit.job })).toBeEnabled()
  })

  test('casting form: the server down (simulated 503) shows the message', async ({ page }) => {
    const t = TEXT.en
    await serverDown(page, 'casting', message.en)
    await page.goto(siteUrl('ao', 'en', PATHS.casting.en))
    const form = leadForm(page, 'en')
    await fillCastingForm(form, 'ao', 'en', uniqueEmail('casting-503'))
    await form.getByRole('button', { name: t.submit.casting }).click()
    await expect(form.getByRole('alert').filter({ hasText: t.failure })).toContainText(message.en)
    await expect(form.getByLabel(t.city)).toHaveValue(PLACE.ao.city)
  })

  test('coverage form: the server down (simulated 503) shows the message', async ({ page }) => {
    const t = TEXT.pt
    await serverDown(page, 'coverage', message.pt)
    await page.goto(siteUrl('ao', 'pt', PATHS.coverage.pt))
    const form = leadForm(page, 'pt')
    await fillCoverageForm(form, 'pt', uniqueEmail('coverage-503'))
    await form.getByRole('button', { name: t.submit.coverage }).click()
    await expect(form.getByRole('alert').filter({ hasText: t.failure })).toContainText(message.pt)
    await expect(form.getByLabel(t.municipality)).toHaveValue('Talatona')
  })

  test('while the application is on its way the button is disabled and says so', async ({ page, request }) => {
    const t = TEXT.en
    const id = await jobIdOf(request, 'ao', TEXT.pt.job.title)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/job-application**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(siteUrl('ao', 'en', `${PATHS.job.en}/${id}`))
    const form = leadForm(page, 'en')
    await fillJobForm(form, 'ao', 'en', uniqueEmail('job-sending'))
    await form.getByRole('button', { name: t.submit.job }).click()
    const sending = form.getByRole('button', { name: t.sending })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveAttribute('aria-busy', 'true')
    await expect(form).toHaveAttribute('aria-busy', 'true')
    release()
    await expectSuccess(form, 'en')
    await expect(form.getByRole('button', { name: t.submit.job, exact: true })).toBeEnabled()
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

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the forms fit the screen (no sideways scrolling) and their controls are 44 px tall', async ({
    page,
    request,
  }) => {
    const id = await jobIdOf(request, 'ao', TEXT.pt.job.title)
    for (const path of [`${PATHS.job.pt}/${id}`, PATHS.casting.pt, PATHS.coverage.pt]) {
      await page.goto(siteUrl('ao', 'pt', path))
      const form = leadForm(page, 'pt')
      await expect(form).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`).toBeLessThanOrEqual(320)
      for (const control of await form
        .locator('input:not([type=checkbox]):not([tabindex="-1"]), select, button')
        .all()) {
        const box = await control.boundingBox()
        expect(
          box?.height ?? 0,
          `${path}: height of ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`,
        ).toBeGreaterThanOrEqual(44)
      }
    }
  })
})
