import { describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { packagesFixture } from '@/blocks/package-grid/fixtures'
import { fieldLabels, jsonResponse, mockFetch } from '@/components/forms/form-test-support'
import { SignUpForm } from '@/forms/sign-up/SignUpForm'
import { SignUpFormView } from './SignUpFormView'

const fetchMock = mockFetch()
const block = { blockType: 'signUpForm' as const, heading: 'Pedido de adesão', intro: 'A equipa liga-lhe.' }

/** The view with the form itself (the lazy island is what a page loads; here the form renders at once). */
function renderView(locale: Locale, country: CountryCode, chosen?: number) {
  const user = userEvent.setup()
  const packages = packagesFixture[country]
  const view = render(
    <SignUpFormView
      block={block}
      context={blockContext(locale, country, true, '/adesao')}
      packages={packages}
      chosen={packages.find((p) => p.id === chosen)}
    />,
  )
  return { user, view }
}
const field = (label: RegExp) => screen.getByLabelText(label)

describe('sign-up request block', () => {
  it('names the chosen package before the form and chooses it in the form', async () => {
    renderView('pt', 'ao', 2)
    expect(screen.getByRole('heading', { level: 1, name: 'Pedido de adesão' })).toBeInTheDocument()
    expect(screen.getByText(/ZAP Max — 7\.190,00\s+Kz por 30 dias/, { selector: 'strong' })).toBeInTheDocument()
    const select = (await screen.findByLabelText(/^Pacote/)) as HTMLSelectElement
    expect(select.value).toBe('2')
  })
})

describe('sign-up request form', () => {
  const labelsOf = (locale: Locale, country: CountryCode) =>
    import('@/components/forms/labels').then((m) => m.formLabels(locale, country, 'signUp', 'leadFields', 'optional'))
  const choices = packagesFixture.ao.map((p) => ({ id: p.id, service: p.service, label: p.name }))

  it('labels every field in both languages, the address optional', async () => {
    render(<SignUpForm country="ao" labels={await labelsOf('pt', 'ao')} packages={choices} />)
    expect(fieldLabels()).toEqual([
      'Pacote (obrigatório)',
      'Nome completo (obrigatório)',
      'Telefone (obrigatório)',
      'Província (obrigatório)',
      'Morada (opcional)',
      'Li e aceito os termos e condições (obrigatório)',
    ])
    cleanup()
    render(<SignUpForm country="mz" labels={await labelsOf('en', 'mz')} packages={choices} />)
    expect(fieldLabels()).toEqual([
      'Package (required)',
      'Full name (required)',
      'Phone (required)',
      'Province (required)',
      'Address (optional)',
      'I have read and accept the terms and conditions (required)',
    ])
  })

  it('names what is missing and sends nothing', async () => {
    const user = userEvent.setup()
    render(<SignUpForm country="ao" labels={await labelsOf('pt', 'ao')} packages={choices} />)
    await user.click(screen.getByRole('button', { name: 'Pedir adesão' }))
    expect(await screen.findByText('Escolha um dos pacotes.')).toBeInTheDocument()
    expect(field(/^Pacote/)).toHaveFocus()
    expect(field(/^Província/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the package and the contact, and says "Sucesso" only once the server stored it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'Recebemos o seu pedido de adesão.' }))
    const user = userEvent.setup()
    render(<SignUpForm country="ao" labels={await labelsOf('pt', 'ao')} packages={choices} chosen={3} />)
    await user.type(field(/^Nome completo/), 'Ana Maria')
    await user.type(field(/^Telefone/), '923 456 789')
    await user.selectOptions(field(/^Província/), 'Huíla')
    await user.click(screen.getByRole('checkbox', { name: /termos e condições/ }))
    await user.click(screen.getByRole('button', { name: 'Pedir adesão' }))
    expect(await screen.findByText('Recebemos o seu pedido de adesão.')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/sign-up?locale=pt')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      clientName: 'Ana Maria',
      clientPhone: '+244923456789',
      package: 3,
      province: 'Huíla',
      sourcePage: '/',
    })
  })

  it('groups the packages by service when the country sells both', async () => {
    const both = [
      { id: 1, service: 'satelite' as const, label: 'ZAP Mini' },
      { id: 9, service: 'fibra' as const, label: 'ZAP Fibra 20' },
    ]
    render(<SignUpForm country="ao" labels={await labelsOf('pt', 'ao')} packages={both} />)
    const groups = within(field(/^Pacote/)).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['ZAP Satélite', 'ZAP Fibra'])
  })
})
