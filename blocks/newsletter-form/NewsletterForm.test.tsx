import { describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import type { CountryCode } from '@/lib/countries'
import { blockContext } from '@/stories/fixtures'
import { NewsletterFormBlockComponent } from '@/blocks/newsletter-form/Component'
import { fieldLabels, jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()

const edited = {
  blockType: 'newsletterForm' as const,
  heading: 'Receba as novidades',
  intro: 'Estreias primeiro no seu e-mail.',
}

function renderBlock(
  block: Parameters<typeof NewsletterFormBlockComponent>[0]['block'] = edited,
  {
    locale = 'pt',
    country = 'ao',
    isFirst = true,
    path = '/zap-cinemas/estreias',
  }: {
    locale?: Locale
    country?: CountryCode
    isFirst?: boolean
    path?: string
  } = {},
) {
  const user = userEvent.setup()
  render(<NewsletterFormBlockComponent block={block} context={blockContext(locale, country, isFirst, path)} />)
  return user
}

const email = () => screen.getByRole('textbox', { name: /^E-mail/ })

async function subscribe(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'ana@zap.co.ao')
  await user.click(screen.getByRole('checkbox'))
  await user.click(screen.getByRole('button', { name: 'Subscrever' }))
}

describe('newsletter block', () => {
  it('renders the editor’s heading (h1 when first) and intro, and takes the service from the section', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true, message: 'ok' }))
    const user = renderBlock()
    expect(screen.getByRole('heading', { level: 1, name: 'Receba as novidades' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Receba as novidades' })).toBeInTheDocument()
    expect(screen.getByText('Estreias primeiro no seu e-mail.')).toBeInTheDocument()
    await subscribe(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).service).toBe('Cinema')
  })

  it('uses the block’s own service and the default copy when it has none (h2 when not first)', () => {
    renderBlock(
      { blockType: 'newsletterForm', service: 'On' },
      { locale: 'en', country: 'mz', isFirst: false, path: '/' },
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument()
    expect(screen.getByText("Get ZAP's news, campaigns and premieres in your inbox.")).toBeInTheDocument()
    expect(document.querySelector('input[type="hidden"][name="service"]')).toHaveValue('On')
  })

  it('keeps an editor’s heading without the default intro', () => {
    renderBlock({ blockType: 'newsletterForm', heading: 'Novidades' }, { isFirst: false })
    expect(screen.getByRole('heading', { level: 2, name: 'Novidades' })).toBeInTheDocument()
    expect(screen.queryByText('Receba as novidades, campanhas e estreias da ZAP no seu e-mail.')).toBeNull()
  })

  it('falls back to "Outro" outside the named sections', () => {
    renderBlock({ blockType: 'newsletterForm' }, { isFirst: false, path: '/a-zap' })
    expect(document.querySelector('input[type="hidden"][name="service"]')).toHaveValue('Outro')
  })

  it('labels its fields in Portuguese and in English, with the country’s example address', () => {
    renderBlock()
    // The terms box is not marked: the form's own warning says so when it is left unticked.
    expect(fieldLabels()).toEqual(['E-mail (obrigatório)', 'Li e aceito os termos e condições'])
    expect(email()).toHaveAttribute('placeholder', 'nome@exemplo.co.ao')
    expect(screen.getByRole('button', { name: 'Subscrever' })).toBeInTheDocument()
    cleanup()
    renderBlock(edited, { locale: 'en', country: 'mz' })
    expect(fieldLabels()).toEqual(['E-mail (required)', 'I have read and accept the terms and conditions'])
    expect(email()).toHaveAttribute('placeholder', 'name@example.co.mz')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
  })

  it('names a malformed address on its field when the visitor leaves it', async () => {
    const user = renderBlock()
    await user.type(email(), 'ana@zap')
    await user.tab()
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email()).toHaveAccessibleDescription('Indique um e-mail válido, por exemplo nome@exemplo.co.ao.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Sucesso" with the confirmation and empties the field', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { ok: true, message: 'Subscreveu com sucesso a nossa newsletter.' }),
    )
    const user = renderBlock()
    await subscribe(user)
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Sucesso')
    expect(status).toHaveTextContent('Subscreveu com sucesso a nossa newsletter.')
    expect(email()).toHaveValue('')
  })

  it('shows the failure in an alert and keeps the address', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, {
        errors: [{ message: 'O serviço está temporariamente indisponível. Tente novamente dentro de alguns minutos.' }],
      }),
    )
    const user = renderBlock()
    await subscribe(user)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível enviar')
    expect(alert).toHaveTextContent('O serviço está temporariamente indisponível.')
    expect(email()).toHaveValue('ana@zap.co.ao')
  })
})
