import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { anchorFromName, methodAnchors } from './anchors'
import { PaymentMethodsBlockComponent } from './Component'
import { copiedText } from './CopyCode'
import { angolaPaymentsFixture, mozambiquePaymentsFixture } from './fixtures'

const block = angolaPaymentsFixture
const methods = block.methods
const [multicaixa, reference] = methods as [(typeof methods)[number], (typeof methods)[number]]

const view = (b: BlockOf<'paymentMethods'> = block, locale: 'pt' | 'en' = 'pt', country: 'ao' | 'mz' = 'ao') => (
  <PaymentMethodsBlockComponent block={b} context={blockContext(locale, country, true)} />
)
const renderBlock = (...args: Parameters<typeof view>) => render(view(...args))

const scrollIntoView = jest.fn()
const setHash = (hash: string) => window.history.replaceState(null, '', `${window.location.pathname}${hash}`)

beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView
  scrollIntoView.mockClear()
  setHash('')
})

afterEach(() => {
  setHash('')
  // Tests that take the Clipboard API away put it on navigator itself; user-event brings its own back.
  Reflect.deleteProperty(navigator, 'clipboard')
})

/** A panel's steps (the items of its list of steps, not of the lists inside a step), in order. */
const stepsOf = (panel: HTMLElement, name = 'Passos') =>
  [...within(panel).getByRole('list', { name }).children] as HTMLElement[]

describe('Payment methods block: every step at once', () => {
  it('has a labelled tab per method with its icon, the first selected, and every step of its method visible', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 1, name: 'Carregamentos e pagamentos' })).toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Métodos de pagamento' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(methods.map((method) => method.name))
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[0]?.querySelector('svg[data-icon="phone"]')).not.toBeNull()

    const panel = screen.getByRole('tabpanel', { name: multicaixa.name })
    const items = stepsOf(panel)
    expect(items).toHaveLength(multicaixa.steps.length)
    multicaixa.steps.forEach((step, index) => {
      // Each step's title is a heading one level below the method's name (h2 under the block's h1).
      const title = within(items[index]!).getByRole('heading', { level: 3, name: step.title })
      expect(title).toBeVisible()
    })
    for (const text of ['Entre com o seu PIN e escolha Pagamentos.', 'O pacote fica ativo em poucos minutos.'])
      expect(within(panel).getByText(text)).toBeVisible()
    // No step is behind a disclosure any more.
    expect(within(panel).queryAllByRole('button')).toEqual([])
    expect(within(panel).getByRole('heading', { level: 2, name: multicaixa.name })).toBeInTheDocument()
  })

  it('keeps the other methods in the page, hidden until their tab is chosen', () => {
    renderBlock()
    expect(screen.getByText('Numa loja ou pelo apoio ao cliente.')).not.toBeVisible()
  })

  it('shows every step of another method when its tab is chosen, and hides the first', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('tab', { name: reference.name }))
    expect(screen.getByRole('tab', { name: reference.name })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: reference.name })
    const items = stepsOf(panel)
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      reference.steps.map((step) => step.title),
    )
    for (const item of items) expect(item).toBeVisible()
    expect(within(panel).getByText('Escolha Pagamento por referência e introduza:')).toBeVisible()
    expect(screen.getByText('Entre com o seu PIN e escolha Pagamentos.')).not.toBeVisible()
  })

  it('switches method with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.tab()
    expect(screen.getByRole('tab', { name: multicaixa.name })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: reference.name })).toHaveFocus()
    expect(screen.getByRole('tab', { name: reference.name })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Numa loja ou pelo apoio ao cliente.')).toBeVisible()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Lojas e agentes' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: multicaixa.name })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Lojas e agentes' })).toHaveFocus()
  })

  it('sends every method and every step in the server HTML, the first tab selected', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(view())
    const panels = [...host.querySelectorAll('[role="tabpanel"]')]
    expect(panels.map((panel) => panel.id)).toEqual(['multicaixa-express', 'referencia-bancaria', 'lojas-e-agentes'])
    methods.forEach((method, index) => {
      const panel = panels[index]!
      expect(panel.querySelector('h2')?.textContent).toBe(method.name)
      expect([...panel.querySelectorAll('ol > li h3')].map((h) => h.textContent)).toEqual(
        method.steps.map((step) => step.title),
      )
    })
    // The other panels are marked hidden for the tabs; the stylesheet shows them when scripts are off.
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true])
    expect(host.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(multicaixa.name)
    // The copy buttons wait for JavaScript; the numbers are text.
    const copy = [...host.querySelectorAll('button')].filter((b) => b.textContent?.startsWith('Copiar'))
    expect(copy.map((b) => b.disabled)).toEqual([true, true])
    expect(host.textContent).toContain('000 000 000')
  })

  it('labels the tab list and the copy buttons in English', () => {
    renderBlock(mozambiquePaymentsFixture, 'en', 'mz')
    expect(screen.getByRole('tablist', { name: 'Payment methods' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy USSD code' })).toBeVisible()
  })
})

describe('Payment methods block: numbers to copy', () => {
  it('shows the method’s numbers first in its panel, each with its label and a Copy button', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('tab', { name: reference.name }))
    const panel = screen.getByRole('tabpanel', { name: reference.name })
    const terms = within(panel).getAllByRole('term')
    expect(terms.map((term) => term.textContent)).toEqual(['Entidade', 'Referência'])
    const values = within(panel).getAllByRole('definition')
    expect(values[0]).toHaveTextContent('00000')
    expect(values[1]).toHaveTextContent('000 000 000')
    // The numbers come before the steps.
    const list = within(panel).getByRole('list', { name: 'Passos' })
    expect(terms[0]!.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Copiar Entidade' })).toBeEnabled()
    expect(within(panel).getByRole('button', { name: 'Copiar Referência' })).toBeEnabled()
  })

  it('copies the number (without its spaces) with the Clipboard API and says so politely', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('tab', { name: reference.name }))
    const panel = screen.getByRole('tabpanel', { name: reference.name })
    const write = jest.spyOn(navigator.clipboard, 'writeText')
    await user.click(within(panel).getByRole('button', { name: 'Copiar Referência' }))
    expect(write).toHaveBeenCalledWith('000000000')
    await expect(navigator.clipboard.readText()).resolves.toBe('000000000')
    const status = within(within(panel).getAllByRole('definition')[1]!).getByRole('status')
    expect(status).toHaveTextContent('Copiado')
    expect(status).toBeVisible()
    // The other number's status says nothing.
    expect(within(within(panel).getAllByRole('definition')[0]!).getByRole('status')).toHaveTextContent('')

    await user.click(within(panel).getByRole('button', { name: 'Copiar Entidade' }))
    expect(write).toHaveBeenLastCalledWith('00000')
  })

  it('selects the number for the visitor when the browser has no Clipboard API', async () => {
    const user = userEvent.setup()
    renderBlock(mozambiquePaymentsFixture, 'en', 'mz')
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy Entity' }))
    expect(window.getSelection()?.toString()).toBe('00000')
    const definition = screen.getAllByRole('definition')[1]!
    expect(within(definition).getByRole('status')).toHaveTextContent(
      'Number selected: copy it with Ctrl+C or your phone’s menu.',
    )
  })

  it('selects the number when the browser refuses to copy', async () => {
    const user = userEvent.setup()
    renderBlock(mozambiquePaymentsFixture, 'en', 'mz')
    const write = jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy USSD code' }))
    expect(write).toHaveBeenCalledWith('*150#')
    expect(window.getSelection()?.toString()).toBe('*150#')
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Number selected')
  })

  it('copies what an editor typed with the spaces taken out', () => {
    expect(copiedText(' AO06 0000 0000 ')).toBe('AO0600000000')
    expect(copiedText('*150#')).toBe('*150#')
  })
})

