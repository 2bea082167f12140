import { describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { formLabels } from '@/components/forms/labels'
import { CallbackForm } from './CallbackForm'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()

const SUCCESS = 'Sucesso ao enviar o seu contacto. A ZAP entrará em contacto com você em breve.'

function setup(country: CountryCode = 'ao', locale: Locale = 'pt', operatorName = 'ZAP') {
  const user = userEvent.setup()
  render(
    <CallbackForm country={country} operatorName={operatorName} labels={formLabels(locale, country, 'callback')} />,
  )
  const pt = locale === 'pt'
  return {
    user,
    name: screen.getByRole('textbox', { name: pt ? /^Nome/ : /^Name/ }),
    phone: screen.getByRole('textbox', { name: pt ? /^Telefone/ : /^Phone/ }),
    subject: screen.getByRole('combobox', { name: pt ? /^Assunto/ : /^Subject/ }),
    submit: screen.getByRole('button', { name: pt ? 'Ligue-me' : 'Call me' }),
  }
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('call-back form', () => {
  // The subjects, hints and messages of each site are checked per site below; these are what the table leaves out.
  it('names the subjects after the operator the country settings give', () => {
    const { subject } = setup('mz', 'pt', 'Mstar ZAP')
    expect(optionTexts(subject)).toEqual([
      'Selecione o assunto',
      'Mstar ZAP Satélite Adesão',
      'Mstar ZAP Satélite Apoio Técnico',
      'Mstar ZAP Satélite Informações',
    ])
  })

  it('English: the subjects in English, the operator’s name first; the position is still what is sent', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: 'Your contact was sent successfully.' }))
    const { user, name, phone, subject, submit } = setup('ao', 'en')
    expect(optionTexts(subject)).toEqual([
      'Select the subject',
      'ZAP Satellite Subscription',
      'ZAP Satellite Technical Support',
      'ZAP Satellite Information',
      'ZAP Fibre Subscription',
      'ZAP Fibre Technical Support',
      'ZAP Fibre Information',
    ])
    await user.type(name, 'Ana Maria')
    await user.type(phone, '+244 923 456 789')
    await user.selectOptions(subject, 'ZAP Fibre Technical Support')
    await user.click(submit)
    await screen.findByText('Your contact was sent successfully.')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/callback?locale=en')
    expect(JSON.parse(String(init?.body))).toMatchObject({ clientSubject: 5 })
  })

  it('after a success no field is marked, even the one that had focus when the fields were emptied', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: SUCCESS }))
    const { user, name, phone, subject } = setup('ao')
    await user.type(name, 'Ana Maria')
    await user.selectOptions(subject, '1')
    await user.type(phone, '923 456 789{Enter}')
    const status = await screen.findByText(SUCCESS)
    await waitFor(() => expect(status.closest('[role="status"]')!.parentElement).toHaveFocus())
    // Leaving a field validates it asynchronously: give that a moment before asserting nothing showed.
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const field of [name, phone, subject]) expect(field).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/Indique|Selecione o assunto\./)).toBeNull()
  })

  it('a new attempt after a success clears the success, even when the browser’s checks stop it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: SUCCESS }))
    const { user, name, phone, subject, submit } = setup('ao')
    await user.type(name, 'Ana Maria')
    await user.type(phone, '923 456 789')
    await user.selectOptions(subject, '1')
    await user.click(submit)
    await screen.findByText(SUCCESS)
    await user.type(name, 'Rui')
    await user.click(submit)
    expect(await screen.findByText('Selecione o assunto.')).toBeInTheDocument()
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(screen.queryByText('Sucesso')).toBeNull()
  })

  it('Angola: sends the number in E.164 with the subject’s value; success shows the message, resets and takes focus', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: SUCCESS }))
    const { user, name, phone, subject, submit } = setup('ao')
    await user.type(name, 'Ana Maria')
    await user.type(phone, '923 456 789')
    await user.selectOptions(subject, 'ZAP Fibra Apoio Técnico')
    await user.click(submit)
    const status = await screen.findByText('Sucesso')
    const region = status.closest('[role="status"]') as HTMLElement
    expect(region).toHaveTextContent(SUCCESS)
    await waitFor(() => expect(region.parentElement).toHaveFocus())
    expect(name).toHaveValue('')
    expect(phone).toHaveValue('')
    expect(subject).toHaveValue('0')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/callback?locale=pt')
    expect(JSON.parse(String(init?.body))).toEqual({
      clientName: 'Ana Maria',
      clientPhone: '+244923456789',
      clientSubject: 5,
      website: '',
      // The page the form was sent from travels with it.
      sourcePage: '/',
    })
  })

  it('Mozambique: accepts a number with the +258 prefix', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: SUCCESS }))
    const { user, name, phone, subject, submit } = setup('mz')
    await user.type(name, 'João')
    await user.type(phone, '+258 84 123 4567')
    await user.selectOptions(subject, '1')
    await user.click(submit)
    await screen.findByText(SUCCESS)
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      clientPhone: '+258841234567',
      clientSubject: 1,
    })
  })

  it('failure: the server’s message in an alert that takes focus; the fields keep their values', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        errors: [
          { message: 'Corrija os campos assinalados.' },
          { message: 'Número recusado pelo servidor.', field: 'clientPhone' },
        ],
      }),
    )
    const { user, name, phone, subject, submit } = setup('ao')
    await user.type(name, 'Ana Maria')
    await user.type(phone, '923456789')
    await user.selectOptions(subject, '1')
    await user.click(submit)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível enviar')
    expect(alert).toHaveTextContent('Corrija os campos assinalados.')
    await waitFor(() => expect(alert.parentElement).toHaveFocus())
    expect(phone).toHaveAccessibleDescription(/Número recusado pelo servidor\./)
    expect(name).toHaveValue('Ana Maria')
    expect(subject).toHaveValue('1')
    expect(screen.queryByText('Sucesso')).toBeNull()
  })

  it('speaks English', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, {
        ok: true,
        message: 'Your contact was sent successfully. ZAP will get in touch with you soon.',
      }),
    )
    const { user, name, phone, subject, submit } = setup('ao', 'en')
    expect(within(subject).getAllByRole('option')[0]).toHaveTextContent('Select the subject')
    expect(screen.getByText('Free call')).toBeInTheDocument()
    await user.click(submit)
    expect(await screen.findByText('Select the subject.')).toBeInTheDocument()
    expect(screen.getByText('Enter your name (up to 120 characters).')).toBeInTheDocument()
    await user.type(name, 'Ana')
    await user.type(phone, '244923456789')
    await user.selectOptions(subject, '2')
    await user.click(submit)
    expect(await screen.findByText('Success')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms/callback?locale=en')
  })
})

