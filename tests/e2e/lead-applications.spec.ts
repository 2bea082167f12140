import { type Country, expect, HOST, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'
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
  storedOf,
  submit,
  uniqueEmail,
} from './support/lead-applications'

/**
 * The job application (blocks/job-application), Diamante Bruto casting (blocks/casting-form) and
 * ZAP Fibra coverage survey (blocks/coverage-form) forms against the real server and database,
 * in both countries and both languages.
 */

test.use({ viewport: { width: 1280, height: 800 } })

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]

    test.describe(`${country} ${locale}: job applications`, () => {
      test('an advertised job: its details, the form with a PDF CV, "Sucesso", stored with the job and the CV', async ({
        page,
        request,
        playwright,
      }) => {
        const id = await jobIdOf(request, country, TEXT.pt.job.title)
        await page.goto(siteUrl(country, locale, `${PATHS.job[locale]}/${id}`))
        await expect(page.getByRole('heading', { level: 1, name: t.headings.job })).toBeVisible()
        const job = page.getByRole('article', { name: t.job.title })
        await expect(job.getByRole('heading', { level: 2, name: t.job.title })).toBeVisible()
        await expect(job).toContainText(PLACE[country].location)
        await expect(job).toContainText(t.job.department)
        await expect(job).toContainText(t.job.closes)

        const form = leadForm(page, locale)
        await expect(form.getByLabel(t.area)).toHaveCount(0)
        await expect(form.getByLabel(t.cv)).toHaveAttribute('accept', 'application/pdf,.pdf')
        const email = uniqueEmail(`job-${country}-${locale}`)
        await fillJobForm(form, country, locale, email)
        expect(await submit(page, form, t.submit.job, 'job-application')).toBe(201)
        await expectSuccess(form, locale)
        await expect(form.getByLabel(t.fullName)).toHaveValue('')
        await expect(form.getByLabel(t.cv)).toHaveValue('')

        const stored = await storedOf<StoredApplication>(request, 'job-applications', email)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({
          job: { id },
          phone: PLACE[country].storedPhone,
          locale,
          country: { code: country },
          cv: { mimeType: 'application/pdf' },
        })
        // The stored CV is not downloadable without signing in.
        // (A context of its own: `request` now holds the administrator's session cookie.)
        const visitor = await playwright.request.newContext()
        const download = await visitor.get(`${ORIGIN.ao}${new URL(stored[0]!.cv.url, ORIGIN.ao).pathname}`, {
          headers: { host: HOST[country] },
        })
        expect(download.status(), 'anonymous CV download').toBe(403)
        await visitor.dispose()
      })

      test('a spontaneous application: area of interest, no job', async ({ page, request }) => {
        await page.goto(siteUrl(country, locale, PATHS.spontaneous[locale]))
        await expect(page.getByRole('heading', { level: 1, name: t.headings.spontaneous })).toBeVisible()
        await expect(page.getByRole('article')).toHaveCount(0)
        const form = leadForm(page, locale)
        const email = uniqueEmail(`spontaneous-${country}-${locale}`)
        await form.getByLabel(t.area).fill('Marketing')
        await fillJobForm(form, country, locale, email)
        expect(await submit(page, form, t.submit.job, 'job-application')).toBe(201)
        await expectSuccess(form, locale)
        const stored = await storedOf<StoredApplication>(request, 'job-applications', email)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ job: null, area: 'Marketing', country: { code: country } })
      })

      test('an unknown job, a job of the other country and a non-numeric id are 404', async ({ page, request }) => {
        const other: Country = country === 'ao' ? 'mz' : 'ao'
        const foreign = await jobIdOf(request, other, TEXT.pt.job.title)
        for (const param of ['999999', String(foreign), 'abc']) {
          const response = await page.goto(siteUrl(country, locale, `${PATHS.job[locale]}/${param}`))
          expect(response?.status(), `${PATHS.job[locale]}/${param}`).toBe(404)
          await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND[locale].heading })).toBeVisible()
        }
      })
    })

    test.describe(`${country} ${locale}: casting`, () => {
      test('the casting form: "Sucesso", stored', async ({ page, request }) => {
        await page.goto(siteUrl(country, locale, PATHS.casting[locale]))
        await expect(page.getByRole('heading', { level: 1, name: t.headings.casting })).toBeVisible()
        const form = leadForm(page, locale)
        const email = uniqueEmail(`casting-${country}-${locale}`)
        await fillCastingForm(form, country, locale, email)
        expect(await submit(page, form, t.submit.casting, 'casting')).toBe(201)
        await expectSuccess(form, locale)
        await expect(form.getByLabel(t.city)).toHaveValue('')
        const stored = await storedOf<{ talent: string; birthDate: string; country: { code: string } }>(
          request,
          'casting-applications',
          email,
        )
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ talent: 'danca', country: { code: country } })
      })
    })
  }
}

test.describe('coverage survey (Angola only)', () => {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]
    test(`${locale}: the survey form: "Sucesso", stored`, async ({ page, request }) => {
      await page.goto(siteUrl('ao', locale, PATHS.coverage[locale]))
      await expect(page.getByRole('heading', { level: 1, name: t.headings.coverage })).toBeVisible()
      const form = leadForm(page, locale)
      const email = uniqueEmail(`coverage-${locale}`)
      await fillCoverageForm(form, locale, email)
      expect(await submit(page, form, t.submit.coverage, 'coverage')).toBe(201)
      await expectSuccess(form, locale)
      await expect(form.getByLabel(t.neighbourhood)).toHaveValue('')
      const stored = await storedOf<{ propertyType: string; interest: string; contactTime: string }>(
        request,
        'coverage-requests',
        email,
      )
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ propertyType: 'moradia', interest: 'net', contactTime: 'qualquer' })
    })
  }

  test('Mozambique has no fibre: the survey addresses redirect to the home page', async ({ page, request }) => {
    for (const [path, home] of [
      [PATHS.coverage.pt, '/'],
      [`/en${PATHS.coverage.en}`, '/en'],
    ] as const) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.mz }, maxRedirects: 0 })
      expect(response.status(), `mz ${path}`).toBe(307)
      expect(new URL(response.headers()['location'] ?? '', ORIGIN.mz).pathname).toBe(home)
    }
    await page.goto(`${ORIGIN.mz}${PATHS.coverage.pt}`)
    expect(page.url()).toBe(`${ORIGIN.mz}/`)
  })
})
