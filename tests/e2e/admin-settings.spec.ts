import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { releaseLocks, takeOverLockedDocuments } from './support/document-lock'
import { type Account, type CountryCode, countryIds, createEditor, tokenOf } from './support/editors'
import { expect, test } from './support/fixtures'

/**
 * A country's settings in /admin, as an administrator and as an editor of each country: the form is
 * in tabs by area; every menu, footer column, link and term row reads its own text instead of
 * "Main Menu 07"; and a country's document offers only the fields its site reads (Angola's business
 * site and section menus, Mozambique's company address and "Show in Mozambique"). Saving a draft,
 * previewing and publishing are in admin-settings-publish.spec.ts, which runs after every other
 * test because a published menu shows on every page.
 */
const TABS = ['Menus', 'Footer', 'Contacts', 'App popup', 'Terms and conditions', 'General']

type Who = 'admin' | CountryCode
type SettingsDoc = {
  id: number
  mainMenu: { label: string; items?: { label: string }[] }[]
  footer: { columns: { title: string; links: { label: string }[] }[] }
  terms: { items: { term: string }[] }
}

const tab = (page: Page, name: string) =>
  page.locator('button.tabs-field__tab-button').filter({ hasText: new RegExp(`^${name}$`) })
/** A field by its path (Payload's ids: `field-` and the path with `__`; checkboxes add a suffix). */
const field = (page: Page, path: string) => page.locator(`[id^="field-${path.replace(/\./g, '__')}"]`).first()

