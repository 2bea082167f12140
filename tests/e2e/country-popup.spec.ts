import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { type Country, expect, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { appPopup, CORPORATE } from './support/popups'

/**
 * The country popup: a first-time visitor is asked whether they are in the site's country (on by default
 * in the seeded settings, cms/seed/data/settings-popup.ts), and the choice is kept in the browser.
 */
test.use({ popups: 'shown' })

const COUNTRY_UI = {
  pt: { title: (name: string) => `Está em ${name}?`, choose: 'Escolha o seu país', close: 'Fechar a escolha de país' },
  en: {
    title: (name: string) => `Are you in ${name}?`,
    choose: 'Choose your country',
    close: 'Close the country choice',
  },
} as const
/** Country names in each language: an English page never says "Moçambique". */
const NAME: Record<Locale, Record<Country, string>> = {
  pt: { ao: 'Angola', mz: 'Moçambique' },
  en: { ao: 'Angola', mz: 'Mozambique' },
}

const countryPopup = (page: Page, locale: Locale, country: Country) =>
  page.getByRole('dialog', { name: COUNTRY_UI[locale].title(NAME[locale][country]) })
const selectedCountry = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('selectedCountry'))) ?? 'null') as unknown

/**
 * Waits until React has hydrated the page and its mount effects had a moment to run: the country
 * popup only appears after that, so an earlier "not there" would prove nothing.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.waitForTimeout(500)
}

test.describe('country popup', () => {
  test('a first-time visitor is asked first; choosing the country stores it, then the app popup shows', async ({
    page,
  }) => {
    await page.goto('/a-zap')
    const question = countryPopup(page, 'pt', 'ao')
    await expect(question).toBeVisible()
    await expect(question).toHaveAttribute('aria-modal', 'false')
    await expect(question.getByText(COUNTRY_UI.pt.choose)).toBeVisible()
    await expect(question.getByRole('link', { name: 'Moçambique' })).toHaveAttribute('href', `${ORIGIN.mz}/a-zap`)
    await expect(question.locator('img[src="/flags/ao.svg"]')).toBeVisible()
    await expect(appPopup(page, 'pt'), 'never both popups at once').toBeHidden()
    expect(
      await seriousViolations(page, (axe) => axe.include('[data-country-popup]')),
      'axe on the country popup',
    ).toEqual([])
    await question.getByRole('button', { name: /^Angola/ }).click()
    await expect(question).toHaveCount(0)
    expect(await selectedCountry(page)).toEqual({ name: 'Angola', code: 'ao' })
    await expect(appPopup(page, 'pt')).toBeVisible()
    // Chosen: not asked again on the next page.
    await page.goto('/')
    await settled(page)
    await expect(countryPopup(page, 'pt', 'ao')).toHaveCount(0)
  })

  test('Mozambique in English, on a default-frame page: the question and the choices name the countries in English', async ({
    page,
  }) => {
    await page.goto(siteUrl('mz', 'en', '/'))
    const question = countryPopup(page, 'en', 'mz')
    await expect(question).toBeVisible()
    await expect(question).not.toContainText('Moçambique')
    await expect(question.getByRole('link', { name: 'Angola', exact: true })).toBeVisible()
    await question.getByRole('button', { name: /^Mozambique/ }).click()
    await expect(question).toHaveCount(0)
    // The stored record keeps the country's own name (spec: {name, code}), whatever the page's language.
    expect(await selectedCountry(page)).toEqual({ name: 'Moçambique', code: 'mz' })
  })

  test('Angola in English: the other country is offered as "Mozambique"', async ({ page }) => {
    await page.goto(siteUrl('ao', 'en', CORPORATE.en))
    const question = countryPopup(page, 'en', 'ao')
    await expect(question).toBeVisible()
    await expect(question.getByRole('link', { name: 'Mozambique', exact: true })).toHaveAttribute(
      'href',
      `${ORIGIN.mz}/en/the-zap`,
    )
    await expect(question).not.toContainText('Moçambique')
  })

  test('choosing the other country goes to its site, which does not ask again', async ({ page }) => {
    await page.goto('/a-zap')
    const question = countryPopup(page, 'pt', 'ao')
    await question.getByRole('link', { name: 'Moçambique' }).click()
    await expect(page).toHaveURL(`${ORIGIN.mz}/a-zap`)
    await expect(appPopup(page, 'pt')).toBeVisible()
    await expect(countryPopup(page, 'pt', 'mz')).toHaveCount(0)
    // Stored on this site once its scripts run (the app band is in the HTML and shows before that).
    await expect.poll(() => selectedCountry(page)).toEqual({ name: 'Moçambique', code: 'mz' })
  })

  test('not on the novelas frame', async ({ page, request }) => {
    const path = '/tv/zap-channels/novelas'
    const status = (await request.get(path)).status()
    test.skip(status !== 200, `${path} is not published (yet)`)
    await page.goto(path)
    await settled(page)
    await expect(page.getByRole('dialog', { name: COUNTRY_UI.pt.title(NAME.pt.ao) })).toHaveCount(0)
    expect(await selectedCountry(page), 'nobody chose').toBeNull()
  })
})
