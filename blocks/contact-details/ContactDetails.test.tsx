import { afterEach, describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useModalStore } from '@/lib/ui/modal-store'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { ContactDetailsView } from './ContactDetailsView'
import { contactSettingsFixture } from './fixtures'

const renderContacts = (
  country: CountryCode = 'ao',
  locale: Locale = 'pt',
  settings = contactSettingsFixture(country, locale === 'pt' ? 0 : 1),
) =>
  render(
    <ContactDetailsView
      block={{ blockType: 'contactDetails', heading: locale === 'pt' ? 'Contactos' : 'Contacts' }}
      context={blockContext(locale, country, true)}
      settings={settings}
    />,
  )

afterEach(() => useModalStore.setState({ modalStatus: false, opener: null }))

describe('Contact details block', () => {
  it('links the call centre, WhatsApp and Messenger of Angola', () => {
    renderContacts()
    expect(screen.getByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+244 222 000 000' })).toHaveAttribute('href', 'tel:+244222000000')
    const whatsapp = screen.getByRole('link', { name: /Escrever no WhatsApp/ })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/244900000000')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getByRole('link', { name: /Falar no Messenger/ })).toHaveAttribute(
      'href',
      'https://m.me/zapexampleao',
    )
  })

  it('lists a support e-mail per section, fibre and cinemas in Angola only', () => {
    renderContacts()
    const emails = screen.getByRole('region', { name: 'E-mails de apoio' })
    expect(
      within(emails)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'mailto:apoio@example.co.ao',
      'mailto:satelite@example.co.ao',
      'mailto:fibra@example.co.ao',
      'mailto:cinemas@example.co.ao',
    ])
    expect(within(emails).getByText('ZAP Cinemas')).toBeInTheDocument()
  })

  it('shows Mozambique its own numbers, two e-mails, the operating company, in English', () => {
    renderContacts('mz', 'en')
    expect(screen.getByRole('link', { name: '+258 21 000 000' })).toHaveAttribute('href', 'tel:+25821000000')
    const emails = screen.getByRole('region', { name: 'Support e-mails' })
    expect(within(emails).getAllByRole('link')).toHaveLength(2)
    expect(within(emails).queryByText('ZAP Fibre')).toBeNull()
    const office = screen.getByRole('region', { name: 'Head office' })
    expect(within(office).getByText('Av. Julius Nyerere, 0000, Maputo, Mozambique')).toBeInTheDocument()
    expect(within(office).getByText(/Mstar-ZAP Moçambique/)).toBeInTheDocument()
  })

  it('opens social links in a new tab, saying so', () => {
    renderContacts()
    const social = screen.getByRole('region', { name: 'Redes sociais' })
    const facebook = within(social).getByRole('link', { name: 'Facebook (abre num novo separador)' })
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/zap.example.ao')
    expect(facebook).toHaveAttribute('target', '_blank')
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('opens the call-back modal from its button, remembering the button for focus', async () => {
    const user = userEvent.setup()
    renderContacts()
    const button = screen.getByRole('button', { name: 'Ligue-me' })
    expect(button).toHaveAccessibleDescription('Deixe o seu número e a ZAP liga-lhe, sem custos.')
    await user.click(button)
    expect(useModalStore.getState().modalStatus).toBe(true)
    expect(useModalStore.getState().opener).toBe(button)
  })

  it('drops links that are not safe and still offers the call-back without settings', () => {
    const settings = contactSettingsFixture('ao')
    renderContacts('ao', 'pt', {
      contact: { messenger: 'javascript:alert(1)' },
      footer: { ...settings?.footer, supportEmails: { default: 'x@y.ao?bcc=a@b.c&' }, social: {} },
    })
    expect(screen.queryByRole('link', { name: /Messenger/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'E-mails de apoio' })).toBeNull()
    renderContacts('ao', 'pt', null)
    expect(screen.getAllByRole('button', { name: 'Ligue-me' })).toHaveLength(2)
  })
})
