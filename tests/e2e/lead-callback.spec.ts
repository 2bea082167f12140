import type { APIRequestContext, Page } from '@playwright/test'
import { UI } from './support/chrome'
import { type Country, expect, hydrated, type Locale, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'

/**
 * "Ligue-me" (forms/callback/CallbackForm.tsx in the call-back modal) against the
 * real server and its database, in both countries and both languages.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const TEXT = {
  pt: {
    name: /^Nome/,
    phone: /^Telefone/,
    subject: /^Assunto/,
    subjectDefault: 'Selecione o assunto',
    submit: 'Ligue-me',
    free: 'Chamada gratuita',
    subjectError: 'Selecione o assunto.',
    phoneError: {
      ao: 'Indique um número de telefone válido, por exemplo 923 000 000; de outro país, com o indicativo (por exemplo +351 912 345 678).',
      mz: 'Indique um número de telefone válido, por exemplo 84 000 0000; de outro país, com o indicativo (por exemplo +351 912 345 678).',
    },
    phoneHint: {
      ao: 'Por exemplo 923 000 000 ou +244 923 000 000; de outro país, com o indicativo.',
      mz: 'Por exemplo 84 000 0000 ou +258 84 000 0000; de outro país, com o indicativo.',
    },
    nameError: 'Indique o seu nome (até 120 caracteres).',
    success: 'Sucesso',
    successMessage: 'Sucesso ao enviar o seu contacto. A ZAP entrará em contacto com você em breve.',
    failure: 'Não foi possível enviar',
    invalid: 'Corrija os campos assinalados.',
  },
  en: {
    name: /^Name/,
    phone: /^Phone/,
    subject: /^Subject/,
    subjectDefault: 'Select the subject',
    submit: 'Call me',
    free: 'Free call',
    subjectError: 'Select the subject.',
    phoneError: {
      ao: 'Enter a valid phone number, for example 923 000 000; from another country, with its country code (for example +351 912 345 678).',
      mz: 'Enter a valid phone number, for example 84 000 0000; from another country, with its country code (for example +351 912 345 678).',
    },
    phoneHint: {
      ao: 'For example 923 000 000 or +244 923 000 000; from another country, with its country code.',
      mz: 'For example 84 000 0000 or +258 84 000 0000; from another country, with its country code.',
    },
    nameError: 'Enter your name (up to 120 characters).',
    success: 'Success',
    successMessage: 'Your contact was sent successfully. ZAP will get in touch with you soon.',
    failure: 'Could not send',
    invalid: 'Please correct the highlighted fields.',
  },
} as const

/** The subjects as each page's language words them; the seeded operator name is "ZAP" in both countries. */
const WORDED = {
  pt: [
    'ZAP Satélite Adesão',
    'ZAP Satélite Apoio Técnico',
    'ZAP Satélite Informações',
    'ZAP Fibra Adesão',
    'ZAP Fibra Apoio Técnico',
    'ZAP Fibra Informações',
  ],
  en: [
    'ZAP Satellite Subscription',
    'ZAP Satellite Technical Support',
    'ZAP Satellite Information',
    'ZAP Fibre Subscription',
    'ZAP Fibre Technical Support',
    'ZAP Fibre Information',
  ],
} as const
/** Six subjects in Angola, the three satellite ones in Mozambique. */
const SUBJECT_COUNT = { ao: 6, mz: 3 } as const
const subjectsOf = (country: Country, locale: Locale) => WORDED[locale].slice(0, SUBJECT_COUNT[country])
/** The stored code of the third subject, whatever the language it was read in. */
const THIRD_SUBJECT_CODE = 'satelite-informacoes'

/** A number as a visitor types it (with the prefix in English, without in Portuguese) and as it is stored. */
const PHONE = {
  ao: {
    pt: { typed: '923 456 789', stored: '+244923456789' },
    en: { typed: '+244 923 456 789', stored: '+244923456789' },
  },
  mz: {
    pt: { typed: '84 123 4567', stored: '+258841234567' },
    en: { typed: '+258 84 123 4567', stored: '+258841234567' },
  },
} as const
/** A number no country has (too short for the site's own): refused. */
const IMPOSSIBLE_PHONE = '123 45'
/** A Portuguese mobile of a customer living in Angola or Mozambique: accepted, stored in E.164. */
const FOREIGN_PHONE = { typed: '+351 912 345 678', stored: '+351912345678' } as const

type CallbackRequest = {
  clientName: string
  clientPhone: string
  subjectCode: string
  clientSubject: string
  locale: string
  country: { code: string }
}
const requestsOf = (request: APIRequestContext, clientName: string) =>
  storedLeads<CallbackRequest>(request, 'callback-requests', { clientName })

let sequence = 0
/** Names take letters only: the time in letters makes each one unique. */
const uniqueName = () => `Ana Teste ${`${Date.now()}${sequence++}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`

/** Opens the call-back dialog from the floating contact widget, as a visitor does. */
async function openCallback(page: Page, country: Country, locale: Locale) {
  await page.goto(siteUrl(country, locale, '/'))
  const ui = UI[locale]
  const toggle = page.getByRole('button', { name: ui.widget, exact: true })
  const panelId = await toggle.getAttribute('aria-controls')
  // A click before React's first hydration commits is lost (see hydrated()).
  await hydrated(toggle)
  await toggle.click()
  await page
    .locator(`[id="${panelId}"]`)
    .getByRole('button', { name: new RegExp(`^${ui.callMe}`) })
    .click()
  const dialog = page.getByRole('dialog', { name: ui.modalTitle })
  await expect(dialog).toBeVisible()
  const t = TEXT[locale]
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: t.name }),
    phone: dialog.getByRole('textbox', { name: t.phone }),
    subject: dialog.getByRole('combobox', { name: t.subject }),
    submit: dialog.getByRole('button', { name: t.submit, exact: true }),
  }
}

function countPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/callback')) posts.push(request.url())
  })
  return posts
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]
    const phoneNumber = PHONE[country][locale]
    const SUBJECTS = subjectsOf(country, locale)

    test.describe(`${country} ${locale}: call-back form (${siteUrl(country, locale, '/')})`, () => {
      test(`${SUBJECTS.length} subjects, in the page's language, after "${t.subjectDefault}"; subject 0 and an impossible phone are refused, nothing is sent`, async ({
        page,
      }) => {
        const posts = countPosts(page)
        const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
        await expect(subject.getByRole('option')).toHaveText([t.subjectDefault, ...SUBJECTS])
        await expect(subject).toHaveValue('0')
        await expect(phone).toHaveAttribute('inputmode', 'tel')
        await expect(dialog.getByText(t.free, { exact: true })).toBeVisible()

        await expect(phone).toHaveAccessibleDescription(t.phoneHint[country])
        await name.fill('Ana')
        await phone.fill(IMPOSSIBLE_PHONE)
        await submit.click()
        await expect(dialog.getByText(t.subjectError, { exact: true })).toBeVisible()
        await expect(subject).toHaveAttribute('aria-invalid', 'true')
        await expect(subject).toHaveAccessibleDescription(t.subjectError)
        await expect(phone).toHaveAttribute('aria-invalid', 'true')
        await expect(dialog.getByText(t.phoneError[country])).toBeVisible()
        await name.fill('   ')
        await name.blur()
        await expect(dialog.getByText(t.nameError)).toBeVisible()
        await page.waitForTimeout(300)
        expect(posts, 'posts to /api/forms/callback').toEqual([])
      })

      test('success: stored by the server with the subject’s code and wording; the message takes focus and the form resets', async ({
        page,
        request,
      }) => {
        const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
        const clientName = uniqueName()
        await name.fill(clientName)
        await subject.selectOption({ label: SUBJECTS[2]! })
        // The phone last, as many people fill it: it still has focus when the button is pressed.
        await phone.fill(phoneNumber.typed)
        const answer = page.waitForResponse(
          (r) => r.url().includes('/api/forms/callback') && r.request().method() === 'POST',
        )
        await submit.click()
        expect((await answer).status()).toBe(201)
        const status = dialog.getByRole('status').filter({ hasText: t.success })
        await expect(status).toContainText(t.successMessage)
        await expect
          .poll(() => status.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')
          .toBe(true)
        await expect(name).toHaveValue('')
        await expect(phone).toHaveValue('')
        await expect(subject).toHaveValue('0')
        // One state at a time: the emptied fields are not checked, so nothing turns red beside the success.
        await page.waitForTimeout(300)
        await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0)
        for (const message of [t.phoneError[country], t.nameError, t.subjectError])
          await expect(dialog.getByText(message)).toHaveCount(0)

        const stored = await requestsOf(request, clientName)
        expect(stored, `call-back requests of ${clientName}`).toHaveLength(1)
        // The subject's stable code, and the words the visitor read (in the page's language).
        expect(stored[0]).toMatchObject({
          clientPhone: phoneNumber.stored,
          subjectCode: THIRD_SUBJECT_CODE,
          clientSubject: SUBJECTS[2],
          locale,
          country: { code: country },
        })
      })

      test('a Portuguese mobile and a name with a digit are accepted and stored in E.164', async ({
        page,
        request,
      }) => {
        const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
        const clientName = `${uniqueName()} 2ª`
        await name.fill(clientName)
        await phone.fill(FOREIGN_PHONE.typed)
        await subject.selectOption('1')
        const answer = page.waitForResponse(
          (r) => r.url().includes('/api/forms/callback') && r.request().method() === 'POST',
        )
        await submit.click()
        expect((await answer).status()).toBe(201)
        await expect(dialog.getByRole('status').filter({ hasText: t.success })).toContainText(t.successMessage)
        const stored = await requestsOf(request, clientName)
        expect(stored, `call-back requests of ${clientName}`).toHaveLength(1)
        expect(stored[0]).toMatchObject({ clientName, clientPhone: FOREIGN_PHONE.stored, country: { code: country } })
      })

      test.describe('failures', () => {
        // Chromium logs the failed request (503 or 422) as a console error: expected here.
        test.use({ failingRequests: ['/api/forms/callback'] })

        test('failure: the server down (simulated 503) shows the message, focused; the fields keep their values', async ({
          page,
        }) => {
          const message = locale === 'pt' ? 'Serviço em manutenção (teste).' : 'Service under maintenance (test).'
          await page.route('**/api/forms/callback**', (route) =>
            route.fulfill({ status: 503, json: { ok: false, message } }),
          )
          const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
          const clientName = uniqueName()
          await name.fill(clientName)
          await phone.fill(phoneNumber.typed)
          await subject.selectOption('1')
          await submit.click()
          const alert = dialog.getByRole('alert').filter({ hasText: t.failure })
          await expect(alert).toContainText(message)
          await expect
            .poll(() => alert.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')
            .toBe(true)
          await expect(name).toHaveValue(clientName)
          await expect(phone).toHaveValue(phoneNumber.typed)
          await expect(subject).toHaveValue('1')
        })

        test('a send that fails after a success shows only the failure; a send stopped by the checks shows no success either', async ({
          page,
        }) => {
          const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
          await name.fill(uniqueName())
          await phone.fill(phoneNumber.typed)
          await subject.selectOption('1')
          await submit.click()
          const success = dialog.getByRole('status').filter({ hasText: t.success })
          await expect(success).toContainText(t.successMessage)

          // Stopped in the browser: only the field messages, not the earlier success.
          await name.fill(uniqueName())
          await submit.click()
          await expect(dialog.getByText(t.subjectError, { exact: true })).toBeVisible()
          await expect(success).toHaveCount(0)

          const message = locale === 'pt' ? 'Serviço em manutenção (teste).' : 'Service under maintenance (test).'
          await page.route('**/api/forms/callback**', (route) =>
            route.fulfill({ status: 503, json: { ok: false, message } }),
          )
          await phone.fill(phoneNumber.typed)
          await subject.selectOption('2')
          await submit.click()
          await expect(dialog.getByRole('alert').filter({ hasText: t.failure })).toContainText(message)
          await expect(success).toHaveCount(0)
          await expect(dialog.getByText(t.successMessage)).toHaveCount(0)
        })

        test('failure: a real refusal (422) from the server puts its message on the phone field; nothing is stored', async ({
          page,
          request,
        }) => {
          // The browser accepted the number; a client that skips the page's checks sends a bad one, which the server refuses.
          await page.route('**/api/forms/callback**', async (route) => {
            const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
            await route.continue({ postData: JSON.stringify({ ...body, clientPhone: '12345' }) })
          })
          const { dialog, name, phone, subject, submit } = await openCallback(page, country, locale)
          const clientName = uniqueName()
          await name.fill(clientName)
          await phone.fill(phoneNumber.typed)
          await subject.selectOption('2')
          const answer = page.waitForResponse((r) => r.url().includes('/api/forms/callback'))
          await submit.click()
          expect((await answer).status()).toBe(422)
          const alert = dialog.getByRole('alert').filter({ hasText: t.failure })
          await expect(alert).toContainText(t.invalid)
          await expect(phone).toHaveAttribute('aria-invalid', 'true')
          await expect(phone).toHaveAccessibleDescription(new RegExp(t.phoneError[country].replace(/[.()+]/g, '\\$&')))
          await expect(name).toHaveValue(clientName)
          expect(await requestsOf(request, clientName)).toEqual([])
        })
      })
    })
  }
}

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the dialog fits and scrolls to its submit button; targets are at least 44 px tall', async ({ page }) => {
    const { dialog, name, subject, submit } = await openCallback(page, 'ao', 'pt')
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
    await submit.scrollIntoViewIfNeeded()
    await expect(submit).toBeInViewport()
    for (const target of [name, subject, submit])
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  })
})
