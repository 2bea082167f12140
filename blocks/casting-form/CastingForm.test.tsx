import { describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import type { CountryCode } from '@/lib/countries'
import { blockContext } from '@/stories/fixtures'
import { CastingFormBlockComponent } from '@/blocks/casting-form/Component'
import { fieldLabels, jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()

const block = {
  blockType: 'castingForm' as const,
  heading: 'Casting Diamante Bruto',
  intro: 'Tem talento? Inscreva-se.',
}

function renderForm(locale: Locale = 'pt', country: CountryCode = 'ao', isFirst = true) {
  const user = userEvent.setup()
  render(
    <CastingFormBlockComponent
      block={block}
      context={blockContext(locale, country, isFirst, '/diamante-bruto/casting')}
    />,
  )
  return user
}
const field = (label: RegExp) => screen.getByLabelText(label)
const adultBirthDate = `${new Date().getUTCFullYear() - 25}-05-17`

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Nome completo/), 'Maria João Tavares')
  await user.type(field(/^Data de nascimento/), adultBirthDate)
  await user.selectOptions(field(/^Talento/), 'Canto')
  await user.type(field(/^E-mail/), 'maria@example.com')
  await user.type(field(/^Telefone/), '912 345 678')
  await user.selectOptions(field(/^Província/), 'Huíla')
  await user.type(field(/^Cidade ou município/), 'Lubango')
  await user.type(field(/^Fale-nos de si/), 'Canto no coro da igreja desde os 12 anos e adoro representar.')
  await user.type(field(/^Ligação para um vídeo seu/), 'https://www.youtube.com/watch?v=abc123')
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos e condições/ }))
}

describe('casting form block', () => {
  it('has its heading (h1 first on the page, else h2), intro and labelled fields', () => {
    renderForm()
    expect(screen.getByRole('heading', { level: 1, name: 'Casting Diamante Bruto' })).toBeInTheDocument()
    expect(screen.getByText('Tem talento? Inscreva-se.')).toBeInTheDocument()
    expect(field(/^Data de nascimento \(obrigatório\)$/)).toHaveAttribute('type', 'date')
    expect(field(/^Perfil numa rede social \(opcional\)$/)).toHaveAttribute('type', 'url')
    const talents = within(field(/^Talento/))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(talents).toEqual([
      'Selecione uma opção',
      'Apresentação',
      'Representação',
      'Canto',
      'Dança',
      'Humor',
      'Outro',
    ])
  })

  it('labels every field, in Portuguese and in English, marking which are required', () => {
    renderForm('pt')
    expect(fieldLabels()).toEqual([
      'Nome completo (obrigatório)',
      'Data de nascimento (obrigatório)',
      'Talento (obrigatório)',
      'E-mail (obrigatório)',
      'Telefone (obrigatório)',
      'Província (obrigatório)',
      'Cidade ou município (obrigatório)',
      'Fale-nos de si (obrigatório)',
      'Ligação para um vídeo seu (opcional)',
      'Perfil numa rede social (opcional)',
      'Li e aceito os termos e condições (obrigatório)',
    ])
    cleanup()
    renderForm('en')
    expect(fieldLabels()).toEqual([
      'Full name (required)',
      'Date of birth (required)',
      'Talent (required)',
      'E-mail (required)',
      'Phone (required)',
      'Province (required)',
      'City or municipality (required)',
      'Tell us about yourself (required)',
      'Link to a video of you (optional)',
      'Social media profile (optional)',
      'I have read and accept the terms and conditions (required)',
    ])
    expect(screen.getByRole('button', { name: 'Send application' })).toBeInTheDocument()
  })

  it('uses h2 further down and offers Mozambique’s provinces there', () => {
    renderForm('en', 'mz', false)
    expect(screen.getByRole('heading', { level: 2, name: 'Casting Diamante Bruto' })).toBeInTheDocument()
    const provinces = within(field(/^Province/))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(provinces[0]).toBe('Select the province')
    expect(provinces).toContain('Maputo Cidade')
    expect(provinces).not.toContain('Luanda')
    expect(field(/^Phone/)).toHaveAccessibleDescription('For example 84 000 0000 or +258 84 000 0000.')
  })

  it('names every missing required field on an empty submit and sends nothing', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }))
    expect(await screen.findByText('Indique o seu nome (só letras, 2 a 120 caracteres).')).toBeInTheDocument()
    expect(field(/^Data de nascimento/)).toHaveAccessibleDescription(
      'Só para maiores de 18 anos. Indique uma data válida.',
    )
    expect(field(/^Talento/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Telefone/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Província/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(field(/^Cidade ou município/)).toHaveAccessibleDescription('Preencha este campo.')
    expect(field(/^Fale-nos de si/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Ligação para um vídeo seu/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Deve aceitar os termos e condições para enviar.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a minor and a link that is not a web address', async () => {
    const user = renderForm()
    await user.type(field(/^Data de nascimento/), `${new Date().getUTCFullYear() - 15}-01-01`)
    await user.type(field(/^Ligação para um vídeo seu/), 'javascript:alert(1)')
    await user.tab()
    expect(await screen.findByText('Tem de ter pelo menos 18 anos.')).toBeInTheDocument()
    expect(screen.getByText('Indique um endereço que comece por https://.')).toBeInTheDocument()
  })

  it('sends the application as JSON, shows "Sucesso" and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'Recebemos o seu pedido. Obrigado!' }))
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }))
    const message = await screen.findByText('Recebemos o seu pedido. Obrigado!')
    expect(message.closest('[role="status"]')).toHaveTextContent('Sucesso')
    expect(message.closest('[role="status"]')?.parentElement).toHaveFocus()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/casting?locale=pt')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      fullName: 'Maria João Tavares',
      birthDate: adultBirthDate,
      talent: 'canto',
      phone: '+244912345678',
      province: 'Huíla',
      city: 'Lubango',
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
      socialUrl: '',
      acceptTerms: true,
    })
    expect(field(/^Nome completo/)).toHaveValue('')
    expect(field(/^Talento/)).toHaveValue('')
    expect(screen.getByRole('checkbox')).not.toBeChecked()
  })

  it('says the service is unavailable on a 503 and keeps what was filled in', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, {
        errors: [{ message: 'O serviço está temporariamente indisponível. Tente novamente dentro de alguns minutos.' }],
      }),
    )
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviarO serviço está temporariamente indisponível.',
    )
    expect(field(/^Cidade ou município/)).toHaveValue('Lubango')
  })

  it('falls back to the generic failure message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao enviar. Verifique a ligação e tente novamente.',
    )
  })
})

