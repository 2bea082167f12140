import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { type Country, expect, HOST, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * The job application (blocks/job-application), Diamante Bruto casting (blocks/casting-form) and
 * ZAP Fibra coverage survey (blocks/coverage-form) forms against the real server and database,
 * in both countries and both languages; and the CVs they upload staying private.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const PATHS = {
  job: { pt: '/a-zap/candidatura', en: '/the-zap/work-at-zap' },
  spontaneous: { pt: '/a-zap/candidatura/espontanea', en: '/the-zap/work-at-zap/submission' },
  casting: { pt: '/diamante-bruto/casting', en: '/diamante-bruto/casting' },
  coverage: { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' },
} as const

const TEXT = {
  pt: {
    fullName: /^Nome completo/,
    email: /^E-mail/,
    phone: /^Telefone/,
    province: /^Província/,
    terms: /Li e aceito os termos e condições/,
    area: /^Área de interesse/,
    education: /^Habilitações literárias/,
    experience: /^Anos de experiência profissional/,
    cv: /^CV/,
    birthDate: /^Data de nascimento/,
    talent: /^Talento/,
    city: /^Cidade ou município/,
    about: /^Fale-nos de si/,
    municipality: /^Município/,
    neighbourhood: /^Bairro/,
    address: /^Rua e número/,
    propertyType: /^Tipo de imóvel/,
    interest: /^O que procura/,
    contactTime: /^Melhor hora/,
    submit: { job: 'Enviar candidatura', casting: 'Enviar inscrição', coverage: 'Pedir verificação de cobertura' },
    headings: { job: 'Candidatura', spontaneous: 'Candidatura espontânea', casting: 'Casting Diamante Bruto', coverage: 'Pesquisa de cobertura' },
    job: { title: 'Analista de Marketing Digital', department: 'Marketing', closes: '30 de abril de 2027' },
    educationOption: 'Licenciatura',
    talentOption: 'Dança',
    propertyOption: 'Moradia',
    interestOption: 'Só internet',
    contactTimeOption: 'Qualquer hora',
    sending: 'A enviar…',
    success: 'Sucesso',
    successMessage: 'Recebemos o seu pedido. Obrigado! A equipa da ZAP entrará em contacto consigo.',
    failure: 'Não foi possível enviar',
    nameError: 'Indique o seu nome (só letras, 2 a 120 caracteres).',
    cvType: 'O CV tem de ser um ficheiro PDF.',
    cvSize: 'O CV não pode ter mais de 5 MB.',
    cvMissing: 'Anexe o seu CV em PDF.',
    age: 'Tem de ter pelo menos 18 anos.',
    choice: 'Escolha uma das opções.',
  },
  en: {
    fullName: /^Full name/,
    email: /^E-mail/,
    phone: /^Phone/,
    province: /^Province/,
    terms: /I have read and accept the terms and conditions/,
    area: /^Area of interest/,
    education: /^Education/,
    experience: /^Years of work experience/,
    cv: /^CV/,
    birthDate: /^Date of birth/,
    talent: /^Talent/,
    city: /^City or municipality/,
    about: /^Tell us about yourself/,
    municipality: /^Municipality/,
    neighbourhood: /^Neighbourhood/,
    address: /^Street and number/,
    propertyType: /^Type of property/,
    interest: /^What you are looking for/,
    contactTime: /^Best time to call you/,
    submit: { job: 'Send application', casting: 'Send application', coverage: 'Request a coverage check' },
    headings: { job: 'Job application', spontaneous: 'Spontaneous application', casting: 'Diamante Bruto casting', coverage: 'Coverage survey' },
    job: { title: 'Digital Marketing Analyst', department: 'Marketing', closes: '30 April 2027' },
    educationOption: "Bachelor's degree",
    talentOption: 'Dancing',
    propertyOption: 'House',
    interestOption: 'Internet only',
    contactTimeOption: 'Any time',
    sending: 'Sending…',
    success: 'Success',
    successMessage: 'We have received your request. Thank you! The ZAP team will get in touch with you.',
    failure: 'Could not send',
    nameError: 'Enter your name (letters only, 2 to 120 characters).',
    cvType: 'The CV must be a PDF file.',
    cvSize: 'The CV cannot be larger than 5 MB.',
    cvMissing: 'Attach your CV as a PDF.',
    age: 'You must be at least 18 years old.',
    choice: 'Choose one of the options.',
  },
} as const

const PLACE = {
  ao: { phone: '923 456 789', storedPhone: '+244923456789', province: 'Luanda', city: 'Viana', location: 'Luanda (Talatona)' },
  mz: { phone: '84 123 4567', storedPhone: '+258841234567', province: 'Maputo Cidade', city: 'KaMpfumo', location: 'Maputo' },
} as const

const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@zap.local', password: process.env.ADMIN_PASSWORD || 'zap-admin-dev' }

/**
 * A small but real PDF (one blank page, with its cross-reference table), as a visitor would attach
 * it: the server checks the header and Payload checks the structure before storing it.
 */
function minimalPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}
const PDF = { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }

let sequence = 0
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${sequence++}@example.com`

/** A job's id, found through the public REST API (published jobs are public). */
async function jobIdOf(request: APIRequestContext, country: Country, title: string): Promise<number> {
  const response = await request.get(`${ORIGIN.ao}/api/jobs`, {
    params: { 'where[title][equals]': title, 'where[country.code][equals]': country, locale: 'pt', depth: 0 },
  })
  expect(response.status(), 'GET /api/jobs').toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs, `${country} job "${title}"`).toHaveLength(1)
  return docs[0]!.id
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } })
  expect(login.status(), 'POST /api/users/login').toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** Stored leads of an e-mail, read through the CMS API as an administrator. */
async function storedOf<T>(request: APIRequestContext, collection: string, email: string): Promise<T[]> {
  const token = await adminToken(request)
  const found = await request.get(`/api/${collection}`, {
    headers: { Authorization: `JWT ${token}`, connection: 'close' },
    params: { 'where[email][equals]': email, depth: 1 },
  })
  expect(found.status(), `GET /api/${collection}`).toBe(200)
  return ((await found.json()) as { docs: T[] }).docs
}

/** The lead form on the page, found by its "full name" field (the frame holds other forms: newsletter, call-back). */
const leadForm = (page: Page, locale: Locale): Locator => page.locator('form').filter({ has: page.getByLabel(TEXT[locale].fullName) })

async function fillJobForm(form: Locator, country: Country, locale: Locale, email: string) {
  const t = TEXT[locale]
  await form.getByLabel(t.fullName).fill('Ana Sofia Neto')
  await form.getByLabel(t.email).fill(email)
  await form.getByLabel(t.phone).fill(PLACE[country].phone)
  await form.getByLabel(t.province).selectOption(PLACE[country].province)
  await form.getByLabel(t.education).selectOption({ label: t.educationOption })
  await form.getByLabel(t.experience).fill('3')
  await form.getByLabel(t.cv).setInputFiles(PDF)
  await form.getByRole('checkbox', { name: t.terms }).check()
}

async function fillCastingForm(form: Locator, country: Country, locale: Locale, email: string) {
  const t = TEXT[locale]
  await form.getByLabel(t.fullName).fill('Maria João Tavares')
  await form.getByLabel(t.birthDate).fill('1998-07-21')
  await form.getByLabel(t.talent).selectOption({ label: t.talentOption })
  await form.getByLabel(t.email).fill(email)
  await form.getByLabel(t.phone).fill(PLACE[country].phone)
  await form.getByLabel(t.province).selectOption(PLACE[country].province)
  await form.getByLabel(t.city).fill(PLACE[country].city)
  await form.getByLabel(t.about).fill('Danço desde os oito anos e já participei em vários festivais de dança.')
  await form.getByRole('checkbox', { name: t.terms }).check()
}

async function fillCoverageForm(form: Locator, locale: Locale, email: string) {
  const t = TEXT[locale]
  await form.getByLabel(t.fullName).fill('Pedro Costa')
  await form.getByLabel(t.phone).fill(PLACE.ao.phone)
  await form.getByLabel(t.email).fill(email)
  await form.getByLabel(t.province).selectOption('Luanda')
  await form.getByLabel(t.municipality).fill('Talatona')
  await form.getByLabel(t.neighbourhood).fill('Camama')
  await form.getByLabel(t.address).fill('Rua 21, casa 14')
  await form.getByLabel(t.propertyType).selectOption({ label: t.propertyOption })
  await form.getByLabel(t.interest).selectOption({ label: t.interestOption })
  await form.getByLabel(t.contactTime).selectOption({ label: t.contactTimeOption })
  await form.getByRole('checkbox', { name: t.terms }).check()
}

/** Submits and waits for the real server's answer; returns its status. */
async function submit(page: Page, form: Locator, button: string, endpoint: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/forms/${endpoint}`) && r.request().method() === 'POST')
  await form.getByRole('button', { name: button, exact: true }).click()
  return (await answer).status()
}

