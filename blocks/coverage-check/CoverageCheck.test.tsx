import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CoverageFormBlockComponent } from '@/blocks/coverage-form/Component'
import { useCoveragePrefill } from '@/forms/coverage/prefill'
import { resultForSlug } from '@/lib/coverage/areas'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import type { EntryResult } from './coverage-entry'
import { CoverageCheckView } from './CoverageCheckView'
import { coverageEntriesFixture, fibreActionsFixture, fibrePackagesFixture } from './fixtures'

const PAGE = { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' } as const
const block = { blockType: 'coverageCheck' as const, heading: 'Pesquisa de cobertura', intro: 'Escreva o seu bairro.' }

const UI = {
  pt: { field: 'Bairro', submit: 'Verificar', list: 'Bairros', form: 'Verificar a cobertura de fibra' },
  en: { field: 'Neighbourhood', submit: 'Check', list: 'Neighbourhoods', form: 'Check fibre coverage' },
} as const

/** The block on its page (or at /…/{segment}, with that segment's result), as the server renders it. */
function renderCheck(locale: Locale = 'pt', segment?: string) {
  const user = userEvent.setup()
  const areas = coverageEntriesFixture(locale)
  const result: EntryResult | null = segment === undefined ? null : resultForSlug(areas, segment)
  const path = segment === undefined ? PAGE[locale] : `${PAGE[locale]}/${segment}`
  render(
    <CoverageCheckView
      block={block}
      context={blockContext(locale, 'ao', true, path, segment)}
      areas={areas}
      result={result}
      packages={fibrePackagesFixture}
      actions={fibreActionsFixture(locale)}
    />,
  )
  return user
}

const field = (locale: Locale = 'pt') => screen.getByRole('combobox', { name: UI[locale].field })
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent)

async function typeName(user: ReturnType<typeof userEvent.setup>, text: string, locale: Locale = 'pt') {
  await user.clear(field(locale))
  await user.type(field(locale), text)
}

afterEach(() => {
  cleanup()
  useCoveragePrefill.setState({ prefill: null, hosted: false })
})

describe('coverage check: the form', () => {
  it('opens the page with its heading and a GET form that reaches the result without JavaScript', () => {
    renderCheck()
    expect(screen.getByRole('heading', { level: 1, name: 'Pesquisa de cobertura' })).toBeInTheDocument()
    const form = screen.getByRole('search', { name: UI.pt.form })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/api/coverage/check')
    expect(field()).toHaveAttribute('name', 'q')
    expect(field()).toHaveAttribute('aria-expanded', 'false')
    // What the route needs to come back to this page, in this language.
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [input.name, input.value]),
    )
    expect(hidden).toEqual({ page: PAGE.pt, locale: 'pt' })
    expect(within(form).getByRole('button', { name: UI.pt.submit })).toHaveAttribute('type', 'submit')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it.each(['talatona', 'TALATONA', 'Talatóna', '  talatona '])('typing “%s” offers Talatona first', async (typed) => {
    const user = renderCheck()
    await typeName(user, typed)
    expect(field()).toHaveAttribute('aria-expanded', 'true')
    expect(optionNames()[0]).toBe('Talatona Talatona, Luanda')
    // Its municipality's other neighbourhood comes after the name itself.
    expect(optionNames()).toContain('Morro Bento Talatona, Luanda')
    expect(screen.getByText('2 bairros encontrados')).toBeInTheDocument()
  })

  it('finds a name typed without its accent, and says when nothing has the name', async () => {
    const user = renderCheck()
    await typeName(user, 'sao paulo')
    expect(optionNames()).toEqual(['São Paulo Sambizanga, Luanda'])
    await typeName(user, 'Bairro Azul')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/^Nenhum bairro tem «Bairro Azul» no nome\./)).toBeInTheDocument()
    // One letter is too little to search with: no suggestions, no message.
    await typeName(user, 'g')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.queryByText(/Nenhum bairro/)).toBeNull()
  })
})

