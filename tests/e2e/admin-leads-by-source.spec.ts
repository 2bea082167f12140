import type { APIRequestContext } from '@playwright/test'
import { adminToken, signInBrowser } from './support/admin'
import { adminScreen, rowsWith, screenText } from './support/admin-html'
import { seriousViolations } from './support/axe'
import { type Account, countryIds, type CountryCode, createEditor, tokenOf } from './support/editors'
import { expect, HOST, ORIGIN, test } from './support/fixtures'
import { textOf } from './support/server-dom'

/**
 * "Leads by source" in /admin: a sign-up sent from the satellite package page of a campaign link is
 * counted under its campaign, page and package in its own country's view only. An Angolan editor
 * sees the Angolan campaign and not the Mozambican one, a Mozambican editor the reverse, in
 * Portuguese and in English; the administrator sees both or picks one. The view's CSV link exports
 * the country's leads of these weeks. The report is read in the view's server HTML (what a screen
 * reader gets before any script runs); one opening in Chromium, on a 320 px phone, checks the
 * layout, the keyboard, axe and the download.
 */
const VIEW = '/admin/leads-by-source'
const SOURCE_PAGE = '/zap-satelite/pacotes-de-canais'
const STAMP = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const CAMPAIGN: Record<CountryCode, string> = { ao: `lbs-e2e-ao-${STAMP}`, mz: `lbs-e2e-mz-${STAMP}` }
/** What a sign-up of each country needs to be valid there: a local phone number and province. */
const LOCAL: Record<CountryCode, { clientPhone: string; province: string }> = {
  ao: { clientPhone: '923 456 789', province: 'Luanda' },
  mz: { clientPhone: '84 123 4567', province: 'Maputo Cidade' },
}

/** The copy the view shows in each admin language (cms/components/leads-by-source/messages.ts). */
const COPY = {
  pt: { title: 'Contactos por origem', campaigns: 'Principais campanhas', pages: 'Principais páginas de origem' },
  en: { title: 'Leads by source', campaigns: 'Top campaigns', pages: 'Top source pages' },
} as const
type Language = keyof typeof COPY

type Package = { id: number; name: string }

/** A published satellite package the country sells, as any visitor of its site reads it. */
async function satellitePackage(request: APIRequestContext, code: CountryCode): Promise<Package> {
  const response = await request.get(`${ORIGIN.ao}/api/packages`, {
    params: {
      'where[service][equals]': 'satelite',
      'where[country.code][equals]': code,
      'where[_status][equals]': 'published',
      limit: 1,
      depth: 0,
    },
    headers: { host: HOST[code], connection: 'close' },
  })
  expect(response.status()).toBe(200)
  const [pkg] = ((await response.json()) as { docs: Package[] }).docs
  expect(pkg, `a published satellite package of ${code}`).toBeTruthy()
  return pkg!
}

/**
 * A sign-up as the package page's form sends it, from the campaign's landing page. To the country's
 * own address: Node cannot resolve mz.localhost, so Mozambique's is named by the Host header.
 */
async function signUp(request: APIRequestContext, code: CountryCode, pkg: Package): Promise<void> {
  const response = await request.post(`${ORIGIN.ao}/api/forms/sign-up?locale=pt`, {
    headers: { host: HOST[code], connection: 'close' },
    data: {
      clientName: `Origem ${code.toUpperCase()} ${STAMP.replace(/\d/g, '')}`,
      ...LOCAL[code],
      package: pkg.id,
      acceptTerms: true,
      website: '',
      sourcePage: SOURCE_PAGE,
      utmCampaign: CAMPAIGN[code],
    },
  })
  expect(response.status(), `a sign-up in ${code}: ${await response.text()}`).toBe(201)
}

/** The view as the server renders it for a user in a language: the sections it shows, and its text. */
async function viewAs(token: string, language: Language, query = '') {
  const screen = await adminScreen(`${VIEW}${query}`, token, language)
  expect(screen.status, `${VIEW}${query} responds`).toBe(200)
  const view = screen.document.querySelector('[data-testid="leads-by-source"]')
  expect(view, 'the view is rendered').toBeTruthy()
  const countries = [...view!.querySelectorAll('section[data-country]')].map((s) => s.getAttribute('data-country'))
  return { screen, view: view!, countries, text: screenText(screen) }
}

/** The campaign's row in a country's campaign table, with its count. */
function campaignRow(screen: Awaited<ReturnType<typeof viewAs>>['screen'], code: CountryCode, language: Language) {
  const table = screen.document.querySelector(`section[data-country="${code}"] table[data-kind="campaigns"]`)
  expect(table, `the ${code} campaign table`).toBeTruthy()
  expect(textOf(table!.querySelector('caption'))).toBe(COPY[language].campaigns)
  return rowsWith(screen, `section[data-country="${code}"] table[data-kind="campaigns"]`, CAMPAIGN[code])
}