async function expectSuccess(form: Locator, locale: Locale) {
  const status = form.getByRole('status').filter({ hasText: TEXT[locale].success })
  await expect(status).toContainText(TEXT[locale].successMessage)
  await expect.poll(() => status.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message').toBe(true)
}

type StoredApplication = { job: { id: number } | null; area?: string | null; phone: string; locale: string; country: { code: string }; cv: { id: number; url: string; mimeType: string } }

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]

    test.describe(`${country} ${locale}: job applications`, () => {
      test('an advertised job: its details, the form with a PDF CV, "Sucesso", stored with the job and the CV', async ({ page, request, playwright }) => {
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
        expect(stored[0]).toMatchObject({ job: { id }, phone: PLACE[country].storedPhone, locale, country: { code: country }, cv: { mimeType: 'application/pdf' } })
        // The stored CV is not downloadable without signing in.
        // (A context of its own: `request` now holds the administrator's session cookie.)
        const visitor = await playwright.request.newContext()
        const download = await visitor.get(`${ORIGIN.ao}${new URL(stored[0]!.cv.url, ORIGIN.ao).pathname}`, { headers: { host: HOST[country] } })
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
        const stored = await storedOf<{ talent: string; birthDate: string; country: { code: string } }>(request, 'casting-applications', email)
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
      const stored = await storedOf<{ propertyType: string; interest: string; contactTime: string }>(request, 'coverage-requests', email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ propertyType: 'moradia', interest: 'net', contactTime: 'qualquer' })
    })
  }

  test('Mozambique has no fibre: the survey addresses redirect to the home page', async ({ page, request }) => {
    for (const [path, home] of [[PATHS.coverage.pt, '/'], [`/en${PATHS.coverage.en}`, '/en']] as const) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.mz }, maxRedirects: 0 })
      expect(response.status(), `mz ${path}`).toBe(307)
      expect(new URL(response.headers()['location'] ?? '', ORIGIN.mz).pathname).toBe(home)
    }
    await page.goto(`${ORIGIN.mz}${PATHS.coverage.pt}`)
    expect(page.url()).toBe(`${ORIGIN.mz}/`)
  })
})

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

    await form.getByLabel(t.cv).setInputFiles({ name: 'curriculo.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK not a pdf') })
    await expect(form.getByText(t.cvType)).toBeVisible()
    await form.getByLabel(t.cv).setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF.buffer, Buffer.alloc(5 * 1024 * 1024)]) })
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

