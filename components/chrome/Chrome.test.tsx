import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { useModalStore } from '@/lib/ui/modal-store'
import { CallbackModal } from './CallbackModal'
import { ContactWidget } from './ContactWidget'
import { COUNTRY_STORAGE_KEY } from '@/lib/ui/stored-country'
import { CountrySelector } from './CountrySelector'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LOCALE_SWITCH_SCRIPT } from '@/lib/i18n/locale-cookie.mjs'
import { MainNav } from './MainNav'
import { NavAccordion } from './NavAccordion'
import type { NavItem } from './types'

jest.mock('next/navigation', () => ({ usePathname: () => '/' }))

const link = (id: string, label: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  label,
  href: `/${id}`,
  newTab: false,
  disabled: false,
  items: [],
  toggleLabel: `Submenu de ${label}`,
  ...extra,
})
const items: NavItem[] = [
  link('sat', 'Satélite', {
    items: [
      link('pacotes', 'Pacotes de canais'),
      link('ext', 'Loja', { newTab: true }),
      link('off', 'Bilhetes', { disabled: true }),
    ],
  }),
  link('tv', 'TV', { items: [link('guia', 'Guia TV')] }),
  link('on', 'ZAP ON'),
]
const navLabels = { newTab: '(abre num novo separador)', unavailable: '(indisponível)' }

describe('main menu bar (disclosure pattern)', () => {
  // The browser opens, closes and places the panels (native popovers, which jsdom lacks): what is
  // checked here is the markup that makes it do so; tests/e2e/chrome-menu-behaviour.spec.ts runs them.
  it('gives each section with sub-items a button that opens its panel, a popover holding the sub-items', () => {
    render(<MainNav items={items} labels={navLabels} />)
    const satellite = screen.getByRole('button', { name: 'Submenu de Satélite' })
    const panel = document.getElementById(satellite.getAttribute('popovertarget') ?? '')
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(satellite).toHaveAttribute('aria-controls', panel?.id)
    expect(panel?.querySelector('a[href="/pacotes"]')).not.toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
    // No state of its own: nothing says "expanded" but the browser, from the popover.
    expect(satellite).not.toHaveAttribute('aria-expanded')
  })

  it('closes an open panel when focus moves on past its section, not when it moves inside it', () => {
    render(
      <>
        <MainNav items={items} labels={navLabels} />
        <a href="#after">depois</a>
      </>,
    )
    const satellite = screen.getByRole('button', { name: 'Submenu de Satélite' })
    const panel = document.getElementById(satellite.getAttribute('popovertarget') ?? '')!
    let open = true
    // jsdom has no popovers: the element reports itself open and records being hidden.
    panel.matches = ((selector: string) => selector === ':popover-open' && open) as typeof panel.matches
    panel.hidePopover = () => {
      open = false
    }
    satellite.focus()
    act(() => screen.getByRole('link', { name: 'Pacotes de canais' }).focus())
    expect(open).toBe(true)
    act(() => screen.getByRole('link', { name: 'depois' }).focus())
    expect(open).toBe(false)
  })

  it('says when a link opens a new tab, and shows disabled items as text', () => {
    render(<MainNav items={items} labels={navLabels} />)
    const store = screen.getByRole('link', { name: 'Loja (abre num novo separador)' })
    expect(store).toHaveAttribute('target', '_blank')
    expect(store).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByRole('link', { name: /Bilhetes/ })).toBeNull()
    expect(screen.getByText('Bilhetes').closest('[aria-disabled="true"]')).not.toBeNull()
  })
})

