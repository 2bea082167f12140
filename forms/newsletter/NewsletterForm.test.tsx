import { describe, expect, it } from '@jest/globals'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { formLabels } from '@/components/forms/labels'
import { NewsletterForm } from './NewsletterForm'
import { jsonResponse, mockFetch } from '@/components/forms/form-test-support'

const fetchMock = mockFetch()
const respond = (status: number, body: unknown) => Promise.resolve(jsonResponse(status, body))

const PT_TERMS_WARNING = 'Para se cadastrar à nossa newsletter deve aceitar os nossos termos e condições'

function setup(locale: Locale = 'pt') {
  const user = userEvent.setup()
  render(<NewsletterForm service="Fibra" labels={formLabels(locale, 'ao', 'newsletter')} />)
  const email = screen.getByRole('textbox', { name: locale === 'pt' ? /E-mail/ : /E-mail/ })
  const submit = screen.getByRole('button', { name: locale === 'pt' ? 'Subscrever' : 'Subscribe' })
  const terms = screen.getByRole('checkbox', {
    name: locale === 'pt' ? 'Li e aceito os termos e condições' : 'I have read and accept the terms and conditions',
  })
  return { user, email, submit, terms }
}

describe('newsletter form', () => {
  it('keeps "Subscrever" disabled until the e-mail matches the pattern (ending in 2-4 letters)', async () => {
    const { user, email, submit } = setup()
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    expect(submit).toBeDisabled()
    await user.type(email, 'ana@zap')
    expect(submit).toBeDisabled()
    await user.type(email, '.c')
    expect(submit).toBeDisabled() // a one-letter ending is refused
    await user.type(email, 'o')
    expect(submit).toBeEnabled()
    await user.type(email, 'mmm')
    expect(submit).toBeDisabled() // a five-letter ending is refused
    await user.clear(email)
    await user.type(email, 'ana maria@zap.co.ao')
    expect(submit).toBeDisabled() // spaces are refused
  })

  it('without the terms ticked shows the terms warning and sends nothing', async () => {
    const { user, email, submit, terms } = setup()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(submit)
    const warning = await screen.findByText(PT_TERMS_WARNING)
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(terms.getAttribute('aria-describedby')).toBe(warning.id)
    expect(fetchMock).not.toHaveBeenCalled()
    // Ticking the box takes the warning away.
    await user.click(terms)
    await waitFor(() => expect(screen.queryByText(PT_TERMS_WARNING)).toBeNull())
  })

  it('on success shows "Sucesso" with the server’s message, clears the e-mail and resets the box', async () => {
    fetchMock.mockReturnValueOnce(respond(201, { ok: true, message: 'Subscreveu com sucesso a nossa newsletter.' }))
    const { user, email, submit, terms } = setup()
    await user.type(email, '  Ana@Zap.co.ao')
    await user.click(terms)
    await user.click(submit)
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Sucesso'))
    expect(within(status).getByText('Subscreveu com sucesso a nossa newsletter.')).toBeInTheDocument()
    expect(email).toHaveValue('')
    expect(terms).not.toBeChecked()
    expect(submit).toBeDisabled()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/forms/newsletter?locale=pt')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ana@zap.co.ao',
      acceptTerms: true,
      service: 'Fibra',
      website: '',
      // The page the form was sent from travels with it.
      sourcePage: '/',
    })
  })

  it('shows a loading state while the request is in flight', async () => {
    let release: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)))
    const { user, email, submit, terms } = setup()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(terms)
    await user.click(submit)
    const busy = await screen.findByRole('button', { name: 'A enviar…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    release(jsonResponse(201, { ok: true, message: 'ok' }))
    await screen.findByRole('button', { name: 'Subscrever' })
  })

  it('on failure shows the message in an alert and keeps the e-mail', async () => {
    fetchMock.mockReturnValueOnce(
      respond(503, { errors: [{ message: 'O serviço está temporariamente indisponível.' }] }),
    )
    const { user, email, submit, terms } = setup()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(terms)
    await user.click(submit)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível enviar')
    expect(alert).toHaveTextContent('O serviço está temporariamente indisponível.')
    expect(screen.queryByText('Sucesso')).toBeNull()
    expect(email).toHaveValue('ana@zap.co.ao')
    expect(submit).toBeEnabled()
  })

  it('a network failure gets the generic message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { user, email, submit, terms } = setup()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(terms)
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao enviar. Verifique a ligação e tente novamente.',
    )
    expect(email).toHaveValue('ana@zap.co.ao')
  })

  it('names a wrong address when the visitor leaves the field, and drops the message once it is right', async () => {
    const { user, email } = setup()
    await user.type(email, 'ana@zap')
    await user.tab()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    const message = document.getElementById(String(email.getAttribute('aria-describedby')))
    expect(message?.textContent).toBeTruthy()
    await user.type(email, '.co.ao')
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it('puts the server’s field message on the e-mail field (422) and does not say "Sucesso"', async () => {
    fetchMock.mockReturnValueOnce(
      respond(422, {
        errors: [{ message: 'Verifique os campos.' }, { message: 'Endereço recusado.', field: 'email' }],
      }),
    )
    const { user, email, submit, terms } = setup()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(terms)
    await user.click(submit)
    expect(await screen.findByText('Endereço recusado.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos.')
    expect(screen.queryByText('Sucesso')).toBeNull()
  })

  it('keeps what a visitor typed before the island hydrated, and enables "Subscrever" for it', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(
      <NewsletterForm service="Fibra" labels={formLabels('pt', 'ao', 'newsletter')} />,
    )
    const early = container.querySelector<HTMLInputElement>('input[type="email"]')!
    early.value = 'ana@zap.co.ao'
    await act(async () => {
      hydrateRoot(container, <NewsletterForm service="Fibra" labels={formLabels('pt', 'ao', 'newsletter')} />)
    })
    expect(container.querySelector('input[type="email"]')).toBe(early)
    expect(early).toHaveValue('ana@zap.co.ao')
    expect(within(container).getByRole('button', { name: 'Subscrever' })).toBeEnabled()
    container.remove()
  })

  it('speaks English, and posts with locale=en', async () => {
    fetchMock.mockReturnValueOnce(
      respond(201, { ok: true, message: 'You have successfully subscribed to our newsletter.' }),
    )
    const { user, email, submit, terms } = setup('en')
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    )
    await user.type(email, 'ana@zap.co.ao')
    await user.click(submit)
    expect(
      await screen.findByText('To subscribe to our newsletter you must accept our terms and conditions'),
    ).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(terms)
    await user.click(submit)
    const status = await screen.findByText('Success')
    expect(status.closest('[role="status"]')).toHaveTextContent('You have successfully subscribed to our newsletter.')
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms/newsletter?locale=en')
  })
})