describe('coverage check: each result', () => {
  it('available: one tap on the suggestion shows the result, with the fibre packages and their sign-up links', async () => {
    const user = renderCheck()
    await typeName(user, 'talat')
    await user.click(screen.getByRole('option', { name: /^Talatona Talatona/ }))
    const heading = screen.getByRole('heading', { level: 2, name: 'Há fibra em Talatona' })
    expect(heading).toHaveFocus()
    expect(field()).toHaveValue('Talatona')
    expect(screen.queryByRole('listbox')).toBeNull()
    const packages = screen.getByRole('list', { name: 'Pacotes ZAP Fibra' })
    expect(
      within(packages)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ZAP Fibra 20', 'ZAP Fibra 50'])
    const links = within(packages).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aderir ZAP Fibra 20', '/adesao/21'],
      ['Aderir ZAP Fibra 50', '/adesao/22'],
    ])
    expect(within(packages).getByText(/20\.150,00/)).toBeInTheDocument()
  })

  it('soon: the month it arrives and “Avise-me”, a link to the request form at the neighbourhood’s address', async () => {
    const user = renderCheck()
    await typeName(user, 'golf')
    await user.click(screen.getByRole('option', { name: /^Golf/ }))
    expect(screen.getByRole('heading', { name: 'Chega a Golf em maio de 2027' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Avise-me' })).toHaveAttribute(
      'href',
      '/zap-fibra/pesquisa-de-cobertura/golf#pedido-de-cobertura',
    )
    expect(screen.queryByRole('list', { name: 'Pacotes ZAP Fibra' })).toBeNull()
  })

  it('not planned: says so and offers the request, by the keyboard too', async () => {
    const user = renderCheck()
    await typeName(user, 'caz')
    await user.keyboard('{ArrowDown}')
    expect(field()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Cazenga/ }).id)
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Ainda não há fibra prevista em Cazenga' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pedir cobertura' })).toHaveAttribute(
      'href',
      '/zap-fibra/pesquisa-de-cobertura/cazenga#pedido-de-cobertura',
    )
  })

  it('moves through the suggestions with the arrows, round from the last to the first, and Escape closes them', async () => {
    const user = renderCheck()
    await typeName(user, 'ben')
    const active = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent
    await user.keyboard('{ArrowUp}')
    expect(active()).toBe('Morro Bento Talatona, Luanda')
    expect(screen.getByRole('option', { name: /^Morro Bento/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe('Benfica Belas, Luanda')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field()).not.toHaveAttribute('aria-activedescendant')
  })

  it('unknown: the form sent with a name no area has shows the closest names and the request', async () => {
    const user = renderCheck()
    await typeName(user, 'Talatonna')
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(screen.getByRole('heading', { name: 'Não encontrámos «Talatonna»' })).toHaveFocus()
    const closest = screen.getByRole('link', { name: /^Talatona/ })
    expect(closest).toHaveAttribute('href', '/zap-fibra/pesquisa-de-cobertura/talatona#resposta-cobertura')
    expect(screen.getByRole('link', { name: 'Pedir verificação' })).toHaveAttribute(
      'href',
      '/zap-fibra/pesquisa-de-cobertura/talatonna#pedido-de-cobertura',
    )
    // A closest name shows its result in place when chosen.
    await user.click(closest)
    expect(screen.getByRole('heading', { name: 'Há fibra em Talatona' })).toBeInTheDocument()
  })

  it('the form sent with the exact name of one area shows its result; a name two areas have asks which', async () => {
    const user = renderCheck()
    await typeName(user, 'zango{Enter}')
    expect(screen.getByRole('heading', { name: 'Ainda não há fibra prevista em Zango' })).toBeInTheDocument()
    await typeName(user, 'benfica{Escape}{Enter}')
    expect(screen.getByRole('heading', { name: 'Há mais de um bairro chamado «benfica»' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Benfica/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/zap-fibra/pesquisa-de-cobertura/benfica-belas#resposta-cobertura',
      '/zap-fibra/pesquisa-de-cobertura/benfica-cacuaco#resposta-cobertura',
    ])
  })

  it('an empty field sent shows nothing', async () => {
    const user = renderCheck()
    await user.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })
})

describe('coverage check at a neighbourhood’s address (what the server renders, no typing)', () => {
  it('shows the result under the field, which holds the name', () => {
    renderCheck('pt', 'golf')
    expect(field()).toHaveValue('Golf')
    expect(screen.getByRole('heading', { level: 2, name: 'Chega a Golf em maio de 2027' })).not.toHaveFocus()
  })

  it('in English, with the month in English and the English page’s links', () => {
    renderCheck('en', 'golf')
    expect(screen.getByRole('combobox', { name: 'Neighbourhood' })).toHaveValue('Golf')
    expect(screen.getByRole('heading', { name: 'Fibre reaches Golf in May 2027' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notify me' })).toHaveAttribute(
      'href',
      '/en/zap-fibra/coverage-survey/golf#pedido-de-cobertura',
    )
  })

  it('a name no area has: the name read back from the address, and its closest areas', () => {
    renderCheck('pt', 'talatonna')
    expect(field()).toHaveValue('Talatonna')
    expect(screen.getByRole('heading', { name: 'Não encontrámos «Talatonna»' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Talatona/ })).toBeInTheDocument()
  })

  it('an available area lists the English sign-up links on the English page', () => {
    renderCheck('en', 'talatona')
    expect(screen.getByRole('heading', { name: 'Fibre is available in Talatona' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'ZAP Fibra packages' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/adesao/21', '/en/adesao/22'])
  })
})

describe('“Avise-me” with the request form on the page', () => {
  // jsdom lays nothing out, so it has no scrolling: record where the page would scroll to.
  const scrolledTo: Element[] = []
  beforeAll(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this)
    }
  })

  it('fills in the form with the neighbourhood and moves to its first field, in one tap', async () => {
    const user = renderCheck()
    render(
      <CoverageFormBlockComponent
        block={{ blockType: 'coverageForm', heading: 'Peça a verificação da sua morada' }}
        context={blockContext('pt', 'ao', false, PAGE.pt)}
      />,
    )
    const lead = screen.getByRole('textbox', { name: /^Nome completo/ }).closest('form')!
    await typeName(user, 'golf')
    await user.click(screen.getByRole('option', { name: /^Golf/ }))
    await user.click(screen.getByRole('link', { name: 'Avise-me' }))
    expect(within(lead).getByLabelText(/^Bairro/)).toHaveValue('Golf')
    expect(within(lead).getByLabelText(/^Município/)).toHaveValue('Kilamba Kiaxi')
    expect(within(lead).getByLabelText(/^Província/)).toHaveValue('Luanda')
    expect(within(lead).getByRole('textbox', { name: /^Nome completo/ })).toHaveFocus()
    expect(scrolledTo.map((element) => element.id)).toEqual(['pedido-de-cobertura'])
  })

  it('at a neighbourhood’s address the form starts filled in', () => {
    renderCheck('pt', 'cazenga')
    render(
      <CoverageFormBlockComponent
        block={{ blockType: 'coverageForm', heading: 'Peça a verificação da sua morada' }}
        context={blockContext('pt', 'ao', false, `${PAGE.pt}/cazenga`, 'cazenga')}
      />,
    )
    const lead = screen.getByRole('textbox', { name: /^Nome completo/ }).closest('form')!
    expect(within(lead).getByLabelText(/^Bairro/)).toHaveValue('Cazenga')
    expect(within(lead).getByLabelText(/^Município/)).toHaveValue('Cazenga')
  })
})