describe('phone menu sections (native disclosure)', () => {
  // Server HTML only: the browser, not React, opens and closes these (jsdom has no exclusive <details>).
  const html = renderToString(<NavAccordion items={items} labels={navLabels} />)
  const menu = document.createElement('div')
  menu.innerHTML = html
  const sections = [...menu.querySelectorAll('details')]

  it('gives a section with sub-items a <details> whose <summary>, named for the section, is the toggle', () => {
    expect(sections).toHaveLength(2)
    expect(sections.map((section) => section.querySelector(':scope > summary')?.getAttribute('aria-label'))).toEqual([
      'Submenu de Satélite',
      'Submenu de TV',
    ])
    expect([...sections[0]!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/pacotes', '/ext'])
    expect(sections[0]!.textContent).toContain('Bilhetes')
  })

  it('starts closed, all sections under one name (one open at a time), and ships no script state', () => {
    expect(sections.every((section) => !section.open)).toBe(true)
    expect(new Set(sections.map((section) => section.getAttribute('name'))).size).toBe(1)
    expect(sections[0]!.getAttribute('name')).not.toBe('')
    expect(html).not.toContain('aria-expanded')
  })

  it('gives ZAP ON, which has no sub-items, a link and no toggle', () => {
    const row = [...menu.querySelectorAll('li')].find((li) => li.textContent === 'ZAP ON')
    expect(row?.querySelector('a')).toHaveAttribute('href', '/on')
    expect(row?.querySelector('details, summary, button')).toBeNull()
  })
})

describe('language switcher', () => {
  it('is a plain link the page script marks: its tap remembers the chosen language in the i18n_redirected cookie', async () => {
    document.cookie = 'i18n_redirected=; max-age=0; path=/'
    // The page's inline script, run as the browser runs it with the HTML (before any bundle).
    new Function(LOCALE_SWITCH_SCRIPT)()
    document.body.innerHTML = renderToString(
      <LanguageSwitcher target="en" href="#the-zap" label="English" description="Ver esta página em inglês" />,
    )
    const switcher = screen.getByRole('link', { name: /English/ })
    expect(switcher).toHaveAttribute('hreflang', 'en')
    await userEvent.click(switcher.querySelector('span')!)
    expect(document.cookie).toContain('i18n_redirected=en')
    document.body.innerHTML = ''
  })
})

describe('country selector', () => {
  const countries = [
    { code: 'ao' as const, name: 'Angola', href: '#ao', current: true },
    { code: 'mz' as const, name: 'Moçambique', href: '#mz', current: false },
  ]
  beforeEach(() => localStorage.clear())

  it('stores the current country as {name, code} and the chosen one on click', async () => {
    const user = userEvent.setup()
    render(<CountrySelector countries={countries} labels={{ choose: 'Escolher país', current: 'país atual' }} />)
    expect(JSON.parse(localStorage.getItem(COUNTRY_STORAGE_KEY) ?? 'null')).toEqual({ name: 'Angola', code: 'ao' })
    const button = screen.getByRole('button', { name: /Escolher país/ })
    // The browser opens the list (a popover; jsdom has none, the e2e tests open it in Chromium).
    expect(document.getElementById(button.getAttribute('popovertarget') ?? '')).toHaveAttribute('popover', 'auto')
    await user.click(button)
    const mozambique = screen.getByRole('link', { name: 'Moçambique' })
    expect(mozambique).toHaveAttribute('href', '#mz')
    await user.click(mozambique)
    expect(JSON.parse(localStorage.getItem(COUNTRY_STORAGE_KEY) ?? 'null')).toEqual({ name: 'Moçambique', code: 'mz' })
  })

  it('has its flags fetched lazily, so the server HTML does not preload them ahead of the page', () => {
    // React's server renderer preloads every image that is not lazy, ahead of the page's own content.
    const html = renderToString(
      <CountrySelector countries={countries} labels={{ choose: 'Escolher país', current: 'país atual' }} />,
    )
    expect(html).toContain('/flags/ao.svg')
    expect(html).not.toContain('rel="preload"')
  })
})

describe('contact widget and call-back modal', () => {
  const labels = {
    toggle: 'Contacte-nos',
    callMe: 'Ligue-me',
    callMeHint: 'grátis',
    whatsapp: 'WhatsApp',
    messenger: 'Messenger',
  }
  beforeEach(() => act(() => useModalStore.getState().close()))

  it('reveals call-me, WhatsApp with the country number and Messenger', async () => {
    const user = userEvent.setup()
    render(<ContactWidget whatsapp="+244 900 000 000" messenger="https://m.me/zapexampleao" labels={labels} />)
    const toggle = screen.getByRole('button', { name: 'Contacte-nos' })
    // The browser opens and closes the panel (a popover; jsdom has none, the e2e tests open it in Chromium).
    const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '')
    expect(panel).toHaveAttribute('popover', 'auto')
    await user.click(toggle)
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/244900000000')
    expect(screen.getByRole('link', { name: 'Messenger' })).toHaveAttribute('href', 'https://m.me/zapexampleao')
  })

  it('opens the modal through the shared flag; the X closes it and reports false', async () => {
    const user = userEvent.setup()
    const onClosed = jest.fn()
    render(
      <>
        <ContactWidget whatsapp="+258 840 000 000" labels={labels} />
        <CallbackModal labels={{ title: 'Ligue-me', body: 'Nós ligamos', close: 'Fechar' }} onClosed={onClosed} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Contacte-nos' }))
    await user.click(screen.getByRole('button', { name: /Ligue-me/ }))
    expect(useModalStore.getState().modalStatus).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Ligue-me' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(useModalStore.getState().modalStatus).toBe(false)
    expect(onClosed).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    // "Ligue-me" was hidden with the widget's panel, so focus goes back to the widget's toggle.
    expect(screen.getByRole('button', { name: 'Contacte-nos' })).toHaveFocus()
  })

  it('primes the shared store as its panel opens, so the modal’s code is fetched before “Ligue-me” is pressed', async () => {
    act(() => useModalStore.setState({ primed: false }))
    const user = userEvent.setup()
    render(<ContactWidget labels={labels} />)
    expect(useModalStore.getState().primed).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Contacte-nos' }))
    expect(useModalStore.getState().primed).toBe(true)
    expect(useModalStore.getState().modalStatus).toBe(false)
  })

  it('toggles the shared flag', () => {
    act(() => useModalStore.getState().toggle())
    expect(useModalStore.getState().modalStatus).toBe(true)
    act(() => useModalStore.getState().toggle())
    expect(useModalStore.getState().modalStatus).toBe(false)
  })
})
