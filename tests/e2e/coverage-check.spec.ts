import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { monthLabel } from '@/blocks/movie-programme/month'
import { seedCoverageAreaData } from '@/cms/seed/data/coverage-areas'
import { seedPackages } from '@/cms/seed/data/packages'
import { SIGN_UP_PATH } from '@/lib/packages/sign-up-path'
import { adminHeaders, adminToken } from './support/admin'
import { countryIds, createEditor, tokenOf } from './support/editors'
import { expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'
import { serverPage, textOf } from './support/server-dom'

/**
 * Fibre coverage checked at once (blocks/coverage-check) on /zap-fibra/pesquisa-de-cobertura, in
 * Angola, both languages, on a 360 px phone: a covered, a coming-soon and an unknown neighbourhood
 * each get their result in at most two taps after typing, with JavaScript and without it (the GET
 * form, its 303 and the result's own address); the covered one lists the fibre packages with their
 * sign-up links; the page is in the Fibra menus; Mozambique (no fibre) is not offered it. What is
 * expected comes from the seed (cms/seed/data/coverage-areas.ts) and the site's REST API.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

const PAGE = { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' } as const

/** The seeded areas the tests use, each checked against the seed first. */
const seeded = (neighbourhood: string) => {
  const area = seedCoverageAreaData.ao.find((a) => a.neighbourhood === neighbourhood)
  if (!area) throw new Error(`${neighbourhood} is not a seeded coverage area`)
  return area
}
const COVERED = seeded('Talatona')
const SOON = seeded('Golf')
const NOT_PLANNED = seeded('Cazenga')
/** Names no seeded area has: one far from every name, one a letter away from Talatona. */
const UNKNOWN = 'Bairro Azul'
const MISSPELT = 'Talatonna'

const UI = {
  pt: {
    field: 'Bairro',
    submit: 'Verificar',
    available: (name: string) => `Há fibra em ${name}`,
    soon: (name: string, month: string) => `Chega a ${name} em ${month}`,
    plannedNot: (name: string) => `Ainda não há fibra prevista em ${name}`,
    unknown: (query: string) => `Não encontrámos «${query}»`,
    none: (query: string) => `Nenhum bairro tem «${query}» no nome.`,
    notify: 'Avise-me',
    request: 'Pedir cobertura',
    requestCheck: 'Pedir verificação',
    packages: 'Pacotes ZAP Fibra',
    signUp: 'Aderir',
    title: (name: string) => `Fibra em ${name} · ZAP`,
    leadHeading: 'Peça a verificação da sua morada',
    fullName: /^Nome completo/,
    neighbourhood: /^Bairro/,
    municipality: /^Município/,
    mainMenu: 'Menu principal',
    sectionMenu: 'Menu da secção',
    menuItem: 'Pesquisa de cobertura',
    sectionItem: 'Cobertura',
  },
  en: {
    field: 'Neighbourhood',
    submit: 'Check',
    available: (name: string) => `Fibre is available in ${name}`,
    soon: (name: string, month: string) => `Fibre reaches ${name} in ${month}`,
    plannedNot: (name: string) => `No fibre is planned in ${name} yet`,
    unknown: (query: string) => `We could not find “${query}”`,
    none: (query: string) => `No neighbourhood has “${query}” in its name.`,
    notify: 'Notify me',
    request: 'Request coverage',
    requestCheck: 'Request a check',
    packages: 'ZAP Fibra packages',
    signUp: 'Sign up',
    title: (name: string) => `Fibre in ${name} · ZAP`,
    leadHeading: 'Ask us to check your address',
    fullName: /^Full name/,
    neighbourhood: /^Neighbourhood/,
    municipality: /^Municipality/,
    mainMenu: 'Main menu',
    sectionMenu: 'Section menu',
    menuItem: 'Coverage survey',
    sectionItem: 'Coverage',
  },
} as const

/** A result's address: the page's own, one segment deeper. */
const resultPath = (locale: Locale, segment: string) => `${PAGE[locale]}/${segment}`

type ApiPackage = { id: number; name: string }

/** Angola's published fibre packages, cheapest first, as the site's REST API gives them to anyone. */
async function fibrePackages(request: APIRequestContext): Promise<ApiPackage[]> {
  const response = await request.get(
    `${ORIGIN.ao}/api/packages?where[country.code][equals]=ao&where[service][equals]=fibra&sort=price&depth=0&limit=50`,
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: ApiPackage[] }
  // The seed's fibre packages, and no others.
  expect(docs.map((p) => p.name).sort()).toEqual(
    seedPackages.ao
      .filter((p) => p.service === 'fibra')
      .map((p) => p.name)
      .sort(),
  )
  return docs
}

/** The lead form below the check, found by its "full name" field (the frame holds other forms). */
const leadForm = (page: Page, locale: Locale): Locator =>
  page.locator('form').filter({ has: page.getByLabel(UI[locale].fullName) })

/** Whether the page itself scrolls sideways. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** The covered result lists every fibre package with its sign-up link (the package chosen at /adesao/{id}). */
async function expectPackages(result: Locator, locale: Locale, packages: ApiPackage[]) {
  const list = result.getByRole('list', { name: UI[locale].packages })
  await expect(list.getByRole('heading')).toHaveText(packages.map((p) => p.name))
  for (const pkg of packages) {
    const signUp = list.getByRole('link', { name: `${UI[locale].signUp} ${pkg.name}` })
    await expect(signUp).toHaveAttribute('href', publicPath(locale, `${SIGN_UP_PATH}/${pkg.id}`))
  }
}

test.describe('with JavaScript, on a phone', () => {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test(`ao ${locale}: covered, coming soon, unknown: each result in at most two taps after typing`, async ({
      page,
      request,
    }) => {
      const packages = await fibrePackages(request)
      await page.goto(siteUrl('ao', locale, PAGE[locale]))
      const field = page.getByRole('combobox', { name: ui.field })
      const main = page.getByRole('main')

      await test.step('covered: typed in lower case, one tap on the suggestion shows the result with the packages', async () => {
        await field.tap()
        await field.fill(COVERED.neighbourhood.toLowerCase())
        const option = page.getByRole('option', { name: new RegExp(`^${COVERED.neighbourhood}\\b`) }).first()
        await expect(option).toBeVisible()
        expect((await option.boundingBox())!.height, 'the suggestion is a 44 px tap target').toBeGreaterThanOrEqual(44)
        await option.tap()
        const heading = main.getByRole('heading', { name: ui.available(COVERED.neighbourhood) })
        await expect(heading).toBeFocused()
        await expect(heading).toBeInViewport()
        await expectPackages(main, locale, packages)
        expect(await pageOverflows(page), 'page overflow').toBe(false)
      })

      await test.step('coming soon: typed with an accent and in capitals, the month, then “Avise-me” fills in the form', async () => {
        await field.fill('GÓLF')
        await page.getByRole('option', { name: new RegExp(`^${SOON.neighbourhood}\\b`) }).tap()
        const month = monthLabel(SOON.month!, locale)
        await expect(main.getByRole('heading', { name: ui.soon(SOON.neighbourhood, month) })).toBeFocused()
        await expect(main.getByRole('list', { name: ui.packages })).toHaveCount(0)
        // Tap 2: the request form on this page, filled in with the place.
        await main.getByRole('link', { name: ui.notify }).tap()
        const form = leadForm(page, locale)
        await expect(form.getByLabel(ui.neighbourhood)).toHaveValue(SOON.neighbourhood)
        await expect(form.getByLabel(ui.municipality)).toHaveValue(SOON.municipality)
        await expect(form.getByLabel(ui.fullName)).toBeFocused()
        await expect(form.getByLabel(ui.fullName)).toBeInViewport()
      })

      await test.step('unknown: no suggestion, then one tap on the button shows the result; the request is the next tap', async () => {
        await field.fill(UNKNOWN)
        await expect(page.getByRole('listbox')).toBeHidden()
        await expect(page.getByText(ui.none(UNKNOWN))).toBeVisible()
        await page.getByRole('button', { name: ui.submit, exact: true }).tap()
        await expect(main.getByRole('heading', { name: ui.unknown(UNKNOWN) })).toBeFocused()
        await main.getByRole('link', { name: ui.requestCheck }).tap()
        await expect(leadForm(page, locale).getByLabel(ui.neighbourhood)).toHaveValue(UNKNOWN)
        expect(await pageOverflows(page), 'page overflow').toBe(false)
      })
    })
  }

  test('ao pt: a neighbourhood whose fibre is not planned offers the request, by keyboard too', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', PAGE.pt))
    const field = page.getByRole('combobox', { name: UI.pt.field })
    await field.fill(NOT_PLANNED.neighbourhood.slice(0, 4))
    await field.press('ArrowDown')
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/)
    await field.press('Enter')
    await expect(page.getByRole('heading', { name: UI.pt.plannedNot(NOT_PLANNED.neighbourhood) })).toBeFocused()
    await expect(page.getByRole('link', { name: UI.pt.request })).toBeVisible()
  })
})

