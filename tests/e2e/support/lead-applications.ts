import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { adminToken } from './admin'
import { type Country, expect, type Locale, ORIGIN } from './fixtures'

/**
 * What the job application, casting and coverage-survey e2e specs share: paths and visible texts
 * in both languages, a real minimal PDF, form fillers, and reading stored leads as the admin.
 */

export const PATHS = {
  job: { pt: '/a-zap/candidatura', en: '/the-zap/work-at-zap' },
  spontaneous: { pt: '/a-zap/candidatura/espontanea', en: '/the-zap/work-at-zap/submission' },
  casting: { pt: '/diamante-bruto/casting', en: '/diamante-bruto/casting' },
  coverage: { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' },
} as const

export const TEXT = {
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
    headings: {
      job: 'Candidatura',
      spontaneous: 'Candidatura espontânea',
      casting: 'Casting Diamante Bruto',
      coverage: 'Pesquisa de cobertura',
    },
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
    headings: {
      job: 'Job application',
      spontaneous: 'Spontaneous application',
      casting: 'Diamante Bruto casting',
      coverage: 'Coverage survey',
    },
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
  },
} as const

export const PLACE = {
  ao: {
    phone: '923 456 789',
    storedPhone: '+244923456789',
    province: 'Luanda',
    city: 'Viana',
    location: 'Luanda (Talatona)',
  },
  mz: {
    phone: '84 123 4567',
    storedPhone: '+258841234567',
    province: 'Maputo Cidade',
    city: 'KaMpfumo',
    location: 'Maputo',
  },
} as const

/**
 * A small but real PDF (one blank page, with its cross-reference table), as a visitor would attach
 * it: the server checks the header and Payload checks the structure before storing it.
 */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
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
export const PDF = { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }

let sequence = 0
export const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${sequence++}@example.com`

/** A job's id, found through the public REST API (published jobs are public). */
export async function jobIdOf(request: APIRequestContext, country: Country, title: string): Promise<number> {
  const response = await request.get(`${ORIGIN.ao}/api/jobs`, {
    params: { 'where[title][equals]': title, 'where[country.code][equals]': country, locale: 'pt', depth: 0 },
  })
  expect(response.status(), 'GET /api/jobs').toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs, `${country} job "${title}"`).toHaveLength(1)
  return docs[0]!.id
}

/** Stored leads of an e-mail, read through the CMS API as an administrator. */
export async function storedOf<T>(request: APIRequestContext, collection: string, email: string): Promise<T[]> {
  const token = await adminToken(request)
  const found = await request.get(`/api/${collection}`, {
    headers: { Authorization: `JWT ${token}`, connection: 'close' },
    params: { 'where[email][equals]': email, depth: 1 },
  })
  expect(found.status(), `GET /api/${collection}`).toBe(200)
  return ((await found.json()) as { docs: T[] }).docs
}

/** The lead form on the page, found by its "full name" field (the frame holds other forms: newsletter, call-back). */
export const leadForm = (page: Page, locale: Locale): Locator =>
  page.locator('form').filter({ has: page.getByLabel(TEXT[locale].fullName) })

export async function fillJobForm(form: Locator, country: Country, locale: Locale, email: string) {
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

export async function fillCastingForm(form: Locator, country: Country, locale: Locale, email: string) {
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

export async function fillCoverageForm(form: Locator, locale: Locale, email: string) {
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

/** Submits and waits for the real server's response; returns its status. */
export async function submit(page: Page, form: Locator, button: string, endpoint: string): Promise<number> {
  const response = page.waitForResponse(
    (r) => r.url().includes(`/api/forms/${endpoint}`) && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: button, exact: true }).click()
  return (await response).status()
}

export async function expectSuccess(form: Locator, locale: Locale) {
  const status = form.getByRole('status').filter({ hasText: TEXT[locale].success })
  await expect(status).toContainText(TEXT[locale].successMessage)
  await expect
    .poll(() => status.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')
    .toBe(true)
}

export type StoredApplication = {
  job: { id: number } | null
  area?: string | null
  phone: string
  locale: string
  country: { code: string }
  cv: { id: number; url: string; mimeType: string }
}

/** The form endpoint responds with 503 (the server down) for this page. */
export async function serverDown(page: Page, endpoint: string, message: string) {
  await page.route(`**/api/forms/${endpoint}**`, (route) =>
    route.fulfill({ status: 503, json: { errors: [{ message }] } }),
  )
}