async function settingsOf(request: APIRequestContext, token: string, code: CountryCode): Promise<SettingsDoc> {
  const found = await request.get('/api/settings', {
    params: { 'where[country.code][equals]': code, locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  expect(found.status()).toBe(200)
  const doc = ((await found.json()) as { docs: SettingsDoc[] }).docs[0]
  expect(doc, `${code} settings`).toBeTruthy()
  return doc!
}

/**
 * Opens a tab of the form. The form remembers the last tab a user opened, so a check always picks
 * the one it reads. (A form without tabs shows every field at once; the tabs themselves are
 * checked on their own.)
 */
async function showTab(page: Page, name: string) {
  if ((await page.locator('button.tabs-field__tab-button').count()) === 0) return
  // A click before the form has come to life does nothing: click until the tab is the open one.
  await expect(async () => {
    await tab(page, name).click()
    await expect(tab(page, name)).toHaveClass(/tabs-field__tab-button--active/, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

async function openSettings(page: Page, id: number, tabName: string) {
  await page.goto(`/admin/collections/settings/${id}?locale=pt`)
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await showTab(page, tabName)
}

test.describe('country settings in /admin', () => {
  const accounts: Partial<Record<CountryCode, Account>> = {}
  const docs: Partial<Record<CountryCode, SettingsDoc>> = {}
  let admin = ''

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request)
    const ids = await countryIds(request)
    for (const code of ['ao', 'mz'] as const) {
      accounts[code] = await createEditor(request, admin, code, ids[code], 'editor-settings')
      docs[code] = await settingsOf(request, admin, code)
    }
  })

  // The forms opened here stay locked to their users after the browser closes: free them for the
  // tests that write the settings next.
  test.afterEach(async ({ request }) => releaseLocks(request, admin, 'settings'))

  async function signIn(page: Page, request: APIRequestContext, who: Who) {
    await signInBrowser(page.context(), who === 'admin' ? admin : await tokenOf(request, accounts[who]!))
    await takeOverLockedDocuments(page)
  }

  for (const [who, code] of [
    ['admin', 'ao'],
    ['mz', 'mz'],
  ] as const) {
    const label = who === 'admin' ? 'an administrator' : 'an editor of Mozambique'

    test(`${label} finds ${code === 'ao' ? "Angola's" : "Mozambique's"} settings in tabs by area`, async ({
      page,
      request,
    }) => {
      await signIn(page, request, who)
      await openSettings(page, docs[code]!.id, 'Menus')
      await expect(page.locator('button.tabs-field__tab-button')).toHaveText(TABS)
      // Each tab holds its area: the main menu under Menus, the WhatsApp number under Contacts.
      await expect(page.locator('#field-mainMenu')).toBeVisible()
      await expect(page.locator('#field-contact__whatsapp')).toHaveCount(0)
      await showTab(page, 'Contacts')
      await expect(page.locator('#field-contact__whatsapp')).toBeVisible()
      await expect(page.locator('#field-mainMenu')).toHaveCount(0)
    })

    test(`${label} reads every row of ${code === 'ao' ? "Angola's" : "Mozambique's"} menus, footer and terms by its own text`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await signIn(page, request, who)
      const doc = docs[code]!
      await openSettings(page, doc.id, 'Menus')

      // The main menu's rows read their own labels (the seeded Portuguese ones), never "Main Menu 01".
      const headers = page.locator('#field-mainMenu .array-field__row-header')
      await expect(headers.first()).toContainText(doc.mainMenu[0]!.label)
      for (const item of doc.mainMenu)
        await expect(headers.filter({ hasText: item.label }).first(), `row "${item.label}"`).toBeAttached()
      await expect(page.locator('#field-mainMenu')).not.toContainText(/Main Menu \d/)
      // A sub-item reads its own label too.
      const firstSub = doc.mainMenu[0]!.items?.[0]?.label
      if (firstSub)
        await expect(page.locator('#field-mainMenu__0__items .array-field__row-header').first()).toContainText(firstSub)

      // Footer columns and their links, and the terms, likewise.
      await showTab(page, 'Footer')
      const column = doc.footer.columns[0]!
      await expect(page.locator('#field-footer__columns .array-field__row-header').first()).toContainText(column.title)
      await expect(page.locator('#field-footer__columns__0__links .array-field__row-header').first()).toContainText(
        column.links[0]!.label,
      )
      await expect(page.locator('#field-footer__columns')).not.toContainText(/Columns? \d/)
      await showTab(page, 'Terms and conditions')
      await expect(page.locator('#field-terms__items .array-field__row-header').first()).toContainText(
        doc.terms.items[0]!.term,
      )

      // A row with nothing written yet reads as its kind and number.
      await showTab(page, 'Menus')
      const add = page.locator('#field-mainMenu').getByRole('button', { name: 'Add Menu item', exact: true }).last()
      await expect(add).toBeVisible()
      await add.click()
      const next = String(doc.mainMenu.length + 1).padStart(2, '0')
      await expect(
        page.locator('#field-mainMenu .array-field__row-header').filter({ hasText: `Menu item ${next}` }),
      ).toHaveCount(1)
    })
  }

  test('a link to a field in a closed tab (as Content health gives) opens that tab at the field', async ({
    page,
    request,
  }) => {
    await signIn(page, request, 'admin')
    await openSettings(page, docs.ao!.id, 'Menus')
    await page.goto(`/admin/collections/settings/${docs.ao!.id}#field-contact__whatsapp`)
    await expect(page.locator('#field-contact__whatsapp')).toBeInViewport({ timeout: 15_000 })
    await expect(tab(page, 'Contacts')).toHaveClass(/tabs-field__tab-button--active/)
  })

  const COUNTRY_FIELDS: [Who, CountryCode][] = [
    ['ao', 'ao'],
    ['mz', 'mz'],
    ['admin', 'mz'],
  ]
  for (const [who, code] of COUNTRY_FIELDS) {
    const label = who === 'admin' ? 'an administrator' : `an editor of ${who === 'ao' ? 'Angola' : 'Mozambique'}`
    const name = code === 'ao' ? 'Angola' : 'Mozambique'

    test(`${label} sees only the fields ${name}'s site uses in ${name}'s settings`, async ({ page, request }) => {
      test.setTimeout(120_000)
      await signIn(page, request, who)
      const doc = docs[code]!
      const angola = code === 'ao'
      await openSettings(page, doc.id, 'General')
      await expect(page.locator(`[data-country-fields="${code}"]`)).toHaveText(
        `Shows only the fields ${name}'s site uses.`,
      )
      await expect(field(page, 'operatorName')).toBeVisible()
      // The business site is in Angola's top bar only.
      await expect(page.locator('#field-empresasUrl')).toHaveCount(angola ? 1 : 0)

      await showTab(page, 'Menus')
      await expect(field(page, 'mainMenu.0.newTab')).toBeVisible()
      // "Show in Mozambique" changes nothing in Angola, which shows every item.
      await expect(page.locator('[id^="field-mainMenu__0__showInMoz"]')).toHaveCount(angola ? 0 : 1)
      // Fibre and cinema sections (and so their menus) exist in Angola only.
      await expect(page.locator('#field-secondaryMenus')).toHaveCount(angola ? 1 : 0)

      await showTab(page, 'Footer')
      await expect(field(page, 'footer.headOffice')).toBeVisible()
      await expect(field(page, 'footer.companyName')).toBeVisible()
      await expect(page.locator('#field-footer__companyAddress')).toHaveCount(angola ? 0 : 1)
      await expect(field(page, 'footer.supportEmails.satelite')).toBeVisible()
      await expect(page.locator('#field-footer__supportEmails__fibra')).toHaveCount(angola ? 1 : 0)
      await expect(page.locator('[id^="field-footer__columns__0__links__0__showInMoz"]')).toHaveCount(angola ? 0 : 1)
    })
  }
})
