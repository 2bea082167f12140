import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'

/**
 * From a package to a lead, as a visitor on a 360 px phone: every button of every package card on
 * the package pages leads somewhere else in the same language (the payments page, another page) or
 * to the sign-up request with that package chosen; the sign-up is stored with the package, page,
 * language and the campaign the visitor arrived by, in at most three taps from the card.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

type Site = { country: Country; locale: Locale }
const SITES: Site[] = [
  { country: 'ao', locale: 'pt' },
  { country: 'ao', locale: 'en' },
  { country: 'mz', locale: 'pt' },
  { country: 'mz', locale: 'en' },
]
const PACKAGE_PAGES: Record<Country, string[]> = {
  ao: ['/zap-satelite/pacotes-de-canais', '/zap-fibra/pacotes-tv-net'],
  mz: ['/zap-satelite/pacotes-de-canais'],
}
const address = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path)
/** A public address of a country from Node, which cannot resolve mz.localhost: the country's Host header. */
const fromNode = (country: Country, path: string) =>
  [ORIGIN.ao + path, { headers: { host: HOST[country] }, maxRedirects: 0 }] as const

for (const { country, locale } of SITES) {
  test(`${country} ${locale}: every package button leads to another page in the language, or to the sign-up with the package`, async ({
    page,
  }) => {
    for (const path of PACKAGE_PAGES[country]) {
      const here = address(locale, path)
      await page.goto(siteUrl(country, 'pt', here))
      const cards = page.getByRole('main').getByRole('article')
      const count = await cards.count()
      expect(count, `${here} has package cards`).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i)
        const name = await card.getAttribute('aria-label')
        const links = await card
          .getByRole('link')
          .evaluateAll((anchors) =>
            (anchors as HTMLAnchorElement[]).map((a) => ({ href: new URL(a.href).pathname, action: a.dataset.action })),
          )
        const actions = links.filter((link) => link.action)
        expect(actions.length, `${name} on ${here} has a button`).toBeGreaterThan(0)
        expect(
          actions.map((a) => a.action),
          `${name}: one way to sign up`,
        ).toContain('signup')
        for (const { href, action } of actions) {
          expect(href, `${name} (${action}) does not lead back to ${here}`).not.toBe(here)
          if (locale === 'en') expect(href, `${name} (${action}) stays in English`).toMatch(/^\/en\//)
          else expect(href, `${name} (${action}) stays in Portuguese`).not.toMatch(/^\/en(\/|$)/)
          if (action === 'signup') expect(href).toMatch(/\/adesao\/\d+$/)
          const target = await page.request.get(...fromNode(country, href))
          expect(target.status(), `${href} responds`).toBe(200)
        }
      }
    }
  })
}

test('a sign-up from a campaign link is stored with its package, page, language and campaign, in three taps', async ({
  page,
}) => {
  const campaign = `e2e-${Date.now().toString(36)}`
  const landing = `/zap-satelite/pacotes-de-canais?utm_source=facebook&utm_medium=social&utm_campaign=${campaign}`
  await page.goto(siteUrl('ao', 'pt', landing))
  const card = page.getByRole('main').getByRole('article', { name: 'ZAP Max' })
  // Tap 1: the card's "Aderir".
  await card.getByRole('link', { name: 'Aderir ZAP Max' }).tap()
  await expect(page).toHaveURL(/\/adesao\/\d+$/)
  const packageId = Number(page.url().split('/').pop())
  await expect(page.getByLabel(/^Pacote/)).toHaveValue(String(packageId))
  await expect(page.getByRole('main')).toContainText('ZAP Max')
  // The sign-up form (the page's newsletter form has a terms box too).
  const form = page.locator('form', { has: page.getByLabel(/^Pacote/) })
  await form.getByLabel(/^Nome completo/).fill('Visitante Campanha')
  await form.getByLabel(/^Telefone/).fill('923 456 789')
  // Tap 2: the province.
  await form.getByLabel(/^Província/).selectOption('Benguela')
  await form.getByRole('checkbox', { name: /termos e condições/ }).check()
  // Tap 3: send.
  await form.getByRole('button', { name: 'Pedir adesão' }).tap()
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
    'Recebemos o seu pedido de adesão',
  )

  const [stored] = await storedLeads<{
    package: { id: number; name: string }
    subjectCode: string
    province: string
    locale: string
    sourcePage: string
    utmSource: string
    utmMedium: string
    utmCampaign: string
  }>(page.request, 'callback-requests', { utmCampaign: campaign })
  expect(stored).toMatchObject({
    package: { id: packageId, name: 'ZAP Max' },
    subjectCode: 'satelite-adesao',
    province: 'Benguela',
    locale: 'pt',
    // The page the form was sent from; the campaign came with the visit from the landing page.
    sourcePage: `/adesao/${packageId}`,
    utmSource: 'facebook',
    utmMedium: 'social',
    utmCampaign: campaign,
  })
})

test('the sign-up page responds with 404 for a package another country sells', async ({ page, request }) => {
  const [url, options] = fromNode('mz', '/api/packages?where[country.code][equals]=mz&limit=1&depth=0')
  const { docs } = (await (await request.get(url, options)).json()) as { docs: { id: number }[] }
  const mozambican = docs[0]!.id
  expect((await page.goto(siteUrl('mz', 'pt', `/adesao/${mozambican}`)))?.status()).toBe(200)
  expect((await page.goto(siteUrl('ao', 'pt', `/adesao/${mozambican}`)))?.status()).toBe(404)
})
