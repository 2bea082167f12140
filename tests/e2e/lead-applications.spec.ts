import { type Country, expect, HOST, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'
import {
  PATHS,
  PLACE,
  type StoredApplication,
  TEXT,
  expectSuccess,
  fillCastingForm,
  fillJobForm,
  jobIdOf,
  leadForm,
  storedOf,
  submit,
  uniqueEmail,
} from './support/lead-applications'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'
import { type ServerPage, serverPage, textOf } from './support/server-dom'

/**
 * The job application (blocks/job-application), Diamante Bruto casting (blocks/casting-form) and
 * ZAP Fibra coverage survey (blocks/coverage-form) pages against the real server and database.
 * What the server renders (headings, the advertised job's details, which fields the form has, the
 * not-found responses) is read from its HTML in every site, without a browser. The same form code
 * serves all four sites, so real applications are sent from a browser in two of them: here the
 * spontaneous application in Angola in Portuguese and every form in Mozambique in English; the
 * Angolan Portuguese job, casting and coverage forms are sent in lead-applications-guards.spec.ts
 * (on a 320 px phone, after a send with the server down). What the forms refuse before sending, in
 * every country and language, is checked in their component tests beside the blocks.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const SITES = [
  ['ao', 'pt'],
  ['ao', 'en'],
  ['mz', 'pt'],
  ['mz', 'en'],
] as const satisfies readonly (readonly [Country, Locale])[]

/** The lead form of a server page, found by its "full name" field, as leadForm() finds it in a browser. */
function serverLeadForm(html: ServerPage, locale: Locale) {
  const form = html.screen.getByRole('textbox', { name: TEXT[locale].fullName, hidden: true }).closest('form')
  expect(form, 'the form with the full name field').not.toBeNull()
  return html.within(form!)
}

const h1s = (html: ServerPage, name: string) => html.screen.queryAllByRole('heading', { level: 1, name, hidden: true })

test.describe('what the server renders, in every site (its HTML, no browser)', () => {
  for (const [country, locale] of SITES) {
    const t = TEXT[locale]

    test(`${country} ${locale}: an advertised job's page shows the job's details and a form for a PDF CV, without the area of interest (server HTML)`, async ({
      request,
    }) => {
      const id = await jobIdOf(request, country, TEXT.pt.job.title)
      const html = await serverPage(country, locale, `${PATHS.job[locale]}/${id}`)
      expect(html.status).toBe(200)
      expect(h1s(html, t.headings.job), 'h1').toHaveLength(1)
      const job = html.screen.getByRole('article', { name: t.job.title, hidden: true })
      expect(html.within(job).queryAllByRole('heading', { level: 2, name: t.job.title, hidden: true })).toHaveLength(1)
      for (const detail of [PLACE[country].location, t.job.department, t.job.closes])
        expect(textOf(job)).toContain(detail)
      const form = serverLeadForm(html, locale)
      expect(form.queryAllByLabelText(t.area)).toHaveLength(0)
      expect(form.getByLabelText(t.cv).getAttribute('accept')).toBe('application/pdf,.pdf')
    })

    test(`${country} ${locale}: the spontaneous application's page has no job, and asks for an area of interest (server HTML)`, async () => {
      const html = await serverPage(country, locale, PATHS.spontaneous[locale])
      expect(html.status).toBe(200)
      expect(h1s(html, t.headings.spontaneous), 'h1').toHaveLength(1)
      expect(html.screen.queryAllByRole('article', { hidden: true })).toHaveLength(0)
      expect(serverLeadForm(html, locale).queryAllByLabelText(t.area)).toHaveLength(1)
    })

    test(`${country} ${locale}: an unknown job, a job of the other country and a non-numeric id are not found (server HTML)`, async ({
      request,
    }) => {
      const other: Country = country === 'ao' ? 'mz' : 'ao'
      const foreign = await jobIdOf(request, other, TEXT.pt.job.title)
      for (const param of ['999999', String(foreign), 'abc']) {
        const html = await serverPage(country, locale, `${PATHS.job[locale]}/${param}`)
        expect(html.status, `${PATHS.job[locale]}/${param}`).toBe(404)
        expect(h1s(html, NOT_FOUND[locale].heading), `${PATHS.job[locale]}/${param}: h1`).toHaveLength(1)
      }
    })

    test(`${country} ${locale}: the casting page has its heading and form (server HTML)`, async () => {
      const html = await serverPage(country, locale, PATHS.casting[locale])
      expect(html.status).toBe(200)
      expect(h1s(html, t.headings.casting), 'h1').toHaveLength(1)
      expect(serverLeadForm(html, locale).queryAllByLabelText(t.talent)).toHaveLength(1)
    })
  }

  for (const locale of ['pt', 'en'] as const) {
    test(`ao ${locale}: the coverage survey page has its heading and form (server HTML)`, async () => {
      const t = TEXT[locale]
      const html = await serverPage('ao', locale, PATHS.coverage[locale])
      expect(html.status).toBe(200)
      expect(h1s(html, t.headings.coverage), 'h1').toHaveLength(1)
      expect(serverLeadForm(html, locale).queryAllByLabelText(t.municipality)).toHaveLength(1)
    })
  }

  test('Mozambique has no fibre: the survey addresses redirect to the home page, which is where a browser stays', async () => {
    for (const locale of ['pt', 'en'] as const) {
      const path = publicPath(locale, PATHS.coverage[locale])
      const home = publicPath(locale, '/')
      const response = await rawGet(path, { host: HOST.mz })
      expect(response.status, `mz ${path}`).toBe(307)
      expect(new URL(response.headers.location ?? '', ORIGIN.mz).pathname, `mz ${path}: where to`).toBe(home)
      // What a Portuguese browser sends: the home page serves itself, no further redirect.
      const landing = await rawGet(home, { host: HOST.mz, headers: { 'accept-language': 'pt-PT,pt;q=0.9' } })
      expect(landing.status, `mz ${home}`).toBe(200)
    }
  })
})

for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const t = TEXT[locale]

  test(`${country} ${locale}: a spontaneous application: area of interest, no job, stored with the CV`, async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(country, locale, PATHS.spontaneous[locale]))
    const form = leadForm(page, locale)
    const email = uniqueEmail(`spontaneous-${country}-${locale}`)
    await form.getByLabel(t.area).fill('Marketing')
    await fillJobForm(form, country, locale, email)
    expect(await submit(page, form, t.submit.job, 'job-application')).toBe(201)
    await expectSuccess(form, locale)
    await expect(form.getByLabel(t.area)).toHaveValue('')
    const stored = await storedOf<StoredApplication>(request, 'job-applications', email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      job: null,
      area: 'Marketing',
      phone: PLACE[country].storedPhone,
      locale,
      country: { code: country },
      cv: { mimeType: 'application/pdf' },
    })
  })
}

