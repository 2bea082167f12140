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
  it('Angola: six subjects with the operator’s name after "Selecione o assunto" (value 0)', () => {
    const { subject, phone } = setup('ao')
    expect(optionTexts(subject)).toEqual([
      'Selecione o assunto',
      'ZAP Satélite Adesão',
      'ZAP Satélite Apoio Técnico',
      'ZAP Satélite Informações',
      'ZAP Fibra Adesão',
      'ZAP Fibra Apoio Técnico',
      'ZAP Fibra Informações',
    ])
    expect(subject).toHaveValue('0')
    expect(phone).toHaveAttribute('inputmode', 'tel')
    expect(phone).toHaveAccessibleDescription(
      'Por exemplo 923 000 000 ou +244 923 000 000; de outro país, com o indicativo.',
    )
    expect(screen.getByText('Chamada gratuita')).toBeInTheDocument()
  })

  it('Mozambique: the three satellite subjects, with the operator name from the settings, and a Mozambican example number', () => {
    const { subject, phone } = setup('mz', 'pt', 'Mstar ZAP')
    expect(optionTexts(subject)).toEqual([
      'Selecione o assunto',
      'Mstar ZAP Satélite Adesão',
      'Mstar ZAP Satélite Apoio Técnico',
      'Mstar ZAP Satélite Informações',
    ])
    expect(phone).toHaveAccessibleDescription(
      'Por exemplo 84 000 0000 ou +258 84 000 0000; de outro país, com o indicativo.',
    )
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

  it('English, Mozambique: the three satellite subjects in English', () => {
    const { subject } = setup('mz', 'en', 'Mstar ZAP')
    expect(optionTexts(subject)).toEqual([
      'Select the subject',
      'Mstar ZAP Satellite Subscription',
      'Mstar ZAP Satellite Technical Support',
      'Mstar ZAP Satellite Information',
    ])
  })

  it('refuses subject 0 and a number that cannot exist, and sends nothing', async () => {
    const { user, name, phone, subject, submit } = setup('ao')
    await user.type(name, 'Ana Maria')
    await user.type(phone, '+244 123 456 789')
    await user.click(submit)
    expect(await screen.findByText('Selecione o assunto.')).toBeInTheDocument()
    expect(subject).toHaveAttribute('aria-invalid', 'true')
    expect(subject).toHaveAccessibleDescription('Selecione o assunto.')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(
      screen.getByText(
        'Indique um número de telefone válido, por exemplo 923 000 000; de outro país, com o indicativo (por exemplo +351 912 345 678).',
      ),
    ).toBeInTheDocument()
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('Angola: takes a Portuguese mobile and a name with a digit, and sends the number in E.164', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: SUCCESS }))
    const { user, name, phone, subject, submit } = setup('ao')
    await user.type(name, 'Ana 2ª')
    await user.type(phone, '+351 912 345 678')
    await user.selectOptions(subject, '1')
    await user.click(submit)
    await screen.findByText(SUCCESS)
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      clientName: 'Ana 2ª',
      clientPhone: '+351912345678',
    })
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
        ok: false,
        message: 'Corrija os campos assinalados.',
        errors: { clientPhone: 'Número recusado pelo servidor.' },
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