test.describe('leads by source', () => {
  test.describe.configure({ mode: 'serial' })
  let admin = ''
  const editors: Partial<Record<CountryCode, Account>> = {}
  const packages: Partial<Record<CountryCode, Package>> = {}

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request)
    const ids = await countryIds(request)
    for (const code of ['ao', 'mz'] as const) {
      editors[code] = await createEditor(request, admin, code, ids[code], 'editor-leads-by-source')
      packages[code] = await satellitePackage(request, code)
      await signUp(request, code, packages[code])
    }
  })

  for (const language of ['pt', 'en'] as const) {
    test(`${language}: an Angolan editor sees the Angolan campaign and package, and nothing of Mozambique`, async ({
      request,
    }) => {
      const token = await tokenOf(request, editors.ao!)
      const { screen, view, countries, text } = await viewAs(token, language)
      expect(textOf(view.querySelector('h1'))).toBe(COPY[language].title)
      expect(countries).toEqual(['ao'])
      // An editor gets no country choice; asking for the other country still shows their own.
      expect(view.querySelector('nav a[href$="?country=mz"]')).toBeNull()
      expect((await viewAs(token, language, '?country=mz')).countries).toEqual(['ao'])

      const [row, ...more] = campaignRow(screen, 'ao', language)
      expect(more, 'the campaign listed once').toHaveLength(0)
      expect(textOf(row!.querySelector('th[scope="row"]'))).toBe(CAMPAIGN.ao)
      expect(textOf(row!.querySelector('td:last-child'))).toBe('1')
      expect(text).not.toContain(CAMPAIGN.mz)

      // The page's own count is checked in tests/integration/leads-by-source.int.ts: here other tests'
      // leads of these weeks may come from more pages than the table names.
      const pages = screen.document.querySelector('section[data-country="ao"] table[data-kind="pages"]')
      expect(textOf(pages?.querySelector('caption'))).toBe(COPY[language].pages)
      // A country sells a handful of packages, fewer than the table names.
      expect(textOf(screen.document.querySelector('section[data-country="ao"] table[data-kind="packages"]'))).toContain(
        packages.ao!.name,
      )
    })

    test(`${language}: a Mozambican editor sees the Mozambican campaign and not the Angolan one`, async ({
      request,
    }) => {
      const token = await tokenOf(request, editors.mz!)
      const { screen, view, countries, text } = await viewAs(token, language)
      expect(textOf(view.querySelector('h1'))).toBe(COPY[language].title)
      expect(countries).toEqual(['mz'])
      expect(campaignRow(screen, 'mz', language)).toHaveLength(1)
      expect(text).not.toContain(CAMPAIGN.ao)
    })
  }

  test('the administrator sees both countries, each campaign in its own, or picks one', async () => {
    const both = await viewAs(admin, 'en')
    expect(both.countries).toEqual(['ao', 'mz'])
    expect(campaignRow(both.screen, 'ao', 'en')).toHaveLength(1)
    expect(campaignRow(both.screen, 'mz', 'en')).toHaveLength(1)
    expect(
      rowsWith(both.screen, 'section[data-country="mz"]', CAMPAIGN.ao),
      'the Angolan campaign is not under Mozambique',
    ).toHaveLength(0)

    const picked = await viewAs(admin, 'pt', '?country=mz')
    expect(picked.countries).toEqual(['mz'])
    const current = picked.view.querySelector('nav a[aria-current="page"]')
    expect(textOf(current)).toBe('Moçambique')
  })

  test('on a 320 px phone, the Angolan editor finds the view in the navigation, can scroll its wide tables by keyboard, and downloads the CSV', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 640 })
    await signInBrowser(page.context(), await tokenOf(request, editors.ao!), 'pt')
    await page.goto(VIEW)
    await expect(page.getByRole('heading', { level: 1, name: 'Contactos por origem' })).toBeVisible()
    // The admin's navigation (a drawer on a phone) leads here, in the admin's language.
    await expect(page.locator('#nav-leads-by-source')).toHaveAttribute('href', VIEW)
    await expect(page.locator('#nav-leads-by-source')).toHaveText('Contactos por origem')

    const angola = page.getByRole('region', { name: 'Angola', exact: true })
    const campaigns = angola.getByRole('table', { name: 'Principais campanhas' })
    await expect(campaigns.getByRole('row').filter({ hasText: CAMPAIGN.ao })).toHaveCount(1)

    // Nothing of the view is wider than the screen: a wide table scrolls inside its own box, which
    // takes the keyboard focus (so arrow keys scroll it) and is named by the table's caption.
    const view = page.getByTestId('leads-by-source')
    expect(await view.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    const box = angola.getByRole('region', { name: 'Contactos por semana e formulário' })
    await expect(box).toHaveAttribute('tabindex', '0')
    await box.focus()
    await expect(box).toBeFocused()

    expect(
      await seriousViolations(page, (axe) => axe.include('[data-testid="leads-by-source"]')),
      'axe on the view',
    ).toEqual([])

    const link = angola.getByRole('link', { name: /^Pedidos "Ligue-me" \(CSV\)$/ })
    await expect(link).toHaveAttribute('href', /\/api\/callback-requests\/export\.csv\?where/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const csv = Buffer.concat(chunks).toString('utf8')
    expect(csv).toContain(CAMPAIGN.ao)
    expect(csv).not.toContain(CAMPAIGN.mz)
  })
})
