import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { doc, p } from '@/cms/seed/lexical'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { PaymentMethodsBlockComponent } from './Component'

const block: BlockOf<'paymentMethods'> = {
  blockType: 'paymentMethods',
  heading: 'Carregamentos e pagamentos',
  methods: [
    {
      id: 'mcx',
      name: 'Multicaixa Express',
      icon: 'phone',
      steps: [
        { id: 'a1', title: 'Abra a aplicação', body: doc(p('Entre com o PIN.')) },
        { id: 'a2', title: 'Escolha ZAP', body: doc(p('Introduza o número do cartão.')) },
      ],
    },
    {
      id: 'ref',
      name: 'Referência bancária',
      icon: 'card',
      steps: [{ id: 'b1', title: 'Pague por referência', body: doc(p('Entidade 00000.')) }],
    },
    {
      id: 'shop',
      name: 'Lojas e agentes',
      steps: [{ id: 'c1', title: 'Vá a uma loja', body: doc(p('Leve o número do cartão.')) }],
    },
  ],
}
const renderBlock = (locale: 'pt' | 'en' = 'pt') =>
  render(<PaymentMethodsBlockComponent block={block} context={blockContext(locale, 'ao', true)} />)

describe('Payment methods block', () => {
  it('has a labelled tab per method, with its icon, the first selected and its first step open', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 1, name: 'Carregamentos e pagamentos' })).toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Métodos de pagamento' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Multicaixa Express', 'Referência bancária', 'Lojas e agentes'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[0]?.querySelector('svg[data-icon="phone"]')).not.toBeNull()
    const panel = screen.getByRole('tabpanel', { name: 'Multicaixa Express' })
    expect(within(panel).getByRole('button', { name: 'Abra a aplicação' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getByRole('button', { name: 'Escolha ZAP' })).toHaveAttribute('aria-expanded', 'false')
    expect(within(panel).getByText('Entre com o PIN.')).toBeVisible()
  })

  it('keeps the other methods in the page, hidden', () => {
    renderBlock()
    expect(screen.getByText('Entidade 00000.')).not.toBeVisible()
  })

  it('switches method with the arrow keys', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Multicaixa Express' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Referência bancária' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel', { name: 'Referência bancária' })
    expect(within(panel).getByRole('button', { name: 'Pague por referência' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Entidade 00000.')).toBeVisible()
    expect(screen.getByText('Entre com o PIN.')).not.toBeVisible()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Lojas e agentes' })).toHaveAttribute('aria-selected', 'true')
  })

  it('opens another step of a method by click', async () => {
    const user = userEvent.setup()
    renderBlock()
    await user.click(screen.getByRole('button', { name: 'Escolha ZAP' }))
    expect(screen.getByText('Introduza o número do cartão.')).toBeVisible()
    expect(screen.getByText('Entre com o PIN.')).not.toBeVisible()
  })

  it('labels the tab list in English', () => {
    renderBlock('en')
    expect(screen.getByRole('tablist', { name: 'Payment methods' })).toBeInTheDocument()
  })
})
