import { adminToken } from './support/admin'
import { expect, test } from './support/fixtures'

const token = adminToken

test.describe('leads: what the public can and cannot do', () => {
  test('the CMS API refuses anonymous reads and writes of leads and CVs', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: 'http://localhost:3100' })
    for (const collection of [
      'newsletter-subscriptions',
      'callback-requests',
      'job-applications',
      'casting-applications',
      'coverage-requests',
      'cv-files',
      'popup-analytics',
    ]) {
      expect((await anonymous.get(`/api/${collection}`)).status(), `GET ${collection}`).toBe(403)
      expect(
        (await anonymous.post(`/api/${collection}`, { data: { email: 'x@example.co.ao' } })).status(),
        `POST ${collection}`,
      ).toBe(403)
    }
    expect((await anonymous.get('/api/callback-requests/export.csv')).status()).toBe(401)
    await anonymous.dispose()
  })

  test('the stored IP is the socket address, not a header the visitor wrote', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: 'http://localhost:3100' })
    const email = `ip-${Date.now()}@example.co.ao`
    const posted = await visitor.post('/api/forms/newsletter?locale=pt', {
      data: { email, acceptTerms: true, service: 'TV' },
      headers: { 'x-zap-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' },
    })
    expect(posted.status()).toBe(201)
    const jwt = await token(visitor)
    const found = await visitor.get(`/api/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { authorization: `JWT ${jwt}` },
    })
    const { docs } = (await found.json()) as { docs: { ip: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]!.ip).toMatch(/^(127\.0\.0\.1|::1)$/)
    await visitor.dispose()
  })
})

test('an editor sees call-back requests with a readable subject in /admin and downloads them as CSV, the subject code included', async ({
  page,
}) => {
  const name = `Teste Exportação ${Date.now().toString(36).replace(/\d/g, '')}`
  const posted = await page.request.post('/api/forms/callback?locale=pt', {
    data: { clientName: name, clientPhone: '923 000 123', clientSubject: 2 },
  })
  expect(posted.status()).toBe(201)
  await token(page.request) // sets the payload-token cookie for the admin
  await page.goto('/admin/collections/callback-requests')
  await expect(page.getByText(name)).toBeVisible()
  // The list names the subject readably (its code's label) beside the words the visitor read.
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Satellite Technical Support')
  await expect(row).toContainText('ZAP Satélite Apoio Técnico')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^callback-requests-\d{4}-\d{2}-\d{2}\.csv$/)
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const csv = Buffer.concat(chunks).toString('utf8')
  expect(csv).toContain(name)
  expect(csv).toContain("'+244923000123")
  expect(csv).toContain('ZAP Satélite Apoio Técnico')
  expect(csv.split('\n')[0]).toContain('subjectCode')
  expect(csv.split('\n').find((line) => line.includes(name))).toContain('satelite-apoio-tecnico')
})
