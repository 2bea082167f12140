import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs } from './Tabs'

const tabs = [
  { id: 'pre', label: 'Pré-pago', panel: <p>Cartões pré-pagos</p> },
  { id: 'pos', label: 'Pós-pago', panel: <p>Cartões pós-pagos</p> },
  { id: 'empresa', label: 'Empresas', panel: <p>Planos de empresa</p> },
]

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('names the list, selects the first tab and shows only its panel, labelled by it', () => {
    render(<Tabs tabs={tabs} label="Tipos de plano" />)
    expect(screen.getByRole('tablist', { name: 'Tipos de plano' })).toHaveAttribute('data-ready', 'true')
    const first = screen.getByRole('tab', { name: 'Pré-pago' })
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(first).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'Pós-pago' })).toHaveAttribute('tabindex', '-1')
    const panel = screen.getByRole('tabpanel', { name: 'Pré-pago' })
    expect(panel).toHaveTextContent('Cartões pré-pagos')
    expect(first).toHaveAttribute('aria-controls', panel.id)
    expect(screen.queryByText('Cartões pós-pagos')).toBeNull()
  })

  it('moves with the arrow keys (wrapping), Home and End, showing each panel as it goes', async () => {
    const user = userEvent.setup()
    render(<Tabs tabs={tabs} label="Tipos de plano" />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Pré-pago' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Pós-pago' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cartões pós-pagos')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Empresas' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Pré-pago' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Planos de empresa')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cartões pré-pagos')
  })

  it('selects a tab on click', async () => {
    const user = userEvent.setup()
    render(<Tabs tabs={tabs} label="Tipos de plano" />)
    await user.click(screen.getByRole('tab', { name: 'Empresas' }))
    expect(screen.getByRole('tabpanel', { name: 'Empresas' })).toHaveTextContent('Planos de empresa')
    expect(screen.getByRole('tab', { name: 'Pré-pago' })).toHaveAttribute('aria-selected', 'false')
  })
})
