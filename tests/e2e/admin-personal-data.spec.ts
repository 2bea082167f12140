import type { APIRequestContext, Download } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { adminScreen, screenText } from './support/admin-html'
import { seriousViolations } from './support/axe'
import { countryIds, createEditor, tokenOf } from './support/editors'
import { expect, HOST, ORIGIN, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'
import { textOf } from './support/server-dom'

/**
 * /admin → Personal data (cms/components/privacy): an administrator finds one person's leads in both
 * countries by e-mail, downloads them as JSON and CSV, and erases them after a confirmation; the
 * erasure record keeps no e-mail; another person's lead stays. An editor gets neither the page's
 * tool nor the endpoints. The editor's refusal and the Portuguese words are read in the server's
 * HTML; the administrator's steps run once in Chromium.
 */
const VIEW = '/admin/personal-data'
const STAMP = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const PERSON = `privacidade.${STAMP}@exemplo.co.ao`
const OTHER = `outra.pessoa.${STAMP}@exemplo.co.ao`

/** A newsletter sign-up as the form sends it, to a country's own address (Node cannot resolve mz.localhost). */
async function subscribe(request: APIRequestContext, email: string, country: 'ao' | 'mz', service: string) {
  const response = await request.post(`${ORIGIN.ao}/api/forms/newsletter?locale=pt`, {
    headers: { host: HOST[country], connection: 'close' },
    data: { email, service, acceptTerms: true, website: '' },
  })
  expect(response.status(), `${country} sign-up: ${await response.text()}`).toBe(201)
}

async function textOfDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

test.describe('personal data', () => {
  test.describe.configure({ mode: 'serial' })
  let admin = ''
  let editor = ''

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request)
    const ids = await countryIds(request)
    editor = await tokenOf(request, await createEditor(request, admin, 'ao', ids.ao, 'editor-personal-data'))
    await subscribe(request, PERSON, 'ao', 'Fibra')
    await subscribe(request, PERSON, 'mz', 'TV')
    await subscribe(request, OTHER, 'ao', 'Fibra')
  })

  test('an editor cannot open it: no tool, no link in the navigation, and the endpoints refuse', async ({
    request,
  }) => {
    const screen = await adminScreen(VIEW, editor, 'pt')
    expect(screen.status).toBe(200)
    const view = screen.document.querySelector('[data-testid="personal-data"]')
    expect(textOf(view?.querySelector('[data-testid="personal-data-refused"]'))).toBe(
      'Só os administradores podem abrir esta página.',
    )
    expect(screen.document.querySelector('[data-testid="personal-data-search"]')).toBeNull()
    expect(screen.document.querySelector('#nav-personal-data')).toBeNull()
    expect(screenText(screen)).not.toContain(PERSON)

    for (const action of ['find', 'export', 'erase']) {
      const response = await request.post(`/api/privacy/${action}`, {
        headers: adminHeaders(editor),
        data: { identifier: PERSON, format: 'json', confirm: true },
      })
      expect(response.status(), action).toBe(403)
    }
    expect(await storedLeads(request, 'newsletter-subscriptions', { email: PERSON })).toHaveLength(2)
  })

  test('in Portuguese, the administrator finds it in the navigation under its Portuguese name', async () => {
    const screen = await adminScreen(VIEW, admin, 'pt')
    expect(textOf(screen.document.querySelector('[data-testid="personal-data"] h1'))).toBe('Dados pessoais')
    const link = screen.document.querySelector('#nav-personal-data')
    expect(link?.getAttribute('href')).toBe(VIEW)
    expect(textOf(link)).toBe('Dados pessoais')
    expect(screen.document.querySelector('[data-testid="personal-data-refused"]')).toBeNull()
  })

  test('an administrator finds the person in both countries, exports JSON and CSV, and erases them after confirming', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await signInBrowser(page.context(), admin, 'en')
    await page.goto(VIEW)
    const view = page.getByTestId('personal-data')
    await expect(view.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible()

    // Typed as a person might say it: the forms stored it trimmed and in lower case.
    await view.getByLabel('E-mail or phone number').fill(`  ${PERSON.toUpperCase()} `)
    await view.getByRole('button', { name: 'Find' }).click()
    await expect(view.getByRole('status')).toHaveText('2 documents found.')
    const table = view.getByRole('table', { name: 'The person’s documents' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('cell', { name: 'Angola', exact: true })).toHaveCount(1)
    await expect(table.getByRole('cell', { name: 'Moçambique', exact: true })).toHaveCount(1)
    expect(
      await seriousViolations(page, (axe) => axe.include('[data-testid="personal-data"]')),
      'axe on the view',
    ).toEqual([])

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Export as JSON' }).click(),
    ])
    expect(json.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await textOfDownload(json)) as {
      records: { collection: string; country: string; data: { email?: string } }[]
    }
    expect(exported.records.map((r) => `${r.collection}:${r.country}`).sort()).toEqual([
      'newsletter-subscriptions:ao',
      'newsletter-subscriptions:mz',
    ])
    expect(exported.records.every((r) => r.data.email === PERSON)).toBe(true)

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Export as CSV' }).click(),
    ])
    const text = await textOfDownload(csv)
    expect(text).toContain(PERSON)
    expect(text).not.toContain(OTHER)

    await view.getByRole('button', { name: 'Erase all…' }).click()
    await expect(view.getByRole('alert')).toContainText('Erase 2 documents of this person in both countries?')
    await view.getByRole('button', { name: 'Yes, erase 2 documents' }).click()
    await expect(view.getByRole('status')).toContainText('Erased 2 documents.')
    await expect(table).toHaveCount(0)

    expect(await storedLeads(request, 'newsletter-subscriptions', { email: PERSON })).toEqual([])
    expect(await storedLeads(request, 'newsletter-subscriptions', { email: OTHER })).toHaveLength(1)

    // The erasure record: who and how many, without the address.
    const href = await view.getByRole('link', { name: 'See the erasure record' }).getAttribute('href')
    const id = /\/erasure-audits\/(\d+)$/.exec(href ?? '')?.[1]
    expect(id, 'the record is linked').toBeTruthy()
    const record = await request.get(`/api/erasure-audits/${id}`, {
      headers: adminHeaders(admin),
      params: { depth: 0 },
    })
    expect(record.status()).toBe(200)
    const body = await record.text()
    expect(body.toLowerCase()).not.toContain(PERSON)
    expect(JSON.parse(body)).toMatchObject({ identifierKind: 'email', total: 2 })
    // Editors do not read the records.
    expect((await request.get(`/api/erasure-audits/${id}`, { headers: adminHeaders(editor) })).status()).toBe(403)
  })
})
