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
    accounts.mz = await createEditor(request, admin, 'mz', ids.mz, 'editor-settings')
    for (const code of ['ao', 'mz'] as const) docs[code] = await settingsOf(request, admin, code)
  })

  // The forms opened here stay locked to their users after the browser closes: free them for the
  // tests that write the settings next.
  test.afterEach(async ({ request }) => releaseLocks(request, admin, 'settings'))

  async function signIn(page: Page, request: APIRequestContext, who: Who) {
    await signInBrowser(page.context(), who === 'admin' ? admin : await tokenOf(request, accounts[who]!))
    await takeOverLockedDocuments(page)
  }

  /** Tabs by area: the main menu under Menus, the WhatsApp number under Contacts. */
  async function checkTabs(page: Page) {
    await showTab(page, 'Menus')
    await expect(page.locator('button.tabs-field__tab-button'), 'the tabs by area').toHaveText(TABS)
    await expect(page.locator('#field-mainMenu'), 'the main menu under Menus').toBeVisible()
    await expect(page.locator('#field-contact__whatsapp'), 'no WhatsApp under Menus').toHaveCount(0)
    await showTab(page, 'Contacts')
    await expect(page.locator('#field-contact__whatsapp'), 'the WhatsApp number under Contacts').toBeVisible()
    await expect(page.locator('#field-mainMenu'), 'no main menu under Contacts').toHaveCount(0)
  }

  /** Every menu, footer column, link and term row reads its own text. */
  async function checkRows(page: Page, doc: SettingsDoc) {
    await showTab(page, 'Menus')
    // The main menu's rows read their own labels (the seeded Portuguese ones), never "Main Menu 01".
    const headers = page.locator('#field-mainMenu .array-field__row-header')
    await expect(headers.first(), 'the first menu row').toContainText(doc.mainMenu[0]!.label)
    for (const item of doc.mainMenu)
      await expect(headers.filter({ hasText: item.label }).first(), `row "${item.label}"`).toBeAttached()
    await expect(page.locator('#field-mainMenu'), 'no "Main Menu nn" row').not.toContainText(/Main Menu \d/)
    // A sub-item reads its own label too.
    const firstSub = doc.mainMenu[0]!.items?.[0]?.label
    if (firstSub)
      await expect(
        page.locator('#field-mainMenu__0__items .array-field__row-header').first(),
        'the first sub-item',
      ).toContainText(firstSub)

    // Footer columns and their links, and the terms, likewise.
    await showTab(page, 'Footer')
    const column = doc.footer.columns[0]!
    await expect(
      page.locator('#field-footer__columns .array-field__row-header').first(),
      'the first footer column',
    ).toContainText(column.title)
    await expect(
      page.locator('#field-footer__columns__0__links .array-field__row-header').first(),
      'the first footer link',
    ).toContainText(column.links[0]!.label)
    await expect(page.locator('#field-footer__columns'), 'no "Column n" row').not.toContainText(/Columns? \d/)
    await showTab(page, 'Terms and conditions')
    await expect(page.locator('#field-terms__items .array-field__row-header').first(), 'the first term').toContainText(
      doc.terms.items[0]!.term,
    )
  }

  /** A row with nothing written yet reads as its kind and number. Last: it leaves the form changed. */
  async function checkNewRow(page: Page, doc: SettingsDoc) {
    await showTab(page, 'Menus')
    const add = page.locator('#field-mainMenu').getByRole('button', { name: 'Add Menu item', exact: true }).last()
    await expect(add).toBeVisible()
    await add.click()
    const next = String(doc.mainMenu.length + 1).padStart(2, '0')
    await expect(
      page.locator('#field-mainMenu .array-field__row-header').filter({ hasText: `Menu item ${next}` }),
      'a new row reads as its kind and number',
    ).toHaveCount(1)
  }

  /** Only the fields the country's site uses. */
  async function checkCountryFields(page: Page, code: CountryCode) {
    const name = code === 'ao' ? 'Angola' : 'Mozambique'
    const angola = code === 'ao'
    await showTab(page, 'General')
    await expect(page.locator(`[data-country-fields="${code}"]`), 'the note on the fields shown').toHaveText(
      `Shows only the fields ${name}'s site uses.`,
    )
    await expect(field(page, 'operatorName'), 'operatorName').toBeVisible()
    // The business site is in Angola's top bar only.
    await expect(page.locator('#field-empresasUrl'), 'empresasUrl').toHaveCount(angola ? 1 : 0)

    await showTab(page, 'Menus')
    await expect(field(page, 'mainMenu.0.newTab'), 'mainMenu.0.newTab').toBeVisible()
    // "Show in Mozambique" changes nothing in Angola, which shows every item.
    await expect(page.locator('[id^="field-mainMenu__0__showInMoz"]'), 'mainMenu showInMoz').toHaveCount(angola ? 0 : 1)
    // Fibre and cinema sections (and so their menus) exist in Angola only.
    await expect(page.locator('#field-secondaryMenus'), 'secondaryMenus').toHaveCount(angola ? 1 : 0)

    await showTab(page, 'Footer')
    await expect(field(page, 'footer.headOffice'), 'footer.headOffice').toBeVisible()
    await expect(field(page, 'footer.companyName'), 'footer.companyName').toBeVisible()
    await expect(page.locator('#field-footer__companyAddress'), 'footer.companyAddress').toHaveCount(angola ? 0 : 1)
    await expect(field(page, 'footer.supportEmails.satelite'), 'supportEmails.satelite').toBeVisible()
    await expect(page.locator('#field-footer__supportEmails__fibra'), 'supportEmails.fibra').toHaveCount(angola ? 1 : 0)
    await expect(
      page.locator('[id^="field-footer__columns__0__links__0__showInMoz"]'),
      'footer link showInMoz',
    ).toHaveCount(angola ? 0 : 1)
  }

  // One form opened per user and document (each opening costs seconds of the admin's scripts): the
  // checks of one document by one user share it. An administrator reads Angola's and an editor
  // Mozambique's: which fields show depends on the document's country alone (cms/fields/country-only.ts),
  // so these two cover each country's fields and each role.
  test("an administrator reads Angola's settings: tabs by area, every row by its own text, only Angola's fields, a link into a closed tab, a new row", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    await signIn(page, request, 'admin')
    const doc = docs.ao!
    await openSettings(page, doc.id, 'Menus')
    await checkTabs(page)
    await checkRows(page, doc)
    await checkCountryFields(page, 'ao')

    // A link to a field in a closed tab (as Content health gives) opens that tab at the field.
    await expect(tab(page, 'Contacts'), 'Contacts is closed before the link').not.toHaveClass(
      /tabs-field__tab-button--active/,
    )
    await page.goto(`/admin/collections/settings/${doc.id}#field-contact__whatsapp`)
    await expect(page.locator('#field-contact__whatsapp'), 'the linked field in view').toBeInViewport({
      timeout: 15_000,
    })
    await expect(tab(page, 'Contacts'), 'the linked tab open').toHaveClass(/tabs-field__tab-button--active/)

    await checkNewRow(page, doc)
  })

  test("an editor of Mozambique reads Mozambique's settings: tabs by area, every row by its own text, only Mozambique's fields, a new row", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    await signIn(page, request, 'mz')
    const doc = docs.mz!
    await openSettings(page, doc.id, 'Menus')
    await checkTabs(page)
    await checkRows(page, doc)
    await checkCountryFields(page, 'mz')
    await checkNewRow(page, doc)
  })
})