test.describe('without JavaScript, on a phone: the GET form and the result’s own address', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test(`ao ${locale}: covered, coming soon, unknown, each one tap on the button after typing`, async ({
      page,
      request,
    }) => {
      const packages = await fibrePackages(request)
      await page.goto(siteUrl('ao', locale, PAGE[locale]))
      const field = () => page.getByRole('combobox', { name: ui.field })
      const send = async (typed: string) => {
        await field().fill(typed)
        await page.getByRole('button', { name: ui.submit, exact: true }).tap()
      }
      const main = page.getByRole('main')
      const at = (segment: string) =>
        new RegExp(`${publicPath(locale, resultPath(locale, segment)).replace(/[/-]/g, '\\$&')}#resposta-cobertura$`)

      await send(COVERED.neighbourhood.toUpperCase())
      await expect(page).toHaveURL(at('talatona'))
      await expect(main.getByRole('heading', { name: ui.available(COVERED.neighbourhood) })).toBeVisible()
      await expectPackages(main, locale, packages)
      // The result's address is a page of its own: its title names the neighbourhood.
      await expect(page).toHaveTitle(ui.title(COVERED.neighbourhood))

      // From the result's page, the same form checks the next name.
      await send(SOON.neighbourhood)
      await expect(page).toHaveURL(at('golf'))
      await expect(
        main.getByRole('heading', { name: ui.soon(SOON.neighbourhood, monthLabel(SOON.month!, locale)) }),
      ).toBeVisible()
      const notify = main.getByRole('link', { name: ui.notify })
      await expect(notify).toHaveAttribute(
        'href',
        `${publicPath(locale, resultPath(locale, 'golf'))}#pedido-de-cobertura`,
      )
      await notify.tap()
      await expect(page.getByRole('heading', { name: ui.leadHeading })).toBeVisible()

      await send(MISSPELT)
      await expect(page).toHaveURL(at('talatonna'))
      await expect(main.getByRole('heading', { name: ui.unknown(MISSPELT) })).toBeVisible()
      // The closest name, and the request for a check of the address, with the form below.
      await expect(main.getByRole('link', { name: new RegExp(`^${COVERED.neighbourhood}\\b`) })).toHaveAttribute(
        'href',
        `${publicPath(locale, resultPath(locale, 'talatona'))}#resposta-cobertura`,
      )
      await expect(main.getByRole('link', { name: ui.requestCheck })).toHaveAttribute(
        'href',
        `${publicPath(locale, resultPath(locale, 'talatonna'))}#pedido-de-cobertura`,
      )
      await expect(page.getByRole('heading', { name: ui.leadHeading })).toBeVisible()
      expect(await pageOverflows(page), 'page overflow').toBe(false)
    })
  }
})

