import { describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { CoverageFormBlockComponent } from '@/blocks/coverage-form/Component'
import { fieldLabels, jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()

const block = { blockType: 'coverageForm' as const, heading: 'Pesquisa de cobertura', intro: 'Diga-nos onde mora.' }

function renderForm(locale: Locale = 'pt', isFirst = true) {
  const user = userEvent.setup()
  render(
    <CoverageFormBlockComponent
      block={block}
      context={blockContext(locale, 'ao', isFirst, '/zap-fibra/pesquisa-de-cobertura')}
    />,
  )
  return user
}
const field = (label: RegExp) => screen.getByLabelText(label)

async function fillValidEn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full name/), 'Pedro Costa')
  await user.type(field(/^Phone/), '923000111')
  await user.type(field(/^E-mail/), 'PEDRO@Example.com')
  await user.selectOptions(field(/^Province/), 'Luanda')
  await user.type(field(/^Municipality/), 'Talatona')
  await user.type(field(/^Neighbourhood/), 'Camama')
  await user.type(field(/^Street and number/), 'Rua 21, casa 14')
  await user.selectOptions(field(/^Type of property/), 'Flat')
  await user.selectOptions(field(/^What you are looking for/), 'TV + Net')
  await user.selectOptions(field(/^Best time to call you/), 'Afternoon (12:00–18:00)')
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions/ }))
}

describe('coverage survey block', () => {
  it('has its heading, intro and options named in the page’s language', () => {
    renderForm('en')
    expect(screen.getByRole('heading', { level: 1, name: 'Pesquisa de cobertura' })).toBeInTheDocument()
    expect(screen.getByText('Diga-nos onde mora.')).toBeInTheDocument()
    const options = (label: RegExp) =>
      within(field(label))
        .getAllByRole('option')
        .map((o) => o.textContent)
    expect(options(/^Type of property/)).toEqual(['Select an option', 'House', 'Flat', 'Business premises'])
    expect(options(/^What you are looking for/)).toEqual([
      'Select an option',
      'TV + Net',
      'Internet only',
      'Not sure yet',
    ])
    expect(options(/^Best time to call you/)).toEqual([
      'Select an option',
      'Morning (8:00–12:00)',
      'Afternoon (12:00–18:00)',
      'Any time',
    ])
    expect(field(/^Landmark \(optional\)$/)).toHaveAccessibleDescription('For example: near the primary school.')
  })

  it('labels every field, in Portuguese and in English, marking which are required', () => {
    renderForm('pt')
    expect(fieldLabels()).toEqual([
      'Nome completo (obrigatório)',
      'Telefone (obrigatório)',
      'E-mail (obrigatório)',
      'Província (obrigatório)',
      'Município (obrigatório)',
      'Bairro (obrigatório)',
      'Rua e número (obrigatório)',
      'Ponto de referência (opcional)',
      'Tipo de imóvel (obrigatório)',
      'O que procura (obrigatório)',
      'Melhor hora para lhe ligarmos (obrigatório)',
      'Li e aceito os termos e condições (obrigatório)',
    ])
    cleanup()
    renderForm('en')
    expect(fieldLabels()).toEqual([
      'Full name (required)',
      'Phone (required)',
      'E-mail (required)',
      'Province (required)',
      'Municipality (required)',
      'Neighbourhood (required)',
      'Street and number (required)',
      'Landmark (optional)',
      'Type of property (required)',
      'What you are looking for (required)',
      'Best time to call you (required)',
      'I have read and accept the terms and conditions (required)',
    ])
  })

  it('uses h2 further down the page', () => {
    renderForm('pt', false)
    expect(screen.getByRole('heading', { level: 2, name: 'Pesquisa de cobertura' })).toBeInTheDocument()
    expect(
      within(field(/^Tipo de imóvel/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione uma opção', 'Moradia', 'Apartamento', 'Empresa'])
  })

  it('names every missing required field on an empty submit and sends nothing', async () => {
    const user = renderForm('pt')
    await user.click(screen.getByRole('button', { name: 'Pedir verificação de cobertura' }))
    expect(await screen.findByText('Indique o seu nome (só letras, 2 a 120 caracteres).')).toBeInTheDocument()
    expect(field(/^Nome completo/)).toHaveFocus()
    for (const label of [/^Município/, /^Bairro/])
      expect(field(label)).toHaveAccessibleDescription('Preencha este campo.')
    expect(field(/^Rua e número/)).toHaveAccessibleDescription(
      'Rua, número da casa ou nome do edifício. Preencha este campo.',
    )
    for (const label of [/^Província/, /^Tipo de imóvel/, /^O que procura/, /^Melhor hora/]) {
      expect(field(label)).toHaveAccessibleDescription('Escolha uma das opções.')
    }
    expect(field(/^Ponto de referência/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Deve aceitar os termos e condições para enviar.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a malformed e-mail', async () => {
    const user = renderForm('pt')
    await user.type(field(/^E-mail/), 'pedro@')
    await user.tab()
    expect(field(/^E-mail/)).toHaveAccessibleDescription(
      'Por exemplo nome@exemplo.com. Indique um e-mail válido, por exemplo nome@exemplo.co.ao.',
    )
  })

  it('sends the request, shows "Success" and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'We have received your request. Thank you!' }))
    const user = renderForm('en')
    await fillValidEn(user)
    await user.click(screen.getByRole('button', { name: 'Request a coverage check' }))
    const message = await screen.findByText('We have received your request. Thank you!')
    expect(message.closest('[role="status"]')).toHaveTextContent('Success')
    expect(message.closest('[role="status"]')?.parentElement).toHaveFocus()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/coverage?locale=en')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'pedro@example.com',
      phone: '+244923000111',
      province: 'Luanda',
      municipality: 'Talatona',
      neighbourhood: 'Camama',
      address: 'Rua 21, casa 14',
      landmark: '',
      propertyType: 'apartamento',
      interest: 'tv-net',
      contactTime: 'tarde',
      acceptTerms: true,
    })
    expect(field(/^Municipality/)).toHaveValue('')
    expect(field(/^Best time to call you/)).toHaveValue('')
  })

  it('says the service is unavailable on a 503, in English', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, {
        errors: [{ message: 'The service is temporarily unavailable. Please try again in a few minutes.' }],
      }),
    )
    const user = renderForm('en')
    await fillValidEn(user)
    await user.click(screen.getByRole('button', { name: 'Request a coverage check' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not send')
    expect(alert).toHaveTextContent('The service is temporarily unavailable.')
    expect(field(/^Neighbourhood/)).toHaveValue('Camama')
  })
})