/**
 * What the call-back form says and accepts in each country and language: the words differ by
 * language, and the phone rule (the number a visitor types without a country code is read as the
 * site's own) and its example number differ by country. The browser tests send a real request in
 * two of the four sites; these cover all four.
 */
type Site = {
  country: CountryCode
  locale: Locale
  /** The subject list as shown, the placeholder first, for the operator name "ZAP" (as seeded in both countries). */
  subjects: readonly string[]
  free: string
  hint: string
  subjectError: string
  phoneError: string
  nameError: string
  success: string
  failure: string
  /** A number of the country as a visitor types it, and as the form sends it. */
  phone: { typed: string; sent: string }
}

const SITES: readonly Site[] = [
  {
    country: 'ao',
    locale: 'pt',
    subjects: [
      'Selecione o assunto',
      'ZAP Satélite Adesão',
      'ZAP Satélite Apoio Técnico',
      'ZAP Satélite Informações',
      'ZAP Fibra Adesão',
      'ZAP Fibra Apoio Técnico',
      'ZAP Fibra Informações',
    ],
    free: 'Chamada gratuita',
    hint: 'Por exemplo 923 000 000 ou +244 923 000 000; de outro país, com o indicativo.',
    subjectError: 'Selecione o assunto.',
    phoneError:
      'Indique um número de telefone válido, por exemplo 923 000 000; de outro país, com o indicativo (por exemplo +351 912 345 678).',
    nameError: 'Indique o seu nome (até 120 caracteres).',
    success: 'Sucesso',
    failure: 'Não foi possível enviar',
    // A visitor in Angola types the number as it is dialled there, without the country code.
    phone: { typed: '923 456 789', sent: '+244923456789' },
  },
  {
    country: 'ao',
    locale: 'en',
    subjects: [
      'Select the subject',
      'ZAP Satellite Subscription',
      'ZAP Satellite Technical Support',
      'ZAP Satellite Information',
      'ZAP Fibre Subscription',
      'ZAP Fibre Technical Support',
      'ZAP Fibre Information',
    ],
    free: 'Free call',
    hint: 'For example 923 000 000 or +244 923 000 000; from another country, with its country code.',
    subjectError: 'Select the subject.',
    phoneError:
      'Enter a valid phone number, for example 923 000 000; from another country, with its country code (for example +351 912 345 678).',
    nameError: 'Enter your name (up to 120 characters).',
    success: 'Success',
    failure: 'Could not send',
    phone: { typed: '+244 923 456 789', sent: '+244923456789' },
  },
  {
    country: 'mz',
    locale: 'pt',
    subjects: ['Selecione o assunto', 'ZAP Satélite Adesão', 'ZAP Satélite Apoio Técnico', 'ZAP Satélite Informações'],
    free: 'Chamada gratuita',
    hint: 'Por exemplo 84 000 0000 ou +258 84 000 0000; de outro país, com o indicativo.',
    subjectError: 'Selecione o assunto.',
    phoneError:
      'Indique um número de telefone válido, por exemplo 84 000 0000; de outro país, com o indicativo (por exemplo +351 912 345 678).',
    nameError: 'Indique o seu nome (até 120 caracteres).',
    success: 'Sucesso',
    failure: 'Não foi possível enviar',
    // Without a country code, a Mozambican number: the same digits in Angola would not be one.
    phone: { typed: '84 123 4567', sent: '+258841234567' },
  },
  {
    country: 'mz',
    locale: 'en',
    subjects: [
      'Select the subject',
      'ZAP Satellite Subscription',
      'ZAP Satellite Technical Support',
      'ZAP Satellite Information',
    ],
    free: 'Free call',
    hint: 'For example 84 000 0000 or +258 84 000 0000; from another country, with its country code.',
    subjectError: 'Select the subject.',
    phoneError:
      'Enter a valid phone number, for example 84 000 0000; from another country, with its country code (for example +351 912 345 678).',
    nameError: 'Enter your name (up to 120 characters).',
    success: 'Success',
    failure: 'Could not send',
    phone: { typed: '+258 84 123 4567', sent: '+258841234567' },
  },
]