test.describe('mz en', () => {
  const t = TEXT.en

  test('an advertised job: while the application is on its way the button says so and the form is busy; stored with the job and the CV', async ({
    page,
    request,
  }) => {
    const id = await jobIdOf(request, 'mz', TEXT.pt.job.title)
    // The request waits until the test has seen the sending state.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/forms/job-application**', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(siteUrl('mz', 'en', `${PATHS.job.en}/${id}`))
    const form = leadForm(page, 'en')
    const email = uniqueEmail('job-mz-en')
    await fillJobForm(form, 'mz', 'en', email)
    const response = page.waitForResponse(
      (r) => r.url().includes('/api/forms/job-application') && r.request().method() === 'POST',
    )
    await form.getByRole('button', { name: t.submit.job, exact: true }).click()
    const sending = form.getByRole('button', { name: t.sending })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveAttribute('aria-busy', 'true')
    await expect(form).toHaveAttribute('aria-busy', 'true')
    release()
    expect((await response).status()).toBe(201)
    await expectSuccess(form, 'en')
    await expect(form.getByRole('button', { name: t.submit.job, exact: true })).toBeEnabled()
    await expect(form).not.toHaveAttribute('aria-busy')
    await expect(form.getByLabel(t.fullName)).toHaveValue('')
    await expect(form.getByLabel(t.cv)).toHaveValue('')

    const stored = await storedOf<StoredApplication>(request, 'job-applications', email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      job: { id },
      phone: PLACE.mz.storedPhone,
      locale: 'en',
      country: { code: 'mz' },
      cv: { mimeType: 'application/pdf' },
    })
  })

  test('the casting form: "Success", stored with the talent’s code', async ({ page, request }) => {
    await page.goto(siteUrl('mz', 'en', PATHS.casting.en))
    const form = leadForm(page, 'en')
    const email = uniqueEmail('casting-mz-en')
    await fillCastingForm(form, 'mz', 'en', email)
    expect(await submit(page, form, t.submit.casting, 'casting')).toBe(201)
    await expectSuccess(form, 'en')
    await expect(form.getByLabel(t.city)).toHaveValue('')
    const stored = await storedOf<{ talent: string; phone: string; locale: string; country: { code: string } }>(
      request,
      'casting-applications',
      email,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      talent: 'danca',
      phone: PLACE.mz.storedPhone,
      locale: 'en',
      country: { code: 'mz' },
    })
  })
})