test.describe('what the server renders and redirects (no browser)', () => {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test(`ao ${locale}: the GET form's route responds with 303 to each result's address, which renders it`, async () => {
      const cases = [
        { typed: 'talatóna', segment: 'talatona', heading: ui.available(COVERED.neighbourhood) },
        { typed: 'golf', segment: 'golf', heading: ui.soon(SOON.neighbourhood, monthLabel(SOON.month!, locale)) },
        { typed: UNKNOWN, segment: 'bairro-azul', heading: ui.unknown(UNKNOWN) },
      ]
      for (const { typed, segment, heading } of cases) {
        const query = new URLSearchParams({ q: typed, page: PAGE[locale], locale })
        const redirect = await rawGet(`/api/coverage/check?${query}`, { host: HOST.ao })
        expect(redirect.status, typed).toBe(303)
        expect(redirect.headers.location, typed).toBe(
          `${publicPath(locale, resultPath(locale, segment))}#resposta-cobertura`,
        )
        const html = await serverPage('ao', locale, resultPath(locale, segment))
        expect(html.status, segment).toBe(200)
        const main = html.document.querySelector('main')!
        expect(
          html.within(main).queryAllByRole('heading', { name: heading, hidden: true }),
          `${segment}: the result`,
        ).toHaveLength(1)
        // The request form is on every result's page.
        expect(html.within(main).queryAllByRole('heading', { name: ui.leadHeading, hidden: true })).toHaveLength(1)
      }
    })

    test(`ao ${locale}: the coverage page is in the Fibra main menu and the fibre section menu`, async () => {
      const html = await serverPage('ao', locale, PAGE[locale])
      expect(html.status).toBe(200)
      const href = publicPath(locale, PAGE[locale])
      const main = html.screen.getAllByRole('navigation', { name: ui.mainMenu, hidden: true })
      const mainLinks = main.flatMap((nav) =>
        html.within(nav).queryAllByRole('link', { name: ui.menuItem, hidden: true }),
      )
      expect(mainLinks.length, 'in the main menu').toBeGreaterThan(0)
      for (const link of mainLinks) expect(link.getAttribute('href')).toBe(href)
      // In the Fibra section of that menu.
      expect(textOf(mainLinks[0]!.closest('li')?.parentElement?.closest('li'))).toMatch(/^(Fibra|Fibre)/)
      const section = html.screen.getByRole('navigation', { name: ui.sectionMenu, hidden: true })
      const sectionLink = html.within(section).getByRole('link', { name: ui.sectionItem, hidden: true })
      expect(sectionLink.getAttribute('href')).toBe(href)
    })
  }

  test('ao: a segment no name makes is a 404; the field keeps the name a visitor typed', async () => {
    const tooLong = await rawGet(publicPath('pt', resultPath('pt', 'a'.repeat(61))), { host: HOST.ao })
    expect(tooLong.status).toBe(404)
    const html = await serverPage('ao', 'pt', resultPath('pt', 'golf'))
    const field = html.screen.getByRole('combobox', { name: UI.pt.field, hidden: true })
    expect(field.getAttribute('value')).toBe(SOON.neighbourhood)
    // The form's hidden fields bring the result back to this page in its language.
    const form = field.closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/api/coverage/check')
  })

  test('mz: no fibre, so neither the page, nor a result, nor the route offer it; no Fibra menu', async () => {
    for (const locale of ['pt', 'en'] as const) {
      for (const path of [PAGE[locale], resultPath(locale, 'talatona')]) {
        const response = await rawGet(publicPath(locale, path), { host: HOST.mz })
        expect(response.status, `mz ${path}`).toBe(307)
        expect(new URL(response.headers.location ?? '', ORIGIN.mz).pathname, `mz ${path}`).toBe(publicPath(locale, '/'))
      }
      const query = new URLSearchParams({ q: 'Talatona', page: PAGE[locale], locale })
      const route = await rawGet(`/api/coverage/check?${query}`, { host: HOST.mz })
      expect(route.status).toBe(303)
      expect(route.headers.location).toBe(publicPath(locale, '/'))
      const home = await serverPage('mz', locale, '/')
      expect(
        home.screen.queryAllByRole('link', { name: UI[locale].menuItem, hidden: true }),
        'no coverage link in Mozambique',
      ).toHaveLength(0)
    }
  })
})

