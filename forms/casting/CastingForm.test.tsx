import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import type { CountryCode } from '@/lib/countries'
import { blockContext } from '@/stories/fixtures'
import { CastingFormBlockComponent } from '@/blocks/casting-form/Component'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'

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

  it('says the service is unavailable on a 503 and keeps the answers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, {
        ok: false,
        message: 'O serviço está temporariamente indisponível. Tente novamente dentro de alguns minutos.',
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