/** The form endpoint answers 503 (the server down) for this page. */
async function serverDown(page: Page, endpoint: string, message: string) {
  await page.route(`**/api/forms/${endpoint}**`, (route) => route.fulfill({ status: 503, json: { ok: false, message } }))
}

test.describe('failures and the sending state', () => {
  // Chromium logs the faked 503 as "Failed to load resource"; that one is expected here.
  test.use({ failingRequests: ['/api/forms/'] })
  const message = { pt: 'Serviço em manutenção (teste).', en: 'Service under maintenance (test).' } as const

  test('job form: the server down (simulated 503) shows the message, focused; the answers stay', async ({ page, request }) => {
    const t = TEXT.pt
    const id = await jobIdOf(request, 'mz', TEXT.pt.job.title)
    await serverDown(page, 'job-application', message.pt)
    await page.goto(siteUrl('mz', 'pt', `${PATHS.job.pt}/${id}`))
    const form = leadForm(page, 'pt')
    await fillJobForm(form, 'mz', 'pt', uniqueEmail('job-503'))
    await form.getByRole('button', { name: t.submit.job }).click()
    const alert = form.getByRole('alert').filter({ hasText: t.failure })
    await expect(alert).toContainText(message.pt)
    await expect.poll(() => alert.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message').toBe(true)
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
  test('without signing in, /api/cv-files lists nothing and /api/job-applications is forbidden', async ({ request }) => {
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

  test('the forms fit the screen (no sideways scrolling) and their controls are 44 px tall', async ({ page, request }) => {
    const id = await jobIdOf(request, 'ao', TEXT.pt.job.title)
    for (const path of [`${PATHS.job.pt}/${id}`, PATHS.casting.pt, PATHS.coverage.pt]) {
      await page.goto(siteUrl('ao', 'pt', path))
      const form = leadForm(page, 'pt')
      await expect(form).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`).toBeLessThanOrEqual(320)
      for (const control of await form.locator('input:not([type=checkbox]):not([tabindex="-1"]), select, button').all()) {
        const box = await control.boundingBox()
        expect(box?.height ?? 0, `${path}: height of ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBeGreaterThanOrEqual(44)
      }
    }
  })
})