/**
 * Adults only, and the country's own phone numbers, in each country and language: the words differ
 * by language, the phone rule and its example by country. The browser tests send real applications
 * in two of the four sites.
 */
type Site = {
  country: CountryCode
  locale: Locale
  labels: { birthDate: RegExp; phone: RegExp }
  birthHint: string
  age: string
  phoneHint: string
  phoneError: string
  /** A number of the site's country and one of the other country, as a visitor there types them. */
  phone: { own: string; other: string }
}

const SITES: readonly Site[] = [
  {
    country: 'ao',
    locale: 'pt',
    labels: { birthDate: /^Data de nascimento/, phone: /^Telefone/ },
    birthHint: 'Só para maiores de 18 anos.',
    age: 'Tem de ter pelo menos 18 anos.',
    phoneHint: 'Por exemplo 923 000 000 ou +244 923 000 000.',
    phoneError: 'Indique um número de telefone válido deste país, com ou sem o indicativo.',
    phone: { own: '923 456 789', other: '84 123 4567' },
  },
  {
    country: 'ao',
    locale: 'en',
    labels: { birthDate: /^Date of birth/, phone: /^Phone/ },
    birthHint: 'For adults only (18 or over).',
    age: 'You must be at least 18 years old.',
    phoneHint: 'For example 923 000 000 or +244 923 000 000.',
    phoneError: 'Enter a valid phone number of this country, with or without the country code.',
    phone: { own: '+244 923 456 789', other: '+258 84 123 4567' },
  },
  {
    country: 'mz',
    locale: 'pt',
    labels: { birthDate: /^Data de nascimento/, phone: /^Telefone/ },
    birthHint: 'Só para maiores de 18 anos.',
    age: 'Tem de ter pelo menos 18 anos.',
    phoneHint: 'Por exemplo 84 000 0000 ou +258 84 000 0000.',
    phoneError: 'Indique um número de telefone válido deste país, com ou sem o indicativo.',
    phone: { own: '84 123 4567', other: '923 456 789' },
  },
  {
    country: 'mz',
    locale: 'en',
    labels: { birthDate: /^Date of birth/, phone: /^Phone/ },
    birthHint: 'For adults only (18 or over).',
    age: 'You must be at least 18 years old.',
    phoneHint: 'For example 84 000 0000 or +258 84 000 0000.',
    phoneError: 'Enter a valid phone number of this country, with or without the country code.',
    phone: { own: '+258 84 123 4567', other: '+244 923 456 789' },
  },
]

describe.each(SITES)('casting form in $country $locale', (site) => {
  it('refuses a 16-year-old, saying so beside the adults-only hint; an 18-year-old is taken', async () => {
    const user = renderForm(site.locale, site.country)
    const birth = field(site.labels.birthDate)
    const year = new Date().getUTCFullYear()
    await user.type(birth, `${year - 16}-01-01`)
    await user.tab()
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'))
    expect(birth).toHaveAccessibleDescription(`${site.birthHint} ${site.age}`)
    await user.clear(birth)
    await user.type(birth, `${year - 18}-01-01`)
    await waitFor(() => expect(birth).not.toHaveAttribute('aria-invalid'))
    expect(birth).toHaveAccessibleDescription(site.birthHint)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('takes the country’s own numbers, not the other country’s', async () => {
    const user = renderForm(site.locale, site.country)
    const phone = field(site.labels.phone)
    expect(phone).toHaveAccessibleDescription(site.phoneHint)
    await user.type(phone, site.phone.other)
    await user.tab()
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`${site.phoneHint} ${site.phoneError}`))
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    await user.clear(phone)
    await user.type(phone, site.phone.own)
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'))
  })
})