test.describe('the CSV import above the admin list (its endpoint)', () => {
  const HEADER = 'province,municipality,neighbourhood,status,month'
  /** A real neighbourhood of Luanda the seed does not have, so no other test reads it. */
  const ADDED = { municipality: 'Rangel', neighbourhood: 'Vila Alice', month: '2027-12' }
  const row = `Luanda,${ADDED.municipality},${ADDED.neighbourhood},soon,${ADDED.month}`

  test('a file with a wrong row changes nothing; a good one creates, then finds nothing to change; the page shows it', async ({
    request,
  }) => {
    const token = await adminToken(request)
    const headers = { ...adminHeaders(token), 'content-type': 'text/csv; charset=utf-8' }
    const post = (csv: string) => request.post('/api/coverage-areas/import?country=ao', { data: csv, headers })
    const stored = async () => {
      const response = await request.get('/api/coverage-areas', {
        params: { 'where[neighbourhood][equals]': ADDED.neighbourhood, draft: 'true', depth: 0 },
        headers: adminHeaders(token),
      })
      return ((await response.json()) as { docs: { id: number; illustrative?: boolean }[] }).docs
    }
    try {
      const bad = await post(`${HEADER}\n${row}\nGaza,Rangel,Marçal,available,\n`)
      expect(bad.status()).toBe(422)
      const problems = ((await bad.json()) as { problems: { line: number; message: { pt: string; en: string } }[] })
        .problems
      expect(problems.map((p) => [p.line, p.message.en])).toEqual([
        [3, 'Province: "Gaza" is not a province of Angola (e.g. Bengo).'],
      ])
      expect(await stored(), 'nothing stored from a file with a wrong row').toEqual([])

      const good = await post(`${HEADER}\n${row}\n`)
      expect(good.status()).toBe(200)
      expect(await good.json()).toEqual({ ok: true, country: 'ao', created: 1, updated: 0, unchanged: 0 })
      expect((await stored()).map((doc) => doc.illustrative)).toEqual([false])
      const again = await post(`${HEADER}\n${row}\n`)
      expect(await again.json()).toEqual({ ok: true, country: 'ao', created: 0, updated: 0, unchanged: 1 })

      const html = await serverPage('ao', 'pt', resultPath('pt', 'vila-alice'))
      expect(
        html.screen.queryAllByRole('heading', {
          name: UI.pt.soon(ADDED.neighbourhood, monthLabel(ADDED.month, 'pt')),
          hidden: true,
        }),
      ).toHaveLength(1)
    } finally {
      for (const doc of await stored())
        await request.delete(`/api/coverage-areas/${doc.id}`, { headers: adminHeaders(token) })
    }
  })

  test("an editor imports into their own country only, checked against that country's provinces", async ({
    request,
    playwright,
  }) => {
    const token = await adminToken(request)
    const ids = await countryIds(request)
    const editor = await tokenOf(request, await createEditor(request, token, 'mz', ids.mz, 'coverage-import'))
    const headers = { ...adminHeaders(editor), 'content-type': 'text/csv; charset=utf-8' }
    const other = await request.post('/api/coverage-areas/import?country=ao', { data: `${HEADER}\n${row}\n`, headers })
    expect(other.status()).toBe(403)
    const own = await request.post('/api/coverage-areas/import', { data: `${HEADER}\n${row}\n`, headers })
    expect(own.status(), 'Luanda is no province of Mozambique').toBe(422)
    // Anonymous, with the same CSV body the panel sends: refused for want of a login. A context of its
    // own: the logins above left their session cookie in `request`'s jar.
    const anonymous = await playwright.request.newContext({ baseURL: ORIGIN.ao })
    try {
      const csv = { 'content-type': 'text/csv; charset=utf-8' }
      expect(
        (await anonymous.post('/api/coverage-areas/import?country=ao', { data: row, headers: csv })).status(),
      ).toBe(401)
    } finally {
      await anonymous.dispose()
    }
  })
})