/** Too short to be a number of any country. */
const IMPOSSIBLE_PHONE = '123 45'
/** A Portuguese mobile, as a customer living in Angola or Mozambique may have. */
const FOREIGN_PHONE = { typed: '+351 912 345 678', sent: '+351912345678' } as const

describe.each(SITES)('call-back form in $country $locale', (site) => {
  const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>

  it('offers the country’s subjects in the page’s language after the placeholder, with the country’s example number', () => {
    const { phone, subject } = setup(site.country, site.locale)
    expect(optionTexts(subject)).toEqual(site.subjects)
    expect(subject).toHaveValue('0')
    expect(phone).toHaveAttribute('inputmode', 'tel')
    expect(phone).toHaveAccessibleDescription(site.hint)
    expect(screen.getByText(site.free)).toBeInTheDocument()
  })

  it('refuses subject 0, an impossible number (naming the country’s example) and a blank name; nothing is sent', async () => {
    const { user, name, phone, subject, submit } = setup(site.country, site.locale)
    await user.type(name, 'Ana')
    await user.type(phone, IMPOSSIBLE_PHONE)
    await user.click(submit)
    expect(await screen.findByText(site.subjectError)).toBeInTheDocument()
    expect(subject).toHaveAttribute('aria-invalid', 'true')
    expect(subject).toHaveAccessibleDescription(site.subjectError)
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription(`${site.hint} ${site.phoneError}`)
    await user.clear(name)
    await user.type(name, '   ')
    await user.tab()
    expect(await screen.findByText(site.nameError)).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the number as a visitor there types it, and a Portuguese mobile with a name holding a digit, in E.164', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'ok' }))
    const { user, name, phone, subject, submit } = setup(site.country, site.locale)
    await user.type(name, 'Ana Maria')
    await user.type(phone, site.phone.typed)
    await user.selectOptions(subject, site.subjects[3]!)
    await user.click(submit)
    await screen.findByText(site.success)
    expect(sentBody(0)).toEqual({
      clientName: 'Ana Maria',
      clientPhone: site.phone.sent,
      clientSubject: 3,
      website: '',
      // The page the form was sent from travels with it.
      sourcePage: '/',
    })

    await user.type(name, 'Ana 2ª')
    await user.type(phone, FOREIGN_PHONE.typed)
    await user.selectOptions(subject, '1')
    await user.click(submit)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentBody(1)).toMatchObject({ clientName: 'Ana 2ª', clientPhone: FOREIGN_PHONE.sent, clientSubject: 1 })
  })

  it('a send that fails after a success shows only the failure, with the server’s message', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { ok: true, message: 'Stored.' }))
      .mockResolvedValueOnce(jsonResponse(503, { errors: [{ message: 'Down for maintenance.' }] }))
    const { user, name, phone, subject, submit } = setup(site.country, site.locale)
    await user.type(name, 'Ana Maria')
    await user.type(phone, site.phone.typed)
    await user.selectOptions(subject, '1')
    await user.click(submit)
    expect(await screen.findByRole('status')).toHaveTextContent(`${site.success}Stored.`)

    await user.type(name, 'Ana Maria')
    await user.type(phone, site.phone.typed)
    await user.selectOptions(subject, '2')
    await user.click(submit)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`${site.failure}Down for maintenance.`)
    expect(screen.queryByText(site.success)).toBeNull()
    expect(screen.queryByText('Stored.')).toBeNull()
    await waitFor(() => expect(alert.parentElement).toHaveFocus())
    expect(phone).toHaveValue(site.phone.typed)
  })
})