/**
 * The words differ by language (the button, the terms link and page, the warning); the e-mail
 * pattern and the terms rule are the same code everywhere. All four sites are checked here, while
 * the browser tests send a real subscription in two of them.
 */
type Site = {
  country: CountryCode
  locale: Locale
  submit: string
  terms: string
  termsLink: string
  termsHref: string
  warning: string
}

/** The words of each language; the form says the same in both countries. */
const WORDS = {
  pt: {
    submit: 'Subscrever',
    terms: 'Li e aceito os termos e condições',
    termsLink: 'termos e condições',
    termsHref: '/termos-e-condicoes',
    warning: 'Para se cadastrar à nossa newsletter deve aceitar os nossos termos e condições',
  },
  en: {
    submit: 'Subscribe',
    terms: 'I have read and accept the terms and conditions',
    termsLink: 'terms and conditions',
    termsHref: '/en/terms-and-conditions',
    warning: 'To subscribe to our newsletter you must accept our terms and conditions',
  },
} as const

const SITES: readonly Site[] = (['ao', 'mz'] as const).flatMap((country) =>
  (['pt', 'en'] as const).map((locale) => ({ country, locale, ...WORDS[locale] })),
)

describe.each(SITES)('newsletter form in $country $locale', (site) => {
  function renderSite() {
    const user = userEvent.setup()
    render(<NewsletterForm service="Outro" labels={formLabels(site.locale, site.country, 'newsletter')} />)
    return {
      user,
      email: screen.getByRole('textbox', { name: /^E-mail/ }),
      terms: screen.getByRole('checkbox', { name: site.terms }),
      submit: screen.getByRole('button', { name: site.submit }),
    }
  }

  it('keeps the button disabled until the e-mail is valid, and links the terms in the page’s language', async () => {
    const { user, email, submit } = renderSite()
    expect(screen.getByRole('link', { name: site.termsLink })).toHaveAttribute('href', site.termsHref)
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    expect(submit).toBeDisabled()
    for (const [address, accepted] of [
      ['ana@zap', false],
      ['ana@zap.c', false],
      ['ana@zap.co', true],
      ['ana@zap.co.angol', false],
      ['ana@zap.co.ao', true],
    ] as const) {
      await user.clear(email)
      await user.type(email, address)
      expect({ address, enabled: !(submit as HTMLButtonElement).disabled }).toEqual({ address, enabled: accepted })
    }
  })

  it('without the terms ticked shows the warning on the box and sends nothing; ticking it takes the warning away', async () => {
    const { user, email, terms, submit } = renderSite()
    await user.type(email, 'ana@zap.co.ao')
    await user.click(submit)
    expect(await screen.findByText(site.warning)).toBeInTheDocument()
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(terms).toHaveAccessibleDescription(site.warning)
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(terms)
    await waitFor(() => expect(screen.queryByText(site.warning)).toBeNull())
  })
})
