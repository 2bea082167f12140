import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { UI } from './support/chrome'
import { type Country, expect, hydrated, type Locale, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'

/**
 * "Ligue-me" (forms/callback/CallbackForm.tsx in the call-back modal) against the real server and
 * its database: what only a browser with the real server shows, in Angola in Portuguese (on a
 * 320 px phone) and in Mozambique in English. The same code serves all four sites, so what differs
 * by country or language (the subjects, example numbers, each field message, what is refused
 * before sending) is checked for all four in forms/callback/CallbackForm.test.tsx.
 */

const TEXT = {
  pt: {
    name: /^Nome/,
    phone: /^Telefone/,
    subject: /^Assunto/,
    subjectDefault: 'Selecione o assunto',
    submit: 'Ligue-me',
    phoneHint: {
      ao: 'Por exemplo 923 000 000 ou +244 923 000 000; de outro país, com o indicativo.',
      mz: 'Por exemplo 84 000 0000 ou +258 84 000 0000; de outro país, com o indicativo.',
    },
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
    phoneError: {
      mz: 'Enter a valid phone number, for example 84 000 0000; from another country, with its country code (for example +351 912 345 678).',
    },
    phoneHint: {
      ao: 'For example 923 000 000 or +244 923 000 000; from another country, with its country code.',
      mz: 'For example 84 000 0000 or +258 84 000 0000; from another country, with its country code.',
    },
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
  ao: { pt: { typed: '923 456 789', stored: '+244923456789' } },
  mz: { en: { typed: '+258 84 123 4567', stored: '+258841234567' } },
} as const
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

/** Fills the dialog's fields, the phone last as many people do: it still has focus when the button is pressed. */
async function fill(
  form: Awaited<ReturnType<typeof openCallback>>,
  clientName: string,
  phone: string,
  subject: string,
) {
  await form.name.fill(clientName)
  await form.subject.selectOption({ label: subject })
  await form.phone.fill(phone)
}

/** Presses the button and waits for the server's response (or the simulated one); returns its status. */
async function send(page: Page, submit: Locator): Promise<number> {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/forms/callback') && r.request().method() === 'POST',
  )
  await submit.click()
  return (await response).status()
}

/** The response's wrapper has the focus, so a screen reader reads the response. */
const focusedMessage = (message: Locator) =>
  expect.poll(() => message.evaluate((el) => el.parentElement === document.activeElement), 'focus on the message')

/** The message of the simulated 503. */
const MAINTENANCE = 'Serviço em manutenção (teste).'

test.describe('ao pt (http://localhost:3100/), on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, failingRequests: ['/api/forms/callback'] })
  const t = TEXT.pt
  const SUBJECTS = subjectsOf('ao', 'pt')

  test('the dialog fits; a request is stored with the subject’s code and wording; a later send with the server down shows only the failure', async ({
    page,
    request,
  }) => {
    const form = await openCallback(page, 'ao', 'pt')
    const { dialog, name, phone, subject, submit } = form

    await test.step('the dialog fits the screen and scrolls to its button; targets are at least 44 px tall', async () => {
      const box = (await dialog.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      await submit.scrollIntoViewIfNeeded()
      await expect(submit).toBeInViewport()
      for (const target of [name, subject, submit])
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    })

    // The page passes the seeded operator name and the site's country to the form.
    await expect(subject.getByRole('option')).toHaveText([t.subjectDefault, ...SUBJECTS])
    await expect(phone).toHaveAccessibleDescription(t.phoneHint.ao)

    const clientName = uniqueName()
    await test.step('success: stored by the server; the message takes focus and the form resets', async () => {
      await fill(form, clientName, PHONE.ao.pt.typed, SUBJECTS[2]!)
      expect(await send(page, submit)).toBe(201)
      const status = dialog.getByRole('status').filter({ hasText: t.success })
      await expect(status).toContainText(t.successMessage)
      await focusedMessage(status).toBe(true)
      await expect(name).toHaveValue('')
      await expect(phone).toHaveValue('')
      await expect(subject).toHaveValue('0')

      const stored = await requestsOf(request, clientName)
      expect(stored, `call-back requests of ${clientName}`).toHaveLength(1)
      // The subject's stable code, and the words the visitor read (in the page's language).
      expect(stored[0]).toMatchObject({
        clientPhone: PHONE.ao.pt.stored,
        subjectCode: THIRD_SUBJECT_CODE,
        clientSubject: SUBJECTS[2],
        locale: 'pt',
        country: { code: 'ao' },
      })
    })

    await test.step('the server down (simulated 503): only the failure shows, focused; the fields keep their values', async () => {
      await page.route('**/api/forms/callback**', (route) =>
        route.fulfill({ status: 503, json: { errors: [{ message: MAINTENANCE }] } }),
      )
      const again = uniqueName()
      await fill(form, again, PHONE.ao.pt.typed, SUBJECTS[0]!)
      expect(await send(page, submit)).toBe(503)
      const alert = dialog.getByRole('alert').filter({ hasText: t.failure })
      await expect(alert).toContainText(MAINTENANCE)
      await focusedMessage(alert).toBe(true)
      await expect(dialog.getByRole('status').filter({ hasText: t.success })).toHaveCount(0)
      await expect(dialog.getByText(t.successMessage)).toHaveCount(0)
      await expect(name).toHaveValue(again)
      await expect(phone).toHaveValue(PHONE.ao.pt.typed)
      await expect(subject).toHaveValue('1')
    })
  })
})

test.describe('mz en (http://mz.localhost:3100/en)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, failingRequests: ['/api/forms/callback'] })
  const t = TEXT.en
  const SUBJECTS = subjectsOf('mz', 'en')

  test('a real refusal (422) marks the phone and stores nothing; sent again, stored with the English wording; a Portuguese mobile too', async ({
    page,
    request,
  }) => {
    const form = await openCallback(page, 'mz', 'en')
    const { dialog, name, phone, subject, submit } = form
    await expect(subject.getByRole('option')).toHaveText([t.subjectDefault, ...SUBJECTS])
    await expect(phone).toHaveAccessibleDescription(t.phoneHint.mz)

    const clientName = uniqueName()
    await test.step('the server refuses (422) a number the page accepted: its message on the phone field, nothing stored', async () => {
      // A client that skips the page's checks sends a bad number, which the real server refuses.
      await page.route('**/api/forms/callback**', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
        await route.continue({ postData: JSON.stringify({ ...body, clientPhone: '12345' }) })
      })
      await fill(form, clientName, PHONE.mz.en.typed, SUBJECTS[2]!)
      expect(await send(page, submit)).toBe(422)
      const alert = dialog.getByRole('alert').filter({ hasText: t.failure })
      await expect(alert).toContainText(t.invalid)
      await focusedMessage(alert).toBe(true)
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toHaveAccessibleDescription(new RegExp(t.phoneError.mz.replace(/[.()+]/g, '\\$&')))
      await expect(name).toHaveValue(clientName)
      expect(await requestsOf(request, clientName)).toEqual([])
    })

    await test.step('sent again as it is: stored, with the subject’s code and its English wording', async () => {
      await page.unroute('**/api/forms/callback**')
      expect(await send(page, submit)).toBe(201)
      const status = dialog.getByRole('status').filter({ hasText: t.success })
      await expect(status).toContainText(t.successMessage)
      await focusedMessage(status).toBe(true)
      await expect(dialog.getByRole('alert')).toHaveCount(0)
      const stored = await requestsOf(request, clientName)
      expect(stored, `call-back requests of ${clientName}`).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        clientPhone: PHONE.mz.en.stored,
        subjectCode: THIRD_SUBJECT_CODE,
        clientSubject: SUBJECTS[2],
        locale: 'en',
        country: { code: 'mz' },
      })
    })

    await test.step('a Portuguese mobile and a name with a digit are accepted and stored in E.164', async () => {
      const foreigner = `${uniqueName()} 2ª`
      await fill(form, foreigner, FOREIGN_PHONE.typed, SUBJECTS[0]!)
      expect(await send(page, submit)).toBe(201)
      await expect(dialog.getByRole('status').filter({ hasText: t.success })).toContainText(t.successMessage)
      const stored = await requestsOf(request, foreigner)
      expect(stored, `call-back requests of ${foreigner}`).toHaveLength(1)
      expect(stored[0]).toMatchObject({
        clientName: foreigner,
        clientPhone: FOREIGN_PHONE.stored,
        country: { code: 'mz' },
      })
    })
  })
})