describe('Payment methods block: #anchors', () => {
  it('opens the tab an address’s hash names and brings its panel into view', () => {
    setHash('#referencia-bancaria')
    renderBlock()
    expect(screen.getByRole('tab', { name: reference.name })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: reference.name })).toBeVisible()
    expect(screen.getByText('Entre com o seu PIN e escolha Pagamentos.')).not.toBeVisible()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('tabpanel', { name: reference.name }))
  })

  it('ignores a hash that names no method', () => {
    setHash('#main')
    renderBlock()
    expect(screen.getByRole('tab', { name: multicaixa.name })).toHaveAttribute('aria-selected', 'true')
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('follows a hash that changes later (an in-page link)', () => {
    renderBlock()
    act(() => {
      setHash('#lojas-e-agentes')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(screen.getByRole('tab', { name: 'Lojas e agentes' })).toHaveAttribute('aria-selected', 'true')
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('scrolls again for a link back to a method the visitor had chosen', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('tab', { name: reference.name }))
    for (const hash of ['#lojas-e-agentes', '#referencia-bancaria'])
      act(() => {
        setHash(hash)
        window.dispatchEvent(new HashChangeEvent('hashchange'))
      })
    expect(screen.getByRole('tab', { name: reference.name })).toHaveAttribute('aria-selected', 'true')
    expect(scrollIntoView).toHaveBeenCalledTimes(2)
  })

  it('writes the chosen tab into the address without moving the page', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('tab', { name: reference.name }))
    expect(window.location.hash).toBe('#referencia-bancaria')
    expect(scrollIntoView).not.toHaveBeenCalled()
    // A later choice wins over the hash the first one wrote.
    await user.click(screen.getByRole('tab', { name: multicaixa.name }))
    expect(window.location.hash).toBe('#multicaixa-express')
    expect(screen.getByRole('tab', { name: multicaixa.name })).toHaveAttribute('aria-selected', 'true')
  })

  it('uses the anchor an editor typed', () => {
    const pinned = { ...block, methods: [{ ...multicaixa, anchor: 'mcx' }, ...methods.slice(1)] }
    setHash('#mcx')
    renderBlock(pinned)
    expect(screen.getByRole('tabpanel', { name: multicaixa.name })).toHaveAttribute('id', 'mcx')
  })

  it('makes anchors from names: lowercase, no accents, hyphens, a letter first, unique', () => {
    expect(anchorFromName('M-Pesa')).toBe('m-pesa')
    expect(anchorFromName('Caixa Multicaixa (ATM)')).toBe('caixa-multicaixa-atm')
    expect(anchorFromName('Débito directo')).toBe('debito-directo')
    expect(anchorFromName('24 horas')).toBe('m-24-horas')
    expect(
      methodAnchors([{ name: 'Banco' }, { name: 'Banco' }, { name: '!!' }, { name: 'x', anchor: 'Not valid' }]),
    ).toEqual(['banco', 'banco-2', 'metodo-3', 'x'])
  })
})
